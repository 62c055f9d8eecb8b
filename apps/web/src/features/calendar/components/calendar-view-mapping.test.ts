import { describe, expect, test } from 'vitest'
import { anEvent, anOccurrence, uuid } from '../testing'
import {
  clickedSlot,
  eventInputOf,
  keepTimeOfDay,
  movedTimes,
  selectedSlot,
} from './calendar-view-mapping'
import { TYPE_COLORS } from './labels'

test('an event is drawn in its type’s colour, unless it has one of its own', () => {
  const event = anEvent({ type: 'delivery' })
  expect(eventInputOf(event)).toMatchObject({
    id: `${uuid(1)}|`,
    title: 'Measure the kitchen',
    start: '2026-11-23T09:00:00Z',
    end: '2026-11-23T10:00:00Z',
    allDay: false,
    color: TYPE_COLORS.delivery,
    editable: true,
    classNames: ['designer-event-confirmed'],
    extendedProps: { event },
  })
  expect(eventInputOf(anEvent({ color: '#ff0000' })).color).toBe('#ff0000')
})

test('each occurrence of a series has an id of its own', () => {
  const first = eventInputOf(anOccurrence({ occurrenceStart: '2026-11-23T09:00:00Z' }))
  const second = eventInputOf(anOccurrence({ occurrenceStart: '2026-11-30T09:00:00Z' }))
  expect(first.id).toBe(`${uuid(1)}|2026-11-23T09:00:00Z`)
  expect(first.id).not.toBe(second.id)
})

test('a cancelled event cannot be dragged and is drawn as cancelled', () => {
  expect(eventInputOf(anEvent({ status: 'cancelled' }))).toMatchObject({
    editable: false,
    classNames: ['designer-event-cancelled'],
  })
  expect(eventInputOf(anEvent({ status: 'tentative' })).editable).toBe(true)
})

const at = (iso: string) => new Date(iso)

test('a timed event moved is reported in instants', () => {
  expect(
    movedTimes({
      allDay: false,
      start: at('2026-11-24T08:15:00Z'),
      end: at('2026-11-24T09:45:00Z'),
      startStr: '2026-11-24T09:15:00+01:00',
      endStr: '2026-11-24T10:45:00+01:00',
    }),
  ).toEqual({ start: '2026-11-24T08:15:00.000Z', end: '2026-11-24T09:45:00.000Z', allDay: false })
})

test('a timed event FullCalendar gives no end lasts its default hour', () => {
  expect(
    movedTimes({
      allDay: false,
      start: at('2026-11-24T08:15:00Z'),
      end: null,
      startStr: '2026-11-24T09:15:00+01:00',
      endStr: '',
    }).end,
  ).toBe('2026-11-24T09:15:00.000Z')
})

test('an all-day event moved is reported in days; one without an end ends where it starts', () => {
  expect(
    movedTimes({
      allDay: true,
      start: at('2026-11-24T00:00:00Z'),
      end: at('2026-11-26T00:00:00Z'),
      startStr: '2026-11-24',
      endStr: '2026-11-26',
    }),
  ).toEqual({ start: '2026-11-24', end: '2026-11-26', allDay: true })
  expect(
    movedTimes({
      allDay: true,
      start: at('2026-11-24T00:00:00Z'),
      end: null,
      startStr: '2026-11-24',
      endStr: '',
    }),
  ).toEqual({ start: '2026-11-24', end: '2026-11-24', allDay: true })
})

test('a timed event dragged to the all-day row keeps only the days', () => {
  expect(
    movedTimes({
      allDay: true,
      start: at('2026-11-24T00:00:00Z'),
      end: null,
      startStr: '2026-11-24T00:00:00+01:00',
      endStr: '',
    }),
  ).toEqual({ start: '2026-11-24', end: '2026-11-24', allDay: true })
})

test('a selection over hours is its instants; over days, its days with the end excluded', () => {
  expect(
    selectedSlot({
      allDay: false,
      start: at('2026-11-24T08:00:00Z'),
      end: at('2026-11-24T10:30:00Z'),
      startStr: '2026-11-24T09:00:00+01:00',
      endStr: '2026-11-24T11:30:00+01:00',
    }),
  ).toEqual({ start: '2026-11-24T08:00:00.000Z', end: '2026-11-24T10:30:00.000Z', allDay: false })
  expect(
    selectedSlot({
      allDay: true,
      start: at('2026-11-24T00:00:00Z'),
      end: at('2026-11-27T00:00:00Z'),
      startStr: '2026-11-24',
      endStr: '2026-11-27',
    }),
  ).toEqual({ start: '2026-11-24', end: '2026-11-27', allDay: true })
})

test('a click on an hour plans the company’s appointment length; on a day, that whole day', () => {
  expect(
    clickedSlot(
      { allDay: false, date: at('2026-11-24T08:30:00Z'), dateStr: '2026-11-24T09:30:00+01:00' },
      45,
    ),
  ).toEqual({ start: '2026-11-24T08:30:00.000Z', end: '2026-11-24T09:15:00.000Z', allDay: false })
  expect(
    clickedSlot({ allDay: true, date: at('2026-12-31T00:00:00Z'), dateStr: '2026-12-31' }, 45),
  ).toEqual({ start: '2026-12-31', end: '2027-01-01', allDay: true })
})

describe('a drag to another day keeps the time of day', () => {
  const event = {
    start: '2026-10-22T13:15:00.000Z', // Thursday 15:15 in Madrid, summer time
    end: '2026-10-22T14:15:00.000Z',
    allDay: false,
    timeZone: 'Europe/Madrid',
  }
  const moved = (start: string, end: string) => ({ start, end, allDay: false })
  const delta = (days: number, minutes: number) => ({
    years: 0,
    months: 0,
    days,
    milliseconds: minutes * 60_000,
  })

  test('a hand drifting a snap up or down on the way is no change of time', () => {
    const drifted = moved('2026-10-23T13:30:00.000Z', '2026-10-23T14:30:00.000Z')
    expect(keepTimeOfDay(event, drifted, delta(1, 15))).toEqual(
      moved('2026-10-23T13:15:00.000Z', '2026-10-23T14:15:00.000Z'),
    )
    expect(keepTimeOfDay(event, drifted, delta(1, -15)).start).toBe('2026-10-23T13:15:00.000Z')
  })

  test('across the change to winter time, 15:15 stays 15:15 on the studio’s clock', () => {
    const drifted = moved('2026-10-26T14:30:00.000Z', '2026-10-26T15:30:00.000Z')
    expect(keepTimeOfDay(event, drifted, delta(4, 15))).toEqual(
      moved('2026-10-26T14:15:00.000Z', '2026-10-26T15:15:00.000Z'),
    )
  })

  test('dropped on another time, or on the same day, the drop is what was meant', () => {
    const later = moved('2026-10-23T14:15:00.000Z', '2026-10-23T15:15:00.000Z')
    expect(keepTimeOfDay(event, later, delta(1, 60))).toBe(later)
    const sameDay = moved('2026-10-22T13:30:00.000Z', '2026-10-22T14:30:00.000Z')
    expect(keepTimeOfDay(event, sameDay, delta(0, 15))).toBe(sameDay)
    const exact = moved('2026-10-23T13:15:00.000Z', '2026-10-23T14:15:00.000Z')
    expect(keepTimeOfDay(event, exact, delta(1, 0))).toBe(exact)
  })
})
