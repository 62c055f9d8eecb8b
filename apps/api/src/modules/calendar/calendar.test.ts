import type { CalendarEvent } from '@designer/contract'
import { parseIcsCalendar } from '@ts-ics/schema-zod'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build, mailThrough } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { addMember, companyOwner, expectTenantIsolation } from '../../../test/companies'
import { startMailbox } from '../../../test/mailbox.mjs'
import type { App } from '../../app'

const clock = testClock(new Date('2026-03-20T09:00:00Z'))

let app: App
let mailbox: Awaited<ReturnType<typeof startMailbox>>
let owner: Awaited<ReturnType<typeof companyOwner>>

beforeAll(async () => {
  mailbox = await startMailbox()
  app = await build({
    clock,
    config: { mail: mailThrough(mailbox) },
  })
  // The company is in Spain (test/companies.ts): its calendar is in Madrid.
  owner = await companyOwner(app, 'Calendar Studio')
})
afterAll(() => mailbox.close())

type Headers = Record<string, string>
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = owner.scoped,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

async function event(over: object = {}): Promise<CalendarEvent> {
  const res = await call('POST', '/v1/calendar/events', {
    title: 'Measure the kitchen',
    start: '2026-03-23T10:00:00+01:00',
    end: '2026-03-23T11:00:00+01:00',
    ...over,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}
const range = async (from: string, to: string, extra = '') => {
  const res = await call(
    'GET',
    `/v1/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`,
  )
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as CalendarEvent[]
}
const paths = (res: { json(): { details?: { path: string; code?: string }[] } }) =>
  (res.json().details ?? []).map((d) => `${d.path}:${d.code}`).sort()
const inputOf = (e: CalendarEvent, over: object = {}) => ({
  title: e.title,
  type: e.type,
  status: e.status,
  allDay: e.allDay,
  start: e.start,
  end: e.end,
  timeZone: e.timeZone,
  location: e.location,
  notes: e.notes,
  color: e.color,
  customerId: e.customer?.id ?? null,
  designId: e.design?.id ?? null,
  configuratorId: e.configurator?.id ?? null,
  assigneeIds: e.assignees.map((a) => a.id),
  rrule: e.rrule,
  version: e.version,
  ...over,
})

describe('events', () => {
  test('planned, read, moved with its version, and a stale move is refused', async () => {
    const made = await event({ type: 'measurement', location: 'Calle Mayor 3, Valencia' })
    expect(made).toMatchObject({
      title: 'Measure the kitchen',
      type: 'measurement',
      status: 'confirmed',
      timeZone: 'Europe/Madrid',
      start: '2026-03-23T09:00:00.000Z',
      end: '2026-03-23T10:00:00.000Z',
      version: 1,
    })
    // Two people drag it: the first wins, the second is told.
    const moved = await call(
      'PUT',
      `/v1/calendar/events/${made.id}`,
      inputOf(made, { start: '2026-03-24T09:00:00Z', end: '2026-03-24T10:00:00Z' }),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ start: '2026-03-24T09:00:00.000Z', version: 2 })
    const stale = await call(
      'PUT',
      `/v1/calendar/events/${made.id}`,
      inputOf(made, { start: '2026-03-25T09:00:00Z', end: '2026-03-25T10:00:00Z' }),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'conflict', details: { currentVersion: 2 } })
    const read = (await call('GET', `/v1/calendar/events/${made.id}`)).json()
    expect(read.start).toBe('2026-03-24T09:00:00.000Z')

    const gone = await call('DELETE', `/v1/calendar/events/${made.id}?version=1`)
    expect(gone.statusCode).toBe(409)
    expect((await call('DELETE', `/v1/calendar/events/${made.id}?version=2`)).statusCode).toBe(204)
    expect((await call('GET', `/v1/calendar/events/${made.id}`)).statusCode).toBe(404)
  })

  test('bad times, zones and links are refused with each field named', async () => {
    const backwards = await call('POST', '/v1/calendar/events', {
      title: ' ',
      start: '2026-03-23T11:00:00+01:00',
      end: '2026-03-23T10:00:00+01:00',
      timeZone: 'Mars/Olympus',
      rrule: 'EVERY MONDAY',
    })
    expect(backwards.statusCode).toBe(400)
    expect(paths(backwards)).toEqual([
      'end:validation.endBeforeStart',
      'rrule:validation.rrule',
      'timeZone:validation.timeZone',
      'title:validation.required',
    ])
    const noOffset = await call('POST', '/v1/calendar/events', {
      title: 'Call',
      start: '2026-03-23T10:00:00',
      end: '2026-03-23T11:00:00',
    })
    expect(paths(noOffset)).toEqual(['end:validation.dateTime', 'start:validation.dateTime'])
    const stranger = await companyOwner(app, 'Other Studio')
    const theirs = (
      await call('POST', '/v1/customers', { name: 'Not yours' }, stranger.scoped)
    ).json()
    const links = await call('POST', '/v1/calendar/events', {
      title: 'Visit',
      start: '2026-03-23T10:00:00+01:00',
      end: '2026-03-23T11:00:00+01:00',
      customerId: theirs.id,
      assigneeIds: [stranger.user.id],
    })
    expect(paths(links)).toEqual([
      'assigneeIds.0:validation.unknownMember',
      'customerId:validation.unknownCustomer',
    ])
  })

  test('all-day events are days in the company’s zone; ranges find events by their instants', async () => {
    const fair = await event({
      title: 'Furniture fair',
      allDay: true,
      start: '2026-04-14',
      end: '2026-04-16',
      type: 'other',
    })
    expect(fair).toMatchObject({ allDay: true, start: '2026-04-14', end: '2026-04-16' })
    // Planned from Tokyo: 18:00 there is 10:00 in Madrid (summer time).
    const call = await event({
      title: 'Call with Tokyo',
      start: '2026-04-15T18:00:00+09:00',
      end: '2026-04-15T18:30:00+09:00',
    })
    expect(call.start).toBe('2026-04-15T09:00:00.000Z')
    const day = await range('2026-04-15T00:00:00+02:00', '2026-04-16T00:00:00+02:00')
    expect(day.map((e) => e.title)).toEqual(['Furniture fair', 'Call with Tokyo'])
    // The fair ends at midnight in Madrid: a range starting then does not see it.
    const after = await range('2026-04-16T00:00:00+02:00', '2026-04-17T00:00:00+02:00')
    expect(after.map((e) => e.title)).not.toContain('Furniture fair')
    const tooLong = await call_(
      'GET',
      '/v1/calendar/events?from=2026-01-01T00:00:00Z&to=2028-01-01T00:00:00Z',
    )
    expect(paths(tooLong)).toEqual(['to:validation.rangeTooLong'])
  })
})

