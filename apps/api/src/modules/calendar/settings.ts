import type { CalendarSettings, CountryCode } from '@designer/contract'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { calendarSettings, companies } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'

/** The main time zone of each country a company may be in; the first zone where there are several. */
const ZONES: Record<CountryCode, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AT: 'Europe/Vienna',
  AU: 'Australia/Sydney',
  BE: 'Europe/Brussels',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CH: 'Europe/Zurich',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CO: 'America/Bogota',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  IE: 'Europe/Dublin',
  IN: 'Asia/Kolkata',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  LU: 'Europe/Luxembourg',
  MA: 'Africa/Casablanca',
  MX: 'America/Mexico_City',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PE: 'America/Lima',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  TR: 'Europe/Istanbul',
  US: 'America/New_York',
  UY: 'America/Montevideo',
  ZA: 'Africa/Johannesburg',
}

const day = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
]

/** A company's calendar until it sets its own: weekdays 9–13 and 14–18, hour-long visits. */
export function defaultSettings(country: CountryCode | undefined): CalendarSettings {
  return {
    timeZone: country ? ZONES[country] : 'UTC',
    weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    overrides: [],
    appointmentMinutes: 60,
    bufferMinutes: 15,
  }
}

/** A company's working hours, time zone and appointment defaults: its own, else the defaults. */
export function createCalendarSettings({ db, clock }: { db: Database; clock: Clock }) {
  async function settingsOf(companyId: string): Promise<CalendarSettings> {
    const [row] = await db
      .select({ settings: calendarSettings.settings })
      .from(calendarSettings)
      .where(eq(calendarSettings.companyId, companyId))
    if (row) return row.settings
    const [company] = await db
      .select({ country: companies.country })
      .from(companies)
      .where(eq(companies.id, companyId))
    return defaultSettings(company?.country as CountryCode | undefined)
  }

  return {
    settings: settingsOf,
    async saveSettings(companyId: string, settings: CalendarSettings) {
      await db
        .insert(calendarSettings)
        .values({ companyId, settings })
        .onConflictDoUpdate({
          target: calendarSettings.companyId,
          set: { settings, updatedAt: clock.now() },
        })
      return settings
    },
  }
}
