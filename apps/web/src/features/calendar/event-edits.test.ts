import type { EventCreate } from '@designer/contract'
import { eventUpdateSchema } from '@designer/contract'
import { expect, test } from 'vitest'
import { isOccurrence, moveUpdate, saveUpdate, slotDraft } from './event-edits'
import { anEvent, anOccurrence, uuid } from './testing'

test('only an occurrence of a series asks which occurrences a change is for', () => {
  expect(isOccurrence(anEvent())).toBe(false)
  expect(isOccurrence(anOccurrence())).toBe(true)
  // Edited on its own before, it names its series and is a single event now.
  expect(isOccurrence(anOccurrence({ recurringEventId: uuid(9) }))).toBe(false)
})

test('a slot picked in the calendar is a new confirmed appointment at those times', () => {
  expect(
    slotDraft(
      { start: '2026-11-23T09:00:00.000Z', end: '2026-11-23T09:45:00.000Z', allDay: false },
      null,
      'Europe/Madrid',
    ),
  ).toMatchObject({
    title: '',
    type: 'appointment',
    status: 'confirmed',
    allDay: false,
    startDate: '2026-11-23',
    startTime: '10:00',
    endDate: '2026-11-23',
    endTime: '10:45',
    repeat: 'none',
    customerId: null,
    assigneeIds: [],
    notifyCustomer: false,
  })
})

test('an all-day slot ends on its last day, and a customer filter makes the event theirs', () => {
  expect(
    slotDraft({ start: '2026-11-23', end: '2026-11-25', allDay: true }, uuid(7), 'Europe/Madrid'),
  ).toMatchObject({
    allDay: true,
    startDate: '2026-11-23',
    endDate: '2026-11-24',
    customerId: uuid(7),
  })
})

const move = {
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T09:30:00.000Z',
  allDay: false,
}

test('a single event moved keeps everything else it had, with its version', () => {
  const event = anEvent({
    customer: { id: uuid(5), name: 'Ana García' },
    assignees: [{ id: uuid(6), name: 'Marta Ruiz' }],
    location: 'Calle Mayor 1',
  })
  const update = moveUpdate({ event, ...move }, 'all')
  expect(update).toMatchObject({
    title: 'Measure the kitchen',
    start: move.start,
    end: move.end,
    allDay: false,
    customerId: uuid(5),
    assigneeIds: [uuid(6)],
    location: 'Calle Mayor 1',
    version: 3,
    scope: 'all',
    occurrenceStart: null,
    rrule: null,
  })
  expect(eventUpdateSchema.safeParse(update).success).toBe(true)
})

test('one occurrence moved on its own leaves the series and does not repeat', () => {
  const update = moveUpdate({ event: anOccurrence(), ...move }, 'this')
  expect(update).toMatchObject({
    scope: 'this',
    occurrenceStart: '2026-11-30T09:00:00Z',
    rrule: null,
  })
})

test('an occurrence moved with the following ones, or all, keeps the rule', () => {
  for (const scope of ['following', 'all'] as const) {
    expect(moveUpdate({ event: anOccurrence(), ...move }, scope)).toMatchObject({
      scope,
      occurrenceStart: '2026-11-30T09:00:00Z',
      rrule: 'FREQ=WEEKLY;COUNT=8',
    })
  }
})

test('an occurrence dragged to a whole day becomes all-day with days for its times', () => {
  expect(
    moveUpdate(
      { event: anOccurrence(), start: '2026-12-02', end: '2026-12-03', allDay: true },
      'this',
    ),
  ).toMatchObject({ allDay: true, start: '2026-12-02', end: '2026-12-03' })
})

const input: EventCreate = {
  title: 'Measure again',
  type: 'measurement',
  status: 'tentative',
  allDay: false,
  start: '2026-11-30T11:00:00+01:00',
  end: '2026-11-30T12:00:00+01:00',
  timeZone: 'Europe/Madrid',
  rrule: 'FREQ=WEEKLY;COUNT=4',
  notifyCustomer: true,
}

test('a change from the dialog is sent on the version it was made on, for the scope chosen', () => {
  const event = anOccurrence({ version: 7 })
  expect(saveUpdate(event, input, 'following')).toEqual({
    ...input,
    version: 7,
    scope: 'following',
    occurrenceStart: '2026-11-30T09:00:00Z',
  })
  // Only this occurrence: the dialog's rule is dropped, it is one event now.
  expect(saveUpdate(event, input, 'this')).toMatchObject({ scope: 'this', rrule: null })
  expect(saveUpdate(anEvent(), input, 'all')).toMatchObject({ occurrenceStart: null })
})