const call_ = (method: 'GET', url: string) => call(method, url)

describe('recurring events', () => {
  test('a weekly visit keeps 9:00 across summer time; one occurrence moved, then the rest split', async () => {
    const weekly = await event({
      title: 'Workshop review',
      type: 'production',
      start: '2026-03-16T09:00:00+01:00',
      end: '2026-03-16T10:00:00+01:00',
      rrule: 'FREQ=WEEKLY;COUNT=6',
    })
    const spring = await range('2026-03-16T00:00:00Z', '2026-04-30T00:00:00Z', '&type=production')
    expect(spring.map((o) => o.start)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
      '2026-04-13T07:00:00.000Z',
      '2026-04-20T07:00:00.000Z',
    ])
    expect(spring.every((o) => o.id === weekly.id && o.occurrenceStart === o.start)).toBe(true)

    // The 30 March one moves to Tuesday, on its own.
    const moved = await call(
      'PUT',
      `/v1/calendar/events/${weekly.id}`,
      inputOf(weekly, {
        start: '2026-03-31T14:00:00+02:00',
        end: '2026-03-31T15:00:00+02:00',
        scope: 'this',
        occurrenceStart: '2026-03-30T07:00:00.000Z',
        rrule: null,
      }),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      recurringEventId: weekly.id,
      occurrenceStart: '2026-03-30T07:00:00.000Z',
      start: '2026-03-31T12:00:00.000Z',
    })
    const after = await range('2026-03-29T00:00:00Z', '2026-04-02T00:00:00Z', '&type=production')
    expect(after.map((o) => o.start)).toEqual(['2026-03-31T12:00:00.000Z'])
    // The series' version moved on: an edit made before the move is stale.
    const stale = await call(
      'PUT',
      `/v1/calendar/events/${weekly.id}`,
      inputOf(weekly, { title: 'Old title' }),
    )
    expect(stale.statusCode).toBe(409)

    // From 13 April on it is at 11:00: the series so far ends, a new one takes the rest.
    const series = (await call('GET', `/v1/calendar/events/${weekly.id}`)).json()
    const split = await call(
      'PUT',
      `/v1/calendar/events/${weekly.id}`,
      inputOf(series, {
        start: '2026-04-13T11:00:00+02:00',
        end: '2026-04-13T12:00:00+02:00',
        scope: 'following',
        occurrenceStart: '2026-04-13T07:00:00.000Z',
      }),
    )
    expect(split.statusCode, split.body).toBe(200)
    expect(split.json().id).not.toBe(weekly.id)
    expect(split.json().rrule).toBe('FREQ=WEEKLY;COUNT=2')
    const all = await range('2026-03-01T00:00:00Z', '2026-06-01T00:00:00Z', '&type=production')
    expect(all.map((o) => o.start)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-31T12:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
      '2026-04-13T09:00:00.000Z',
      '2026-04-20T09:00:00.000Z',
    ])

    // One occurrence is dropped; a start that is not an occurrence is refused.
    const now = (await call('GET', `/v1/calendar/events/${weekly.id}`)).json()
    const wrong = await call(
      'DELETE',
      `/v1/calendar/events/${weekly.id}?version=${now.version}&scope=this&occurrenceStart=2026-03-17T08:00:00.000Z`,
    )
    expect(paths(wrong)).toEqual(['occurrenceStart:validation.notAnOccurrence'])
    const dropped = await call(
      'DELETE',
      `/v1/calendar/events/${weekly.id}?version=${now.version}&scope=this&occurrenceStart=2026-03-23T08:00:00.000Z`,
    )
    expect(dropped.statusCode).toBe(204)
    const left = await range('2026-03-01T00:00:00Z', '2026-06-01T00:00:00Z', '&type=production')
    expect(left.map((o) => o.start)).not.toContain('2026-03-23T08:00:00.000Z')
    expect(left).toHaveLength(5)
  })
})

