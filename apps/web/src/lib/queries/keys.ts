import type { Area } from '@designer/contract'

/**
 * Query keys, one factory per area, below the features: any feature can refresh another area's
 * data (a saved design refreshes the dashboard, an accepted invitation the members) without
 * importing that feature, and the realtime connection maps each area's events to these same keys.
 * Keys of a company's data carry the company id: switching company never shows the other's.
 */
type Params = Record<string, unknown>

/** The keys every area of data has: its root, its lists per company, one row. */
const areaKeys = <A extends Area>(area: A) => ({
  all: [area] as const,
  lists: () => [area, 'list'] as const,
  list: (companyId: string, params: Params) => [area, 'list', companyId, params] as const,
  detail: (id: string) => [area, 'detail', id] as const,
})

export const designKeys = {
  ...areaKeys('designs'),
  usage: (id: string) => [...designKeys.all, 'usage', id] as const,
  summary: (companyId: string) => [...designKeys.all, 'summary', companyId] as const,
}
export const viewKeys = areaKeys('views')
export const supplierKeys = areaKeys('suppliers')
export const supplierItemKeys = areaKeys('supplier-items')
export const customerKeys = areaKeys('customers')
export const calendarKeys = areaKeys('calendar')
export const configuratorKeys = areaKeys('configurators')
export const quoteKeys = areaKeys('quotes')

/**
 * Every area's keys, by the contract's list of areas: a new area fails to type-check here until
 * it has its factory (and in the live updates until its events make something stale).
 */
export const AREA_KEYS = {
  designs: designKeys,
  views: viewKeys,
  suppliers: supplierKeys,
  'supplier-items': supplierItemKeys,
  customers: customerKeys,
  calendar: calendarKeys,
  configurators: configuratorKeys,
  quotes: quoteKeys,
} as const satisfies { [A in Area]: { all: readonly [A] } }

export const companyKeys = {
  all: ['companies'] as const,
  detail: (id: string) => [...companyKeys.all, id] as const,
  createData: ['company-create-data'] as const,
}

export const memberKeys = {
  of: (companyId: string) => ['members', companyId] as const,
}

export const companyInviteKeys = {
  of: (companyId: string) => ['company-invites', companyId] as const,
}

export const inviteKeys = {
  mine: ['invites'] as const,
  preview: (token: string | undefined) => ['invite-preview', token] as const,
}

export const billingKeys = {
  of: (companyId: string) => ['billing', companyId] as const,
}

export const authKeys = {
  config: ['auth', 'config'] as const,
}
