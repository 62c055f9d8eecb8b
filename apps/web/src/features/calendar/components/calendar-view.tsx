import type { CalendarEvent } from '@designer/contract'
import FullCalendar, {
  type BusinessHoursInput,
  type CalendarRef,
  type DateClickInfo,
  type DateSelectInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventDropInfo,
  type EventInput,
} from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import esLocale from '@fullcalendar/react/locales/es'
import frLocale from '@fullcalendar/react/locales/fr'
import classicTheme from '@fullcalendar/react/themes/classic'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import { useEffect, useMemo, useRef } from 'react'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import './calendar-theme.css'
import {
  clickedSlot,
  eventInputOf,
  keepTimeOfDay,
  movedTimes,
  selectedSlot,
} from './calendar-view-mapping'
import type { CalendarViewName } from './labels'

const FC_VIEWS: Record<CalendarViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
}

export type EventMove = {
  event: CalendarEvent
  start: string
  end: string
  allDay: boolean
  revert: () => void
}

/**
 * FullCalendar (MIT plugins only) showing the events: month, week, day and agenda; drag to move
 * and resize in 15-minute steps; click or drag on empty time to plan. Loaded only on the
 * calendar page. Dates and the view are the page's; this only draws and reports.
 */
export default function CalendarView({
  view,
  date,
  events,
  timeZone,
  language,
  businessHours,
  defaultMinutes,
  onRange,
  onSelect,
  onOpen,
  onMove,
}: {
  view: CalendarViewName
  date: string
  events: CalendarEvent[]
  timeZone: string
  language: string
  businessHours: BusinessHoursInput
  /** How long an event made by a click on a time lasts. */
  defaultMinutes: number
  onRange: (from: Date, to: Date, title: string) => void
  onSelect: (slot: { start: string; end: string; allDay: boolean }) => void
  onOpen: (event: CalendarEvent) => void
  onMove: (move: EventMove) => void
}) {
  const ref = useRef<CalendarRef>(null)
  useEffect(() => {
    const api = ref.current?.getApi()
    if (!api) return
    if (api.view.type !== FC_VIEWS[view]) api.changeView(FC_VIEWS[view], date)
    else api.gotoDate(date)
  }, [view, date])

  const inputs = useMemo<EventInput[]>(() => events.map(eventInputOf), [events])
  const original = (info: { event: { extendedProps: Record<string, unknown> } }) =>
    info.event.extendedProps.event as CalendarEvent

  const change = (info: EventChangeInfo) =>
    onMove({ event: original(info), ...movedTimes(info.event), revert: info.revert })
  const drop = (info: EventDropInfo) => {
    const event = original(info)
    onMove({
      event,
      ...keepTimeOfDay(event, movedTimes(info.event), info.delta),
      revert: info.revert,
    })
  }

  return (
    <FullCalendar
      ref={ref}
      plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
      initialView={FC_VIEWS[view]}
      initialDate={date}
      headerToolbar={false}
      height="100%"
      timeZone={timeZone}
      locales={[esLocale, frLocale]}
      locale={language}
      events={inputs}
      businessHours={businessHours}
      nowIndicator
      editable
      selectable
      selectMirror
      dayMaxEvents
      snapDuration="00:15"
      slotDuration="00:30"
      scrollTime="08:00"
      datesSet={(info) => onRange(info.start, info.end, info.view.title)}
      select={(info: DateSelectInfo) => {
        onSelect(selectedSlot(info))
        ref.current?.getApi().unselect()
      }}
      dateClick={(info: DateClickInfo) => onSelect(clickedSlot(info, defaultMinutes))}
      eventClick={(info: EventClickInfo) => {
        info.jsEvent.preventDefault()
        onOpen(original(info))
      }}
      // In the agenda, and in a day's or a week's column when the event is tall enough for more
      // than its one line (not "short"), a title wraps rather than being cut at the line's end.
      listItemEventTitleClass="designer-event-title"
      columnEventTitleClass={(info) => (info.isShort ? undefined : 'designer-event-title')}
      // A short or narrow slot cuts its event's time and title off: hovering shows them whole.
      eventDidMount={(info) => {
        info.el.title = [info.timeText, info.event.title].filter(Boolean).join(' · ')
      }}
      eventDrop={drop}
      eventResize={change}
    />
  )
}
