import { DESIGN_SORTS, DESIGN_TYPES, type DesignType } from '@designer/contract'
import { useCallback, useMemo } from 'react'
import { type NavigateOptions, useSearchParams } from 'react-router'
import type { DesignSort } from './api/get-designs'

export const VIEWS = ['table', 'grid'] as const
export type View = (typeof VIEWS)[number]

/** What the designs list shows, all of it kept in the URL so reload and back/forward keep it. */
export type ListParams = {
  q: string
  type: DesignType | null
  sort: DesignSort
  page: number
  view: View
}

export const DEFAULT_PARAMS: ListParams = {
  q: '',
  type: null,
  sort: '-updated',
  page: 1,
  view: 'table',
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value)

/** Unknown or broken values fall back to the defaults rather than failing the page. */
export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'))
  return {
    q: search.get('q')?.trim() ?? '',
    type: oneOf(DESIGN_TYPES, search.get('type')) ?? null,
    sort: oneOf(DESIGN_SORTS, search.get('sort')) ?? DEFAULT_PARAMS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: oneOf(VIEWS, search.get('view')) ?? DEFAULT_PARAMS.view,
  }
}

/**
 * The next search params: defaults are left out so the URL stays short, and a new search,
 * filter or order starts again at page 1. Other params are kept as they are.
 */
export function writeListParams(
  search: URLSearchParams,
  patch: Partial<ListParams>,
): URLSearchParams {
  const next = new URLSearchParams(search)
  const changesResults = 'q' in patch || 'type' in patch || 'sort' in patch
  const values: Partial<ListParams> = changesResults ? { page: 1, ...patch } : patch
  for (const [key, value] of Object.entries(values)) {
    const isDefault = value === null || value === DEFAULT_PARAMS[key as keyof ListParams]
    if (isDefault) next.delete(key)
    else next.set(key, String(value))
  }
  return next
}

export function useListParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => readListParams(search), [search])
  const update = useCallback(
    (patch: Partial<ListParams>, options?: NavigateOptions) =>
      setSearch((current) => writeListParams(current, patch), options),
    [setSearch],
  )
  return [params, update] as const
}
