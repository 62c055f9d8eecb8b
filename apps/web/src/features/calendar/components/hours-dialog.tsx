import {
  type CalendarSettings,
  calendarSettingsSchema,
  type TimeWindow,
  WEEKDAYS,
} from '@designer/contract'
import { Plus, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { AlertBox } from '@/components/alert-box'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorText, fieldText } from '@/lib/forms'
import { useSaveSettings } from '../api/calendar'
import { today } from '../time'
import { FIRST_WINDOW, nextWindow, weekdayName, zoneOptions } from '../working-hours'

const ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

/** A day's opening windows: several a day, each start and end typed as a time. */
function Windows({
  label,
  windows,
  onChange,
}: {
  label: string
  windows: TimeWindow[]
  onChange: (windows: TimeWindow[]) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-2">
      {windows.map((w, i) => (
        <span key={`${i}-${w.start}`} className="inline-flex items-center gap-1">
          <Input
            type="time"
            step={900}
            value={w.start}
            aria-label={t('calendar.hours.from', { day: label, n: i + 1 })}
            onChange={(e) =>
              onChange(windows.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)))
            }
            className="h-8 w-28"
          />
          <span aria-hidden="true">–</span>
          <Input
            type="time"
            step={900}
            value={w.end}
            aria-label={t('calendar.hours.to', { day: label, n: i + 1 })}
            onChange={(e) =>
              onChange(windows.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)))
            }
            className="h-8 w-28"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t('calendar.hours.removeWindow', { day: label, n: i + 1 })}
            onClick={() => onChange(windows.filter((_, j) => j !== i))}
          >
            <X aria-hidden="true" />
          </Button>
        </span>
      ))}
      {windows.length < 6 && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 text-xs"
          onClick={() => onChange([...windows, nextWindow(windows)])}
        >
          <Plus aria-hidden="true" />
          {t('calendar.hours.addWindow')}
        </Button>
      )}
    </div>
  )
}

/**
 * The company's working hours: its time zone, the opening windows of each weekday, the days that
 * differ (a holiday, other hours) and how long appointments last with the pause after them. Shaded
 * in the calendar; booking from the public configurator will offer only these times.
 */
export function HoursDialog({
  open,
  onOpenChange,
  settings,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  settings: CalendarSettings | undefined
}) {
  const { t, i18n } = useTranslation()
  const uid = useId()
  const save = useSaveSettings()
  const [draft, setDraft] = useState<CalendarSettings | undefined>(settings)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (open) {
      setDraft(settings)
      setProblem(null)
    }
  }, [open, settings])
  if (!draft) return null
  const dayName = (i: number) => weekdayName(i, i18n.language)

  async function submit() {
    if (!draft) return
    const checked = calendarSettingsSchema.safeParse(draft)
    if (!checked.success) {
      setProblem(fieldText(t, checked.error.issues[0]?.message) ?? t('common.error'))
      return
    }
    try {
      await save.mutateAsync(checked.data)
      toast.success(t('calendar.hours.saved'))
      onOpenChange(false)
    } catch (err) {
      setProblem(errorText(t, err))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[92vh] overflow-y-auto sm:max-w-2xl"
        data-testid="hours-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('calendar.hours.title')}</DialogTitle>
          <DialogDescription>{t('calendar.hours.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          {problem && <AlertBox>{problem}</AlertBox>}
          <SelectField
            id={`${uid}-zone`}
            label={t('calendar.hours.zone')}
            className="w-full sm:w-72"
            value={draft.timeZone}
            onValueChange={(timeZone) => setDraft({ ...draft, timeZone })}
            options={zoneOptions(draft.timeZone, ZONES).map((zone) => ({
              value: zone,
              label: zone.replaceAll('_', ' '),
            }))}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">{t('calendar.hours.week')}</legend>
            {WEEKDAYS.map((day, i) => {
              const windows = draft.weekly[day]
              return (
                <div
                  key={day}
                  className="grid items-center gap-2 sm:grid-cols-[9rem_1fr]"
                  data-testid={`hours-${day}`}
                >
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={`${uid}-${day}`}
                      checked={windows.length > 0}
                      onCheckedChange={(checked) =>
                        setDraft({
                          ...draft,
                          weekly: { ...draft.weekly, [day]: checked ? [FIRST_WINDOW] : [] },
                        })
                      }
                    />
                    <label htmlFor={`${uid}-${day}`} className="text-sm capitalize">
                      {dayName(i)}
                    </label>
                  </div>
                  {windows.length > 0 ? (
                    <Windows
                      label={dayName(i)}
                      windows={windows}
                      onChange={(next) =>
                        setDraft({ ...draft, weekly: { ...draft.weekly, [day]: next } })
                      }
                    />
                  ) : (
                    <span className="text-muted-foreground text-sm">
                      {t('calendar.hours.closed')}
                    </span>
                  )}
                </div>
              )
            })}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">{t('calendar.hours.overrides')}</legend>
            {draft.overrides.map((o, i) => (
              <div key={`${i}-${o.date}`} className="flex flex-wrap items-center gap-2">
                <Input
                  type="date"
                  value={o.date}
                  aria-label={t('calendar.hours.overrideDate')}
                  className="h-8 w-40"
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      overrides: draft.overrides.map((x, j) =>
                        j === i ? { ...x, date: e.target.value } : x,
                      ),
                    })
                  }
                />
                {o.windows.length === 0 && (
                  <span className="text-muted-foreground text-sm">
                    {t('calendar.hours.closed')}
                  </span>
                )}
                <Windows
                  label={o.date}
                  windows={o.windows}
                  onChange={(windows) =>
                    setDraft({
                      ...draft,
                      overrides: draft.overrides.map((x, j) => (j === i ? { ...x, windows } : x)),
                    })
                  }
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-7 text-destructive text-xs hover:text-destructive"
                  onClick={() =>
                    setDraft({ ...draft, overrides: draft.overrides.filter((_, j) => j !== i) })
                  }
                >
                  {t('calendar.hours.removeOverride')}
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() =>
                setDraft({
                  ...draft,
                  overrides: [
                    ...draft.overrides,
                    // Today where the studio is, not in UTC (just after midnight in Madrid).
                    { date: today(draft.timeZone), windows: [] },
                  ],
                })
              }
            >
              <Plus aria-hidden="true" />
              {t('calendar.hours.addOverride')}
            </Button>
          </fieldset>
          <div className="grid grid-cols-2 items-start gap-3">
            <FormField id={`${uid}-length`} label={t('calendar.hours.length')}>
              <Input
                type="number"
                min={5}
                max={600}
                step={5}
                value={draft.appointmentMinutes}
                onChange={(e) =>
                  setDraft({ ...draft, appointmentMinutes: e.target.valueAsNumber || 0 })
                }
              />
            </FormField>
            <FormField id={`${uid}-buffer`} label={t('calendar.hours.buffer')}>
              <Input
                type="number"
                min={0}
                max={240}
                step={5}
                value={draft.bufferMinutes}
                onChange={(e) => setDraft({ ...draft, bufferMinutes: e.target.valueAsNumber || 0 })}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="save-hours">
              {t('calendar.hours.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
