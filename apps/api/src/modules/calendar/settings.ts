import type { CalendarSettings, CountryCode } from '@designer/contract'

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
