import { useCallback, useMemo } from 'react'
import { type NavigateOptions, useSearchParams } from 'react-router'

/** What the views list shows, kept in the URL so reload and back/forward keep it. */
export type ViewListParams = {
  q: string
  designId: string | null
  page: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Unknown or broken values fall back to the defaults rather than failing the page. */
export function readViewListParams(search: URLSearchParams): ViewListParams {
  const page = Number(search.get('page'))
  const designId = search.get('designId')
  return {
    q: search.get('q')?.trim() ?? '',
    designId: designId && UUID.test(designId) ? designId : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** Defaults are left out of the URL; a new search or filter starts again at page 1. */
export function writeViewListParams(
  search: URLSearchParams,
  patch: Partial<ViewListParams>,
): URLSearchParams {
  const next = new URLSearchParams(search)
  const values: Partial<ViewListParams> =
    'q' in patch || 'designId' in patch ? { page: 1, ...patch } : patch
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key)
    else next.set(key, String(value))
  }
  return next
}

export function useViewListParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => readViewListParams(search), [search])
  const update = useCallback(
    (patch: Partial<ViewListParams>, options?: NavigateOptions) =>
      setSearch((current) => writeViewListParams(current, patch), options),
    [setSearch],
  )
  return [params, update] as const
}
