import { tableDefinition, tableScene } from '@designer/configurator/configurator-fixtures'
import { evaluate } from '@designer/configurator/engine'
import type {
  ConfigOption,
  PublicConfigurator,
  Selections,
  SelectionValue,
} from '@designer/contract'
import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { createFormat } from '@/lib/format'
import { changeLocale, i18next } from '@/lib/i18n'
import { useConfiguration } from './configuration'
import { nextNotice, noticeSentences, ruleChanges } from './rule-notices'
import { valueText } from './value-text'

afterEach(() => changeLocale('en'))

const def = tableDefinition()
const run = (asked: Selections) => evaluate(def, tableScene(), asked, { currency: 'EUR' })
/** The visitor's choices, then one of them changed, as the page changes it. */
function changed(start: Selections, optionId: string, value: SelectionValue) {
  const before = run(start)
  const asked = { ...before.selections, [optionId]: value }
  return { before, changes: ruleChanges(def, before, asked, run(asked)) }
}

test('a rule that hides the chosen value is told, with its message and what replaced it', () => {
  // The fixture's rule: above 2 m no ash, "Tables longer than 2 m ship in two parts".
  expect(changed({ wood: 'ash' }, 'W', 2100).changes).toEqual([
    {
      optionId: 'wood',
      kind: 'changed',
      from: 'ash',
      to: 'oak',
      message: 'Tables longer than 2 m ship in two parts',
    },
  ])
})

test('a part a rule takes away is told; one left off, or a number kept on its step, is not', () => {
  expect(changed({ leaf: true }, 'W', 2200).changes).toEqual([
    { optionId: 'leaf', kind: 'hidden', from: true, to: true, message: null },
  ])
  // The leaf was not chosen: nothing the visitor made is lost.
  expect(changed({}, 'W', 2200).changes).toEqual([])
  // 2150 is kept on the 100 mm step (2200), by the engine, not by a rule.
  expect(changed({}, 'W', 2150).changes).toEqual([])
  expect(changed({ wood: 'walnut' }, 'W', 2400).changes).toEqual([])
})

test('while the same option goes on changing, the notice grows and still undoes to the start', () => {
  const first = changed({ wood: 'ash', leaf: true, W: 1900 }, 'W', 2100)
  const notice = nextNotice(null, 'W', first.before.selections, first.changes)
  expect(notice?.before).toMatchObject({ wood: 'ash', leaf: true, W: 1900 })
  const second = changed({ wood: 'oak', leaf: true, W: 2100 }, 'W', 2200)
  const grown = nextNotice(notice, 'W', second.before.selections, second.changes)
  expect(grown?.changes.map((c) => c.optionId)).toEqual(['wood', 'leaf'])
  expect(grown?.before).toEqual(notice?.before)
  // Dragged back: the rules do nothing more, the notice stays with its way back.
  expect(nextNotice(grown, 'W', {}, [])).toBe(grown)
  // Another option changed, the rules silent: the notice goes.
  expect(nextNotice(grown, 'D', {}, [])).toBeNull()
})

const words = (language: string) => {
  const format = createFormat(language)
  const t = (key: string, values: Record<string, string>) => i18next.t(key, values)
  return {
    t,
    textOf: (option: ConfigOption, value: SelectionValue) =>
      valueText(option, value, format, {
        yes: t('public-configurator.options.yes', {}),
        no: t('public-configurator.options.no', {}),
      }),
  }
}

test('the notice says what happened in the visitor’s language', async () => {
  const { changes } = changed({ wood: 'ash', leaf: true }, 'W', 2200)
  expect(noticeSentences(def, changes, words('en'))).toEqual([
    'Tables longer than 2 m ship in two parts — changed to “Oak”',
    'Extension leaf is not available with these choices — removed',
  ])
  const silent = changes.map((c) => ({ ...c, message: null }))
  expect(noticeSentences(def, silent, words('en'))[0]).toBe(
    'Wood: “Ash” is not available with these choices — changed to “Oak”',
  )
  await changeLocale('es')
  expect(noticeSentences(def, silent, words('es'))).toEqual([
    'Wood: «Ash» no está disponible con estas opciones — se ha cambiado a «Oak»',
    'Extension leaf no está disponible con estas opciones — se ha quitado',
  ])
  await changeLocale('fr')
  expect(noticeSentences(def, silent, words('fr'))[1]).toBe(
    'Extension leaf : non disponible avec ces choix — option retirée',
  )
})

const configurator: PublicConfigurator = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Dining table',
  language: 'en',
  version: 1,
  definition: def,
  scene: tableScene(),
  components: {},
  views: {},
  materials: {},
  componentPictures: {},
  priceBook: {},
  company: { name: 'Studio', logoUrl: null, currency: 'EUR' },
  posterUrl: null,
  booking: { enabled: false, timeZone: 'Europe/Madrid', minutes: 30 },
}

test('the page keeps the notice of the last change the rules answered, and Undo restores the choices', () => {
  const { result } = renderHook(() => useConfiguration(configurator, { wood: 'ash', leaf: true }))
  act(() => result.current.change('W', 2200))
  expect(result.current.evaluation.selections).toMatchObject({ W: 2200, wood: 'oak', leaf: false })
  expect(result.current.notice?.trigger).toBe('W')
  expect(result.current.notice?.changes).toHaveLength(2)
  act(() => result.current.undo())
  expect(result.current.notice).toBeNull()
  expect(result.current.evaluation.selections).toMatchObject({ W: 1800, wood: 'ash', leaf: true })
  // A change the rules leave alone says nothing.
  act(() => result.current.change('D', 950))
  expect(result.current.notice).toBeNull()
})
