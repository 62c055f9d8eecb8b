import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import * as contract from './index'
import { moneySchema } from './money'

/**
 * The rule of docs/decisions/030-money-shape.md, checked on every zod schema the contract
 * exports: an amount of money is a Money `{ amount, currency }`, never a bare number (beside a
 * currency field or not). A property is money by its name; a number under such a name fails.
 */

type Json = { [key: string]: unknown }

/** Names that only ever hold money. */
const MONEY_NAMES = new Set([
  'amount',
  'price',
  'cost',
  'total',
  'subtotal',
  'tax',
  'discount',
  'surcharge',
  'base',
  'rounded',
  'change',
  'totals',
  'material',
  'labour',
])
/** `unitPrice`, `unitCost`, `lineCost`, `unitTotal`, `priceMin`: money by how the name ends or starts. */
const MONEY_WORDS =
  /(?:^|[a-z])(?:Price|Cost|Amount|Total|Subtotal|Discount|Surcharge)$|^(?:price|cost)[A-Z]/
/** In an object named for prices or costs (`priceRange`), its ends are amounts too. */
const RANGE_ENDS = new Set(['min', 'max', 'from', 'to'])

/**
 * Bare numbers under a money name that are not money, each with the reason. Each must still be
 * found (a stale entry fails), so the list only shrinks.
 */
const EXCEPTIONS: Record<string, string> = {
  // A query string carries one number: the amount a new unit cost would have, in the item's own
  // currency (an item's currency is its supplier's; the query cannot change it).
  'priceImpactQuerySchema: amount': 'query string in the item’s currency',
}

const isMoneyName = (key: string, owner: string | undefined, siblings: string[]) => {
  // `{ items, total }`: a list page's count of rows.
  if (key === 'total' && siblings.includes('items')) return false
  if (MONEY_NAMES.has(key) || MONEY_WORDS.test(key)) return true
  return RANGE_ENDS.has(key) && owner !== undefined && /price|cost/i.test(owner)
}

/** Whether the schema is (or may be, or lists) a bare number. */
function isNumeric(node: unknown, defs: Json): boolean {
  if (!node || typeof node !== 'object') return false
  const n = node as Json
  if (typeof n.$ref === 'string' && n.$ref.startsWith('#/$defs/')) {
    return isNumeric(defs[n.$ref.slice('#/$defs/'.length)], {})
  }
  const types = [n.type].flat()
  if (types.includes('integer') || types.includes('number')) return true
  if (types.includes('array')) return isNumeric(n.items, defs)
  return (['anyOf', 'oneOf', 'allOf'] as const).some(
    (k) => Array.isArray(n[k]) && (n[k] as unknown[]).some((b) => isNumeric(b, defs)),
  )
}

const isMoneyObject = (n: Json) => {
  const keys = Object.keys((n.properties as Json | undefined) ?? {}).sort()
  return keys.length === 2 && keys[0] === 'amount' && keys[1] === 'currency'
}

/** Every path in a JSON Schema where a money name holds a bare number. */
function violations(schema: Json): string[] {
  const defs = (schema.$defs as Json | undefined) ?? {}
  const found: string[] = []
  // `owner` is the property the node is the value of, through nullables, unions and arrays.
  const visit = (node: unknown, path: string, owner: string | undefined) => {
    if (!node || typeof node !== 'object') return
    const n = node as Json
    const properties = n.properties as Json | undefined
    if (properties) {
      const keys = Object.keys(properties)
      for (const [key, child] of Object.entries(properties)) {
        const at = path ? `${path}.${key}` : key
        // Inside a Money, `amount` is the number it should be.
        if (!(isMoneyObject(n) && key === 'amount')) {
          if (isMoneyName(key, owner, keys) && isNumeric(child, defs)) found.push(at)
        }
        visit(child, at, key)
      }
    }
    if (n.items) visit(n.items, `${path}[]`, owner)
    if (Array.isArray(n.prefixItems)) {
      for (const [i, item] of n.prefixItems.entries()) visit(item, `${path}[${i}]`, owner)
    }
    if (n.additionalProperties && typeof n.additionalProperties === 'object')
      visit(n.additionalProperties, `${path}{}`, owner)
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (Array.isArray(n[k])) for (const branch of n[k]) visit(branch, path, owner)
    }
  }
  visit(schema, '', undefined)
  for (const [name, def] of Object.entries(defs)) visit(def, `$defs.${name}`, undefined)
  return found
}

/** A zod schema's violations, as it is read (input) and as it is answered (output). */
function moneyShapeViolations(schema: z.ZodType): string[] {
  const both = (['input', 'output'] as const).flatMap((io) =>
    violations(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json),
  )
  return [...new Set(both)]
}

describe('every amount of money in the contract is a Money', () => {
  const schemas = Object.entries(contract as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  )

  test('no exported schema holds a bare number under a money name', () => {
    // The walk reads the whole contract, not a part of it.
    expect(schemas.length).toBeGreaterThan(150)
    const found = schemas.flatMap(([name, schema]) =>
      moneyShapeViolations(schema).map((path) => `${name}: ${path}`),
    )
    expect(found.filter((f) => !(f in EXCEPTIONS))).toEqual([])
    // An exception nothing needs any more comes off the list.
    expect(Object.keys(EXCEPTIONS).filter((e) => !found.includes(e))).toEqual([])
  })

  test('the check finds bare amounts, and only those', () => {
    const wrong = z.object({
      // The shape quotes had: a bare integer beside one currency field.
      currency: z.string(),
      unitPrice: z.number().int(),
      lines: z.array(z.object({ label: z.string(), amount: z.number().int() })),
      discount: z.number().int().nullable(),
      totals: z.array(z.number()),
      priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
      nested: z.object({ lineCost: z.number(), surcharge: z.number().optional() }),
    })
    expect(moneyShapeViolations(wrong)).toEqual([
      'unitPrice',
      'lines[].amount',
      'discount',
      'totals',
      'priceRange.min',
      'priceRange.max',
      'nested.lineCost',
      'nested.surcharge',
    ])

    const right = z.object({
      unitPrice: moneySchema,
      lines: z.array(z.object({ label: z.string(), amount: moneySchema })),
      discount: moneySchema.nullable(),
      totals: z.array(moneySchema),
      priceRange: z.object({ min: moneySchema, max: moneySchema }).nullable(),
      // Numbers that are not money, under names that are not money's.
      quantity: z.number(),
      taxPercent: z.number(),
      margin: z.number().nullable(),
      dimension: z.object({ min: z.number(), max: z.number() }),
      page: z.object({ items: z.array(z.string()), total: z.number().int() }),
    })
    expect(moneyShapeViolations(right)).toEqual([])
  })

  test('recursive schemas are read through their definitions', () => {
    type Node = { price: number; children: Node[] }
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ price: z.number(), children: z.array(node) }),
    )
    expect(moneyShapeViolations(z.object({ root: node })).length).toBeGreaterThan(0)
  })
})
