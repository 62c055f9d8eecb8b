import {
  type CalendarEvent,
  EVENT_STATUSES,
  type EventCreate,
  type EventStatus,
  type EventType,
  type Member,
} from '@designer/contract'
import { Trash2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
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
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api'
import { errorText, fieldText } from '@/lib/forms'
import { instantOf, nextDay, partsOf, previousDay } from '../time'
import { useTypeOptions } from './labels'

/** What the dialog edits: the event's fields with its times as the company's clock shows them. */
type Draft = {
  title: string
  type: EventType
  status: EventStatus
  allDay: boolean
  startDate: string
  startTime: string
  endDate: string
  endTime: string
  repeat: 'none' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY' | 'custom'
  count: string
  rrule: string
  location: string
  notes: string
  customerId: string | null
  assigneeIds: string[]
  notifyCustomer: boolean
}

function repeatOf(rrule: string | null): Pick<Draft, 'repeat' | 'count' | 'rrule'> {
  if (!rrule) return { repeat: 'none', count: '', rrule: '' }
  const simple = /^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;COUNT=(\d+))?$/.exec(rrule)
  return simple
    ? { repeat: simple[1] as Draft['repeat'], count: simple[3] ?? '', rrule }
    : { repeat: 'custom', count: '', rrule }
}

export function draftOf(
  e: Pick<
    CalendarEvent,
    | 'title'
    | 'type'
    | 'status'
    | 'allDay'
    | 'start'
    | 'end'
    | 'rrule'
    | 'location'
    | 'notes'
    | 'assignees'
  > & {
    customer: { id: string } | null
  },
  timeZone: string,
): Draft {
  const start = e.allDay ? { date: e.start, time: '09:00' } : partsOf(e.start, timeZone)
  const end = e.allDay ? { date: previousDay(e.end), time: '10:00' } : partsOf(e.end, timeZone)
  return {
    title: e.title,
    type: e.type,
    status: e.status,
    allDay: e.allDay,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    ...repeatOf(e.rrule),
    location: e.location,
    notes: e.notes,
    customerId: e.customer?.id ?? null,
    assigneeIds: e.assignees.map((a) => a.id),
    notifyCustomer: false,
  }
}

/** The fields the API takes, from what the dialog holds. */
export function inputOf(d: Draft, timeZone: string): EventCreate {
  const rrule =
    d.repeat === 'none'
      ? null
      : d.repeat === 'custom'
        ? d.rrule.trim()
        : `FREQ=${d.repeat}${d.count.trim() ? `;COUNT=${Number(d.count)}` : ''}`
  return {
    title: d.title,
    type: d.type,
    status: d.status,
    allDay: d.allDay,
    start: d.allDay ? d.startDate : instantOf(d.startDate, d.startTime, timeZone),
    end: d.allDay ? nextDay(d.endDate) : instantOf(d.endDate, d.endTime, timeZone),
    timeZone,
    location: d.location,
    notes: d.notes,
    customerId: d.customerId,
    assigneeIds: d.assigneeIds,
    rrule,
    notifyCustomer: d.notifyCustomer,
  }
}

/**
 * Planning or changing an event by keyboard as well as by mouse: every move and resize a drag
 * does can be typed here. Field problems from the server are shown at their field.
 */
