import {
  isQuoteEditable,
  isQuoteSendable,
  QUOTE_TRANSITIONS,
  type Quote,
  type QuoteStatus,
  type QuoteUpdate,
  quoteNumber,
  quoteUpdateSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { ChevronDown, FileDown, Send } from 'lucide-react'
import { Fragment, type ReactNode, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useBlocker } from 'react-router'
import { toast } from 'sonner'
import { AlertBox } from '@/components/alert-box'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ConflictDialog } from '@/components/conflict-dialog'
import { LeaveDialog } from '@/components/editor-guards'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api'
import { useFormat } from '@/lib/format'
import { applyServerErrors, errorText, fieldText } from '@/lib/forms'
import { quoteKeys } from '@/lib/queries/keys'
import { downloadQuotePdf, latestQuote, useSendQuote, useUpdateQuote } from '@/lib/queries/quotes'
import { href } from '@/lib/routes'
import { type QuoteValues, quoteFieldPaths, quoteToInput } from './quote-form'
import { QuoteLines } from './quote-lines'
import { QuoteRequest } from './quote-request'
import { QuoteStatusBadge } from './quote-status-badge'

/**
 * The moves a person makes by hand: sending is its own action (it mails the customer), and a
 * request becomes a draft by being edited, not by a menu.
 */
export const movesOf = (status: QuoteStatus) =>
  QUOTE_TRANSITIONS[status].filter(
    (s) => s !== 'sent' && !(status === 'requested' && s === 'draft'),
  )

/** A save met a newer version: the status it asked for, and whether that was a move. */
type Conflict = { status: QuoteStatus; move: boolean }

/**
 * One quote, as its page shows it: what the visitor asked for (picture, choices, message,
 * meeting) and its steps beside the quote the studio makes of it (lines, discount, validity,
 * notes), with saving, sending, the PDF and the moves along the allowed statuses. A stale save
 * keeps everything typed and asks what to keep; leaving with unsaved changes asks first.
 */
