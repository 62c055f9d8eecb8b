import jsep from 'jsep'

/**
 * Formulas of configurators (`W / 2 - 50`, `max(L, 1200) * 0.8`, `leaf ? 40 : 0`): parsed by
 * jsep into a tree, evaluated here over a whitelist of operators and functions. Nothing is ever
 * handed to `eval` or `Function`; a member access, an array, `this` or an unknown function is
 * refused when the formula is read, not when it runs.
 */

export type FormulaProblem =
  | 'syntax'
  | 'unknownVariable'
  | 'unknownFunction'
  | 'unsupported'
  | 'notANumber'

export class FormulaError extends Error {
  constructor(
    public readonly problem: FormulaProblem,
    message: string,
    /** The name at fault: a variable or a function. */
    public readonly subject?: string,
  ) {
    super(message)
    this.name = 'FormulaError'
  }
}

/** What a formula can read: numbers, on/off, and the id of a chosen value. */
export type FormulaValue = number | boolean | string
export type FormulaScope = Readonly<Record<string, FormulaValue>>

const FUNCTIONS: Record<string, { arity: [number, number]; run: (...a: number[]) => number }> = {
  min: { arity: [1, 20], run: (...a) => Math.min(...a) },
  max: { arity: [1, 20], run: (...a) => Math.max(...a) },
  abs: { arity: [1, 1], run: (x) => Math.abs(x) },
  floor: { arity: [1, 1], run: (x) => Math.floor(x) },
  ceil: { arity: [1, 1], run: (x) => Math.ceil(x) },
  sqrt: { arity: [1, 1], run: (x) => Math.sqrt(x) },
  round: {
    arity: [1, 2],
    run: (x, digits = 0) => {
      const f = 10 ** Math.max(0, Math.min(6, Math.trunc(digits)))
      return (Math.sign(x) * Math.round(Math.abs(x) * f)) / f
    },
  },
  clamp: { arity: [3, 3], run: (x, lo, hi) => Math.min(Math.max(x, lo), hi) },
}

const BINARY = new Set(['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!=', '&&', '||'])
const UNARY = new Set(['-', '+', '!'])

export type Formula = {
  readonly text: string
  readonly ast: jsep.Expression
  /** The variables it reads, each once, in order of appearance. */
  readonly variables: readonly string[]
}

/** Reads a formula; a syntax error or anything outside the whitelist throws a FormulaError. */
export function parseFormula(text: string): Formula {
  let ast: jsep.Expression
  try {
    ast = jsep(text)
  } catch (err) {
    throw new FormulaError('syntax', err instanceof Error ? err.message : 'Unreadable formula')
  }
  const variables: string[] = []
  const visit = (node: jsep.Expression): void => {
    switch (node.type) {
      case 'Literal':
        if (!['number', 'boolean', 'string'].includes(typeof node.value)) {
          throw new FormulaError('unsupported', `Unsupported value ${String(node.raw)}`)
        }
        return
      case 'Identifier': {
        const name = node.name as string
        if (name !== 'true' && name !== 'false' && !variables.includes(name)) variables.push(name)
        return
      }
      case 'BinaryExpression':
        if (!BINARY.has(node.operator as string)) {
          throw new FormulaError('unsupported', `Unsupported operator ${String(node.operator)}`)
        }
        visit(node.left as jsep.Expression)
        visit(node.right as jsep.Expression)
        return
      case 'UnaryExpression':
        if (!UNARY.has(node.operator as string)) {
          throw new FormulaError('unsupported', `Unsupported operator ${String(node.operator)}`)
        }
        visit(node.argument as jsep.Expression)
        return
      case 'ConditionalExpression':
        visit(node.test as jsep.Expression)
        visit(node.consequent as jsep.Expression)
        visit(node.alternate as jsep.Expression)
        return
      case 'CallExpression': {
        const callee = node.callee as jsep.Expression
        const name = callee.type === 'Identifier' ? (callee.name as string) : ''
        const fn = FUNCTIONS[name]
        if (!fn) throw new FormulaError('unknownFunction', `Unknown function ${name}`, name)
        const args = node.arguments as jsep.Expression[]
        if (args.length < fn.arity[0] || args.length > fn.arity[1]) {
          throw new FormulaError('syntax', `${name} takes ${fn.arity.join(' to ')} arguments`, name)
        }
        for (const arg of args) visit(arg)
        return
      }
      default:
        throw new FormulaError('unsupported', `Unsupported expression (${node.type})`)
    }
  }
  visit(ast)
  return { text, ast, variables }
}

const asNumber = (v: FormulaValue): number => {
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  throw new FormulaError('notANumber', `"${v}" is not a number`)
}

/** Runs a parsed formula over the scope; the answer is a finite number or a FormulaError. */
export function evaluateFormula(formula: Formula, scope: FormulaScope): number {
  const run = (node: jsep.Expression): FormulaValue => {
    switch (node.type) {
      case 'Literal':
        return node.value as FormulaValue
      case 'Identifier': {
        const name = node.name as string
        if (name === 'true') return true
        if (name === 'false') return false
        if (!(name in scope)) {
          throw new FormulaError('unknownVariable', `Unknown name ${name}`, name)
        }
        return scope[name]!
      }
      case 'UnaryExpression': {
        const v = run(node.argument as jsep.Expression)
        if (node.operator === '!') return !truthy(v)
        return node.operator === '-' ? -asNumber(v) : asNumber(v)
      }
      case 'BinaryExpression': {
        const op = node.operator as string
        if (op === '&&')
          return (
            truthy(run(node.left as jsep.Expression)) && truthy(run(node.right as jsep.Expression))
          )
        if (op === '||')
          return (
            truthy(run(node.left as jsep.Expression)) || truthy(run(node.right as jsep.Expression))
          )
        const a = run(node.left as jsep.Expression)
        const b = run(node.right as jsep.Expression)
        if (op === '==') return same(a, b)
        if (op === '!=') return !same(a, b)
        const x = asNumber(a)
        const y = asNumber(b)
        switch (op) {
          case '+':
            return x + y
          case '-':
            return x - y
          case '*':
            return x * y
          case '/':
            return x / y
          case '%':
            return x % y
          case '<':
            return x < y
          case '<=':
            return x <= y
          case '>':
            return x > y
          default:
            return x >= y
        }
      }
      case 'ConditionalExpression':
        return truthy(run(node.test as jsep.Expression))
          ? run(node.consequent as jsep.Expression)
          : run(node.alternate as jsep.Expression)
      case 'CallExpression': {
        const fn = FUNCTIONS[(node.callee as jsep.Expression).name as string]!
        return fn.run(...(node.arguments as jsep.Expression[]).map((a) => asNumber(run(a))))
      }
      default:
        throw new FormulaError('unsupported', `Unsupported expression (${node.type})`)
    }
  }
  const result = asNumber(run(formula.ast))
  if (!Number.isFinite(result)) throw new FormulaError('notANumber', 'The result is not a number')
  return result
}

function truthy(v: FormulaValue): boolean {
  return typeof v === 'string' ? v !== '' : Boolean(v)
}

function same(a: FormulaValue, b: FormulaValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return String(a) === String(b)
  return asNumber(a) === asNumber(b)
}
