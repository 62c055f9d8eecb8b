import type { Locale } from '@designer/contract'

/** How the server writes dates and times for people, in their language (mails, documents). */

export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR' }

/** A zone as people name it: its city, `America/New_York` → `New York`; `UTC` stays. */
export const cityOf = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')

const ZONE_NAMES: Record<Locale, (city: string) => string> = {
  en: (city) => `${city} time`,
  es: (city) => `hora de ${city}`,
  fr: (city) => `heure de ${city}`,
}

/**
 * An instant on a zone's clock, with the zone named, since the reader may be elsewhere:
 * "Monday 23 November 2026 at 15:15 (Madrid time)", "lunes, 23 de noviembre de 2026, 15:15
 * (hora de Madrid)". 24-hour where the language writes it so.
 */
export function formatWhen(iso: string, timeZone: string, locale: Locale) {
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
  return `${when} (${ZONE_NAMES[locale](cityOf(timeZone))})`
}

/** A day written out in the reader's language: "Monday 23 November 2026". */
export function formatDay(date: string, locale: Locale) {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}
