import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { relativeTime } from '@/lib/relative-time'

/** Dates and numbers in the reader's language. */
export function useDesignFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      relative: (iso: string) => relativeTime(iso, language),
      number: (n: number) => number.format(n),
    }
  }, [language])
}
