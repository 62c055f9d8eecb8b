import { CurrencyMismatchError, configuratorDefinitionSchema, type Scene } from '@designer/contract'
import { describe, expect, test } from 'vitest'
import { definitionChanges } from './changes'
import {
  eur,
  FOUR_LEGS,
  tableDefinition,
  tableDefinitionInput,
  tableScene,
  WALNUT_ITEM,
} from './configurator-fixtures'
import { definitionProblems, evaluate, roundPrice, setCycles } from './engine'
import { evaluateFormula, FormulaError, parseFormula } from './formula'
import { priceRange } from './range'

const EUR = { currency: 'EUR' }
const run = (selections: Record<string, number | string | boolean> = {}, context = EUR) =>
  evaluate(tableDefinition(), tableScene(), selections, context)
const object = (scene: Scene, id: string) => scene.objects.find((o) => o.id === id)!

describe('choices and rules', () => {
  test('with no choices every option takes its default and the scene is the design', () => {
    const result = run()
    expect(result.selections).toEqual({
      W: 1800,
      D: 900,
      wood: 'oak',
      legStyle: 'trestle',
      leaf: false,
      quantity: 1,
      reference: '',
    })
    expect(result.blocks).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.missing).toEqual([])
    expect(object(result.scene, 'top').params).toMatchObject({ width: 1800, depth: 900 })
    expect(object(result.scene, 'leg2').position).toEqual([850, 360, -400])
    expect(object(result.scene, 'leaf').visible).toBe(false)
  })

  test('numbers are kept in range on the step grid; unknown values fall back to the default', () => {
    const result = run({ W: 5000, D: 873, wood: 'plastic', leaf: 'yes', quantity: -3 })
    expect(result.selections).toMatchObject({
      W: 2400,
      D: 850,
      wood: 'oak',
      leaf: false,
      quantity: 1,
    })
  })

  test('a hidden value falls back to the first one still offered, and a warning is given', () => {
    const result = run({ W: 2100, wood: 'ash' })
    expect(result.options.wood!.values.ash).toEqual({ visible: false, enabled: true })
    expect(result.selections.wood).toBe('oak')
    expect(result.warnings).toEqual([
      { ruleId: 'longNoAsh', message: 'Tables longer than 2 m ship in two parts' },
    ])
    // Under the limit, ash is offered and kept.
    expect(run({ W: 2000, wood: 'ash' }).selections.wood).toBe('ash')
  })

  test('a rule sets a value and hides the option: the leaf goes, and its price with it', () => {
    const result = run({ W: 2200, leaf: true })
    expect(result.selections.leaf).toBe(false)
    expect(result.options.leaf!.visible).toBe(false)
    expect(object(result.scene, 'leaf').visible).toBe(false)
    expect(result.price.lines.some((l) => l.id === 'leaf')).toBe(false)
    const withLeaf = run({ W: 2100, leaf: true })
    expect(object(withLeaf.scene, 'leaf').visible).toBe(true)
    expect(withLeaf.price.lines).toContainEqual({
      kind: 'surcharge',
      id: 'leaf',
      label: 'Extension leaf',
      amount: eur(15_000),
    })
  })

  test('require and block: a trade order needs its reference; a long narrow table is refused', () => {
    const trade = run({ quantity: 5 })
    expect(trade.options.reference!.required).toBe(true)
    expect(trade.missing).toEqual(['reference'])
    expect(run({ quantity: 5, reference: 'PO-118' }).missing).toEqual([])
    expect(run({ W: 2100, D: 800 }).blocks).toEqual([
      { ruleId: 'longAndNarrow', message: 'A table this long needs a depth of 850 mm or more' },
    ])
    expect(run({ W: 2100, D: 850 }).blocks).toEqual([])
  })

  test('or, not and in conditions', () => {
    const input = tableDefinitionInput()
    input.rules = [
      {
        id: 'r',
        when: {
          any: [
            { option: 'wood', op: 'in', value: ['walnut', 'ash'] },
            { not: { option: 'D', op: 'lte', value: 950 } },
          ],
        },
        actions: [{ type: 'disable', option: 'legStyle', value: 'fourLegs' }],
      },
    ]
    const def = configuratorDefinitionSchema.parse(input)
    const go = (s: Record<string, string | number>) =>
      evaluate(def, tableScene(), { legStyle: 'fourLegs', ...s }, EUR).selections.legStyle
    expect(go({ wood: 'oak', D: 900 })).toBe('fourLegs')
    expect(go({ wood: 'walnut', D: 900 })).toBe('trestle')
    expect(go({ wood: 'oak', D: 1000 })).toBe('trestle')
  })
})

