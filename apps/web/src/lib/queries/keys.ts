/**
 * Query keys, one factory per area, below the features: any feature can refresh another area's
 * data (a saved design refreshes the dashboard, an accepted invitation the members) without
 * importing that feature, and the realtime connection maps each area's events to these same keys.
 * Keys of a company's data carry the company id: switching company never shows the other's.
 */
type Params = Record<string, unknown>

export const designKeys = {
  all: ['designs'] as const,
  lists: () => [...designKeys.all, 'list'] as const,
  list: (companyId: string, params: Params) => [...designKeys.lists(), companyId, params] as const,
  detail: (id: string) => [...designKeys.all, 'detail', id] as const,
  usage: (id: string) => [...designKeys.all, 'usage', id] as const,
  summary: (companyId: string) => [...designKeys.all, 'summary', companyId] as const,
}

export const viewKeys = {
  all: ['views'] as const,
  lists: () => [...viewKeys.all, 'list'] as const,
  list: (companyId: string, params: Params) => [...viewKeys.lists(), companyId, params] as const,
  detail: (id: string) => [...viewKeys.all, 'detail', id] as const,
}

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

/** The areas still to come: their keys are named now so every part agrees on them. */
const areaKeys = <A extends string>(area: A) => ({
  all: [area] as const,
  list: (companyId: string, params: Params) => [area, 'list', companyId, params] as const,
  detail: (id: string) => [area, 'detail', id] as const,
})
export const supplierKeys = areaKeys('suppliers')
export const supplierItemKeys = areaKeys('supplier-items')
export const customerKeys = areaKeys('customers')
export const calendarKeys = areaKeys('calendar')
export const configuratorKeys = areaKeys('configurators')
export const quoteKeys = areaKeys('quotes')