describe('working hours, customers and mail', () => {
  test('the company’s hours start from its country and can be set', async () => {
    const first = (await call('GET', '/v1/calendar/settings')).json()
    expect(first).toMatchObject({ timeZone: 'Europe/Madrid', appointmentMinutes: 60 })
    expect(first.weekly.mon).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ])
    const saved = await call('PUT', '/v1/calendar/settings', {
      ...first,
      weekly: { ...first.weekly, sat: [{ start: '10:00', end: '14:00' }] },
      overrides: [{ date: '2026-12-25', windows: [] }],
      bufferMinutes: 30,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await call('GET', '/v1/calendar/settings')).json()).toMatchObject({
      bufferMinutes: 30,
      weekly: { sat: [{ start: '10:00', end: '14:00' }] },
      overrides: [{ date: '2026-12-25', windows: [] }],
    })
    const bad = await call('PUT', '/v1/calendar/settings', {
      ...first,
      weekly: { ...first.weekly, sun: [{ start: '18:00', end: '09:00' }] },
    })
    expect(paths(bad)).toEqual(['weekly.sun.0.end:validation.endBeforeStart'])
  })

  test('an appointment with a customer is on their timeline and mailed to them with an invitation', async () => {
    const ana = (
      await call('POST', '/v1/customers', { name: 'Ana García', email: 'ana@example.com' })
    ).json()
    const member = await addMember(app, owner, 'designer')
    const visit = await event({
      title: 'Show the walnut samples',
      customerId: ana.id,
      assigneeIds: [member.user.id],
      notifyCustomer: true,
      start: '2026-03-25T17:00:00+01:00',
      end: '2026-03-25T18:00:00+01:00',
    })
    expect(visit.customer).toEqual({ id: ana.id, name: 'Ana García' })
    expect(visit.assignees).toEqual([{ id: member.user.id, name: member.user.name }])
    const mail = mailbox.latestTo('ana@example.com')!
    expect(mail).toContain('Show the walnut samples')
    expect(mail).toContain('Calendar Studio')
    expect(mail).toMatch(/text\/calendar; ?charset=utf-8; ?method=REQUEST/i)
    const timeline = (await call('GET', `/v1/customers/${ana.id}/timeline`)).json()
    expect(timeline.entries[0]).toMatchObject({
      type: 'appointment',
      body: 'Show the walnut samples',
      refId: visit.id,
    })
    // The customer's appointments, and a member's, by filter.
    expect(
      (await range('2026-03-25T00:00:00Z', '2026-03-26T00:00:00Z', `&customerId=${ana.id}`)).map(
        (e) => e.id,
      ),
    ).toEqual([visit.id])
    expect(
      (
        await range('2026-03-25T00:00:00Z', '2026-03-26T00:00:00Z', `&assigneeId=${member.user.id}`)
      ).map((e) => e.id),
    ).toEqual([visit.id])
  })
})