export function QuoteEditor({
  quote,
  steps,
}: {
  quote: Quote
  /** The quote's history, beside the quote on a wide screen and after it on a phone. */
  steps: ReactNode
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const queryClient = useQueryClient()
  const update = useUpdateQuote()
  const send = useSendQuote()
  const form = useForm<QuoteUpdate, unknown, QuoteValues>({
    resolver: zodResolver(quoteUpdateSchema),
    defaultValues: quoteToInput(quote),
  })
  const { isDirty, errors } = form.formState
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<'save' | 'send' | 'pdf' | QuoteStatus | null>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [confirming, setConfirming] = useState<'send' | 'accepted' | null>(null)
  const number = quoteNumber(quote.number)
  const editable = isQuoteEditable(quote.status)
  const moves = movesOf(quote.status)

  // The form follows the quote when it changes elsewhere (a colleague, the customer's view),
  // unless something is typed: then the save meets the newer version and asks.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(quoteToInput(quote))
  }, [quote, form])

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!isDirty) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])

  async function put(values: QuoteValues, asked: Conflict): Promise<Quote | null> {
    setProblem(null)
    try {
      const saved = await update.mutateAsync({
        id: quote.id,
        input: { ...values, status: asked.status },
      })
      form.reset(quoteToInput(saved))
      return saved
    } catch (err) {
      // A newer version: nothing was written and everything typed stays in the form.
      if (err instanceof ApiError && err.status === 409 && err.code === 'conflict') {
        setConflict(asked)
      } else if (!applyServerErrors(err, form.setError, quoteFieldPaths(values))) {
        setProblem(errorText(t, err))
      }
      return null
    }
  }

  /** Checks the form and saves it: as it stands, or with a move; null when refused or failed. */
  const save = (asked: Conflict) =>
    new Promise<Quote | null>((resolve) => {
      void form.handleSubmit(
        async (values) => resolve(await put(values, asked)),
        () => resolve(null),
      )()
    })
  const saveAsIs = () => save({ status: quote.status, move: false })

  /** Sending and the PDF use what is saved: unsaved changes are saved first. */
  const savedFirst = async () => !form.formState.isDirty || (await saveAsIs()) !== null

  async function run(what: NonNullable<typeof busy>, action: () => Promise<unknown>) {
    setBusy(what)
    try {
      await action()
    } finally {
      setBusy(null)
    }
  }

  const move = (status: QuoteStatus) =>
    run(status, async () => {
      if (await save({ status, move: true })) toast.success(t(`quotes.moved.${status}`, { number }))
    })

  const conflictChoices = [
    {
      key: 'mine',
      label: t('quotes.conflict.keepMine'),
      hint: t('quotes.conflict.keepMineHint'),
      primary: true,
      run: async () => {
        const latest = await latestQuote(quote.id)
        queryClient.setQueryData(quoteKeys.detail(quote.id), latest)
        form.setValue('version', latest.version)
        // A plain save keeps the status the quote has now (a request a colleague already made
        // a draft stays one); a move asks for its status again.
        const status = conflict?.move ? conflict.status : latest.status
        setConflict(null)
        await save({ status, move: conflict?.move ?? false })
      },
    },
    {
      key: 'theirs',
      label: t('quotes.conflict.keepTheirs'),
      hint: t('quotes.conflict.keepTheirsHint'),
      run: async () => {
        const latest = await latestQuote(quote.id)
        queryClient.setQueryData(quoteKeys.detail(quote.id), latest)
        form.reset(quoteToInput(latest))
        setProblem(null)
        setConflict(null)
      },
    },
  ]

  const actions = (
    <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
      <Button
        type="button"
        variant="outline"
        loading={busy === 'pdf'}
        disabled={busy !== null && busy !== 'pdf'}
        data-testid="quote-pdf"
        onClick={() =>
          void run('pdf', async () => {
            if (!(await savedFirst())) return
            try {
              await downloadQuotePdf(quote)
            } catch (err) {
              toast.error(errorText(t, err))
            }
          })
        }
      >
        <FileDown aria-hidden="true" />
        {t('quotes.actions.pdf')}
      </Button>
      {moves.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              type="button"
              variant="outline"
              loading={moves.some((s) => s === busy)}
              disabled={busy !== null}
              data-testid="quote-status-menu"
            >
              {t('quotes.actions.status')}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {moves.map((status) => (
              <Fragment key={status}>
                {status === 'draft' && moves.length > 1 && <DropdownMenuSeparator />}
                <DropdownMenuItem
                  onSelect={() =>
                    status === 'accepted' ? setConfirming('accepted') : void move(status)
                  }
                >
                  {t(`quotes.actions.to.${status}`)}
                </DropdownMenuItem>
              </Fragment>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      {isQuoteSendable(quote.status) && (
        <Button
          type="button"
          variant={quote.status === 'sent' ? 'outline' : 'default'}
          loading={busy === 'send'}
          disabled={!quote.customer || (busy !== null && busy !== 'send')}
          onClick={() =>
            void run('send', async () => {
              if (await savedFirst()) setConfirming('send')
            })
          }
        >
          <Send aria-hidden="true" />
          {quote.status === 'sent' ? t('quotes.actions.sendAgain') : t('quotes.actions.send')}
        </Button>
      )}
    </div>
  )

  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 space-y-1.5 lg:flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-semibold text-2xl tabular-nums tracking-tight">
              {t('quotes.dialog.title', { number })}
            </h1>
            <QuoteStatusBadge status={quote.status} />
          </div>
          <p className="text-muted-foreground text-sm">
            {quote.customer ? (
              <Link
                to={href('admin.customers.show', { customerId: quote.customer.id })}
                className="rounded-sm font-medium text-foreground underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {quote.customer.name}
              </Link>
            ) : (
              t('quotes.dialog.noCustomer')
            )}
            {' · '}
            {quote.configurator?.name ?? t('quotes.dialog.deletedConfigurator')}
            {' · '}
            {quote.sentAt
              ? t('quotes.dialog.sentAt', { date: format.dateTime(quote.sentAt) })
              : t('quotes.page.askedAt', { date: format.dateTime(quote.createdAt) })}
          </p>
        </div>
        {actions}
      </div>

      <Card>
        <CardContent className="px-4 sm:px-6">
          <QuoteRequest quote={quote} />
        </CardContent>
      </Card>

      {/* The quote and its history side by side on a wide screen; on a phone the quote comes
          first, its history after it. */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="min-w-0">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2 id="quote-terms-title">{t('quotes.dialog.quote')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <form
              noValidate
              aria-labelledby="quote-terms-title"
              className="grid gap-5"
              onSubmit={(event) => {
                event.preventDefault()
                void run('save', async () => {
                  if (await saveAsIs()) toast.success(t('quotes.saved', { number }))
                })
              }}
            >
              {problem && <AlertBox>{problem}</AlertBox>}
              {quote.status === 'requested' && (
                <AlertBox tone="info">{t('quotes.page.requestedHint')}</AlertBox>
              )}
              {!editable && (
                <AlertBox tone="info">{t(`quotes.dialog.locked.${quote.status}`)}</AlertBox>
              )}
              <QuoteLines form={form} quote={quote} editable={editable} />
              <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
                <FormField
                  id="quote-valid-until"
                  label={t('quotes.fields.validUntil')}
                  description={t('quotes.fields.validUntilHint')}
                  error={fieldText(t, errors.validUntil?.message)}
                >
                  <Input
                    type="date"
                    {...form.register('validUntil', { setValueAs: (v) => v || null })}
                  />
                </FormField>
                <FormField
                  id="quote-notes"
                  label={t('quotes.fields.notes')}
                  description={t('quotes.fields.notesHint')}
                  error={fieldText(t, errors.notes?.message)}
                >
                  <Textarea rows={3} maxLength={5000} {...form.register('notes')} />
                </FormField>
              </div>
              <div className="flex flex-wrap items-center justify-end gap-3 border-t pt-4">
                {isDirty && (
                  <span className="text-muted-foreground text-sm" data-testid="quote-unsaved">
                    {t('quotes.page.unsaved')}
                  </span>
                )}
                <Button
                  type="submit"
                  loading={busy === 'save'}
                  disabled={!isDirty || (busy !== null && busy !== 'save')}
                >
                  {t('quotes.actions.save')}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        {steps}
      </div>

      <ConfirmDialog
        open={confirming === 'send'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('quotes.send.title', { number, name: quote.customer?.name ?? '' })}
        description={
          <>
            {t('quotes.send.description', { email: quote.customer?.email ?? '' })}
            {!quote.validUntil && ` ${t('quotes.send.validity')}`}
          </>
        }
        confirmLabel={t('quotes.send.confirm')}
        testId="send-quote-dialog"
        onConfirm={async () => {
          const { quote: sent } = await send.mutateAsync(quote.id)
          form.reset(quoteToInput(sent))
          toast.success(t('quotes.send.done', { number, email: sent.customer?.email ?? '' }))
        }}
      />
      <ConfirmDialog
        open={confirming === 'accepted'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('quotes.accept.title', { number })}
        description={t('quotes.accept.description')}
        confirmLabel={t('quotes.accept.confirm')}
        testId="accept-quote-dialog"
        onConfirm={async () => {
          // A refused save shows its reason in the quote, which this dialog uncovers.
          await move('accepted')
        }}
      />
      <ConflictDialog
        open={conflict !== null}
        title={t('quotes.conflict.title', { number })}
        description={t('quotes.conflict.description')}
        choices={conflictChoices}
      />
      <LeaveDialog
        blocker={blocker}
        texts={{
          title: t('quotes.discard.title'),
          description: t('quotes.discard.description'),
          cancel: t('quotes.discard.cancel'),
          confirm: t('quotes.discard.confirm'),
        }}
      />
    </>
  )
}
