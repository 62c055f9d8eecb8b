import { type CalendarSettings, type TimeWindow, WEEKDAYS } from '@designer/contract'
import type { BusinessHoursInput } from '@fullcalendar/react'

/** The company's working hours: as the calendar shades them, and as the hours dialog edits them. */

/** FullCalendar's working hours from the company's: each window of each weekday. */
export function businessHoursOf(settings: CalendarSettings | undefined): BusinessHoursInput {
  if (!settings) return false
  return WEEKDAYS.flatMap((day, i) =>
    settings.weekly[day].map((w) => ({
      // FullCalendar counts from Sunday (0); WEEKDAYS from Monday.
      daysOfWeek: [(i + 1) % 7],
      startTime: w.start,
      endTime: w.end,
    })),
  )
}

/** A day opened in the dialog starts with a morning. */
export const FIRST_WINDOW: TimeWindow = { start: '09:00', end: '13:00' }

/**
 * The window "Add hours" appends: from where the last one ends to the evening, or to the end of
 * the day when the last one already ends in the evening.
 */
export function nextWindow(windows: TimeWindow[]): TimeWindow {
  const last = windows.at(-1)
  return last ? { start: last.end, end: last.end < '18:00' ? '18:00' : '23:45' } : FIRST_WINDOW
}

/** The name of a weekday (0 is Monday, as in WEEKDAYS) in a language: `lundi`. */
export function weekdayName(index: number, language: string): string {
  // 5 January 2026 was a Monday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 5 + index)),
  )
}

/** The zones to choose from: the runtime's, with the current one first if the runtime lacks it. */
export function zoneOptions(current: string, zones: readonly string[]): readonly string[] {
  return zones.includes(current) ? zones : [current, ...zones]
}