describe('the ICS feed', () => {
  test('parsed back it holds the events; the member’s own scope; revoked it is gone', async () => {
    const weekly = await event({
      title: 'Saturday opening',
      start: '2026-03-21T10:00:00+01:00',
      end: '2026-03-21T14:00:00+01:00',
      rrule: 'FREQ=WEEKLY;COUNT=3',
      type: 'other',
    })
    await call(
      'DELETE',
      `/v1/calendar/events/${weekly.id}?version=1&scope=this&occurrenceStart=2026-03-28T09:00:00.000Z`,
    )
    const made = await call('POST', '/v1/calendar/feed', { scope: 'company' })
    expect(made.statusCode, made.body).toBe(200)
    const url = new URL(made.json().url)
    expect(url.pathname).toMatch(/^\/v1\/calendar\/feed\/[\w-]+\.ics$/)
    expect((await call('GET', '/v1/calendar/feed')).json()).toMatchObject({
      active: true,
      scope: 'company',
    })

    const res = await app.inject({ method: 'GET', url: url.pathname })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/calendar/)
    const calendar = new ICAL.Component(ICAL.parse(res.body))
    const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    const opening = vevents.find((v) => v.summary === 'Saturday opening')!
    expect(opening.uid).toContain(weekly.id)
    expect(opening.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
      'Europe/Madrid',
    )
    expect(opening.startDate.toString()).toBe('2026-03-21T10:00:00')
    expect(String(opening.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;COUNT=3')
    expect(String(opening.component.getFirstPropertyValue('exdate'))).toBe('2026-03-28T10:00:00')
    // Every event of the company is there, once.
    const listed = await range('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')
    const ids = new Set(listed.map((e) => e.recurringEventId ?? e.id))
    expect(new Set(vevents.map((v) => v.uid.split('@')[0]))).toEqual(ids)

    // "Mine": only the events the member takes part in.
    const mine = await call('POST', '/v1/calendar/feed', { scope: 'mine' })
    const own = await app.inject({ method: 'GET', url: new URL(mine.json().url).pathname })
    expect(own.body).not.toContain('Saturday opening')
    // The first address no longer works: a new one replaced it.
    expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404)
    expect((await call('DELETE', '/v1/calendar/feed')).statusCode).toBe(204)
    expect(
      (await app.inject({ method: 'GET', url: new URL(mine.json().url).pathname })).statusCode,
    ).toBe(404)
  })
})

/**
 * What Outlook and Apple Calendar hold a file to beyond parsing it (RFC 5545 §3.1, §3.6.5): CRLF
 * after every line, the last one too, and no CR or LF alone; no line over 75 octets, none cut
 * inside a character; a VTIMEZONE, once, for every zone a TZID names.
 */
function expectOutlookReadable(ics: string) {
  expect(ics.endsWith('\r\n'), 'the last line ends in CRLF').toBe(true)
  expect(ics.match(/(?<!\r)\n/g), 'LF without CR').toBeNull()
  expect(ics.match(/\r(?!\n)/g), 'CR without LF').toBeNull()
  expect(ics, 'bytes that were not UTF-8').not.toContain('\uFFFD')
  const lines = ics.slice(0, -2).split('\r\n')
  for (const line of lines) {
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    // Half a character (a lone surrogate) does not survive the trip through UTF-8.
    expect(Buffer.from(line).toString(), 'a character cut by folding').toBe(line)
  }
  expect(
    lines.some((l) => l.startsWith(' ')),
    'a folded line',
  ).toBe(true)
  const unfolded = ics.replace(/\r\n[ \t]/g, '')
  const named = new Set([...unfolded.matchAll(/;TZID=([^;:]+)/g)].map((m) => m[1]))
  const defined = [...unfolded.matchAll(/^BEGIN:VTIMEZONE\r\nTZID:(.+)\r$/gm)].map((m) => m[1])
  expect(named.size, 'zones named').toBeGreaterThan(0)
  expect(defined.toSorted()).toEqual([...named].toSorted())
}

