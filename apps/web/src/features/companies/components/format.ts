import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** Dates, countries and currencies in the reader's language, by the browser's Intl. */
export function useFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long' })
    const shortDates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })
    const regions = new Intl.DisplayNames([language], { type: 'region' })
    const currencies = new Intl.DisplayNames([language], { type: 'currency' })
    return {
      date: (iso: string) => dates.format(new Date(iso)),
      shortDate: (iso: string) => shortDates.format(new Date(iso)),
      country: (code: string) => regions.of(code) ?? code,
      currency: (code: string) => currencies.of(code) ?? code,
      /** "Euro (EUR)": the name alone hides which of two similar currencies it is. */
      currencyLabel: (code: string) => `${currencies.of(code) ?? code} (${code})`,
      /** Sorts codes by their name in this language. */
      byName: (codes: readonly string[], name: (code: string) => string) =>
        [...codes].sort((a, b) => name(a).localeCompare(name(b), language)),
    }
  }, [language])
}
