import {
  QUOTE_TRANSITIONS,
  type Quote,
  type QuoteStatus,
  type QuoteUpdate,
  quoteNumber,
  quoteUpdateSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ChevronDown, FileDown, Send } from 'lucide-react'
import { Fragment, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { AlertBox } from '@/components/alert-box'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ConflictDialog } from '@/components/conflict-dialog'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api'
import { useFormat } from '@/lib/format'
import { applyServerErrors, errorText, fieldText } from '@/lib/forms'
import { quoteKeys } from '@/lib/queries/keys'
import {
  downloadQuotePdf,
  latestQuote,
  quoteQuery,
  useSendQuote,
  useUpdateQuote,
} from '@/lib/queries/quotes'
import { type QuoteValues, quoteFieldPaths, quoteToInput } from './quote-form'
import { QuoteLines } from './quote-lines'
import { QuoteRequest } from './quote-request'
import { QuoteStatusBadge } from './quote-status-badge'

/**
 * One quote, opened from wherever quotes are listed (a customer's page and timeline, a
 * configurator's activity): what the visitor asked for beside the quote the studio makes of it.
 * Closing with unsaved changes asks first.
 */
export function QuoteDialog({
  quoteId,
  onOpenChange,
}: {
  /** The quote to show; null closes the dialog. */
  quoteId: string | null
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  // The last quote stays on screen while the dialog closes, rather than flashing empty.
  const [shown, setShown] = useState(quoteId)
  if (quoteId !== null && quoteId !== shown) setShown(quoteId)
  const quote = useQuery({ ...quoteQuery(shown ?? ''), enabled: shown !== null })
  const dirty = useRef(false)
  const [discarding, setDiscarding] = useState(false)

  return (
    <>
      <Dialog
        open={quoteId !== null}
        onOpenChange={(open) => {
          if (open) onOpenChange(true)
          else if (dirty.current) setDiscarding(true)
          else onOpenChange(false)
        }}
      >
        <DialogContent className="gap-5 sm:max-w-5xl" data-testid="quote-dialog">
          {quote.data ? (
            <QuoteEditor
              key={quote.data.id}
              quote={quote.data}
              onDirtyChange={(d) => {
                dirty.current = d
              }}
            />
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>{t('quotes.dialog.loadingTitle')}</DialogTitle>
                <DialogDescription className="sr-only">{t('common.loading')}</DialogDescription>
              </DialogHeader>
              {quote.isError ? (
                <LoadError error={quote.error} onRetry={() => void quote.refetch()} />
              ) : (
                <div className="grid gap-4 md:grid-cols-2" role="status" aria-busy="true">
                  <Skeleton className="h-64" />
                  <Skeleton className="h-64" />
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={t('quotes.discard.title')}
        description={t('quotes.discard.description')}
        confirmLabel={t('quotes.discard.confirm')}
        destructive
        onConfirm={async () => {
          dirty.current = false
          onOpenChange(false)
        }}
      />
    </>
  )
}

/** The moves a person makes by hand; sending is its own action, since it mails the customer. */
const movesOf = (status: QuoteStatus) => QUOTE_TRANSITIONS[status].filter((s) => s !== 'sent')

function QuoteEditor({
  quote,
  onDirtyChange,
}: {
  quote: Quote
  onDirtyChange: (dirty: boolean) => void
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
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<'save' | 'send' | 'pdf' | QuoteStatus | null>(null)
  /** The status a save asked for when it met a newer version; the conflict dialog is open. */
  const [conflict, setConflict] = useState<QuoteStatus | null>(null)
  const [confirming, setConfirming] = useState<'send' | 'accepted' | null>(null)
  const number = quoteNumber(quote.number)
  const editable = quote.status === 'draft'
  const moves = movesOf(quote.status)

  async function put(values: QuoteValues, status: QuoteStatus): Promise<Quote | null> {
    setProblem(null)
    try {
      const saved = await update.mutateAsync({ id: quote.id, input: { ...values, status } })
      form.reset(quoteToInput(saved))
      return saved
    } catch (err) {
      // A newer version: nothing was written and everything typed stays in the form.
      if (err instanceof ApiError && err.status === 409 && err.code === 'conflict') {
        setConflict(status)
      } else if (!applyServerErrors(err, form.setError, quoteFieldPaths(values))) {
        setProblem(errorText(t, err))
      }
      return null
    }
  }

  /** Checks the form and saves it with a status; null when it was refused or failed. */
  const save = (status: QuoteStatus) =>
    new Promise<Quote | null>((resolve) => {
      void form.handleSubmit(
        async (values) => resolve(await put(values, status)),
        () => resolve(null),
      )()
    })

  /** Sending and the PDF use what is saved: unsaved changes are saved first. */
  const savedFirst = async () => !form.formState.isDirty || (await save(quote.status)) !== null

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
      if (await save(status)) toast.success(t(`quotes.moved.${status}`, { number }))
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
        const status = conflict ?? latest.status
        setConflict(null)
        await save(status)
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

  return (
    <>
      <DialogHeader className="pr-8">
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          <DialogTitle className="tabular-nums">{t('quotes.dialog.title', { number })}</DialogTitle>
          <QuoteStatusBadge status={quote.status} />
        </div>
        <DialogDescription>
          {quote.customer?.name ?? t('quotes.dialog.noCustomer')}
          {' · '}
          {quote.configurator?.name ?? t('quotes.dialog.deletedConfigurator')}
          {quote.sentAt && (
            <>
              {' · '}
              {t('quotes.dialog.sentAt', { date: format.dateTime(quote.sentAt) })}
            </>
          )}
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault()
          void run('save', async () => {
            if (await save(quote.status)) toast.success(t('quotes.saved', { number }))
          })
        }}
      >
        <div className="grid gap-6 md:grid-cols-[minmax(0,4fr)_minmax(0,7fr)]">
          <QuoteRequest quote={quote} />
          <section
            aria-labelledby="quote-terms-title"
            className="grid content-start gap-4 md:border-l md:pl-6"
          >
            <h3 id="quote-terms-title" className="sr-only">
              {t('quotes.dialog.quote')}
            </h3>
            {problem && <AlertBox>{problem}</AlertBox>}
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
          </section>
        </div>

        <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap items-center gap-2 border-t bg-background px-6 py-4">
          <Button
            type="button"
            variant="outline"
            loading={busy === 'pdf'}
            disabled={busy !== null && busy !== 'pdf'}
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
              <DropdownMenuContent align="start">
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
          <div className="flex flex-1 flex-wrap justify-end gap-2">
            <Button
              type="submit"
              variant={editable ? 'outline' : 'default'}
              loading={busy === 'save'}
              disabled={!isDirty || (busy !== null && busy !== 'save')}
            >
              {t('quotes.actions.save')}
            </Button>
            {(quote.status === 'draft' || quote.status === 'sent') && (
              <Button
                type="button"
                variant={editable ? 'default' : 'outline'}
                loading={busy === 'send'}
                disabled={!quote.customer || (busy !== null && busy !== 'send')}
                onClick={() =>
                  void run('send', async () => {
                    if (await savedFirst()) setConfirming('send')
                  })
                }
              >
                <Send aria-hidden="true" />
                {editable ? t('quotes.actions.send') : t('quotes.actions.sendAgain')}
              </Button>
            )}
          </div>
        </div>
      </form>

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
    </>
  )
}