/**
 * A series' starts as ical.js reads them. It knows no zone names, only the VTIMEZONEs the file
 * carries: a zone missing or wrong shows as a wrong instant.
 */
function icalJsStarts(ics: string, id: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  try {
    const master = calendar
      .getAllSubcomponents('vevent')
      .find(
        (v) =>
          String(v.getFirstPropertyValue('uid')).startsWith(id) && !v.hasProperty('recurrence-id'),
      )!
    const starts: string[] = []
    const occurrences = new ICAL.Event(master).iterator()
    for (let at = occurrences.next(); at; at = occurrences.next()) {
      starts.push(at.toJSDate().toISOString())
    }
    return starts
  } finally {
    ICAL.TimezoneService.reset()
  }
}

/**
 * The series' first occurrence as ts-ics reads it, checked against its schema (it throws on a
 * missing required property or a malformed value), through the file's VTIMEZONE.
 */
function tsIcsFirst(ics: string, id: string) {
  const calendar = parseIcsCalendar(ics)
  const event = calendar.events?.find((e) => e.uid.startsWith(id) && !e.recurrenceId)
  const zone = event?.start.local?.timezone
  expect(calendar.timezones?.map((t) => t.id)).toContain(zone)
  return {
    zone,
    offset: event?.start.local?.tzoffset,
    start: event?.start.date.toISOString(),
    end: event?.end?.date.toISOString(),
  }
}

/** The invitation attached to a mail (base64, as nodemailer sends it), as bytes decoded. */
function attachedIcs(raw: string) {
  const part = raw.split(/\r\n--[^\r\n]+/).find((p) => /content-type: application\/ics/i.test(p))!
  const body = part.slice(part.indexOf('\r\n\r\n') + 4)
  expect(part).toMatch(/content-transfer-encoding: base64/i)
  return Buffer.from(body, 'base64').toString('utf8')
}

