import type { CalendarSettings, EventStatus, EventType, FeedScope } from '@designer/contract'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { companies } from './companies'
import { configurators } from './configurators'
import { customers } from './customers'
import { designs } from './designs'
import { users } from './users'

/**
 * Calendar events. A recurring event is one row with its RRULE; its occurrences are expanded
 * when a range is read. An occurrence edited on its own is a row of its own pointing at its
 * series (`recurringEventId`, `originalStart`), as in iCalendar's RECURRENCE-ID; one deleted on
 * its own is in the series' `exdates`.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    type: text().$type<EventType>().notNull(),
    status: text().$type<EventStatus>().notNull(),
    allDay: boolean().notNull().default(false),
    /** All-day events: midnight of their first day, and of the day after the last, in `timeZone`. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    timeZone: text().notNull(),
    location: text().notNull().default(''),
    notes: text().notNull().default(''),
    color: text(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    designId: uuid().references(() => designs.id, { onDelete: 'set null' }),
    configuratorId: uuid().references(() => configurators.id, { onDelete: 'set null' }),
    assigneeIds: uuid().array().notNull().default([]),
    rrule: text(),
    /** Occurrences removed from the series, by their original start. */
    exdates: timestamp({ withTimezone: true }).array().notNull().default([]),
    /** When the last occurrence ends; null for a series without end. Lets ranges skip series. */
    seriesEndsAt: timestamp({ withTimezone: true }),
    recurringEventId: uuid().references((): AnyPgColumn => calendarEvents.id, {
      onDelete: 'cascade',
    }),
    originalStart: timestamp({ withTimezone: true }),
    /**
     * The start of the slot a visitor booked from the public configurator: one booking per slot,
     * which the database decides when two visitors race for it. Null for events planned inside.
     */
    bookedSlot: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('calendar_events_range_idx').on(t.companyId, t.startsAt),
    index('calendar_events_customer_idx').on(t.customerId),
    uniqueIndex('calendar_events_override_idx').on(t.recurringEventId, t.originalStart),
    uniqueIndex('calendar_events_booked_slot_idx')
      .on(t.companyId, t.bookedSlot)
      .where(sql`${t.bookedSlot} is not null and ${t.status} <> 'cancelled'`),
  ],
)

/** The company's working hours and booking defaults, one row per company. */
export const calendarSettings = pgTable('calendar_settings', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  settings: jsonb().$type<CalendarSettings>().notNull(),
  ...timestamps,
})

/** A member's private ICS feed: the token is shown once; only its hash is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    scope: text().$type<FeedScope>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_member_idx').on(t.companyId, t.userId),
  ],
)
