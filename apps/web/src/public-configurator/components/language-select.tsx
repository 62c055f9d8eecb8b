import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@designer/contract'
import { ChevronDown, Languages } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { changePublicLocale } from '../i18n'

/**
 * English, Español, Français, as a native select: light, and the phone's own picker. The choice
 * is remembered like the admin's, and replaces a `lang` the address came with.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const current = isLocale(i18n.language) ? i18n.language : 'en'
  const choose = async (locale: Locale) => {
    await changePublicLocale(i18n, locale)
    const url = new URL(window.location.href)
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', locale)
      window.history.replaceState(window.history.state, '', url)
    }
  }
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('public-configurator.language')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <select
        id={id}
        value={current}
        onChange={(e) => {
          if (isLocale(e.target.value)) void choose(e.target.value)
        }}
        className="h-9 cursor-pointer appearance-none rounded-full border bg-background pr-8 pl-8 font-medium text-sm shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid="language-select"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
