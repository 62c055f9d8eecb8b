import { type FieldError, fieldError, type ValidationKey } from '@designer/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import { designs, supplierItems, views } from '../db/schema/index'
import { AppError } from './errors'

type Query = Database | Tx

/**
 * Each kind of row that a write may name: which of some ids are this company's, and the key a
 * refused one is answered with.
 */
const KINDS = {
  supplierItem: {
    key: 'validation.unknownSupplierItem',
    async mine(q: Query, companyId: string, ids: string[]) {
      return q
        .select({ id: supplierItems.id })
        .from(supplierItems)
        .where(and(eq(supplierItems.companyId, companyId), inArray(supplierItems.id, ids)))
    },
  },
  component: {
    key: 'validation.unknownComponent',
    async mine(q: Query, companyId: string, ids: string[]) {
      return q
        .select({ id: designs.id })
        .from(designs)
        .where(
          and(
            eq(designs.companyId, companyId),
            eq(designs.type, 'component'),
            inArray(designs.id, ids),
          ),
        )
    },
  },
  view: {
    key: 'validation.unknownView',
    async mine(q: Query, companyId: string, ids: string[]) {
      return q
        .select({ id: views.id })
        .from(views)
        .where(and(eq(views.companyId, companyId), inArray(views.id, ids)))
    },
  },
} satisfies Record<
  string,
  {
    key: ValidationKey
    mine(q: Query, companyId: string, ids: string[]): Promise<{ id: string }[]>
  }
>

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
    for (const row of await KINDS[kind].mine(q, companyId, ids)) known.add(`${kind}:${row.id}`)
  }
  const bad: FieldError[] = refs
    .filter((r) => !known.has(`${r.kind}:${r.id}`))
    .map((r) => fieldError(r.path, KINDS[r.kind].key))
  if (bad.length) throw new AppError(400, 'validation_failed', 'Some fields are invalid', bad)
}
