import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { Configurator, ConfiguratorDefinition } from '@designer/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { PublishDialog } from './publish-dialog'

afterEach(() => changeLocale('en'))

const table = tableDefinition()

/** The table with its first `steps` steps, `options` options of the first step, `rules` rules. */
function cut(steps: number, options: number, rules: number): ConfiguratorDefinition {
  return {
    ...table,
    steps: table.steps
      .slice(0, steps)
      .map((step, i) => (i === 0 ? { ...step, options: step.options.slice(0, options) } : step)),
    rules: table.rules.slice(0, rules),
  }
}

const neverPublished: Configurator = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Table',
  designId: '00000000-0000-4000-8000-0000000000d1',
  designName: 'Table',
  thumbnailUrl: null,
  status: 'draft',
  version: 3,
  publishedVersion: null,
  publishedAt: null,
  priceRange: null,
  quoteCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  definition: table,
  problems: [],
  changed: true,
}

function renderFirstPublish(definition: ConfiguratorDefinition) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PublishDialog
        open
        onOpenChange={() => {}}
        configurator={neverPublished}
        definition={definition}
        problems={[]}
        publishing={false}
        onPublish={() => {}}
      />
    </QueryClientProvider>,
  )
}

// The table has 3 steps, 7 options and 4 rules; French counts 0 as it counts 1.
test.each([
  { locale: 'en', definition: cut(1, 1, 1), summary: '1 step, 1 option and 1 rule go live.' },
  { locale: 'en', definition: table, summary: '3 steps, 7 options and 4 rules go live.' },
  { locale: 'es', definition: cut(1, 1, 1), summary: 'Se publican 1 paso, 1 opción y 1 regla.' },
  { locale: 'es', definition: table, summary: 'Se publican 3 pasos, 7 opciones y 4 reglas.' },
  {
    locale: 'fr',
    definition: cut(1, 1, 0),
    summary: '1 étape, 1 option et 0 règle sont mises en ligne.',
  },
  {
    locale: 'fr',
    definition: table,
    summary: '3 étapes, 7 options et 4 règles sont mises en ligne.',
  },
] as const)(
  'a first publish says what goes live: $summary',
  async ({ locale, definition, summary }) => {
    await changeLocale(locale)
    renderFirstPublish(definition)
    expect(screen.getByText(summary)).toBeInTheDocument()
  },
)
