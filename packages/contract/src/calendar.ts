import { z } from 'zod'
import { colorSchema } from './designs'
import { textInput } from './text'

/**
 * The studio's calendar: appointments, measurements on site, production, deliveries and
 * installations, linked to customers and designs, recurring by RRULE, with the company's working
 * hours for booking and a private ICS feed per member (docs/decisions/022-calendar.md).
 */

export const EVENT_TYPES = [
  'appointment',
  'measurement',
  'production',
  'delivery',
  'installation',
  'other',
] as const
export type EventType = (typeof EVENT_TYPES)[number]
export const EVENT_STATUSES = ['tentative', 'confirmed', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** An IANA time zone the runtime knows: `Europe/Madrid`. */
export const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
      return true
    } catch {
      return false
    }
  },
  { message: 'validation.timeZone' },
)

/** An instant with its offset, as people's clocks showed it: `2026-11-23T10:00:00+01:00`. */
export const instantSchema = z.iso.datetime({ offset: true, message: 'validation.dateTime' })
/** A calendar day, `2026-11-23`. */
const daySchema = z.iso.date({ message: 'validation.date' })

/**
 * A recurrence as an RFC 5545 RRULE, without DTSTART (the event's start is the first occurrence):
 * `FREQ=WEEKLY;COUNT=10`, `FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270101T000000Z`.
 */
export const rruleSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(RRULE:)?FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Za-z0-9,+\-:]+)*$/, {
    message: 'validation.rrule',
  })
  .transform((rule) => rule.replace(/^RRULE:/, ''))

const eventFields = {
  title: textInput()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(200, { message: 'validation.tooLong' }),
  type: z.enum(EVENT_TYPES).default('appointment'),
  status: z.enum(EVENT_STATUSES).default('confirmed'),
  /**
   * Timed events: instants with their offset. All-day events: days, `end` the day after the last
   * (exclusive), as in iCalendar.
   */
  allDay: z.boolean().default(false),
  start: z.string(),
  end: z.string(),
  /** The zone the event is planned in (its recurrence follows that zone's clocks across DST). */
  timeZone: timeZoneSchema.optional(),
  location: textInput().trim().max(300).default(''),
  notes: textInput().trim().max(5000).default(''),
  color: colorSchema.nullable().default(null),
  customerId: z.uuid().nullable().default(null),
  designId: z.uuid().nullable().default(null),
  configuratorId: z.uuid().nullable().default(null),
  /** Members who take part. */
  assigneeIds: z.array(z.uuid()).max(50).default([]),
  rrule: rruleSchema.nullable().default(null),
}

/** Start and end are read as the event's kind says, and the end comes after the start. */
function checkTimes(value: { allDay: boolean; start: string; end: string }, ctx: z.RefinementCtx) {
  const schema = value.allDay ? daySchema : instantSchema
  for (const key of ['start', 'end'] as const) {
    const parsed = schema.safeParse(value[key])
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: value.allDay ? 'validation.date' : 'validation.dateTime',
      })
    }
  }
  const start = Date.parse(value.start)
  const end = Date.parse(value.end)
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.endBeforeStart' })
  }
}

export const eventInputSchema = z.object(eventFields).superRefine(checkTimes)
export type EventInput = z.input<typeof eventInputSchema>

/** Which occurrences an edit of a recurring event changes. */
export const EDIT_SCOPES = ['this', 'following', 'all'] as const
export type EditScope = (typeof EDIT_SCOPES)[number]

export const eventUpdateSchema = z
  .object({
    ...eventFields,
    /** The version this edit was made on; another one answers 409 `conflict`. */
    version: z.number().int().min(1),
    /**
     * For an occurrence of a recurring event: which occurrences change. `this` needs
     * `occurrenceStart`, the start of the occurrence as it was listed.
     */
    scope: z.enum(EDIT_SCOPES).default('all'),
    occurrenceStart: z.string().nullable().default(null),
    /** Send the customer the appointment by e-mail, with an .ics attachment. */
    notifyCustomer: z.boolean().default(false),
  })
  .superRefine(checkTimes)
export type EventUpdate = z.input<typeof eventUpdateSchema>

export const eventCreateSchema = z
  .object({ ...eventFields, notifyCustomer: z.boolean().default(false) })
  .superRefine(checkTimes)
export type EventCreate = z.input<typeof eventCreateSchema>

export const eventDeleteQuerySchema = z.object({
  version: z.coerce.number().int().min(1),
  scope: z.enum(EDIT_SCOPES).default('all'),
  occurrenceStart: z.string().optional(),
  /** Mails the customer a cancellation (`?notifyCustomer=true`). */
  notifyCustomer: z.stringbool().default(false),
})

const ref = z.object({ id: z.uuid(), name: z.string() })

/**
 * One event as listed: a single event, or one occurrence of a recurring one (its `id` is the
 * series', `occurrenceStart` says which). `start`/`end` are instants in UTC (`…Z`) for timed
 * events, days for all-day ones.
 */
export const calendarEventSchema = z.object({
  id: z.uuid(),
  /** The series this occurrence belongs to, for an occurrence edited on its own. */
  recurringEventId: z.uuid().nullable(),
  occurrenceStart: z.string().nullable(),
  title: z.string(),
  type: z.enum(EVENT_TYPES),
  status: z.enum(EVENT_STATUSES),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  location: z.string(),
  notes: z.string(),
  color: z.string().nullable(),
  customer: ref.nullable(),
  design: ref.nullable(),
  configurator: ref.nullable(),
  assignees: z.array(ref),
  rrule: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>

/** A range is at most a little over a year: a month view, an agenda, a feed. */
export const MAX_RANGE_DAYS = 400

export const eventRangeQuerySchema = z
  .object({
    from: instantSchema,
    to: instantSchema,
    type: z.enum(EVENT_TYPES).optional(),
    assigneeId: z.uuid().optional(),
    customerId: z.uuid().optional(),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000
    if (!(days > 0))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.endBeforeStart' })
    else if (days > MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.rangeTooLong' })
  })
export type EventRangeQuery = z.input<typeof eventRangeQuerySchema>

// Working hours: stored now, used by booking from the public configurator.

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' })
export const timeWindowSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((w) => w.end > w.start, { message: 'validation.endBeforeStart', path: ['end'] })
export type TimeWindow = z.infer<typeof timeWindowSchema>

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const calendarSettingsSchema = z.object({
  timeZone: timeZoneSchema,
  /** Several windows a day; an empty day is closed. */
  weekly: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(timeWindowSchema).max(6)])) as Record<
      Weekday,
      z.ZodArray<typeof timeWindowSchema>
    >,
  ),
  /** Days that differ: a holiday (no windows) or other hours. */
  overrides: z
    .array(z.object({ date: daySchema, windows: z.array(timeWindowSchema).max(6) }))
    .max(366),
  appointmentMinutes: z.number().int().min(5).max(600),
  bufferMinutes: z.number().int().min(0).max(240),
})
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>

export const FEED_SCOPES = ['company', 'mine'] as const
export type FeedScope = (typeof FEED_SCOPES)[number]
export const feedCreateSchema = z.object({ scope: z.enum(FEED_SCOPES).default('company') })
export const feedSchema = z.object({
  /** The address to subscribe to; shown once, when made. */
  url: z.string(),
  scope: z.enum(FEED_SCOPES),
  createdAt: z.iso.datetime(),
})
export type CalendarFeed = z.infer<typeof feedSchema>
export const feedStatusSchema = z.object({
  active: z.boolean(),
  scope: z.enum(FEED_SCOPES).nullable(),
  createdAt: z.iso.datetime().nullable(),
})
