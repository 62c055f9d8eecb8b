import type { ConfigOption, ConfiguratorDefinition, Money, Scene } from '@designer/contract'
import { PARAM_TARGETS } from './bindings'
import { type Formula, FormulaError, parseFormula } from './formula'
import { conditionOptions, setCycles } from './rules'

export type DefinitionProblem = { path: string; code: string; message: string }

/**
 * The definition's amounts (base price, surcharges) in another currency than the company's, each
 * at its path. The engine never adds them to a price in the company's currency: it throws.
 */
export function currencyProblems(
  def: ConfiguratorDefinition,
  currency: string,
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = []
  const check = (path: string, amount: Money | null) => {
    if (amount && amount.currency !== currency) {
      problems.push({
        path,
        code: 'validation.otherCurrency',
        message: `This amount is in ${amount.currency}, the company's currency is ${currency}`,
      })
    }
  }
  check('price.base', def.price.base)
  def.steps.forEach((step, s) => {
    step.options.forEach((o, i) => {
      const at = `steps.${s}.options.${i}`
      if (o.kind === 'part') check(`${at}.surcharge`, o.surcharge)
      if (o.kind === 'material' || o.kind === 'component') {
        for (const [j, v] of o.values.entries()) check(`${at}.values.${j}.surcharge`, v.surcharge)
      }
    })
  })
  return problems
}

/**
 * What makes a definition unusable, each at the path of what is broken, so the editor can point
 * at the option: ids used twice, defaults outside their range or not among the values, bindings
 * to objects the design lacks, formulas that do not read or name unknown options, rules naming
 * unknown options or values, set-value cycles, and amounts in another currency than the
 * company's (`currency`; unchecked while it is not known, as in a browser still loading it).
 */
export function definitionProblems(
  def: ConfiguratorDefinition,
  scene: Scene,
  currency: string | undefined,
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = []
  const add = (path: string, code: string, message: string) =>
    problems.push({ path, code, message })
  const objects = new Map(scene.objects.map((o) => [o.id, o]))
  const options = new Map<string, ConfigOption>()
  const stepIds = new Set<string>()
  def.steps.forEach((step, s) => {
    if (stepIds.has(step.id))
      add(`steps.${s}.id`, 'validation.duplicateId', `Step id ${step.id} is used twice`)
    stepIds.add(step.id)
    step.options.forEach((o, i) => {
      const at = `steps.${s}.options.${i}`
      if (options.has(o.id))
        add(`${at}.id`, 'validation.duplicateId', `Option id ${o.id} is used twice`)
      options.set(o.id, o)
      if (o.kind === 'dimension' || o.kind === 'number') {
        if (o.min > o.max) add(`${at}.max`, 'validation.range', 'The maximum is below the minimum')
        else if (o.default < o.min || o.default > o.max) {
          add(`${at}.default`, 'validation.range', 'The default is outside the range')
        }
      }
      if (o.kind === 'material' || o.kind === 'component') {
        const ids = new Set<string>()
        o.values.forEach((v, j) => {
          if (ids.has(v.id))
            add(`${at}.values.${j}.id`, 'validation.duplicateId', `Value id ${v.id} is used twice`)
          ids.add(v.id)
        })
        if (!ids.has(o.default))
          add(`${at}.default`, 'validation.unknownValue', 'The default is not one of the values')
      }
      if (o.kind === 'material' || o.kind === 'part' || o.kind === 'component') {
        o.objectIds.forEach((id, j) => {
          const object = objects.get(id)
          if (!object)
            add(
              `${at}.objectIds.${j}`,
              'validation.unknownObject',
              `The design has no object ${id}`,
            )
          else if (o.kind === 'component' && object.type !== 'component') {
            add(
              `${at}.objectIds.${j}`,
              'validation.notAComponent',
              `${object.name} is not a component`,
            )
          }
        })
      }
    })
  })
  // Formulas read options by id: those must exist, and be numbers or on/off.
  const checkFormula = (path: string, text: string) => {
    let formula: Formula
    try {
      formula = parseFormula(text)
    } catch (err) {
      add(
        path,
        'validation.formula',
        err instanceof FormulaError ? err.message : 'Unreadable formula',
      )
      return
    }
    for (const name of formula.variables) {
      if (!options.has(name)) add(path, 'validation.unknownOption', `No option is called ${name}`)
    }
  }
  def.steps.forEach((step, s) => {
    step.options.forEach((o, i) => {
      if (o.kind !== 'dimension') return
      o.bindings.forEach((b, j) => {
        const at = `steps.${s}.options.${i}.bindings.${j}`
        const object = objects.get(b.objectId)
        if (!object)
          add(
            `${at}.objectId`,
            'validation.unknownObject',
            `The design has no object ${b.objectId}`,
          )
        else if (b.target.startsWith('params.') && !(PARAM_TARGETS[b.target]! in object.params)) {
          add(
            `${at}.target`,
            'validation.unknownParameter',
            `${object.name} has no ${PARAM_TARGETS[b.target]}`,
          )
        }
        checkFormula(`${at}.formula`, b.formula)
      })
    })
  })
  def.price.formulas.forEach((f, i) => {
    checkFormula(`price.formulas.${i}.formula`, f.formula)
  })
  const quantity = def.price.quantityOption
  if (quantity && options.get(quantity)?.kind !== 'number') {
    add(
      'price.quantityOption',
      'validation.unknownOption',
      `No number option is called ${quantity}`,
    )
  }
  def.rules.forEach((rule, r) => {
    for (const id of conditionOptions(rule.when)) {
      if (!options.has(id))
        add(`rules.${r}.when`, 'validation.unknownOption', `No option is called ${id}`)
    }
    rule.actions.forEach((action, a) => {
      if (!('option' in action)) return
      const option = options.get(action.option)
      if (!option) {
        add(
          `rules.${r}.actions.${a}.option`,
          'validation.unknownOption',
          `No option is called ${action.option}`,
        )
        return
      }
      if ('value' in action && action.value !== undefined && action.type !== 'set') {
        const values =
          option.kind === 'material' || option.kind === 'component' ? option.values : []
        if (!values.some((v) => v.id === action.value)) {
          add(
            `rules.${r}.actions.${a}.value`,
            'validation.unknownValue',
            `${option.name} has no value ${action.value}`,
          )
        }
      }
    })
  })
  for (const cycle of setCycles(def)) {
    add(
      `rules.${cycle.ruleIndex}`,
      'validation.ruleCycle',
      `Rules set ${cycle.options.join(' → ')} in a circle`,
    )
  }
  if (currency) problems.push(...currencyProblems(def, currency))
  return problems
}
