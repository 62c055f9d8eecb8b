import { eur, tableDefinition, tableScene } from '@designer/configurator/configurator-fixtures'
import { describe, expect, test, vi } from 'vitest'
import { idFrom, moveItem, problemPlace, unsendable, workProblems } from './model'
import { createConfiguratorStore } from './store'

describe('the editor model', () => {
  test('ids formulas can read, from names in any language, unique', () => {
    expect(idFrom('Leg style', [])).toBe('legStyle')
    expect(idFrom('Épaisseur du plateau', [])).toBe('epaisseurDuPlateau')
    expect(idFrom('2 seats', [])).toBe('option2Seats')
    expect(idFrom('Width', ['width', 'width2'])).toBe('width3')
  })

  test('a problem path points at the option, the rule or the price', () => {
    expect(problemPlace('steps.1.options.2.bindings.0.formula')).toEqual({
      area: 'options',
      step: 1,
      option: 2,
    })
    expect(problemPlace('steps.0.name')).toEqual({ area: 'options', step: 0, option: null })
    expect(problemPlace('rules.3.actions.0.option')).toEqual({ area: 'rules', rule: 3 })
    expect(problemPlace('price.formulas.0.formula')).toEqual({ area: 'price' })
  })

  test('work the server would refuse is not sent: an empty name, a bad id, rules in a circle', () => {
    const work = { name: 'Table', definition: tableDefinition() }
    expect(unsendable(work)).toBe(false)
    expect(unsendable({ ...work, name: ' ' })).toBe(true)
    const badId = structuredClone(work)
    badId.definition.steps[0]!.options[0]!.id = '2 wide'
    expect(unsendable(badId)).toBe(true)
    const circle = structuredClone(work)
    circle.definition.rules = [
      {
        id: 'a',
        name: '',
        when: { option: 'W', op: 'gt', value: 1 },
        actions: [{ type: 'set', option: 'D', value: 900 }],
      },
      {
        id: 'b',
        name: '',
        when: { option: 'D', op: 'gt', value: 1 },
        actions: [{ type: 'set', option: 'W', value: 1800 }],
      },
    ]
    expect(unsendable(circle)).toBe(true)
    const list = ['a', 'b', 'c']
    moveItem(list, 0, 2)
    expect(list).toEqual(['b', 'c', 'a'])
  })

  test('amounts in another currency than the company’s are problems, once its currency is known', () => {
    const work = { name: 'Table', definition: tableDefinition() }
    expect(workProblems(work, tableScene(), 'EUR')).toEqual([])
    expect(workProblems(work, tableScene(), undefined)).toEqual([])
    const inDollars = workProblems(work, tableScene(), 'USD')
    expect(inDollars[0]).toMatchObject({ path: 'price.base', code: 'validation.otherCurrency' })
    expect(problemPlace(inDollars[0]!.path)).toEqual({ area: 'price' })
    // Sendable all the same: the draft is saved, only its publishing waits.
    expect(unsendable(work)).toBe(false)
  })
})

describe('the editor store', () => {
  const start = () => {
    const save = vi.fn(async (version: number) => ({ ok: true as const, version: version + 1 }))
    const store = createConfiguratorStore({
      work: { name: 'Table', definition: tableDefinition() },
      version: 1,
      save,
      debounceMs: 10,
    })
    return { store, save }
  }

  test('typing in one field is one step of the history; undo and redo walk it', () => {
    const { store } = start()
    for (const name of ['T', 'Ta', 'Tab']) {
      store.change((w) => {
        w.name = name
      }, 'name')
    }
    store.change((w) => {
      w.definition.price.base = eur(1000)
    })
    expect(store.get()).toMatchObject({ canUndo: true, canRedo: false })
    store.undo()
    expect(store.get().work.definition.price.base).toEqual(eur(80_000))
    expect(store.get().work.name).toBe('Tab')
    store.undo()
    expect(store.get().work.name).toBe('Table')
    expect(store.get().canUndo).toBe(false)
    store.redo()
    expect(store.get().work.name).toBe('Tab')
    // A change that changes nothing is not a step.
    store.change((w) => {
      w.name = 'Tab'
    })
    expect(store.get().canRedo).toBe(true)
    store.dispose()
  })

  test('changes are saved a moment later with the version they are based on', async () => {
    const { store, save } = start()
    store.change((w) => {
      w.name = 'Dining table'
    })
    expect(store.get().saveState).toBe('unsaved')
    await vi.waitFor(() => expect(store.get().saveState).toBe('saved'))
    expect(save).toHaveBeenCalledWith(1, expect.objectContaining({ name: 'Dining table' }))
    expect(store.get().version).toBe(2)
    store.dispose()
  })
})
