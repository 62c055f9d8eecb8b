import { type FieldError, fieldError, type ValidationKey } from '@designer/contract'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import { designs, supplierItems, views } from '../db/schema/index'
import { AppError } from './errors'

type Query = Database | Tx

/**
 * Each kind of row that a write may name: its table (every one has `id` and `company_id`), what
 * else makes a row of that kind, and the key a refused id is answered with.
 */
const KINDS = {
  supplierItem: { key: 'validation.unknownSupplierItem', table: supplierItems, only: undefined },
  component: {
    key: 'validation.unknownComponent',
    table: designs,
    only: eq(designs.type, 'component'),
  },
  view: { key: 'validation.unknownView', table: views, only: undefined },
} satisfies Record<string, { key: ValidationKey; table: unknown; only: SQL | undefined }>

/** Which of some ids are this company's rows of the kind. */
async function mine(q: Query, kind: keyof typeof KINDS, companyId: string, ids: string[]) {
  const { table, only } = KINDS[kind]
  return q
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, ids), only))
}

/** An id of a kind of row that a write names, at the path of its field in the request. */
export type Reference = { kind: keyof typeof KINDS; path: string; id: string }

/**
 * A write may name only this company's rows: another company's id (or one that is gone) is
 * refused with 400, each at its path in the order given, as the request validator answers a
 * bad field. Scenes (their components and supplier items) and configurator definitions (theirs
 * and their steps' views) are checked by it.
 */
export async function refuseUnknownReferences(q: Query, companyId: string, refs: Reference[]) {
  const known = new Set<string>()
  for (const kind of new Set(refs.map((r) => r.kind))) {
    const ids = [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))]
    for (const row of await mine(q, kind, companyId, ids)) known.add(`${kind}:${row.id}`)
  }
  const bad: FieldError[] = refs
    .filter((r) => !known.has(`${r.kind}:${r.id}`))
    .map((r) => fieldError(r.path, KINDS[r.kind].key))
  if (bad.length) throw new AppError(400, 'validation_failed', 'Some fields are invalid', bad)
}
