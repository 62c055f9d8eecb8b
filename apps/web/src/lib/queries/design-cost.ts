import type { DesignCost } from '@designer/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { request } from '../api'
import { designKeys } from './keys'

type Params = Record<string, unknown>

/**
 * What designs cost to make (GET /designs/{id}/cost, GET /costs). Under the designs' key: a
 * saved scene marks every design query stale, and these with them. A new unit cost of a supplier
 * item changes them too: invalidate `costKeys.all` (or `designKeys.all`) after one.
 */
export const costKeys = {
  all: [...designKeys.all, 'cost'] as const,
  /** One design's cost; the editor asks again for each saved version. */
  design: (id: string, version: number | null = null) =>
    [...costKeys.all, 'design', id, version] as const,
  ofDesign: (id: string) => [...costKeys.all, 'design', id] as const,
  overview: (companyId: string, params: Params) =>
    [...costKeys.all, 'overview', companyId, params] as const,
}

/** The bill of materials and cost of one design; the page shows a failure rather than a crash. */
export async function getDesignCost(id: string): Promise<DesignCost> {
  const cost = await request<DesignCost>('GET', `/designs/${id}/cost`)
  if (!cost || !Array.isArray(cost.lines) || !Array.isArray(cost.totals) || !cost.flags) {
    throw new Error('Unexpected cost answer')
  }
  return cost
}

export const designCostQuery = (id: string, version: number | null = null) =>
  queryOptions({
    queryKey: costKeys.design(id, version),
    queryFn: () => getDesignCost(id),
  })

/**
 * One design's cost. With a version (the editor's saved one), each new version is asked for
 * again while the last answer stays on screen.
 */
export function useDesignCost(id: string, options: { version?: number; enabled?: boolean } = {}) {
  return useQuery({
    ...designCostQuery(id, options.version ?? null),
    enabled: options.enabled ?? true,
    placeholderData: options.version === undefined ? undefined : keepPreviousData,
  })
}

/** The address of a design's bill of materials or cut list, as CSV. */
export const costCsvPath = (id: string, kind: 'bom' | 'cut-list') => `/designs/${id}/${kind}.csv`
