import { useCallback, useMemo } from 'react'
import { type NavigateOptions, useSearchParams } from 'react-router'
import type { z } from 'zod'

/**
 * A list's state in the URL, so reload, a shared link and back/forward all keep it. Each area
 * names its parameters once as a zod object whose fields have defaults (`q`, `sort`, `page`,
 * filters, a layout): a broken or unknown value falls back to its field's default instead of
 * failing the page, defaults stay out of the URL, and changing anything but the page itself (or
 * the fields listed in `keepsPage`, such as a table/grid switch) starts again at page 1.
 */
export type ListParamsSpec<S extends z.ZodObject> = {
  schema: S
  /** Fields whose change keeps the current page. */
  keepsPage?: readonly (keyof z.output<S>)[]
}

type Values<S extends z.ZodObject> = z.output<S>

function defaultOf(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined)
  return parsed.success ? parsed.data : undefined
}

export function readListParams<S extends z.ZodObject>(
  { schema }: ListParamsSpec<S>,
  search: URLSearchParams,
): Values<S> {
  const values: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const raw = search.get(key)
    const parsed = raw === null ? undefined : field.safeParse(raw)
    values[key] = parsed?.success ? parsed.data : defaultOf(field)
  }
  return values as Values<S>
}

export function writeListParams<S extends z.ZodObject>(
  { schema, keepsPage = [] }: ListParamsSpec<S>,
  search: URLSearchParams,
  patch: Partial<Values<S>>,
): URLSearchParams {
  const next = new URLSearchParams(search)
  const resets = Object.keys(patch).some(
    (key) => key !== 'page' && !(keepsPage as readonly string[]).includes(key),
  )
  const values: Record<string, unknown> =
    resets && 'page' in schema.shape ? { page: 1, ...patch } : { ...patch }
  for (const [key, value] of Object.entries(values)) {
    const field = (schema.shape as Record<string, z.ZodType>)[key]
    const isDefault = value === null || value === '' || (field && value === defaultOf(field))
    if (isDefault) next.delete(key)
    else next.set(key, String(value))
  }
  return next
}

export function useListParams<S extends z.ZodObject>(spec: ListParamsSpec<S>) {
  const [search, setSearch] = useSearchParams()
  // A spec is a module constant, so these stay stable.
  const params = useMemo(() => readListParams(spec, search), [spec, search])
  const update = useCallback(
    (patch: Partial<Values<S>>, options?: NavigateOptions) =>
      setSearch((current) => writeListParams(spec, current, patch), options),
    [spec, setSearch],
  )
  const setPage = useCallback(
    (page: number, options?: NavigateOptions) =>
      update({ page } as unknown as Partial<Values<S>>, options),
    [update],
  )
  return [params, update, setPage] as const
}
