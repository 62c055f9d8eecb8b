import type { Evaluation } from '@designer/configurator/engine'
import {
  type PublicConfigurator,
  type QuoteRequest,
  type QuoteRequested,
  quoteNumber,
  quoteRequestSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, X } from 'lucide-react'
import { useCallback, useEffect, useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useFormat } from '@/lib/format'
import { PublicApiError, publicApi } from '../api'
import { useErrorText } from '../errors'
import { SlotPicker, type SlotsState } from './slot-picker'

/** What the visitor types; the choices, the language and where the page is come from the page. */
const formSchema = quoteRequestSchema.pick({
  name: true,
  email: true,
  phone: true,
  message: true,
  slot: true,
  consent: true,
  marketing: true,
  website: true,
})
type FormInput = z.input<typeof formSchema>
type FormValues = z.output<typeof formSchema>
const FIELDS = ['name', 'email', 'phone', 'message', 'slot', 'consent', 'marketing'] as const

export type ConfigurationEntry = { optionId: string; option: string; value: string }

/**
 * Asking for a quote: who to answer, a meeting if the studio takes bookings, consent. The
 * server prices the choices itself (no price is sent), files the visitor as a customer and
 * books the time. Its field errors land on the fields; a time booked meanwhile brings a fresh
 * offer of times and keeps everything typed.
 */
