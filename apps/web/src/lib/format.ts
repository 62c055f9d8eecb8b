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
    /**
     * An instant as a zone's clock shows it: an event in its own zone (the studio's), whatever
     * the reader's browser is set to. 24-hour where the language writes it so (es, fr).
     */
    zoned: (iso: string, timeZone: string, what: 'dateTime' | 'time' | 'day' = 'dateTime') =>
      new Intl.DateTimeFormat(language, { ...ZONED[what], timeZone }).format(new Date(iso)),
    /** The day of an instant on a zone's clock (the reader's without one), `2026-11-23`. */
    isoDay: (iso: string, timeZone?: string) =>
      // en-CA writes dates as ISO does.
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(iso)),
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

const ZONED = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

/** The zone the reader's browser is in. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** A zone as people name it: its city, `America/New_York` → `New York`; `UTC` stays. */
export const cityOf = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')

/**
 * An event's time for a reader: on the event's own clock, and when the reader's clock shows
 * another time, the zone named ("15:15 Madrid time") and the reader's own time to hover.
 */
export function zonedTimeText(
  format: Format,
  label: (key: 'inZone' | 'yours', values: Record<string, string>) => string,
  iso: string,
  timeZone: string,
  what: 'dateTime' | 'time' = 'dateTime',
  reader: string = viewerZone(),
): { text: string; title: string | undefined } {
  const there = format.zoned(iso, timeZone, what)
  const here = format.zoned(iso, reader, what)
  if (there === here) return { text: there, title: undefined }
  return {
    text: label('inZone', { time: there, city: cityOf(timeZone) }),
    title: label('yours', { time: here }),
  }
}

export function useFormat(): Format {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => createFormat(language), [language])
}