describe('time zones in the ICS files', () => {
  // Two chairs and a tilde on every fold: no character may be cut between two lines.
  const title = `Sillas ${'🪑ñ'.repeat(30)}`
  // Weekly, three times, an hour long, from `start` on `timeZone`'s clock.
  const series = (start: string, timeZone: string, over: object = {}) =>
    event({
      title,
      type: 'other',
      start,
      end: new Date(Date.parse(start) + 3_600_000).toISOString(),
      timeZone,
      rrule: 'FREQ=WEEKLY;COUNT=3',
      ...over,
    })
  const occurrenceStarts = async (e: CalendarEvent) =>
    (await range('2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z', '&type=other'))
      .filter((o) => o.id === e.id)
      .map((o) => o.start)

  test('the feed has a VTIMEZONE per zone: 10:00 in Madrid, New York, Tokyo is the stored instant in summer and winter', async () => {
    // Madrid from winter into summer, and from summer into winter; New York into summer time
    // (three weeks before Europe); Tokyo, which keeps one offset all year.
    const spring = await series('2026-03-21T10:00:00+01:00', 'Europe/Madrid')
    const autumn = await series('2026-10-17T10:00:00+02:00', 'Europe/Madrid')
    const newYork = await series('2026-03-02T10:00:00-05:00', 'America/New_York')
    const tokyo = await series('2026-03-27T10:00:00+09:00', 'Asia/Tokyo')
    const feed = await call('POST', '/v1/calendar/feed', { scope: 'company' })
    const res = await app.inject({ method: 'GET', url: new URL(feed.json().url).pathname })
    expect(res.statusCode).toBe(200)
    const ics = res.body

    expectOutlookReadable(ics)
    const expected = {
      spring: ['2026-03-21T09:00:00.000Z', '2026-03-28T09:00:00.000Z', '2026-04-04T08:00:00.000Z'],
      autumn: ['2026-10-17T08:00:00.000Z', '2026-10-24T08:00:00.000Z', '2026-10-31T09:00:00.000Z'],
      newYork: ['2026-03-02T15:00:00.000Z', '2026-03-09T14:00:00.000Z', '2026-03-16T14:00:00.000Z'],
      tokyo: ['2026-03-27T01:00:00.000Z', '2026-04-03T01:00:00.000Z', '2026-04-10T01:00:00.000Z'],
    }
    for (const [name, e] of Object.entries({ spring, autumn, newYork, tokyo })) {
      const want = expected[name as keyof typeof expected]
      expect(await occurrenceStarts(e), name).toEqual(want)
      expect(icalJsStarts(ics, e.id), name).toEqual(want)
    }
    expect(tsIcsFirst(ics, spring.id)).toEqual({
      zone: 'Europe/Madrid',
      offset: '+0100',
      start: '2026-03-21T09:00:00.000Z',
      end: '2026-03-21T10:00:00.000Z',
    })
    expect(tsIcsFirst(ics, autumn.id)).toMatchObject({ offset: '+0200', start: autumn.start })
    expect(tsIcsFirst(ics, newYork.id)).toMatchObject({ offset: '-0500', start: newYork.start })
    expect(tsIcsFirst(ics, tokyo.id)).toMatchObject({ offset: '+0900', start: tokyo.start })

    // Tokyo has kept one offset since 1951: one STANDARD and no rule.
    const unfolded = ics.replace(/\r\n[ \t]/g, '')
    const tokyoZone = /BEGIN:VTIMEZONE\r\nTZID:Asia\/Tokyo\r\n[\s\S]*?END:VTIMEZONE/.exec(
      unfolded,
    )![0]
    expect(tokyoZone.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD'])
    expect(tokyoZone).toContain('TZOFFSETTO:+0900')
    expect(tokyoZone).not.toContain('RRULE')
  })

  test('a mailed invitation carries its zone’s VTIMEZONE and RFC 5545 lines', async () => {
    const luis = (
      await call('POST', '/v1/customers', { name: 'Luis Pérez', email: 'luis@example.com' })
    ).json()
    // From New York summer time into winter time (1 November).
    const fittings = await series('2026-10-26T10:00:00-04:00', 'America/New_York', {
      customerId: luis.id,
      notifyCustomer: true,
    })
    const mail = mailbox.mails.findLast((m) => m.to.includes('luis@example.com'))!
    const ics = attachedIcs(mail.raw)
    expect(ics).toContain('METHOD:REQUEST')

    expectOutlookReadable(ics)
    const want = [
      '2026-10-26T14:00:00.000Z',
      '2026-11-02T15:00:00.000Z',
      '2026-11-09T15:00:00.000Z',
    ]
    expect(
      (await range('2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z', `&customerId=${luis.id}`)).map(
        (o) => o.start,
      ),
    ).toEqual(want)
    expect(icalJsStarts(ics, fittings.id)).toEqual(want)
    expect(tsIcsFirst(ics, fittings.id)).toEqual({
      zone: 'America/New_York',
      offset: '-0400',
      start: '2026-10-26T14:00:00.000Z',
      end: '2026-10-26T15:00:00.000Z',
    })
  })
})

describe('telling the customer of changes', () => {
  /** The invitation of the latest mail to `to`, read by ical.js: method, and its one event. */
  const invitation = (to: string) => {
    const mail = mailbox.mails.findLast((m) => m.to.includes(to))!
    const calendar = new ICAL.Component(ICAL.parse(attachedIcs(mail.raw)))
    const vevent = calendar.getFirstSubcomponent('vevent')!
    return {
      method: calendar.getFirstPropertyValue('method'),
      uid: vevent.getFirstPropertyValue('uid'),
      sequence: vevent.getFirstPropertyValue('sequence'),
      status: vevent.getFirstPropertyValue('status'),
      start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
      recurrenceId: vevent.getFirstPropertyValue('recurrence-id')?.toString() ?? null,
    }
  }

  test('moved: the same invitation updated (SEQUENCE 1), in the customer’s language, its zone named; deleted: cancelled', async () => {
    const marta = (
      await call('POST', '/v1/customers', {
        name: 'Marta Ruiz',
        email: 'marta@example.es',
        language: 'es',
      })
    ).json()
    const visit = await event({
      title: 'Medir el salón',
      customerId: marta.id,
      timeZone: 'Europe/Madrid',
      notifyCustomer: true,
      start: '2026-12-02T15:15:00+01:00',
      end: '2026-12-02T16:15:00+01:00',
    })
    const first = invitation('marta@example.es')
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' })
    expect(mailbox.latestTo('marta@example.es')).toContain('15:15 (hora de Madrid)')

    // Dragged to the next day, same time: she is told, and her calendar updates the one entry.
    const moved = await call(
      'PUT',
      `/v1/calendar/events/${visit.id}`,
      inputOf(visit, {
        start: '2026-12-03T14:15:00Z',
        end: '2026-12-03T15:15:00Z',
        notifyCustomer: true,
      }),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    const update = invitation('marta@example.es')
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      start: '2026-12-03T14:15:00.000Z',
    })
    const text = mailbox.latestTo('marta@example.es')!
    expect(text).toContain('ha cambiado «Medir el salón»')
    expect(text).toContain('jueves, 3 de diciembre de 2026, 15:15 (hora de Madrid)')

    // Moved without telling her: no mail.
    const count = mailbox.mails.length
    const quiet = await call(
      'PUT',
      `/v1/calendar/events/${visit.id}`,
      inputOf(moved.json(), { location: 'Calle Mayor 3' }),
    )
    expect(quiet.statusCode, quiet.body).toBe(200)
    expect(mailbox.mails.length).toBe(count)

    const gone = await call(
      'DELETE',
      `/v1/calendar/events/${visit.id}?version=${quiet.json().version}&notifyCustomer=true`,
    )
    expect(gone.statusCode, gone.body).toBe(204)
    const cancel = invitation('marta@example.es')
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: first.uid, status: 'CANCELLED' })
    expect(cancel.sequence).toBeGreaterThan(Number(update.sequence))
    expect(mailbox.latestTo('marta@example.es')).toContain('ha cancelado «Medir el salón»')
  })

  test('one occurrence of a series deleted: that occurrence is cancelled, the series stays', async () => {
    const leo = (
      await call('POST', '/v1/customers', {
        name: 'Leo Martin',
        email: 'leo@example.fr',
        language: 'fr',
      })
    ).json()
    const fittings = await event({
      title: 'Essayage',
      customerId: leo.id,
      timeZone: 'Europe/Paris',
      rrule: 'FREQ=WEEKLY;COUNT=3',
      notifyCustomer: true,
      start: '2026-12-07T10:00:00+01:00',
      end: '2026-12-07T11:00:00+01:00',
    })
    const series = invitation('leo@example.fr')
    const gone = await call(
      'DELETE',
      `/v1/calendar/events/${fittings.id}?version=${fittings.version}&scope=this&occurrenceStart=${encodeURIComponent('2026-12-14T09:00:00.000Z')}&notifyCustomer=true`,
    )
    expect(gone.statusCode, gone.body).toBe(204)
    const cancel = invitation('leo@example.fr')
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: series.uid, status: 'CANCELLED' })
    expect(new Date(cancel.recurrenceId!).toISOString()).toBe('2026-12-14T09:00:00.000Z')
    expect(mailbox.latestTo('leo@example.fr')).toContain('a annulé « Essayage »')
    expect(mailbox.latestTo('leo@example.fr')).toContain('(heure de Paris)')
  })
})

describe('tenant isolation', () => {
  test("another company's member can neither read nor change events, settings or feeds", async () => {
    const secret = await event({ title: 'Secret visit', rrule: 'FREQ=DAILY;COUNT=2' })
    const unchanged = async () => {
      const again = (await call('GET', `/v1/calendar/events/${secret.id}`)).json()
      expect(again).toMatchObject({ title: 'Secret visit', version: 1 })
    }
    const calls: [string, string, object?][] = [
      ['GET', '/v1/calendar/events?from=2026-03-01T00:00:00Z&to=2026-05-01T00:00:00Z'],
      ['GET', `/v1/calendar/events/${secret.id}`],
      ['PUT', `/v1/calendar/events/${secret.id}`, inputOf(secret, { title: 'Stolen' })],
      ['DELETE', `/v1/calendar/events/${secret.id}?version=1`],
      ['GET', '/v1/calendar/settings'],
    ]
    for (const [method, url, payload] of calls) {
      await expectTenantIsolation(
        app,
        owner,
        (headers) => call(method as 'GET', url, payload, headers),
        { secret: 'Secret', unchanged },
      )
    }
  })
})
