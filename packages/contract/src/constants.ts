/** Values the browser and the server must agree on, named once. */

export const API_BASE_PATH = '/v1'

export const LOCALES = ['en', 'es', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export const STORAGE_KEYS = {
  company: 'company',
  refreshToken: 'refresh_token',
  locale: 'locale',
} as const

export const COMPANY_HEADER = 'company-id'

export const SIDEBAR = {
  cookieName: 'sidebar_state',
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  width: '20rem',
  widthMobile: '18rem',
  widthIcon: '3rem',
  keyboardShortcut: 'b',
  mobileBreakpointPx: 768,
} as const

export const PAGE_SIZE_MAX = 100
export const PAGE_SIZE_DEFAULT = 20

/**
 * The company's areas of data. Each keeps rows scoped by company behind an API module, and has
 * query keys in the web, live events (`<area>.created|updated|deleted`), a place in the sidebar,
 * its translations and a tenant-isolation case. What maps an area to one of those is typed
 * `Record<Area, …>`, so a new area missing from any of them fails type-checking instead of, say,
 * silently refreshing nothing (docs/new-area.md).
 */
export const AREAS = [
  'designs',
  'views',
  'suppliers',
  'supplier-items',
  'customers',
  'calendar',
  'configurators',
  'quotes',
] as const
export type Area = (typeof AREAS)[number]
export const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value)

/** What a write did to a row, as live events say it: `customers.updated`. */
export const AREA_ACTIONS = ['created', 'updated', 'deleted'] as const
export type AreaAction = (typeof AREA_ACTIONS)[number]
export type AreaEventType = `${Area}.${AreaAction}`

/** How people read a quote's number, on screen, in mails and on the PDF: Q-0001. */
export const quoteNumber = (n: number) => `Q-${String(n).padStart(4, '0')}`

/**
 * The number a search names, as people type it: `Q-0012`, `q12`, `#12`, `0012`, `12`; null for
 * anything else.
 */
export function quoteNumberIn(text: string): number | null {
  const match = /^\s*(?:q\s*-?\s*|#\s*)?0*(\d{1,9})\s*$/i.exec(text)
  return match ? Number(match[1]) : null
}
