import { EVENT_TYPES } from '@designer/contract'
import { z } from 'zod'
import { useListParams } from '@/lib/use-list-params'
import { CALENDAR_VIEWS } from './components/labels'

/** The view, the day shown and the filters live in the URL: reload and links keep them. */
const spec = {
  schema: z.object({
    view: z.enum(CALENDAR_VIEWS).default('week'),
    /** Empty: today. */
    date: z.iso.date().or(z.literal('')).default(''),
    type: z.enum(EVENT_TYPES).nullable().default(null),
    assigneeId: z.uuid().nullable().default(null),
    customerId: z.uuid().nullable().default(null),
  }),
}
export type CalendarParams = z.output<typeof spec.schema>
export const useCalendarParams = () => useListParams(spec)
