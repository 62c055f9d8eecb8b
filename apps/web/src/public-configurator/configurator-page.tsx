import type {
  Camera,
  ConfigOption,
  PublicConfigurator,
  QuoteRequested,
  SelectionValue,
} from '@designer/contract'
import { MessageSquareText } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { type Format, useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'
import { PageHeader } from './components/page-header'
import { PriceTag, RuleMessages } from './components/price'
import type { ConfigurationEntry } from './components/quote-dialog'
import { RuleNoticeBox } from './components/rule-notice'
import { Steps } from './components/steps'
import { ConfiguratorViewer } from './components/viewer'
import {
  type Evaluation,
  knownSelections,
  optionsOf,
  selectionsInUrl,
  urlFor,
  useConfiguration,
} from './configuration'
import { isEmbedded, useEmbedding } from './embed'
import { countOnce } from './funnel'
import { noticeSentences } from './rule-notices'
import { describeConfiguration, valueText } from './value-text'

// The form, its validation and the slot picker load when a visitor first asks for a quote.
const loadQuoteDialog = () => import('./components/quote-dialog')
const QuoteDialog = lazy(() => loadQuoteDialog().then((m) => ({ default: m.QuoteDialog })))

/**
 * The public configurator: the studio's product in 3D, its options step by step, the price
 * for the choices (computed here, as the server will quote it), a link that carries the
 * choices, files to take away, and a quote request. Also the page other sites frame.
 */
export function ConfiguratorPage({ configurator }: { configurator: PublicConfigurator }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { definition, company } = configurator
  const [initial] = useState(() => selectionsInUrl(definition, window.location.search))
  const { evaluation, evaluateWith, notice, change, apply, undo } = useConfiguration(
    configurator,
    initial,
  )
  const [embedded] = useState(isEmbedded)

  const [stepId, setStepId] = useState(definition.steps[0]?.id)
  const cameraOf = useCallback(
    (id: string | undefined) => {
      const viewId = definition.steps.find((s) => s.id === id)?.viewId
      const camera = viewId ? configurator.views[viewId] : undefined
      // A copy each time, so opening the step again moves the camera back even if unchanged.
      return camera ? { ...camera } : null
    },
    [definition.steps, configurator.views],
  )
  const [view, setView] = useState<Camera | null>(() => cameraOf(stepId))
  const openStep = (id: string) => {
    setStepId(id)
    const camera = cameraOf(id)
    if (camera) setView(camera)
  }

  // The address carries the choices: a copied link, a reload or a bookmark opens them again.
  useEffect(() => {
    const url = urlFor(definition, evaluation.selections, window.location)
    const now = `${window.location.pathname}${window.location.search}${window.location.hash}`
    if (url !== now) window.history.replaceState(window.history.state, '', url)
  }, [definition, evaluation.selections])

  useEffect(() => countOnce(configurator.id, 'view'), [configurator.id])
  const onChange = (optionId: string, value: SelectionValue) => {
    countOnce(configurator.id, 'interact')
    change(optionId, value)
  }

  useEffect(() => {
    document.title = t('public-configurator.documentTitle', {
      name: configurator.name,
      company: company.name,
    })
  }, [t, configurator.name, company.name])

  // The same price is the same state: a new evaluation at the same total tells the host nothing.
  const { amount, currency } = evaluation.price.total
  const price = useMemo(() => ({ amount, currency }), [amount, currency])
  const state = useMemo(
    () => ({ selections: evaluation.selections, price }),
    [evaluation.selections, price],
  )
  const announceQuote = useEmbedding({
    configuratorId: configurator.id,
    version: configurator.version,
    state,
    setSelections: (selections) => apply(knownSelections(definition, selections)),
  })

  const [quoteOpen, setQuoteOpen] = useState(false)
  const [quoteAsked, setQuoteAsked] = useState(false)
  const askQuote = () => {
    setQuoteAsked(true)
    setQuoteOpen(true)
  }
  useEffect(() => {
    // Fetched while the visitor looks around, so the dialog opens at once.
    const timer = setTimeout(() => void loadQuoteDialog(), 2500)
    return () => clearTimeout(timer)
  }, [])

  const noticeWords = useMemo(
    () => ({
      t: (key: string, values: Record<string, string>) => t(key, values),
      textOf: (option: ConfigOption, value: SelectionValue) =>
        valueText(option, value, format, {
          yes: t('public-configurator.options.yes'),
          no: t('public-configurator.options.no'),
        }),
    }),
    [t, format],
  )
  const sentences = useMemo(
    () => (notice ? noticeSentences(definition, notice.changes, noticeWords) : []),
    [definition, notice, noticeWords],
  )
  const undoNotice = () => {
    const trigger = notice?.trigger
    undo()
    // The button goes with the notice: the focus goes back to the option that was changed.
    requestAnimationFrame(() => focusOption(trigger))
  }

  const nameOf = (optionId: string) =>
    optionsOf(definition).find((o) => o.id === optionId)?.name ?? optionId
  const orderable = evaluation.blocks.length === 0 && evaluation.missing.length === 0
  const entries = useMemo(
    () =>
      configurationEntries(
        configurator,
        evaluation,
        format,
        t('public-configurator.options.yes'),
        t('public-configurator.options.no'),
      ),
    [configurator, evaluation, format, t],
  )

  const quoteButton = (className?: string) => (
    <Button
      size="lg"
      className={cn('h-11 px-5', className)}
      disabled={!orderable}
      onClick={askQuote}
      onPointerEnter={() => void loadQuoteDialog()}
      onFocus={() => void loadQuoteDialog()}
    >
      <MessageSquareText aria-hidden="true" />
      {t('public-configurator.quote.open')}
    </Button>
  )

  return (
    <div className="min-h-dvh bg-muted/40 pb-28 lg:pb-0">
      <PageHeader company={company.name} logoUrl={company.logoUrl} title={configurator.name} />
      <main className="mx-auto max-w-7xl lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-6 lg:px-6 lg:py-6">
        <div className="lg:sticky lg:top-22 lg:self-start">
          <ConfiguratorViewer
            configurator={configurator}
            scene={evaluation.scene}
            selections={evaluation.selections}
            view={view}
            describedBy="configuration-summary"
            className="aspect-[4/3] sm:aspect-[16/10] lg:aspect-auto lg:h-[calc(100dvh-7rem)] lg:min-h-[28rem] lg:rounded-2xl lg:border lg:shadow-sm"
          />
        </div>
        <div className="grid content-start gap-4 px-4 py-5 lg:px-0 lg:py-0">
          {/* The studio's words about the product, under its name (the header's heading). */}
          {definition.description && (
            <p
              className="whitespace-pre-line text-pretty text-muted-foreground text-sm leading-relaxed sm:text-base"
              data-testid="configurator-description"
            >
              {definition.description}
            </p>
          )}
          <section
            aria-labelledby="steps-title"
            className="overflow-hidden rounded-2xl border bg-card shadow-sm"
          >
            <h2
              id="steps-title"
              className="px-4 pt-4 font-semibold text-muted-foreground text-xs uppercase tracking-wider sm:px-5"
            >
              {t('public-configurator.steps.title')}
            </h2>
            <Steps
              configurator={configurator}
              evaluation={evaluation}
              evaluateWith={evaluateWith}
              stepId={stepId}
              onStep={openStep}
              onChange={onChange}
              after={(optionId) =>
                optionId === notice?.trigger ? (
                  <RuleNoticeBox sentences={sentences} onUndo={undoNotice} />
                ) : null
              }
            />
          </section>
          <RuleMessages evaluation={evaluation} nameOf={nameOf} />
          <section
            aria-labelledby="price-title"
            className="hidden rounded-2xl border bg-card p-5 shadow-sm lg:sticky lg:bottom-4 lg:block"
          >
            <h2 id="price-title" className="mb-1 font-medium text-muted-foreground text-sm">
              {t('public-configurator.price.title')}
            </h2>
            <PriceTag price={evaluation.price} />
            {quoteButton('mt-4 w-full')}
          </section>
        </div>
      </main>

      {/* What the 3D view shows, in words (its description), and what the rules just did. */}
      <p id="configuration-summary" className="sr-only" aria-live="polite" aria-atomic="true">
        {describeConfiguration(configurator.name, entries, noticeWords.t)}
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="notice-announcer">
        {sentences.join(' ')}
      </p>

      {/* The phone's price bar, a landmark of its own as the price card is on a wide screen. */}
      <section
        aria-label={t('public-configurator.price.title')}
        className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden"
      >
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <PriceTag price={evaluation.price} size="md" />
          </div>
          {quoteButton('shrink-0')}
        </div>
      </section>

      {quoteAsked && (
        <Suspense fallback={null}>
          <QuoteDialog
            open={quoteOpen}
            onOpenChange={setQuoteOpen}
            configurator={configurator}
            evaluation={evaluation}
            entries={entries}
            embedded={embedded}
            onRequested={(made: QuoteRequested) => announceQuote(made.id)}
          />
        </Suspense>
      )}
    </div>
  )
}

/** The visible choices in words, as the visitor reads them in the quote request. */
export function configurationEntries(
  configurator: PublicConfigurator,
  evaluation: Evaluation,
  format: Format,
  yes: string,
  no: string,
): ConfigurationEntry[] {
  return optionsOf(configurator.definition).flatMap((option) => {
    if (evaluation.options[option.id]?.visible === false) return []
    const text = valueText(option, evaluation.selections[option.id], format, { yes, no })
    return text ? [{ optionId: option.id, option: option.name, value: text }] : []
  })
}

/** Puts the focus on an option's control: its slider, its chosen value, its switch or field. */
function focusOption(optionId: string | undefined) {
  if (!optionId) return
  const box = document.querySelector(`[data-option="${CSS.escape(optionId)}"]`)
  // In this order: a number's slider before its field, a choice's chosen value, a switch.
  const control = ['input[type="range"]', 'input:checked', '[role="switch"]', 'input']
    .map((selector) => box?.querySelector<HTMLElement>(`${selector}:not([disabled])`))
    .find(Boolean)
  control?.focus()
}
