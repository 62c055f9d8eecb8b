import { useTranslation } from 'react-i18next'
import { useFormat, zonedTimeText } from '@/lib/format'

/**
 * An event's date and time on its own clock (the studio's zone), naming the zone when the
 * reader's clock differs; the reader's own time is a hover away. One way for every page that
 * shows when something is planned: the calendar, quotes, timelines and the dashboard agree.
 */
export function ZonedTime({
  iso,
  timeZone,
  what = 'dateTime',
  className,
}: {
  iso: string
  timeZone: string
  what?: 'dateTime' | 'time'
  className?: string
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const { text, title } = zonedTimeText(
    format,
    (key, values) => t(`common.time.${key}`, values),
    iso,
    timeZone,
    what,
  )
  return (
    <time dateTime={iso} title={title} className={className}>
      {text}
    </time>
  )
}
