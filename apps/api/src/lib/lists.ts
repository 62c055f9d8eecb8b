import type { ListResponse, SortValue } from '@designer/contract'
import { asc, desc, ilike, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * What every list endpoint shares: the search pattern, the sort whitelist turned into ORDER BY,
 * the page window and the `{ items, total }` answer. An area's service says which columns
 * are searched and sorted; the contract's list query has already refused anything else.
 */

/** `q` as an ILIKE pattern matching it anywhere, with the pattern's own characters escaped. */
export function searchPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A condition matching `q` in any of the columns, or nothing to add when there is no search. */
export function matchesSearch(
  q: string | undefined,
  columns: readonly (AnyPgColumn | SQL)[],
): SQL | undefined {
  if (!q) return undefined
  const pattern = searchPattern(q)
  return or(...columns.map((column) => ilike(column, pattern)))
}

/**
 * The ORDER BY of every sort value of an area: each field both ways, then the tiebreak column
 * the same way, so pages never repeat or skip a row when values are equal.
 */
export function sortOrders<F extends string>(
  fields: Record<F, AnyPgColumn | SQL>,
  tiebreak: AnyPgColumn,
): Record<SortValue<F>, SQL[]> {
  const orders = {} as Record<SortValue<F>, SQL[]>
  for (const [field, column] of Object.entries(fields) as [F, AnyPgColumn | SQL][]) {
    orders[field] = [asc(column), asc(tiebreak)]
    orders[`-${field}`] = [desc(column), desc(tiebreak)]
  }
  return orders
}

/** LIMIT and OFFSET of a page (pages count from 1). */
export function pageWindow(query: { page: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }
}

/** Runs a page's rows and the total count together and maps the rows to the contract's items. */
export async function listPage<R, T>(
  rows: Promise<R[]>,
  total: Promise<{ n: number }[]>,
  toItem: (row: R) => T,
): Promise<ListResponse<T>> {
  const [items, [count]] = await Promise.all([rows, total])
  return { items: items.map(toItem), total: count?.n ?? 0 }
}
