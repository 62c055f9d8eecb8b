import type { CalendarEvent } from '@designer/contract'
import type { EventInput } from '@fullcalendar/react'
import { moveInstantByDays, nextDay } from '../time'
import { TYPE_COLORS } from './labels'

/**
 * Between the API's events and FullCalendar's: what the view draws from an event, and the times
 * it reports back from a drag, a selection or a click, as the API takes them (days for all-day
 * events, instants otherwise). Plain functions, so they are tested without drawing a calendar.
 */

/** One event as FullCalendar draws it; each occurrence of a series has an id of its own. */
export function eventInputOf(e: CalendarEvent): EventInput {
  return {
    id: `${e.id}|${e.occurrenceStart ?? ''}`,
    title: e.title,
    start: e.start,
    end: e.end,
    allDay: e.allDay,
    color: e.color ?? TYPE_COLORS[e.type],
    editable: e.status !== 'cancelled',
    classNames: [`designer-event-${e.status}`],
    extendedProps: { event: e },
  }
}

type Slot = { start: string; end: string; allDay: boolean }

/**
 * Where a dragged or resized event now is. FullCalendar leaves out the end of an event as long
 * as its default: an all-day one then ends where it starts, a timed one an hour later.
 */
export function movedTimes(e: {
  allDay: boolean
  start: Date | null
  end: Date | null
  startStr: string
  endStr: string
}): Slot {
  return {
    start: e.allDay ? e.startStr.slice(0, 10) : e.start!.toISOString(),
    end: e.allDay
      ? (e.endStr || e.startStr).slice(0, 10)
      : (e.end ?? new Date(e.start!.getTime() + 3_600_000)).toISOString(),
    allDay: e.allDay,
  }
}

/** How far a hand moving an event sideways drifts up or down: one 15-minute snap. */
export const DRIFT_MS = 15 * 60_000

/**
 * A drag to another day keeps the time of day exactly. A hand moving an event sideways drifts a
 * snap up or down (3:15 became 3:30), which is no wish to change the time; a drop further off
 * is one. The days are counted on the event's own clock, so a move across a change of summer
 * time keeps 15:15 at 15:15.
 */
export function keepTimeOfDay(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay' | 'timeZone'>,
  moved: Slot,
  delta: { years: number; months: number; days: number; milliseconds: number },
): Slot {
  const days = delta.days + Math.trunc(delta.milliseconds / 86_400_000)
  const drift = delta.milliseconds % 86_400_000
  if (event.allDay || moved.allDay || delta.years || delta.months || days === 0) return moved
  if (drift === 0 || Math.abs(drift) > DRIFT_MS) return moved
  return {
    start: moveInstantByDays(event.start, days, event.timeZone),
    end: moveInstantByDays(event.end, days, event.timeZone),
    allDay: false,
  }
}

/** The time selected by dragging over empty days or hours. */
export function selectedSlot(info: {
  allDay: boolean
  start: Date
  end: Date
  startStr: string
  endStr: string
}): Slot {
  return {
    start: info.allDay ? info.startStr.slice(0, 10) : info.start.toISOString(),
    end: info.allDay ? info.endStr.slice(0, 10) : info.end.toISOString(),
    allDay: info.allDay,
  }
}

/** A click on empty time plans an event there, as long as the company's appointments. */
export function clickedSlot(
  info: { allDay: boolean; date: Date; dateStr: string },
  defaultMinutes: number,
): Slot {
  return {
    start: info.allDay ? info.dateStr.slice(0, 10) : info.date.toISOString(),
    end: info.allDay
      ? nextDay(info.dateStr.slice(0, 10))
      : new Date(info.date.getTime() + defaultMinutes * 60_000).toISOString(),
    allDay: info.allDay,
  }
}
