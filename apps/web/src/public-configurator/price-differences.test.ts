import {
  tableDefinition,
  tableDefinitionInput,
  tableScene,
} from '@designer/configurator/configurator-fixtures'
import { evaluate } from '@designer/configurator/engine'
import {
  type ConfiguratorDefinition,
  configuratorDefinitionSchema,
  type Selections,
} from '@designer/contract'
import { expect, test } from 'vitest'
import { formatDifference, priceDifferences } from './price-differences'

const engine = (def: ConfiguratorDefinition) => (asked: Selections) =>
  evaluate(def, tableScene(), asked, { currency: 'EUR' })
const optionsOf = (def: ConfiguratorDefinition) => def.steps.flatMap((s) => s.options)

test('each choice says what it does to the total, the chosen one nothing', () => {
  const def = tableDefinition()
  const run = engine(def)
  const now = run({})
  expect(priceDifferences(optionsOf(def), now, run)).toEqual({
    wood: { oak: 0, walnut: 25_000, ash: 5_000 },
    legStyle: { trestle: 0, fourLegs: 10_000 },
    leaf: { on: 15_000 },
  })
  // From walnut, oak is cheaper; with the leaf on, the leaf still says what it adds.
  const walnut = run({ wood: 'walnut', leaf: true })
  expect(priceDifferences(optionsOf(def), walnut, run)).toMatchObject({
    wood: { oak: -25_000, walnut: 0, ash: -20_000 },
    leaf: { on: 15_000 },
  })
})

test('a difference moves the total by exactly that much: quantity, rounding and rules included', () => {
  const input = tableDefinitionInput()
  const def = configuratorDefinitionSchema.parse({
    ...input,
    price: { ...input.price, rounding: '10', quantityOption: 'quantity' },
  })
  const run = engine(def)
  const now = run({ quantity: 3, W: 1900 })
  const differences = priceDifferences(optionsOf(def), now, run)
  const totalWith = (optionId: string, value: string | boolean) =>
    run({ ...now.selections, [optionId]: value }).price.total.amount
  for (const [optionId, values] of Object.entries(differences)) {
    for (const [value, difference] of Object.entries(values)) {
      if (value === 'on') {
        expect(difference, optionId).toBe(totalWith(optionId, true) - totalWith(optionId, false))
      } else {
        expect(now.price.total.amount + difference, `${optionId}=${value}`).toBe(
          totalWith(optionId, value),
        )
      }
    }
  }
  // Three tables: walnut costs three surcharges more.
  expect(differences.wood?.walnut).toBe(75_000)
})

test('a value the rules hide is not offered, and an option whose choices cost the same says nothing', () => {
  const input = tableDefinitionInput()
  const free = configuratorDefinitionSchema.parse({
    ...input,
    steps: input.steps.map((s) => ({
      ...s,
      options: s.options.map((o) =>
        o.kind === 'material'
          ? { ...o, values: o.values.map((v) => ({ ...v, surcharge: null })) }
          : o,
      ),
    })),
  })
  const run = engine(free)
  // Above 2 m ash is hidden; without surcharges the woods all cost the same.
  const long = run({ W: 2100 })
  const differences = priceDifferences(optionsOf(free), long, run)
  expect(differences.wood).toBeUndefined()
  expect(differences.legStyle).toEqual({ trestle: 0, fourLegs: 10_000 })
  const def = tableDefinition()
  expect(priceDifferences(optionsOf(def), engine(def)({ W: 2100 }), engine(def)).wood).toEqual({
    oak: 0,
    walnut: 25_000,
  })
})

test('a difference reads as money in the visitor’s language, whole amounts without cents', () => {
  expect(formatDifference(12_000, 'EUR', 'en', 'Included')).toBe('+€120')
  expect(formatDifference(-4_050, 'EUR', 'en', 'Included')).toBe('−€40.50')
  expect(formatDifference(0, 'EUR', 'en', 'Included')).toBe('Included')
  expect(formatDifference(12_000, 'EUR', 'fr', 'Inclus')).toMatch(/^\+120\s€$/u)
  expect(formatDifference(-2_500_000, 'EUR', 'es', 'Incluido')).toMatch(/^−25\.000\s€$/u)
  expect(formatDifference(500, 'JPY', 'en', 'Included')).toBe('+¥500')
})