describe('bindings', () => {
  test('a width moves the legs to ±(W/2 − 50), stretches the top and moves the leaf', () => {
    const { scene } = run({ W: 2000, D: 1000 })
    expect(object(scene, 'top').params).toMatchObject({ width: 2000, depth: 1000 })
    expect(object(scene, 'leg1').position).toEqual([-950, 360, -450])
    expect(object(scene, 'leg4').position).toEqual([950, 360, 450])
    expect(object(scene, 'leaf').position[0]).toBe(1250)
    // The design itself is not changed.
    expect(object(tableScene(), 'top').params).toMatchObject({ width: 1800 })
  })

  test('a material paints its objects and names their supplier item; a component is swapped', () => {
    const { scene } = run({ wood: 'walnut', legStyle: 'fourLegs' })
    for (const id of ['top', 'leg1', 'leaf']) {
      expect(object(scene, id)).toMatchObject({ color: '#5d4037', supplierItemId: WALNUT_ITEM })
    }
    expect(object(scene, 'base').params).toEqual({ designId: FOUR_LEGS })
  })
})

describe('price', () => {
  test('base + size formula + surcharges, tax included, checked by hand', () => {
    // 800.00 + (1800−1200)/100×40 + (900−800)/50×20 = 800 + 240 + 40 = 1080.00
    const plain = run().price
    expect(plain).toMatchObject({
      subtotal: eur(108_000),
      rounded: eur(108_000),
      total: eur(108_000),
    })
    // Tax included at 21 %: 1080.00 − 1080.00 / 1.21 = 187.44
    expect(plain.tax).toEqual(eur(18_744))
    // 800 + 320 + 80 + walnut 250 + four legs 100 + leaf 150 = 1700.00
    const full = run({ W: 2000, D: 1000, wood: 'walnut', legStyle: 'fourLegs', leaf: true }).price
    expect(full.lines.map((l) => [l.kind, l.id, l.amount])).toEqual([
      ['base', 'base', eur(80_000)],
      ['surcharge', 'wood.walnut', eur(25_000)],
      ['surcharge', 'legStyle.fourLegs', eur(10_000)],
      ['surcharge', 'leaf', eur(15_000)],
      ['formula', 'size', eur(40_000)],
    ])
    expect(full.total).toEqual(eur(170_000))
  })

  test('no amount (null) and a zero amount add no line', () => {
    const def = configuratorDefinitionSchema.parse({
      ...tableDefinitionInput(),
      price: { base: null, formulas: [] },
    })
    const wood = def.steps[1]!.options[0]!
    if (wood.kind !== 'material') throw new Error('wood is a material')
    wood.values[2]!.surcharge = eur(0)
    const result = evaluate(def, tableScene(), { wood: 'ash' }, EUR).price
    expect(result.lines).toEqual([])
    expect(result.total).toEqual(eur(0))
  })

  test('an amount in another currency is never added as if it were the company’s', () => {
    const def = tableDefinition()
    def.price.base = { amount: 80_000, currency: 'USD' }
    expect(() => evaluate(def, tableScene(), {}, EUR)).toThrow(CurrencyMismatchError)
    // A cost in another currency is refused the same way.
    const costPlus = configuratorDefinitionSchema.parse({
      ...tableDefinitionInput(),
      price: { mode: 'costPlus', markupPercent: 100 },
    })
    const costOf = () => ({ amount: 1_000, currency: 'GBP' })
    expect(() => evaluate(costPlus, tableScene(), {}, { currency: 'EUR', costOf })).toThrow(
      CurrencyMismatchError,
    )
  })

  test('tax added on top when prices are without it', () => {
    const def = configuratorDefinitionSchema.parse({
      ...tableDefinitionInput(),
      price: { base: eur(10_000), taxPercent: 20, taxIncluded: false },
    })
    expect(evaluate(def, tableScene(), {}, EUR).price).toMatchObject({
      rounded: eur(10_000),
      tax: eur(2_000),
      total: eur(12_000),
    })
  })

  test('rounding rules never go below the computed price', () => {
    expect(roundPrice(12_345, 'none', 2)).toBe(12_345)
    expect(roundPrice(12_345, '0.90', 2)).toBe(12_390)
    expect(roundPrice(12_390, '0.90', 2)).toBe(12_390)
    expect(roundPrice(12_391, '0.90', 2)).toBe(12_490)
    expect(roundPrice(12_345, '0.99', 2)).toBe(12_399)
    expect(roundPrice(12_345, '5', 2)).toBe(12_500)
    expect(roundPrice(12_345, '10', 2)).toBe(13_000)
    expect(roundPrice(13_000, '10', 2)).toBe(13_000)
    // Yen have no minor unit: .90 endings do not apply; multiples still do.
    expect(roundPrice(12_345, '0.90', 0)).toBe(12_345)
    expect(roundPrice(12_345, '10', 0)).toBe(12_350)
  })

  test('cost-plus: the configured design’s cost × markup, or ÷ (1 − margin), and the margin', () => {
    const costOf = (scene: Scene) => eur(object(scene, 'leaf').visible ? 50_000 : 40_000)
    const withMarkup = configuratorDefinitionSchema.parse({
      ...tableDefinitionInput(),
      price: { mode: 'costPlus', markupPercent: 100, rounding: '0.90' },
    })
    const marked = evaluate(withMarkup, tableScene(), {}, { currency: 'EUR', costOf }).price
    expect(marked.lines[0]).toEqual({ kind: 'cost', id: 'cost', label: '', amount: eur(80_000) })
    // The margin is the price's as rounded: (800.90 − 400.00) / 800.90.
    expect(marked).toMatchObject({ cost: eur(40_000), margin: 0.5006, rounded: eur(80_090) })
    // The leaf is costed because it is in the configured scene.
    const leaf = evaluate(withMarkup, tableScene(), { leaf: true }, { currency: 'EUR', costOf })
    expect(leaf.price.lines[0]!.amount).toEqual(eur(100_000))
    const withMargin = configuratorDefinitionSchema.parse({
      ...tableDefinitionInput(),
      price: { mode: 'costPlus', marginPercent: 60 },
    })
    const margin = evaluate(withMargin, tableScene(), {}, { currency: 'EUR', costOf }).price
    expect(margin.lines[0]!.amount).toEqual(eur(100_000))
    expect(margin.margin).toBe(0.6)
    // With prices shown tax included, the margin is still on the price before tax: 40 000 ÷
    // (1 − 0.6) = 100 000 net, 121 000 with 21 % VAT, of which 21 000 is the tax.
    const taxed = configuratorDefinitionSchema.parse({
      ...tableDefinitionInput(),
      price: { mode: 'costPlus', marginPercent: 60, taxPercent: 21, taxIncluded: true },
    })
    const gross = evaluate(taxed, tableScene(), {}, { currency: 'EUR', costOf }).price
    expect(gross).toMatchObject({ total: eur(121_000), tax: eur(21_000), margin: 0.6 })
  })

  test('a quantity option multiplies the price; the tax is on the whole order', () => {
    const def = configuratorDefinitionSchema.parse({
      ...tableDefinitionInput(),
      price: {
        base: eur(10_005),
        taxPercent: 21,
        taxIncluded: false,
        quantityOption: 'quantity',
      },
    })
    const three = evaluate(def, tableScene(), { quantity: 3 }, EUR).price
    // 3 × 100.05 = 300.15, 21 % of it 63.03 (not 3 × 21.01 = 63.03… rounded per item).
    expect(three).toMatchObject({
      rounded: eur(10_005),
      quantity: 3,
      tax: eur(6_303),
      total: eur(36_318),
    })
    expect(three.unitTotal).toEqual(eur(10_005 + 2_101))
    // Without a quantity option the number is only information for the quote.
    const plain = configuratorDefinitionSchema.parse({
      ...tableDefinitionInput(),
      price: { base: eur(10_005), taxPercent: 21, taxIncluded: false },
    })
    expect(evaluate(plain, tableScene(), { quantity: 3 }, EUR).price).toMatchObject({
      quantity: 1,
      total: eur(12_106),
    })
    // The price range is for one.
    expect(priceRange(def, tableScene(), EUR)).toEqual(priceRange(plain, tableScene(), EUR))
  })
})

