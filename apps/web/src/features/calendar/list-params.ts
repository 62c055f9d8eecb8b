import { EVENT_TYPES } from '@designer/contract'
import { useCallback, useMemo, useState } from 'react'
import type { NavigateOptions } from 'react-router'
import { z } from 'zod'
import { useListParams } from '@/lib/use-list-params'
import { useMediaQuery } from '@/lib/use-media-query'
import { CALENDAR_VIEWS, type CalendarViewName } from './components/labels'

/** The view, the day shown and the filters live in the URL: reload and links keep them. */
const spec = {
  schema: z.object({
    /** Empty: the screen's own (`defaultView`). */
    view: z.enum(CALENDAR_VIEWS).nullable().default(null),
    /** Empty: today. */
    date: z.iso.date().or(z.literal('')).default(''),
    type: z.enum(EVENT_TYPES).nullable().default(null),
    assigneeId: z.uuid().nullable().default(null),
    customerId: z.uuid().nullable().default(null),
  }),
}

/** Narrower than Tailwind's `sm`: a phone. */
export const PHONE_QUERY = '(max-width: 639px)'

/**
 * The view a calendar opens in when its address names none: a week on a computer or a tablet;
 * on a phone, whose width gives a week's seven columns some 40 px each, the agenda (the week as
 * a list).
 */
export function defaultView(phone: boolean): CalendarViewName {
  return phone ? 'agenda' : 'week'
}

export type CalendarParams = Omit<z.output<typeof spec.schema>, 'view'> & {
  view: CalendarViewName
}

/**
 * The calendar's parameters, with the view this screen shows: the address's when it names one
 * (a link to the week view opens the week on a phone too), else the screen's default. Choosing
 * the screen's default takes the view out of the address again.
 */
export function useCalendarParams() {
  const [stored, update] = useListParams(spec)
  // Decided when the page opens: switching views live as a window is resized across the phone
  // width would unmount FullCalendar's time grid mid-scroll (it then throws on a null scroller).
  const phone = useMediaQuery(PHONE_QUERY)
  const [fallback] = useState(() => defaultView(phone))
  const params = useMemo<CalendarParams>(
    () => ({ ...stored, view: stored.view ?? fallback }),
    [stored, fallback],
  )
  const set = useCallback(
    (patch: Partial<CalendarParams>, options?: NavigateOptions) =>
      update(
        patch.view === undefined
          ? patch
          : { ...patch, view: patch.view === fallback ? null : patch.view },
        options,
      ),
    [update, fallback],
  )
  return [params, set] as const
}
