import {
  type CalendarSettings,
  type eventCreateSchema,
  fieldError,
  type ValidationKey,
} from '@designer/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { configurators, customers, designs, memberships } from '../../db/schema/index'
import { AppError } from '../../lib/errors'
import { dayStart, seriesEnd } from './recurrence'

export type CreateInput = z.output<typeof eventCreateSchema>
type Fields = Omit<CreateInput, 'notifyCustomer'>

export const invalid = (problems: { path: string; key: ValidationKey }[]) =>
  new AppError(
    400,
    'validation_failed',
    'Some fields are invalid',
    problems.map((p) => fieldError(p.path, p.key)),
  )

/** What an event's input becomes before it is written: its references checked, its columns. */
export function createEventInput({
  db,
  settingsOf,
}: {
  db: Database
  settingsOf: (companyId: string) => Promise<CalendarSettings>
}) {
  /** Every id an event names must be the company's: its customer, design, configurator, people. */
  async function checkReferences(companyId: string, input: Fields) {
    const problems: { path: string; key: ValidationKey }[] = []
    const exists = async (
      table: typeof customers | typeof designs | typeof configurators,
      id: string,
    ) =>
      (
        await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.id, id), eq(table.companyId, companyId)))
      ).length > 0
    if (input.customerId && !(await exists(customers, input.customerId)))
      problems.push({ path: 'customerId', key: 'validation.unknownCustomer' })
    if (input.designId && !(await exists(designs, input.designId)))
      problems.push({ path: 'designId', key: 'validation.unknownDesign' })
    if (input.configuratorId && !(await exists(configurators, input.configuratorId)))
      problems.push({ path: 'configuratorId', key: 'validation.unknownConfigurator' })
    if (input.assigneeIds.length) {
      const members = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(
          and(eq(memberships.companyId, companyId), inArray(memberships.userId, input.assigneeIds)),
        )
      const known = new Set(members.map((m) => m.userId))
      input.assigneeIds.forEach((id, i) => {
        if (!known.has(id))
          problems.push({ path: `assigneeIds.${i}`, key: 'validation.unknownMember' })
      })
    }
    if (problems.length) throw invalid(problems)
  }

  /** The columns an input sets: times as instants in the event's zone, the series' end. */
  async function columns(companyId: string, input: Fields) {
    const timeZone = input.timeZone ?? (await settingsOf(companyId)).timeZone
    const startsAt = input.allDay ? dayStart(input.start, timeZone) : new Date(input.start)
    const endsAt = input.allDay ? dayStart(input.end, timeZone) : new Date(input.end)
    const values = {
      title: input.title,
      type: input.type,
      status: input.status,
      allDay: input.allDay,
      startsAt,
      endsAt,
      timeZone,
      location: input.location,
      notes: input.notes,
      color: input.color,
      customerId: input.customerId,
      designId: input.designId,
      configuratorId: input.configuratorId,
      assigneeIds: [...new Set(input.assigneeIds)],
      rrule: input.rrule,
    }
    return {
      ...values,
      seriesEndsAt: input.rrule
        ? seriesEnd({
            startsAt,
            endsAt,
            allDay: input.allDay,
            timeZone,
            rrule: input.rrule,
            exdates: [],
          })
        : null,
    }
  }

  return { checkReferences, columns }
}
export type EventInput = ReturnType<typeof createEventInput>
