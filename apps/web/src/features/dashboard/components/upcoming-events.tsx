import { CalendarDays, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ZonedTime } from '@/components/zoned-time'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { useUpcomingEvents } from '../api/get-upcoming'

/** Today's and the coming week's events: what the studio has on, at a glance. */
export function UpcomingEvents() {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const upcoming = useUpcomingEvents()
  const allDay = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const now = new Date().toISOString()
  // Each event on its own clock (the studio's), as the calendar shows it: "today" is its day there.
  const day = (e: { allDay: boolean; start: string; timeZone: string }) => {
    if (e.allDay) {
      const label = allDay.format(new Date(`${e.start}T12:00:00Z`))
      return label === format.zoned(now, e.timeZone, 'day') ? t('dashboard.upcoming.today') : label
    }
    const label = format.zoned(e.start, e.timeZone, 'day')
    return label === format.zoned(now, e.timeZone, 'day') ? t('dashboard.upcoming.today') : label
  }
  return (
    <Card className="gap-3" data-testid="dashboard-upcoming">
      <CardHeader>
        <CardTitle>
          <h2>{t('dashboard.upcoming.title')}</h2>
        </CardTitle>
        <CardDescription>{t('dashboard.upcoming.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-1">
        {upcoming.isLoading && <Skeleton className="h-24" />}
        {upcoming.data?.length === 0 && (
          <p className="py-3 text-muted-foreground text-sm">{t('dashboard.upcoming.empty')}</p>
        )}
        <ul className="grid grid-cols-1 gap-1">
          {upcoming.data?.map((e) => (
            <li
              key={`${e.id}|${e.occurrenceStart ?? ''}`}
              className="flex items-start gap-3 rounded-md px-2 py-1.5 hover:bg-accent/50"
            >
              <CalendarDays
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
              />
              <span className="min-w-0">
                {/* An event's title is what it is about: it wraps rather than being cut. */}
                <span className="block break-words font-medium text-sm">{e.title}</span>
                <span className="block text-muted-foreground text-xs">
                  {e.allDay ? (
                    t('dashboard.upcoming.allDay', { day: day(e) })
                  ) : (
                    <>
                      {day(e)} · <ZonedTime iso={e.start} timeZone={e.timeZone} what="time" />
                    </>
                  )}
                  {e.customer && ` · ${e.customer.name}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <Link
          to={href('admin.calendar')}
          className="mt-1 inline-flex items-center gap-1 rounded-sm px-2 text-primary text-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('dashboard.upcoming.open')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  )
}
