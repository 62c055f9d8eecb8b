import { eur, tableDefinition, tableScene } from '@designer/configurator/configurator-fixtures'
import { configuratorDefinitionSchema } from '@designer/contract'
import { expect, test } from 'vitest'
import {
  definitionAmount,
  findOption,
  moveItem,
  newOption,
  optionIds,
  problemPlace,
  problemsAt,
  workProblems,
} from './model'

const table = () => ({ name: 'Table', definition: tableDefinition() })

test('every option id, in the order of the steps', () => {
  expect(optionIds(tableDefinition())).toEqual([
    'W',
    'D',
    'wood',
    'legStyle',
    'leaf',
    'quantity',
    'reference',
  ])
})

test.each(['dimension', 'number', 'material', 'component', 'part', 'text'] as const)(
  'a new %s option passes the contract once in a step',
  (kind) => {
    const option = newOption(kind, 'Worktop edge', [])
    expect(option).toMatchObject({ id: 'worktopEdge', name: 'Worktop edge', kind })
    const definition = tableDefinition()
    definition.steps[0]!.options.push(option)
    // A component has no value to swap to until one is chosen: the contract says so.
    expect(configuratorDefinitionSchema.safeParse(definition).success).toBe(kind !== 'component')
  },
)

test('a new option’s defaults, by kind', () => {
  expect(newOption('dimension', 'Width', ['width'])).toEqual({
    id: 'width2',
    name: 'Width',
    description: '',
    kind: 'dimension',
    min: 600,
    max: 2400,
    step: 10,
    default: 1200,
    bindings: [],
  })
  expect(newOption('number', 'Count', [])).toMatchObject({ min: 1, max: 100, step: 1, default: 1 })
  expect(newOption('material', 'Finish', [])).toMatchObject({
    objectIds: [],
    values: [{ id: 'value1', surcharge: null, supplierItemId: null }],
    default: 'value1',
  })
  expect(newOption('component', 'Handle', [])).toMatchObject({ values: [], default: '' })
  expect(newOption('part', 'Drawer', [])).toMatchObject({ default: true, surcharge: null })
  expect(newOption('text', 'Engraving', [])).toMatchObject({ maxLength: 100, default: '' })
})

test('a typed amount is Money in the company’s currency; an emptied field is none', () => {
  expect(definitionAmount(12_500, 'EUR')).toEqual({ amount: 12_500, currency: 'EUR' })
  expect(definitionAmount(0, 'GBP')).toEqual({ amount: 0, currency: 'GBP' })
  expect(definitionAmount(null, 'EUR')).toBeNull()
})

test('an option is found by its id, with its step and place', () => {
  const def = tableDefinition()
  expect(findOption(def, 'leaf')).toMatchObject({
    step: 1,
    option: 2,
    value: { name: 'Extension leaf' },
  })
  expect(findOption(def, 'W')).toMatchObject({ step: 0, option: 0 })
  expect(findOption(def, 'gone')).toBeNull()
})

test('a move out of the list or onto itself leaves it as it is', () => {
  const list = ['a', 'b', 'c']
  moveItem(list, 0, 3)
  moveItem(list, -1, 0)
  moveItem(list, 1, 1)
  expect(list).toEqual(['a', 'b', 'c'])
  moveItem(list, 2, 0)
  expect(list).toEqual(['c', 'a', 'b'])
})

test('the problems under a path are its own and its children’s, not a sibling’s with a longer number', () => {
  const problems = [
    { path: 'steps.0.options.1', code: 'a', message: '' },
    { path: 'steps.0.options.1.bindings.0.objectId', code: 'b', message: '' },
    { path: 'steps.0.options.10.name', code: 'c', message: '' },
    { path: 'rules.0', code: 'd', message: '' },
  ]
  expect(problemsAt(problems, 'steps.0.options.1').map((p) => p.code)).toEqual(['a', 'b'])
  expect(problemsAt(problems, 'rules').map((p) => p.code)).toEqual(['d'])
  expect(problemsAt(problems, 'price')).toEqual([])
})

test('an empty name is the name’s problem, and the engine is not asked until it is mended', () => {
  const problems = workProblems({ ...table(), name: '  ' }, tableScene(), 'EUR')
  expect(problems).toEqual([{ path: 'name', code: 'validation.required', message: '' }])
  expect(problemPlace('name')).toEqual({ area: 'name' })
})

test('a removed option that rules still name is a problem at each rule that names it', () => {
  const work = table()
  const at = findOption(work.definition, 'W')!
  work.definition.steps[at.step]!.options.splice(at.option, 1)
  const problems = workProblems(work, tableScene(), 'EUR')
  const rules = problems.filter((p) => p.path.startsWith('rules.'))
  // longNoAsh, longNoLeaf and longAndNarrow compare the width.
  const places = rules.map((p) => problemPlace(p.path))
  expect([...new Set(places.map((p) => (p.area === 'rules' ? p.rule : -1)))].sort()).toEqual([
    0, 1, 3,
  ])
  // The price formula named it too.
  expect(problems.some((p) => p.path.startsWith('price.formulas.0'))).toBe(true)
})

test('an option bound to an object the design lacks is a problem at that binding', () => {
  const scene = tableScene()
  scene.objects = scene.objects.filter((o) => o.id !== 'leaf')
  const problems = workProblems(table(), scene, 'EUR')
  const widths = problemsAt(problems, 'steps.0.options.0')
  expect(widths.map((p) => p.path)).toContain('steps.0.options.0.bindings.5.objectId')
  expect(problemPlace(widths[0]!.path)).toEqual({ area: 'options', step: 0, option: 0 })
})

test('a surcharge in another currency is a problem at that value', () => {
  const work = table()
  const wood = findOption(work.definition, 'wood')!
  if (wood.value.kind !== 'material') throw new Error('wood is a material')
  wood.value.values[1]!.surcharge = { amount: 25_000, currency: 'USD' }
  work.definition.price.base = eur(80_000)
  const problems = workProblems(work, tableScene(), 'EUR')
  expect(problems).toEqual([
    expect.objectContaining({
      path: 'steps.1.options.0.values.1.surcharge',
      code: 'validation.otherCurrency',
    }),
  ])
})
