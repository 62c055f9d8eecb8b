import { EVENT_TYPES, type EventStatus, type EventType } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number]

/** Each type has its colour, legible with white text in both themes. */
export const TYPE_COLORS: Record<EventType, string> = {
  appointment: '#2563eb',
  measurement: '#7c3aed',
  production: '#b45309',
  delivery: '#15803d',
  installation: '#0f766e',
  other: '#475569',
}

export function TypeDot({ type, className }: { type: EventType; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', className)}
      style={{ background: TYPE_COLORS[type] }}
    />
  )
}

export function useStatusLabel() {
  const { t } = useTranslation()
  return (status: EventStatus) => t(`calendar.statuses.${status}`)
}

/** Every event type as a select option: its colour, then its name. */
export function useTypeOptions() {
  const { t } = useTranslation()
  return EVENT_TYPES.map((type) => ({
    value: type,
    label: (
      <>
        <TypeDot type={type} />
        {t(`calendar.types.${type}`)}
      </>
    ),
  }))
}
