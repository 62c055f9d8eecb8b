import { type Money, minorUnitDigits } from '@designer/contract'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { relativeTime } from './relative-time'

export type LengthUnit = 'mm' | 'cm' | 'm' | 'in'
const MM_PER: Record<LengthUnit, number> = { mm: 1, cm: 10, m: 1000, in: 25.4 }

/**
 * Everything a page shows as a date, a number, money or a length, in the reader's language, by
 * the browser's Intl: one place, so every list and detail page writes the same thing the same
 * way. Money arrives as integer minor units (`{ amount: 1250, currency: 'EUR' }` is €12.50).
 */
export function createFormat(language: string) {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })
  const longDate = new Intl.DateTimeFormat(language, { dateStyle: 'long' })
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  const regions = new Intl.DisplayNames([language], { type: 'region' })
  const currencies = new Intl.DisplayNames([language], { type: 'currency' })
  const moneyFormats = new Map<string, Intl.NumberFormat>()
  const moneyFormat = (currency: string) => {
    let format = moneyFormats.get(currency)
    if (!format) {
      format = new Intl.NumberFormat(language, { style: 'currency', currency })
      moneyFormats.set(currency, format)
    }
    return format
  }
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })
  return {
    date: (iso: string) => date.format(new Date(iso)),
    longDate: (iso: string) => longDate.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    relative: (iso: string) => relativeTime(iso, language),
    number: (n: number) => number.format(n),
    /** A ratio as a percentage: 0.4215 is "42.2%" ("42,2 %" in French). */
    percent: (ratio: number) => percent.format(ratio),
    /** The amount in its currency's own decimals: cents for EUR, none for JPY. */
    money: ({ amount, currency }: Money) =>
      moneyFormat(currency).format(amount / 10 ** minorUnitDigits(currency)),
    /** A length held in millimetres, shown in the scene's unit. */
    length: (mm: number, unit: LengthUnit = 'mm') =>
      new Intl.NumberFormat(language, {
        style: 'unit',
        unit:
          unit === 'mm'
            ? 'millimeter'
            : unit === 'cm'
              ? 'centimeter'
              : unit === 'm'
                ? 'meter'
                : 'inch',
        maximumFractionDigits: unit === 'mm' ? 0 : 2,
      }).format(mm / MM_PER[unit]),
    country: (code: string) => regions.of(code) ?? code,
    currency: (code: string) => currencies.of(code) ?? code,
    /** "Euro (EUR)": the name alone hides which of two similar currencies it is. */
    currencyLabel: (code: string) => `${currencies.of(code) ?? code} (${code})`,
    /** Sorts codes by their name in this language. */
    byName: (codes: readonly string[], name: (code: string) => string) =>
      [...codes].sort((a, b) => name(a).localeCompare(name(b), language)),
  }
}
export type Format = ReturnType<typeof createFormat>

export function useFormat(): Format {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => createFormat(language), [language])
}
