import type { Slot } from '@designer/contract'
import { CalendarClock, Loader2 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

export type SlotsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; slots: Slot[]; timeZone: string }

/** `YYYY-MM-DD` of an instant on a zone's clock. */
function dayIn(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))
}

const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

const chip =
  'flex cursor-pointer items-center justify-center rounded-lg border bg-background px-3 py-2 text-sm transition-colors hover:border-foreground/30 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50'

/**
 * The times the studio offers, grouped by day on the studio's clock (the visitor's own time
 * beside each one when their zone differs); choosing none is the first answer.
 */
export function SlotPicker({
  state,
  value,
  onChange,
  minutes,
  company,
  taken,
  onRetry,
}: {
  state: SlotsState
  value: string | null
  onChange: (start: string | null) => void
  minutes: number
  company: string
  /** The time asked for was booked meanwhile: say so above the fresh offer. */
  taken: boolean
  onRetry: () => void
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const language = i18n.language
  const timeZone = state.status === 'ready' ? state.timeZone : 'UTC'
  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>()
    if (state.status !== 'ready') return byDay
    for (const slot of state.slots) {
      const day = dayIn(slot.start, state.timeZone)
      byDay.set(day, [...(byDay.get(day) ?? []), slot])
    }
    return byDay
  }, [state])
  const [picked, setPicked] = useState<string | null>(null)
  const chosenDay = value ? dayIn(value, timeZone) : null
  const day = (picked && days.has(picked) ? picked : null) ?? chosenDay ?? [...days.keys()][0]

  const formats = useMemo(() => {
    const own = visitorZone()
    return {
      day: new Intl.DateTimeFormat(language, {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }),
      time: new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit' }),
      own:
        own === timeZone
          ? null
          : new Intl.DateTimeFormat(language, {
              timeZone: own,
              hour: '2-digit',
              minute: '2-digit',
            }),
      zone:
        new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
          .formatToParts(new Date())
          .find((p) => p.type === 'timeZoneName')?.value ?? timeZone,
    }
  }, [language, timeZone])

  return (
    <fieldset
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border bg-muted/30 p-4"
      data-testid="slot-picker"
    >
      <legend className="sr-only">{t('public-configurator.quote.meeting.title')}</legend>
      <div className="flex gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p aria-hidden="true" className="font-medium text-sm">
            {t('public-configurator.quote.meeting.title')}{' '}
            <span className="font-normal text-muted-foreground">
              ({t('public-configurator.quote.optional')})
            </span>
          </p>
          {state.status === 'ready' && state.slots.length > 0 && (
            <p className="text-muted-foreground text-xs">
              {t('public-configurator.quote.meeting.hint', { count: minutes, zone: formats.zone })}
            </p>
          )}
        </div>
      </div>
      {taken && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {t('public-configurator.quote.meeting.taken')}
        </p>
      )}
      {state.status === 'loading' && (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('public-configurator.quote.meeting.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>{t('public-configurator.quote.meeting.failed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {t('public-configurator.quote.meeting.retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.slots.length === 0 && (
        <p className="text-muted-foreground text-sm">
          {t('public-configurator.quote.meeting.empty', { company })}
        </p>
      )}
      {state.status === 'ready' && state.slots.length > 0 && (
        <>
          <label className={cn(chip, 'justify-start gap-2')}>
            <input
              type="radio"
              name={`${id}-time`}
              className="sr-only"
              checked={value === null}
              onChange={() => onChange(null)}
            />
            {t('public-configurator.quote.meeting.none')}
          </label>
          <div role="radiogroup" aria-label={t('public-configurator.quote.meeting.days')}>
            <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
              {[...days.keys()].map((d) => (
                <label key={d} className={cn(chip, 'shrink-0 whitespace-nowrap')}>
                  <input
                    type="radio"
                    name={`${id}-day`}
                    className="sr-only"
                    checked={d === day}
                    onChange={() => setPicked(d)}
                  />
                  {formats.day.format(new Date(days.get(d)![0]!.start))}
                </label>
              ))}
            </div>
          </div>
          <div
            role="radiogroup"
            aria-label={t('public-configurator.quote.meeting.times')}
            className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          >
            {(day ? (days.get(day) ?? []) : []).map((slot) => {
              const start = new Date(slot.start)
              const mine = formats.own?.format(start)
              const theirs = formats.time.format(start)
              return (
                <label key={slot.start} className={cn(chip, 'flex-col gap-0 px-2 tabular-nums')}>
                  <input
                    type="radio"
                    name={`${id}-time`}
                    value={slot.start}
                    className="sr-only"
                    checked={value === slot.start}
                    onChange={() => onChange(slot.start)}
                  />
                  <span className="font-medium">{theirs}</span>
                  {mine && mine !== theirs && (
                    <span className="text-[0.7rem] opacity-80">
                      {t('public-configurator.quote.meeting.yourTime', { time: mine })}
                    </span>
                  )}
                </label>
              )
            })}
          </div>
        </>
      )}
    </fieldset>
  )
}
