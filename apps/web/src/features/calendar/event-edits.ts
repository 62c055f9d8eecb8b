import type { CalendarEvent, EditScope, EventCreate, EventUpdate } from '@designer/contract'
import { eventToUpdate } from './api/calendar'
import type { EventMove } from './components/calendar-view'
import { type Draft, draftOf } from './components/event-dialog'

/** What the calendar page sends when an event is planned, moved or changed. */

/**
 * Whether a listed event is one occurrence of a series, so a change asks "this, following or
 * all". An occurrence already edited on its own (it names its series) is a single event now.
 */
export const isOccurrence = (e: Pick<CalendarEvent, 'rrule' | 'recurringEventId'>) =>
  e.rrule !== null && e.recurringEventId === null

/** A new event for a slot picked in the calendar; a customer filter makes it that customer's. */
export function slotDraft(
  slot: { start: string; end: string; allDay: boolean },
  customerId: string | null,
  timeZone: string,
): Draft {
  return draftOf(
    {
      title: '',
      type: 'appointment',
      status: 'confirmed',
      allDay: slot.allDay,
      start: slot.start,
      end: slot.end,
      rrule: null,
      location: '',
      notes: '',
      assignees: [],
      customer: customerId ? { id: customerId } : null,
    },
    timeZone,
  )
}

/** The PUT for an event dragged or resized, applied to `scope` of its series. */
export function moveUpdate(
  move: Pick<EventMove, 'event' | 'start' | 'end' | 'allDay'>,
  scope: EditScope,
): EventUpdate {
  return eventToUpdate(move.event, {
    start: move.start,
    end: move.end,
    allDay: move.allDay,
    scope,
    occurrenceStart: move.event.occurrenceStart,
    // A single occurrence moved on its own does not repeat.
    rrule: scope === 'this' ? null : move.event.rrule,
  })
}

/** The PUT for an event changed in the dialog, applied to `scope` of its series. */
export function saveUpdate(
  event: CalendarEvent,
  input: EventCreate,
  scope: EditScope,
): EventUpdate {
  return {
    ...input,
    version: event.version,
    scope,
    occurrenceStart: event.occurrenceStart,
    rrule: scope === 'this' ? null : input.rrule,
  }
}
