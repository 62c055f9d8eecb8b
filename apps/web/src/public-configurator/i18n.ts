import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, STORAGE_KEYS } from '@designer/contract'
import { createInstance, type i18n as I18n } from 'i18next'
import { storage } from '@/lib/storage'

/**
 * The public page's own texts: one file per language (locales/xx/public-configurator.json), in
 * its own i18next instance, so a stranger downloads neither the admin's texts nor its set-up.
 * Keys keep the file's name as their first part (`public-configurator.price.title`), as the
 * admin's do, so the locale tests check them with the rest. English ships with the page;
 * Spanish and French arrive as a chunk each, when chosen.
 */
type Messages = { [key: string]: string | Messages }
const AREA = 'public-configurator'

// Through import.meta.glob, as lib/i18n.ts loads the admin's: English in this chunk, each
// other language a chunk of its own.
const english = Object.values(
  import.meta.glob<Messages>('../locales/en/public-configurator.json', {
    eager: true,
    import: 'default',
  }),
)[0]!
const others = import.meta.glob<Messages>('../locales/{es,fr}/public-configurator.json', {
  import: 'default',
})
const loaderOf = (locale: Locale) => others[`../locales/${locale}/public-configurator.json`]

/** `?lang=` when valid, else the stored choice, else the browser's language prefix, else en. */
export function pickLocale(
  query: string | null,
  stored: string | null,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(query)) return query
  if (isLocale(stored)) return stored
  for (const language of browserLanguages) {
    const prefix = language.toLowerCase().split('-')[0]
    if (isLocale(prefix)) return prefix
  }
  return DEFAULT_LOCALE
}

async function ensureLocale(i18n: I18n, locale: Locale) {
  const load = loaderOf(locale)
  if (locale === 'en' || !load || i18n.hasResourceBundle(locale, 'translation')) return
  const messages = await load()
  i18n.addResourceBundle(locale, 'translation', { [AREA]: messages }, true, true)
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale
}

/**
 * The language the page opens in, known before anything loads: the configurator's texts are
 * asked for in it while the page's own texts load.
 */
export function pageLocale(search = window.location.search): Locale {
  return pickLocale(
    new URLSearchParams(search).get('lang'),
    storage.get(STORAGE_KEYS.locale),
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  )
}

/** The page's i18next, in the language the visitor is likely to read. */
export async function initPublicI18n(locale: Locale = pageLocale()): Promise<I18n> {
  const i18n = createInstance({
    resources: { en: { translation: { [AREA]: english } } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  void i18n.init()
  if (locale !== DEFAULT_LOCALE) {
    await ensureLocale(i18n, locale)
    await i18n.changeLanguage(locale)
  }
  applyToDocument(locale)
  return i18n
}

/** Switches the page's language and remembers it, like the admin's switcher does. */
export async function changePublicLocale(i18n: I18n, locale: Locale) {
  storage.set(STORAGE_KEYS.locale, locale)
  await ensureLocale(i18n, locale)
  await i18n.changeLanguage(locale)
  applyToDocument(locale)
}
