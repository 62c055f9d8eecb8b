import { type ConfigStep, stepSchema } from '@designer/contract'
import { render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { StepOptions } from './option-controls'

afterEach(() => changeLocale('en'))

const engraving: ConfigStep = stepSchema.parse({
  id: 'finish',
  name: 'Finish',
  options: [{ kind: 'text', id: 'engraving', name: 'Engraving', maxLength: 40 }],
})

// The count under a text field: English and Spanish agree with the most allowed, French with
// what was typed (and counts 0 as it counts 1).
test.each([
  { locale: 'en', typed: 'A', count: '1 of 40 characters' },
  { locale: 'en', typed: 'Ab', count: '2 of 40 characters' },
  { locale: 'es', typed: 'A', count: '1 de 40 caracteres' },
  { locale: 'fr', typed: '', count: '0 caractère sur 40' },
  { locale: 'fr', typed: 'A', count: '1 caractère sur 40' },
  { locale: 'fr', typed: 'Ab', count: '2 caractères sur 40' },
] as const)('a text option counts its characters: $count', async ({ locale, typed, count }) => {
  await changeLocale(locale)
  render(
    <StepOptions
      step={engraving}
      selections={{ engraving: typed }}
      states={{}}
      onChange={() => {}}
    />,
  )
  expect(screen.getByText(count)).toBeInTheDocument()
})