describe('formulas', () => {
  const calc = (text: string, scope: Record<string, number | boolean | string> = {}) =>
    evaluateFormula(parseFormula(text), scope)

  test('arithmetic, comparisons, conditions and the whitelisted functions', () => {
    expect(calc('W / 2 - 50', { W: 1800 })).toBe(850)
    expect(calc('-(W / 2 - 50)', { W: 1800 })).toBe(-850)
    expect(calc('max(L, 1200) * 0.5', { L: 1000 })).toBe(600)
    expect(calc('leaf ? 40 : 0', { leaf: true })).toBe(40)
    expect(calc('wood == "walnut" ? 2 : 1', { wood: 'walnut' })).toBe(2)
    expect(calc('round(10 / 3, 2) + clamp(5, 0, 3) + abs(-1) + floor(1.9) + ceil(0.1)')).toBe(
      3.33 + 3 + 1 + 1 + 1,
    )
    expect(calc('W > 1000 && !(D < 500)', { W: 1200, D: 600 })).toBe(1)
    expect(parseFormula('(W - 1200) / 100 * 40 + (D - 800)').variables).toEqual(['W', 'D'])
  })

  test('nothing outside the whitelist is accepted: no members, calls, arrays or this', () => {
    for (const text of [
      'constructor.constructor("return process")()',
      'W.toString()',
      'alert(1)',
      '[1, 2]',
      'this',
      'W = 3',
      'a ; b',
      'W ** 2',
    ]) {
      expect(() => parseFormula(text), text).toThrow(FormulaError)
    }
    expect(() => calc('W + 1')).toThrow(/Unknown name W/)
    expect(() => calc('1 / 0')).toThrow(/not a number/)
    expect(() => calc('"oak" * 2')).toThrow(/not a number/)
    expect(() => parseFormula('W +')).toThrow(FormulaError)
  })
})