export function QuoteDialog({
  open,
  onOpenChange,
  configurator,
  evaluation,
  entries,
  embedded,
  onRequested,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  configurator: PublicConfigurator
  evaluation: Evaluation
  /** The choices in words, for the visitor to check. */
  entries: ConfigurationEntry[]
  embedded: boolean
  onRequested: (made: QuoteRequested) => void
}) {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const errorText = useErrorText()
  const id = useId()
  const company = configurator.company.name
  const [done, setDone] = useState<(QuoteRequested & { email: string }) | null>(null)
  const [banner, setBanner] = useState<string | null>(null)
  const [taken, setTaken] = useState(false)
  const [slots, setSlots] = useState<SlotsState>({ status: 'loading' })

  const loadSlots = useCallback(() => {
    setSlots({ status: 'loading' })
    publicApi.slots(configurator.id).then(
      (s) => setSlots({ status: 'ready', slots: s.slots, timeZone: s.timeZone }),
      () => setSlots({ status: 'failed' }),
    )
  }, [configurator.id])
  const booking = configurator.booking.enabled
  useEffect(() => {
    if (open && booking) loadSlots()
  }, [open, booking, loadSlots])

  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      message: '',
      slot: null,
      // Unticked until the visitor agrees: the schema then accepts only `true`.
      consent: false as unknown as true,
      marketing: false,
      website: '',
    },
  })
  const { errors, isSubmitting } = form.formState
  const fieldText = (message: string | undefined) =>
    message === undefined
      ? undefined
      : message.startsWith('validation.')
        ? t(`public-configurator.${message}`, {
            defaultValue: t('public-configurator.validation.invalid'),
          })
        : message

  const submit = form.handleSubmit(async (values) => {
    setBanner(null)
    setTaken(false)
    const request: QuoteRequest = {
      ...values,
      selections: evaluation.selections,
      language: (i18n.language as QuoteRequest['language']) ?? 'en',
      embedded,
    }
    try {
      const made = await publicApi.requestQuote(configurator.id, request)
      setDone({ ...made, email: values.email })
      onRequested(made)
    } catch (err) {
      if (err instanceof PublicApiError && err.code === 'slot_taken') {
        form.setValue('slot', null)
        setTaken(true)
        loadSlots()
        return
      }
      let placed = false
      const unfilled: string[] = []
      if (err instanceof PublicApiError) {
        for (const problem of err.details) {
          const field = FIELDS.find((f) => f === problem.path)
          if (field) {
            form.setError(field, { type: 'server', message: problem.code ?? problem.message })
            placed = true
          } else if (problem.path?.startsWith('selections.')) {
            const optionId = problem.path.slice('selections.'.length)
            unfilled.push(entries.find((e) => e.optionId === optionId)?.option ?? optionId)
          }
        }
      }
      if (unfilled.length) {
        setBanner(t('public-configurator.rules.missing', { names: unfilled.join(', ') }))
      } else if (!placed) setBanner(errorText(err))
    }
  })

  const when = (start: string, end: string) => {
    const zone = configurator.booking.timeZone
    const day = new Intl.DateTimeFormat(i18n.language, {
      timeZone: zone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(start))
    const until = new Intl.DateTimeFormat(i18n.language, {
      timeZone: zone,
      timeStyle: 'short',
    }).format(new Date(end))
    return `${day} – ${until}`
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="gap-0 p-0 max-sm:top-auto max-sm:bottom-0 max-sm:max-h-[calc(var(--vh)*100_-_1.5rem)] max-sm:max-w-full max-sm:translate-y-0 max-sm:rounded-b-none sm:max-w-xl"
        data-testid="quote-dialog"
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b bg-background px-5 pt-5 pb-4">
          <div className="grid gap-1.5">
            <DialogTitle>
              {done
                ? t('public-configurator.quote.success.title')
                : t('public-configurator.quote.title')}
            </DialogTitle>
            <DialogDescription>
              {done
                ? t('public-configurator.quote.success.mail', { email: done.email })
                : t('public-configurator.quote.intro', { company })}
            </DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" className="-mt-1 -mr-2 shrink-0 rounded-full">
              <X aria-hidden="true" />
              <span className="sr-only">{t('public-configurator.quote.close')}</span>
            </Button>
          </DialogClose>
        </div>

        {done ? (
          <div className="grid gap-5 px-5 py-6" data-testid="quote-success">
            <div className="flex items-center gap-3">
              <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-success" />
              <p className="font-semibold text-xl tracking-tight" data-testid="quote-number">
                {t('public-configurator.quote.success.number', {
                  number: quoteNumber(done.number),
                })}
              </p>
            </div>
            <dl className="grid gap-3 rounded-xl border bg-muted/30 p-4 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">
                  {t('public-configurator.quote.success.price')}
                </dt>
                <dd className="font-semibold tabular-nums" data-testid="quote-price">
                  {format.money(done.price)}
                </dd>
              </div>
              {done.appointment && (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">
                    {t('public-configurator.quote.success.appointment')}
                  </dt>
                  <dd className="text-right font-medium" data-testid="quote-appointment">
                    {when(done.appointment.start, done.appointment.end)}
                  </dd>
                </div>
              )}
            </dl>
            <DialogClose asChild>
              <Button size="lg">{t('public-configurator.quote.success.done')}</Button>
            </DialogClose>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid min-w-0 gap-5 px-5 pt-5 pb-5">
            {/* The studio's own word to the visitor, in the page's language where it wrote one. */}
            {configurator.definition.quoteIntro && (
              <p className="whitespace-pre-line text-pretty text-sm" data-testid="quote-intro">
                {configurator.definition.quoteIntro}
              </p>
            )}
            <section
              aria-labelledby={`${id}-summary`}
              className="grid gap-2 rounded-xl border bg-muted/30 p-4"
            >
              <div className="flex items-baseline justify-between gap-3">
                <h3 id={`${id}-summary`} className="font-medium text-sm">
                  {t('public-configurator.quote.summary')}
                </h3>
                <p className="font-semibold tabular-nums">{format.money(evaluation.price.total)}</p>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {entries.map((e) => (
                  <div key={e.optionId} className="contents">
                    <dt className="text-muted-foreground">{e.option}</dt>
                    <dd className="text-right">{e.value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            {banner && <AlertBox>{banner}</AlertBox>}

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`${id}-name`}
                label={t('public-configurator.quote.name')}
                required
                error={fieldText(errors.name?.message)}
              >
                <Input autoComplete="name" className="h-10" {...form.register('name')} />
              </FormField>
              <FormField
                id={`${id}-email`}
                label={t('public-configurator.quote.email')}
                required
                error={fieldText(errors.email?.message)}
              >
                <Input
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  className="h-10"
                  {...form.register('email')}
                />
              </FormField>
              <FormField
                id={`${id}-phone`}
                label={
                  <>
                    {t('public-configurator.quote.phone')}
                    <span className="font-normal text-muted-foreground">
                      ({t('public-configurator.quote.optional')})
                    </span>
                  </>
                }
                error={fieldText(errors.phone?.message)}
                className="sm:col-span-2"
              >
                <Input type="tel" autoComplete="tel" className="h-10" {...form.register('phone')} />
              </FormField>
              <FormField
                id={`${id}-message`}
                label={
                  <>
                    {t('public-configurator.quote.message')}
                    <span className="font-normal text-muted-foreground">
                      ({t('public-configurator.quote.optional')})
                    </span>
                  </>
                }
                error={fieldText(errors.message?.message)}
                className="sm:col-span-2"
              >
                <Textarea
                  rows={3}
                  placeholder={t('public-configurator.quote.messagePlaceholder')}
                  {...form.register('message')}
                />
              </FormField>
            </div>

            {booking && (
              <Controller
                control={form.control}
                name="slot"
                render={({ field }) => (
                  <div className="grid gap-1.5">
                    <SlotPicker
                      state={slots}
                      value={field.value ?? null}
                      onChange={(start) => {
                        setTaken(false)
                        field.onChange(start)
                      }}
                      minutes={configurator.booking.minutes}
                      company={company}
                      taken={taken}
                      onRetry={loadSlots}
                    />
                    {errors.slot?.message && (
                      <p role="alert" className="font-medium text-destructive text-sm">
                        {fieldText(errors.slot.message)}
                      </p>
                    )}
                  </div>
                )}
              />
            )}

            <div className="grid gap-3">
              <Controller
                control={form.control}
                name="consent"
                render={({ field }) => (
                  <div className="grid gap-1.5">
                    <div className="flex items-start gap-3">
                      <Checkbox
                        id={`${id}-consent`}
                        checked={field.value === true}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                        aria-invalid={errors.consent ? true : undefined}
                        aria-required
                        aria-describedby={errors.consent ? `${id}-consent-message` : undefined}
                        className="mt-0.5 size-5"
                      />
                      <label htmlFor={`${id}-consent`} className="text-sm leading-snug">
                        {t('public-configurator.quote.consent', { company })}
                        <span aria-hidden="true" className="ml-0.5 text-destructive">
                          *
                        </span>
                      </label>
                    </div>
                    {errors.consent && (
                      <p
                        id={`${id}-consent-message`}
                        role="alert"
                        className="pl-8 font-medium text-destructive text-sm"
                      >
                        {fieldText(errors.consent.message)}
                      </p>
                    )}
                  </div>
                )}
              />
              <Controller
                control={form.control}
                name="marketing"
                render={({ field }) => (
                  <div className="flex items-start gap-3">
                    <Checkbox
                      id={`${id}-marketing`}
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      className="mt-0.5 size-5"
                    />
                    <label htmlFor={`${id}-marketing`} className="text-sm leading-snug">
                      {t('public-configurator.quote.marketing', { company })}
                    </label>
                  </div>
                )}
              />
            </div>

            {/* Robots fill every field they find; people never see this one. */}
            <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
              <label htmlFor={`${id}-website`}>{t('public-configurator.quote.website')}</label>
              <input
                id={`${id}-website`}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...form.register('website')}
              />
            </div>

            <div className="sticky bottom-0 -mx-5 -mb-5 border-t bg-background px-5 py-4">
              <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
                {t('public-configurator.quote.submit')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
