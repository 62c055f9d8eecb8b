import {
  type Address,
  type Customer,
  type EventStatus,
  type EventType,
  eventCreateSchema,
} from '@designer/contract'
import { Temporal } from 'temporal-polyfill'
import type { DemoCustomers } from './customers'
import type { DemoStudio } from './studio'

/** One event of the demo week, as the studio would plan it on its own clocks. */
type DemoEvent = {
  title: string
  type: EventType
  status?: EventStatus
  /** Days after the week's Monday, or the demo's today. */
  on: number | 'today'
  /** Wall-clock start and end in the company's zone (`['10:00', '11:00']`), or all day for days. */
  time: [string, string] | { days: number }
  location?: string
  notes?: string
  customer?: Customer
  /** About the dining table: linked to its design and configurator. */
  table?: boolean
  /** Every member takes part, not only the demo user. */
  everyone?: boolean
  rrule?: string
}

/** A customer's address of a type (else their first), on one line; '' when they have none. */
function addressOf(customer: Customer, type: Address['type']) {
  const a = customer.addresses.find((x) => x.type === type) ?? customer.addresses[0]
  return a ? [a.line1, a.line2, `${a.postalCode} ${a.city}`].filter(Boolean).join(', ') : ''
}

/**
 * When an event on a day starts and ends, as a person enters it: wall-clock times in the zone
 * (with the zone's offset that day), or for an all-day event its first day and the day after
 * its last.
 */
function timesOf(time: DemoEvent['time'], day: Temporal.PlainDate, timeZone: string) {
  if (Array.isArray(time)) {
    const at = (plainTime: string) =>
      day.toZonedDateTime({ timeZone, plainTime }).toString({ timeZoneName: 'never' })
    return { allDay: false, start: at(time[0]), end: at(time[1]) }
  }
  return { allDay: true, start: day.toString(), end: day.add({ days: time.days }).toString() }
}

/**
 * A week of a furniture studio in Valencia, within its working hours (9–13, 14–18): Monday's
 * planning, a showroom visit about the dining table, a measurement, two days of production, a
 * delivery and an installation; a tentative call and work in the workshop today.
 */
function demoWeek(customers: DemoCustomers): DemoEvent[] {
  const customer = (key: string) => {
    const found = customers[key]
    if (!found) throw new Error(`The demo calendar needs the demo customer ${key}`)
    return found
  }
  const javier = customer('javier')
  const albufera = customer('albufera')
  return [
    {
      title: 'Workshop planning',
      type: 'other',
      on: 0,
      time: ['09:00', '09:30'],
      location: 'Workshop',
      notes: "The week's orders, production slots and deliveries.",
      everyone: true,
      rrule: 'FREQ=WEEKLY',
    },
    {
      title: 'Showroom: dining tables with Marta Soler',
      type: 'appointment',
      on: 0,
      time: ['10:00', '11:00'],
      location: 'Showroom',
      notes:
        'Tables for a restaurant Casa Albufera is fitting out: go through sizes, woods and legs in the configurator.',
      customer: customer('marta'),
      table: true,
    },
    {
      title: 'Site measurement: Casa Albufera restaurant',
      type: 'measurement',
      on: 1,
      time: ['10:00', '11:30'],
      location: addressOf(albufera, 'delivery'),
      notes: 'Measure the dining room and the access for 2.2 m tables; take photos of the floor.',
      customer: albufera,
    },
    {
      title: "Production: Javier Morales's dining table",
      type: 'production',
      on: 1,
      time: { days: 2 },
      location: 'Workshop',
      notes: 'Walnut top with the extension leaf; two coats of the darker hardwax oil.',
      customer: javier,
      table: true,
    },
    {
      title: 'Showroom visit: Oliver Bennett',
      type: 'appointment',
      status: 'cancelled',
      on: 2,
      time: ['11:00', '12:00'],
      location: 'Showroom',
      notes: 'Cancelled by Oliver: he stays in Bristol this month. Offer a video call instead.',
      customer: customer('oliver'),
    },
    {
      title: 'Delivery: dining table to Xàbia',
      type: 'delivery',
      on: 3,
      time: ['09:00', '12:00'],
      location: addressOf(javier, 'delivery'),
      notes: 'Two people to carry the top; the leaf travels in its own blanket.',
      customer: javier,
      table: true,
    },
    {
      title: "Installation: shelving at Casa Albufera's studio",
      type: 'installation',
      on: 4,
      time: ['09:30', '12:00'],
      location: addressOf(albufera, 'billing'),
      notes: 'Fix the walnut shelving to the wall: bring the wall anchors and a spare shelf.',
      customer: albufera,
    },
    {
      title: 'Restaurant tables proposal for Casa Albufera',
      type: 'appointment',
      on: 7,
      time: ['11:00', '12:00'],
      location: 'Showroom',
      notes: "Sizes from Tuesday's measurement, two woods priced with the configurator.",
      customer: albufera,
      table: true,
    },
    {
      title: 'Call Camille Durand about the library shelving',
      type: 'appointment',
      status: 'tentative',
      on: 'today',
      time: ['12:00', '12:30'],
      notes: 'She was to reply after her site visit in Lyon: walnut or oak, and the wall length.',
      customer: customer('camille'),
    },
    {
      title: 'Oil the showroom bar stools',
      type: 'production',
      on: 'today',
      time: ['16:00', '18:00'],
      location: 'Workshop',
      notes: 'Second coat of hardwax oil on the seats.',
    },
  ]
}

/**
 * The demo company's calendar: a week of events from the Monday of `now`'s week to the next
 * Monday, and two on `now`'s day, at wall-clock times in the company's zone (a 10:00 event is
 * 10:00 there whatever the season). Linked to the demo customers, the dining table and its
 * configurator, and the company's members.
 */
export async function seedCalendar(
  { services, now, companyId, userId }: DemoStudio,
  links: { customers: DemoCustomers; table: { designId: string; configuratorId: string } },
) {
  const { calendar } = services
  const { timeZone } = await calendar.settings(companyId)
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
  const monday = today.subtract({ days: today.dayOfWeek - 1 })
  const members = (await services.members.list(companyId)).map((m) => m.userId)
  for (const event of demoWeek(links.customers)) {
    const day = event.on === 'today' ? today : monday.add({ days: event.on })
    const input = eventCreateSchema.parse({
      title: event.title,
      type: event.type,
      status: event.status ?? 'confirmed',
      ...timesOf(event.time, day, timeZone),
      timeZone,
      location: event.location ?? '',
      notes: event.notes ?? '',
      customerId: event.customer?.id ?? null,
      designId: event.table ? links.table.designId : null,
      configuratorId: event.table ? links.table.configuratorId : null,
      assigneeIds: event.everyone ? members : [userId],
      rrule: event.rrule ?? null,
    })
    await calendar.create(companyId, userId, input)
  }
}