describe('definition problems', () => {
  test('the table has none', () => {
    expect(definitionProblems(tableDefinition(), tableScene(), 'EUR')).toEqual([])
  })

  test('an amount in another currency than the company’s is a problem at its path', () => {
    const def = tableDefinition()
    const problems = (currency: string | undefined) =>
      definitionProblems(def, tableScene(), currency).map((p) => `${p.path} ${p.code}`)
    expect(problems('USD')).toEqual([
      'price.base validation.otherCurrency',
      'steps.1.options.0.values.1.surcharge validation.otherCurrency',
      'steps.1.options.0.values.2.surcharge validation.otherCurrency',
      'steps.1.options.1.values.1.surcharge validation.otherCurrency',
      'steps.1.options.2.surcharge validation.otherCurrency',
    ])
    // No amount (null) has no currency to disagree with; an unknown currency is not checked.
    def.price.base = null
    expect(problems('USD')[0]).toBe('steps.1.options.0.values.1.surcharge validation.otherCurrency')
    expect(problems(undefined)).toEqual([])
  })

  test('each problem points at what is broken', () => {
    const input = tableDefinitionInput()
    const size = input.steps[0]!.options[0]! as { bindings: unknown[]; default: number }
    size.bindings = [
      { objectId: 'ghost', target: 'position.x', formula: 'W' },
      { objectId: 'base', target: 'params.width', formula: 'W * Q' },
      { objectId: 'top', target: 'params.width', formula: 'W +' },
    ]
    size.default = 9000
    const wood = input.steps[1]!.options[0]! as { default: string }
    wood.default = 'pine'
    const legStyle = input.steps[1]!.options[1]! as { objectIds: string[] }
    legStyle.objectIds = ['top']
    input.rules = [
      {
        id: 'x',
        when: { option: 'nope', op: 'eq', value: 1 },
        actions: [{ type: 'hide', option: 'wood', value: 'teak' }],
      },
    ]
    const problems = definitionProblems(
      configuratorDefinitionSchema.parse(input),
      tableScene(),
      'EUR',
    )
    expect(problems.map((p) => `${p.path} ${p.code}`)).toEqual([
      'steps.0.options.0.default validation.range',
      'steps.1.options.0.default validation.unknownValue',
      'steps.1.options.1.objectIds.0 validation.notAComponent',
      'steps.0.options.0.bindings.0.objectId validation.unknownObject',
      'steps.0.options.0.bindings.1.target validation.unknownParameter',
      'steps.0.options.0.bindings.1.formula validation.unknownOption',
      'steps.0.options.0.bindings.2.formula validation.formula',
      'rules.0.when validation.unknownOption',
      'rules.0.actions.0.value validation.unknownValue',
    ])
  })

  test('rules that set values in a circle are refused', () => {
    const input = tableDefinitionInput()
    input.rules = [
      {
        id: 'a',
        when: { option: 'wood', op: 'eq', value: 'walnut' },
        actions: [{ type: 'set', option: 'legStyle', value: 'fourLegs' }],
      },
      {
        id: 'b',
        when: { option: 'legStyle', op: 'eq', value: 'fourLegs' },
        actions: [{ type: 'set', option: 'leaf', value: true }],
      },
      {
        id: 'c',
        when: { option: 'leaf', op: 'eq', value: true },
        actions: [{ type: 'set', option: 'wood', value: 'oak' }],
      },
    ]
    const def = configuratorDefinitionSchema.parse(input)
    expect(setCycles(def)).toEqual([
      { ruleIndex: 2, options: ['wood', 'legStyle', 'leaf', 'wood'] },
    ])
    expect(definitionProblems(def, tableScene(), 'EUR').map((p) => p.code)).toEqual([
      'validation.ruleCycle',
    ])
    // Without the last rule it is a chain, not a circle, and it settles.
    input.rules.pop()
    const chain = configuratorDefinitionSchema.parse(input)
    expect(setCycles(chain)).toEqual([])
    expect(evaluate(chain, tableScene(), { wood: 'walnut' }, EUR).selections).toMatchObject({
      legStyle: 'fourLegs',
      leaf: true,
    })
  })
})

