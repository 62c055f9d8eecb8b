import type { Database } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { EventsPublisher } from '../../lib/events'
import type { Mailer } from '../../lib/mail/mailer'
import { createBooking } from './booking'
import { createEventInput } from './event-input'
import { createEventRows, publisher } from './event-rows'
import { createCalendarEvents } from './events'
import { createCalendarFeeds } from './feeds'
import { eventsIcs } from './ics'
import { createInvitationMail } from './invitation-mail'
import { createRecurrenceEdits } from './recurrence-edits'
import { createCalendarSettings } from './settings'

/**
 * The calendar: events and their occurrences, working hours, feeds, mails to customers. Each
 * job is a file of its own; this builds them into the one service the routes and the other
 * areas (quotes book and read appointments) use.
 */
export function createCalendarService({
  db,
  clock,
  events,
  mailer,
  publicUrl,
}: {
  db: Database
  clock: Clock
  events: EventsPublisher
  mailer: Mailer
  publicUrl: string
}) {
  const publish = publisher(events)
  const rows = createEventRows(db)
  const settings = createCalendarSettings({ db, clock })
  const notify = createInvitationMail({ db, mailer, publicUrl })
  const writers = {
    db,
    clock,
    rows,
    eventInput: createEventInput({ db, settingsOf: settings.settings }),
    notify,
    publish,
  }
  const calendarEvents = createCalendarEvents(writers)
  return {
    ...calendarEvents,
    ...createRecurrenceEdits(writers),
    ...settings,
    ...createBooking({
      clock,
      settingsOf: settings.settings,
      range: calendarEvents.range,
      rows,
      notify,
      publish,
    }),
    ...createCalendarFeeds({ db, clock, publicUrl, rows }),
  }
}
export type CalendarService = ReturnType<typeof createCalendarService>

/** The .ics writer, for the areas that mail an event of their own (a quote's booked visit). */
export { eventsIcs }
