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
 * The product's areas and whether they are built. What the landing page, the dashboard and the
 * API description promise follows this list, so nothing promises an area that is not there
 * yet; an area's issue flips its flag when it lands.
 */
export const AREAS = {
  designs: true,
  components: true,
  views: true,
  suppliers: true,
  customers: true,
  calendar: true,
  configurators: true,
  /** The configurator's public page, with quotes and leads: what customers open. */
  publicConfigurator: true,
} as const
export type Area = keyof typeof AREAS
export const isAvailable = (area: Area): boolean => AREAS[area]

/** How people read a quote's number, on screen, in mails and on the PDF: Q-0001. */
export const quoteNumber = (n: number) => `Q-${String(n).padStart(4, '0')}`
