import type { Evaluation } from '@designer/configurator/engine'
import { Ban, Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AlertBox } from '@/components/alert-box'
import { useFormat } from '@/lib/format'
import { cn } from '@/lib/utils'

type Price = Evaluation['price']

/** The price in the visitor's language and the company's currency, with how tax is counted. */
export function PriceTag({ price, size = 'lg' }: { price: Price; size?: 'md' | 'lg' }) {
  const { t } = useTranslation()
  const format = useFormat()
  const tax = price.taxIncluded
    ? t('public-configurator.price.taxIncluded')
    : t('public-configurator.price.plusTax')
  return (
    <div className="min-w-0">
      <p
        className={cn(
          'font-semibold tabular-nums tracking-tight',
          size === 'lg' ? 'text-3xl' : 'text-xl leading-tight',
        )}
        data-testid="price"
        aria-live="polite"
        aria-atomic="true"
      >
        {format.money(price.total)}
      </p>
      <p className="truncate text-muted-foreground text-xs">
        {price.quantity > 1
          ? `${t('public-configurator.price.each', { count: price.quantity, amount: format.money(price.unitTotal) })} · ${tax}`
          : tax}
      </p>
    </div>
  )
}

/**
 * What the rules say about these choices: a block (the combination cannot be ordered) or a
 * warning (it can, with something to know), and required texts still empty.
 */
export function RuleMessages({
  evaluation,
  nameOf,
}: {
  evaluation: Evaluation
  nameOf: (optionId: string) => string
}) {
  const { t } = useTranslation()
  const { blocks, warnings, missing } = evaluation
  return (
    <div className="grid gap-2 empty:hidden">
      {blocks.length > 0 && (
        <AlertBox icon={Ban} title={t('public-configurator.rules.blocked')}>
          <MessageList messages={blocks} />
        </AlertBox>
      )}
      {warnings.length > 0 && (
        <AlertBox tone="warning" icon={Info} title={t('public-configurator.rules.warning')}>
          <MessageList messages={warnings} />
        </AlertBox>
      )}
      {missing.length > 0 && (
        <AlertBox>
          {t('public-configurator.rules.missing', { names: missing.map(nameOf).join(', ') })}
        </AlertBox>
      )}
    </div>
  )
}

function MessageList({ messages }: { messages: Evaluation['blocks'] }) {
  return (
    <ul className="grid gap-0.5">
      {messages.map((m) => (
        <li key={m.ruleId}>{m.message}</li>
      ))}
    </ul>
  )
}