describe('price range', () => {
  test('the lowest and highest quotable prices, found on each side of the rules’ thresholds', () => {
    // Lowest: 1200 × 800, oak, trestle, no leaf. Highest: 2100 wide (the widest that still
    // takes the leaf, which goes at 2200) × 1000, walnut, four legs, the leaf: 80 000 + 44 000
    // + 25 000 + 10 000 + 15 000. The ends alone (2400 wide, no leaf) would say 171 000.
    expect(priceRange(tableDefinition(), tableScene(), EUR)).toEqual({
      min: eur(80_000),
      max: eur(174_000),
    })
  })

  test('blocked choices do not count, and nothing quotable gives no range', () => {
    const def = tableDefinition()
    def.rules.push({
      id: 'never',
      name: '',
      when: { option: 'W', op: 'gte', value: 0 },
      actions: [{ type: 'block', message: 'Not yet' }],
    })
    expect(priceRange(def, tableScene(), EUR)).toBeNull()
  })
})

describe('changes from the published version', () => {
  test('nothing changed says nothing', () => {
    expect(definitionChanges(tableDefinition(), tableDefinition())).toEqual([])
  })

  test('steps, options, values, rules and the price: added, removed, changed with their fields', () => {
    const before = tableDefinition()
    const after = tableDefinition()
    const size = after.steps[0]!
    size.name = 'Dimensions'
    size.options.reverse()
    const wood = after.steps[1]!.options[0]!
    if (wood.kind !== 'material') throw new Error('wood is a material')
    wood.values = wood.values.filter((v) => v.id !== 'ash')
    wood.values.push({
      id: 'elm',
      name: 'Elm',
      surcharge: null,
      color: '#a0522d',
      supplierItemId: null,
    })
    wood.values[0]!.surcharge = eur(1_000)
    const width = size.options.find((o) => o.id === 'W')!
    if (width.kind !== 'dimension') throw new Error('W is a dimension')
    width.max = 2600
    after.steps[2]!.options.pop()
    after.rules = after.rules.filter((r) => r.id !== 'tradeReference')
    after.rules.push({
      id: 'elmShort',
      name: 'Elm up to 2 m',
      when: { option: 'W', op: 'gt', value: 2000 },
      actions: [{ type: 'hide', option: 'wood', value: 'elm' }],
    })
    after.price.base = eur(90_000)
    after.price.rounding = '10'

    expect(definitionChanges(before, after)).toEqual([
      {
        kind: 'changed',
        subject: 'step',
        id: 'size',
        name: 'Dimensions',
        fields: ['name', 'order'],
      },
      { kind: 'changed', subject: 'option', id: 'W', name: 'Width', fields: ['max'] },
      { kind: 'removed', subject: 'option', id: 'reference', name: 'Your reference' },
      {
        kind: 'changed',
        subject: 'value',
        id: 'oak',
        name: 'Oak',
        parent: 'Wood',
        fields: ['surcharge'],
      },
      { kind: 'added', subject: 'value', id: 'elm', name: 'Elm', parent: 'Wood' },
      { kind: 'removed', subject: 'value', id: 'ash', name: 'Ash', parent: 'Wood' },
      { kind: 'added', subject: 'rule', id: 'elmShort', name: 'Elm up to 2 m' },
      { kind: 'removed', subject: 'rule', id: 'tradeReference', name: 'tradeReference' },
      { kind: 'changed', subject: 'price', id: 'price', name: '', fields: ['base', 'rounding'] },
    ])
  })
})
