import { tableDefinition, tableScene } from '@designer/configurator/configurator-fixtures'
import { evaluate } from '@designer/configurator/engine'
import { afterEach, expect, test } from 'vitest'
import { createFormat } from '@/lib/format'
import { changeLocale, i18next } from '@/lib/i18n'
import { describeConfiguration, valueText } from './value-text'

afterEach(() => changeLocale('en'))

const t = (key: string, values: Record<string, string>) => i18next.t(key, values)

test('the 3D view’s description names every choice shown, in the visitor’s language', async () => {
  const def = tableDefinition()
  const evaluation = evaluate(
    def,
    tableScene(),
    { W: 2000, wood: 'walnut', leaf: true },
    {
      currency: 'EUR',
    },
  )
  const entries = (language: string) => {
    const format = createFormat(language)
    return def.steps
      .flatMap((s) => s.options)
      .map((o) => ({
        optionId: o.id,
        option: o.name,
        value: valueText(o, evaluation.selections[o.id], format, { yes: 'Yes', no: 'No' }),
      }))
      .filter((e) => e.value)
  }
  expect(describeConfiguration('Dining table', entries('en'), t)).toBe(
    'Dining table: Width: 2,000 mm; Depth: 900 mm; Wood: Walnut; Base: Trestle; Extension leaf: Yes; Quantity: 1',
  )
  await changeLocale('fr')
  expect(describeConfiguration('Table', entries('fr').slice(0, 1), t)).toBe(
    'Table : Width : 2\u202f000\u202fmm',
  )
  expect(describeConfiguration('Table', [], t)).toBe('Table')
})
