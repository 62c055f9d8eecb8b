import {
  type Area,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  STORAGE_KEYS,
} from '@designer/contract'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

type Messages = { [key: string]: string | Messages }

// One file per area and language (locales/en/common.json → keys `common.*`). English is the
// fallback and ships with the app; Spanish and French arrive as one chunk each, when chosen.
const english = import.meta.glob<Messages>('../locales/en/*.json', {
  eager: true,
  import: 'default',
})
const others: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
}

/**
 * The file of texts of each area of data (`locales/<language>/<file>.json`): supplier items
 * speak in the suppliers' file. Typed by the contract's list of areas, and the i18n test checks
 * each file is there in every language.
 */
export const AREA_TEXTS = {
  designs: 'designs',
  views: 'views',
  suppliers: 'suppliers',
  'supplier-items': 'suppliers',
  customers: 'customers',
  calendar: 'calendar',
  configurators: 'configurators',
  quotes: 'quotes',
} as const satisfies Record<Area, string>

export function buildResources(modules: Record<string, Messages>) {
  const resources: Record<string, { translation: Messages }> = {}
  for (const [file, messages] of Object.entries(modules)) {
    const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file)
    if (!match) continue
    const [, lang, area] = match as unknown as [string, string, string]
    resources[lang] ??= { translation: {} }
    resources[lang].translation[area] = messages
  }
  return resources
}

/** English, always there. */
export const resources = buildResources(english)

/** Every language's texts (for tests and tools that compare them). */
export async function allResources() {
  const loaded = await Promise.all(Object.values(others).map((load) => load()))
  return buildResources(
    Object.assign({}, english, ...loaded.map((m) => m.default)) as Record<string, Messages>,
  )
}

/** Makes a language's texts available before switching to it. */
async function ensureLocale(locale: Locale) {
  if (locale === 'en' || i18next.hasResourceBundle(locale, 'translation')) return
  const bundle = buildResources((await others[locale]()).default as Record<string, Messages>)[
    locale
  ]
  if (bundle) i18next.addResourceBundle(locale, 'translation', bundle.translation, true, true)
}

/** Spec §9: the stored choice if valid, else the browser language's prefix if supported, else en. */
export function detectInitialLocale(
  stored: string | null,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(stored)) return stored
  for (const language of browserLanguages) {
    const prefix = language.toLowerCase().split('-')[0]
    if (isLocale(prefix)) return prefix
  }
  return DEFAULT_LOCALE
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.locale)
  } catch {
    return null
  }
}

export async function initI18n() {
  const lng = detectInitialLocale(
    readStoredLocale(),
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  )
  void i18next.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  if (lng !== DEFAULT_LOCALE) {
    await ensureLocale(lng)
    await i18next.changeLanguage(lng)
  }
  document.documentElement.lang = lng
  return i18next
}

export async function changeLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale)
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  await ensureLocale(locale)
  document.documentElement.lang = locale
  await i18next.changeLanguage(locale)
}

export { i18next }