export function EventDialog({
  open,
  onOpenChange,
  initial,
  editing,
  timeZone,
  members,
  customers,
  onSave,
  onDelete,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initial: Draft | null
  /** The event being changed; null when planning a new one. */
  editing: CalendarEvent | null
  timeZone: string
  members: Member[]
  customers: { id: string; name: string; email: string }[]
  onSave: (input: EventCreate) => Promise<void>
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const uid = useId()
  const typeOptions = useTypeOptions()
  const [draft, setDraft] = useState<Draft | null>(initial)
  const [error, setError] = useState<string | null>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    setDraft(initial)
    setError(null)
    setProblems({})
  }, [initial])
  if (!draft) return null
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch })
  const customer = customers.find((c) => c.id === draft.customerId)

  async function save() {
    if (!draft) return
    setSaving(true)
    setError(null)
    setProblems({})
    try {
      await onSave(inputOf(draft, timeZone))
    } catch (err) {
      if (err instanceof ApiError && Array.isArray(err.details)) {
        const found: Record<string, string> = {}
        for (const p of err.details as { path?: string; code?: string }[]) {
          if (p.path) found[p.path.split('.')[0]!] = fieldText(t, p.code) ?? ''
        }
        setProblems(found)
        if (!Object.keys(found).length) setError(errorText(t, err))
      } else setError(errorText(t, err))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[92vh] overflow-y-auto sm:max-w-xl"
        data-testid="event-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            {editing ? t('calendar.dialog.editTitle') : t('calendar.dialog.newTitle')}
          </DialogTitle>
          <DialogDescription>{t('calendar.dialog.zone', { zone: timeZone })}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          {error && <AlertBox>{error}</AlertBox>}
          <FormField
            id={`${uid}-title`}
            label={t('calendar.fields.title')}
            required
            error={problems.title}
          >
            <Input
              value={draft.title}
              autoFocus
              placeholder={t('calendar.fields.titlePlaceholder')}
              onChange={(e) => set({ title: e.target.value })}
            />
          </FormField>
          <div className="grid grid-cols-2 items-start gap-3">
            <SelectField
              id={`${uid}-type`}
              label={t('calendar.fields.type')}
              value={draft.type}
              onValueChange={(type) => set({ type: type as EventType })}
              options={typeOptions}
            />
            <SelectField
              id={`${uid}-status`}
              label={t('calendar.fields.status')}
              value={draft.status}
              onValueChange={(status) => set({ status: status as EventStatus })}
              options={EVENT_STATUSES.map((status) => ({
                value: status,
                label: t(`calendar.statuses.${status}`),
              }))}
            />
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id={`${uid}-all-day`}
              checked={draft.allDay}
              onCheckedChange={(allDay) => set({ allDay })}
            />
            <Label htmlFor={`${uid}-all-day`}>{t('calendar.fields.allDay')}</Label>
          </div>
          <div className="grid grid-cols-2 items-start gap-3">
            <FormField
              id={`${uid}-start-date`}
              label={t('calendar.fields.startDate')}
              error={problems.start}
            >
              <Input
                type="date"
                value={draft.startDate}
                onChange={(e) =>
                  set({
                    startDate: e.target.value,
                    endDate: [e.target.value, draft.endDate].sort().at(-1)!,
                  })
                }
              />
            </FormField>
            {!draft.allDay && (
              <FormField id={`${uid}-start-time`} label={t('calendar.fields.startTime')}>
                <Input
                  type="time"
                  step={900}
                  value={draft.startTime}
                  onChange={(e) => set({ startTime: e.target.value })}
                />
              </FormField>
            )}
            <FormField
              id={`${uid}-end-date`}
              label={t('calendar.fields.endDate')}
              error={problems.end}
            >
              <Input
                type="date"
                value={draft.endDate}
                onChange={(e) => set({ endDate: e.target.value })}
              />
            </FormField>
            {!draft.allDay && (
              <FormField id={`${uid}-end-time`} label={t('calendar.fields.endTime')}>
                <Input
                  type="time"
                  step={900}
                  value={draft.endTime}
                  onChange={(e) => set({ endTime: e.target.value })}
                />
              </FormField>
            )}
          </div>
          <div className="grid grid-cols-2 items-start gap-3">
            <SelectField
              id={`${uid}-repeat`}
              label={t('calendar.fields.repeat')}
              error={problems.rrule}
              value={draft.repeat}
              onValueChange={(repeat) => set({ repeat: repeat as Draft['repeat'] })}
              options={(['none', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'custom'] as const).map(
                (r) => ({ value: r, label: t(`calendar.repeat.${r}`) }),
              )}
            />
            {draft.repeat === 'custom' ? (
              <FormField
                id={`${uid}-rrule`}
                label={t('calendar.fields.rrule')}
                description="FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8"
              >
                <Input
                  value={draft.rrule}
                  className="font-mono text-xs"
                  onChange={(e) => set({ rrule: e.target.value })}
                />
              </FormField>
            ) : draft.repeat !== 'none' ? (
              <FormField
                id={`${uid}-count`}
                label={t('calendar.fields.count')}
                description={t('calendar.fields.countHint')}
              >
                <Input
                  type="number"
                  min={1}
                  value={draft.count}
                  onChange={(e) => set({ count: e.target.value })}
                />
              </FormField>
            ) : null}
          </div>
          <FormField id={`${uid}-location`} label={t('calendar.fields.location')}>
            <Input value={draft.location} onChange={(e) => set({ location: e.target.value })} />
          </FormField>
          <SelectField
            id={`${uid}-customer`}
            label={t('calendar.fields.customer')}
            error={problems.customerId}
            emptyLabel={t('calendar.fields.noCustomer')}
            value={draft.customerId}
            onValueChange={(customerId) => set({ customerId })}
            options={customers.map((c) => ({ value: c.id, label: c.name }))}
          />
          {customer?.email && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${uid}-notify`}
                checked={draft.notifyCustomer}
                onCheckedChange={(checked) => set({ notifyCustomer: checked === true })}
              />
              <Label htmlFor={`${uid}-notify`}>
                {t('calendar.fields.notify', { email: customer.email })}
              </Label>
            </div>
          )}
          {members.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium text-sm">{t('calendar.fields.assignees')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {members.map((m) => (
                  <div key={m.userId} className="flex items-center gap-2">
                    <Checkbox
                      id={`${uid}-member-${m.userId}`}
                      checked={draft.assigneeIds.includes(m.userId)}
                      onCheckedChange={(checked) =>
                        set({
                          assigneeIds: checked
                            ? [...draft.assigneeIds, m.userId]
                            : draft.assigneeIds.filter((id) => id !== m.userId),
                        })
                      }
                    />
                    <Label htmlFor={`${uid}-member-${m.userId}`} className="font-normal">
                      {m.name}
                    </Label>
                  </div>
                ))}
              </div>
            </fieldset>
          )}
          <FormField id={`${uid}-notes`} label={t('calendar.fields.notes')}>
            <Textarea
              rows={3}
              value={draft.notes}
              onChange={(e) => set({ notes: e.target.value })}
            />
          </FormField>
          <DialogFooter className="gap-2 sm:justify-between">
            {editing ? (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:text-destructive"
                onClick={onDelete}
              >
                <Trash2 aria-hidden="true" />
                {t('calendar.dialog.delete')}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving} data-testid="save-event">
                {editing ? t('calendar.dialog.save') : t('calendar.dialog.create')}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

export type { Draft }
