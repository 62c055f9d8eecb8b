import { z } from 'zod'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants'
import { textInput } from './text'

/**
 * The sort values of a list: each field ascending (`name`) and descending (`-name`). Areas
 * name their sortable fields once; the API maps each value to its ORDER BY and the web to a
 * column's aria-sort, so neither can offer a sort the other does not know.
 */
export type SortValue<F extends string> = F | `-${F}`

export function sortValues<const F extends readonly [string, ...string[]]>(fields: F) {
  return fields.flatMap((f) => [f, `-${f}`]) as unknown as readonly [
    SortValue<F[number]>,
    ...SortValue<F[number]>[],
  ]
}

/** The search text of a list: matched as a substring, case-insensitively. */
export const listSearchSchema = textInput().trim().max(200).optional()

/**
 * The query every list endpoint takes, `?q=&sort=&page=&pageSize=`. An area extends it with
 * its own filters: `listQuerySchema(sortValues(['name', 'updated']), '-updated').extend({ … })`.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
) {
  return z.object({
    q: listSearchSchema,
    sort: z.enum(sorts).default(defaultSort as never),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  })
}

/** What every list endpoint answers: one page of items and the count of all that match. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) })
}
export type ListResponse<T> = { items: T[]; total: number }

/**
 * How many rows each value of one of a list's filters would show, under the list's search and
 * its other filters: what the filter's choices count (`Requested 3`). Every value is there, 0
 * when none.
 */
export function filterCountsSchema<const V extends readonly [string, ...string[]]>(values: V) {
  // An object with each value as a property (not a record keyed by an enum): the OpenAPI
  // document then names every property it requires.
  const count = z.number().int().min(0)
  return z.object(Object.fromEntries(values.map((v) => [v, count]))) as z.ZodObject<
    Record<V[number], typeof count>
  >
}
