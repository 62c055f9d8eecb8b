import type { Evaluation } from '@designer/configurator/engine'
import type {
  ConfiguratorDefinition,
  EvaluationResult,
  Money,
  SelectionValue,
} from '@designer/contract'
import { AlertTriangle, Ban, Loader2, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AlertBox } from '@/components/alert-box'
import { StepOptions } from '@/components/configurator/option-controls'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'

/**
 * The configurator as a customer will use it, beside the authoring panels: steps, choices, the
 * rules' messages, and "with these choices" the price, and for the studio the cost, the margin
 * and the bill of materials. The choices are run by the engine here at once; the price comes
 * from the server (the same engine, with the supplier costs) once the draft is saved.
 */
export function TestPanel({
  definition,
  evaluation,
  priced,
  pricing,
  activeStep,
  onStep,
  onChange,
  onReset,
}: {
  definition: ConfiguratorDefinition
  /** The engine's answer for these choices, in the browser. */
  evaluation: Evaluation | null
  /** The server's answer for the saved draft and these choices. */
  priced: EvaluationResult | undefined
  /** The server is pricing (or the draft is not saved yet). */
  pricing: boolean
  activeStep: string | null
  onStep: (stepId: string) => void
  onChange: (optionId: string, value: SelectionValue) => void
  onReset: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = format.money
  const step = definition.steps.find((s) => s.id === activeStep) ?? definition.steps[0]
  const price = priced?.price
  /** An amount of the price's own currency (every amount of an evaluation is in one). */
  const inPrice = (amount: number): Money => ({ amount, currency: price!.total.currency })
  const nameOf = (optionId: string) =>
    definition.steps.flatMap((s) => s.options).find((o) => o.id === optionId)?.name ?? optionId

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="test-panel">
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 className="font-semibold text-sm">{t('configurators.test.title')}</h2>
        <Button variant="ghost" size="sm" className="h-7 text-xs" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          {t('configurators.test.reset')}
        </Button>
      </div>
      {definition.steps.length === 0 ? (
        <p className="p-4 text-muted-foreground text-sm">{t('configurators.test.empty')}</p>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <nav
            aria-label={t('configurators.test.steps')}
            className="flex gap-1 overflow-x-auto border-b px-2 py-2"
          >
            {definition.steps.map((s, i) => (
              <button
                key={s.id}
                type="button"
                onClick={() => onStep(s.id)}
                aria-current={s.id === step?.id ? 'step' : undefined}
                className={cn(
                  'shrink-0 rounded-full px-3 py-1 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
                  s.id === step?.id
                    ? 'bg-primary text-primary-foreground'
                    : 'bg-muted text-muted-foreground hover:bg-accent',
                )}
              >
                {i + 1}. {s.name}
              </button>
            ))}
          </nav>
          <div className="p-3">
            {step && evaluation && (
              <StepOptions
                step={step}
                selections={evaluation.selections}
                states={evaluation.options}
                onChange={onChange}
              />
            )}
          </div>
          {evaluation && (evaluation.blocks.length > 0 || evaluation.warnings.length > 0) && (
            <div className="grid gap-1.5 px-3 pb-3">
              {evaluation.blocks.map((m) => (
                <AlertBox key={`b-${m.ruleId}`} size="sm" icon={Ban}>
                  {m.message}
                </AlertBox>
              ))}
              {evaluation.warnings.map((m) => (
                <AlertBox key={`w-${m.ruleId}`} size="sm" tone="warning">
                  {m.message}
                </AlertBox>
              ))}
            </div>
          )}
          {evaluation && evaluation.missing.length > 0 && (
            <p className="px-3 pb-3 text-destructive text-xs">
              {t('configurators.test.missing', {
                names: evaluation.missing.map(nameOf).join(', '),
              })}
            </p>
          )}
        </div>
      )}

      <section
        className="shrink-0 border-t bg-muted/30 px-3 py-3"
        aria-label={t('configurators.test.priceTitle')}
        data-testid="test-price"
        aria-busy={pricing}
      >
        <div className="flex items-baseline justify-between gap-2">
          <span className="font-medium text-sm">{t('configurators.test.price')}</span>
          <span className="flex items-center gap-1.5">
            {pricing && (
              <Loader2
                aria-label={t('configurators.test.pricing')}
                className="size-3.5 animate-spin text-muted-foreground"
              />
            )}
            <span
              className={cn('font-semibold text-xl tabular-nums', pricing && 'opacity-60')}
              data-testid="test-total"
            >
              {price ? money(price.total) : '—'}
            </span>
          </span>
        </div>
        {price && (
          <>
            <p className="text-right text-muted-foreground text-xs">
              {t(
                price.taxIncluded
                  ? 'configurators.test.taxIncluded'
                  : 'configurators.test.taxAdded',
                {
                  tax: money(price.tax),
                },
              )}
            </p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-xs">
              {price.lines.map((line) => (
                <div key={`${line.kind}-${line.id}`} className="contents">
                  <dt className="truncate text-muted-foreground">
                    {line.kind === 'base'
                      ? t('configurators.test.base')
                      : line.kind === 'cost'
                        ? t('configurators.test.costPlus')
                        : line.label}
                  </dt>
                  <dd className="text-right tabular-nums">{money(line.amount)}</dd>
                </div>
              ))}
              {price.rounded.amount !== price.subtotal.amount && (
                <div className="contents">
                  <dt className="text-muted-foreground">{t('configurators.test.rounding')}</dt>
                  <dd className="text-right tabular-nums">
                    {money(inPrice(price.rounded.amount - price.subtotal.amount))}
                  </dd>
                </div>
              )}
              {price.quantity > 1 && (
                <div className="contents">
                  <dt className="text-muted-foreground">
                    {t('configurators.test.quantity', { count: price.quantity })}
                  </dt>
                  <dd className="text-right tabular-nums">{money(price.unitTotal)}</dd>
                </div>
              )}
            </dl>
            <dl className="mt-3 grid grid-cols-3 gap-2 border-t pt-3 text-center text-xs">
              <div>
                <dt className="text-muted-foreground">{t('configurators.test.cost')}</dt>
                <dd className="font-medium tabular-nums" data-testid="test-cost">
                  {price.cost === null ? '—' : money(price.cost)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('configurators.test.profit')}</dt>
                <dd className="font-medium tabular-nums">
                  {price.cost === null
                    ? '—'
                    : money(
                        inPrice(
                          price.rounded.amount * price.quantity -
                            (price.taxIncluded ? price.tax.amount : 0) -
                            price.cost.amount,
                        ),
                      )}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('configurators.test.margin')}</dt>
                <dd
                  className={cn(
                    'font-medium tabular-nums',
                    price.margin !== null && price.margin < 0.2 && 'text-destructive',
                  )}
                  data-testid="test-margin"
                >
                  {price.margin === null ? '—' : format.percent(price.margin)}
                </dd>
              </div>
            </dl>
            {priced && priced.bom.missing.length > 0 && (
              <p className="mt-2 flex gap-1.5 text-warning-foreground text-xs">
                <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0 text-warning" />
                {t('configurators.test.uncosted', { count: priced.bom.missing.length })}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  )
}
