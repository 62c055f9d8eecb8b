import { lineAmount, type Money, type Quote, type QuoteLine, quoteTotals } from '@designer/contract'
import { Plus, Trash2 } from 'lucide-react'
import {
  Controller,
  type FieldError,
  type FieldErrors,
  useFieldArray,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '@/components/money-input'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useFormat } from '@/lib/format'
import { fieldText } from '@/lib/forms'
import { cn } from '@/lib/utils'
import type { QuoteForm } from './quote-form'

/** What is not (yet) a number counts as nothing in the totals, rather than hiding them. */
const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0)

/**
 * An amount's problem, whether it is about the amount itself (`discount`: another currency
 * than the quote's) or about its number (`discount.amount`: empty, negative).
 */
const moneyProblem = (problem: FieldErrors<Money> | FieldError | undefined) =>
  problem && 'amount' in problem && problem.amount
    ? (problem.amount as FieldError)
    : (problem as FieldError | undefined)

const GRID =
  'grid grid-cols-[5rem_minmax(0,1fr)_2.25rem] gap-x-2 gap-y-1.5 sm:grid-cols-[minmax(0,1fr)_4rem_7rem_6rem_2.25rem]'

/**
 * The quote's lines, discount and totals. Editable while the quote is a draft (each line's
 * description, quantity and unit price; lines added and removed); the totals follow every
 * keystroke through the contract's `quoteTotals`, the one the server and the PDF use. Every
 * amount is in the quote's currency, the one its price was quoted in.
 */
export function QuoteLines({
  form,
  quote,
  editable,
}: {
  form: QuoteForm
  quote: Pick<Quote, 'price' | 'taxPercent' | 'taxIncluded'>
  editable: boolean
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const { currency } = quote.price
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' })
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? []
  const discount = useWatch({ control: form.control, name: 'discount' })
  const errors = form.formState.errors
  /** An amount being typed, as the totals count it. */
  const typed = (amount: unknown): Money => ({ amount: finite(amount), currency })
  const counted: QuoteLine[] = lines.map((l) => ({
    label: l?.label ?? '',
    quantity: finite(l?.quantity),
    unitPrice: typed(l?.unitPrice?.amount),
  }))
  const discounted = typed(discount?.amount)
  const totals = quoteTotals({
    currency,
    lines: counted,
    discount: discounted,
    taxPercent: quote.taxPercent,
    taxIncluded: quote.taxIncluded,
  })
  // A number left empty or unreadable is a missing value, said as such.
  const numberText = (problem: FieldError | undefined) =>
    problem?.type === 'invalid_type' ? t('validation.required') : fieldText(t, problem?.message)
  const linesProblem = fieldText(t, errors.lines?.message ?? errors.lines?.root?.message)
  const discountProblem = moneyProblem(errors.discount)
  const tax = format.percent(quote.taxPercent / 100)

  return (
    <div className="grid gap-4">
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-semibold text-sm">{t('quotes.lines.title')}</legend>
        <div
          aria-hidden="true"
          className={cn(GRID, 'hidden px-0.5 text-muted-foreground text-xs sm:grid')}
        >
          <span>{t('quotes.lines.label')}</span>
          <span>{t('quotes.lines.quantity')}</span>
          <span>{t('quotes.lines.unitPrice')}</span>
          <span className="text-right">{t('quotes.lines.amount')}</span>
        </div>
        <ol className="grid gap-3 sm:gap-2" data-testid="quote-lines">
          {editable
            ? fields.map((field, i) => {
                const n = i + 1
                const problem = errors.lines?.[i]
                const priceProblem = moneyProblem(problem?.unitPrice)
                const messages = [
                  fieldText(t, problem?.label?.message),
                  numberText(problem?.quantity),
                  numberText(priceProblem),
                ].filter(Boolean)
                return (
                  <li
                    key={field.id}
                    className={cn(GRID, 'border-b pb-3 last:border-b-0 sm:border-0 sm:pb-0')}
                    data-testid={`quote-line-${i}`}
                  >
                    <Input
                      aria-label={t('quotes.lines.labelOf', { n })}
                      placeholder={t('quotes.lines.label')}
                      aria-invalid={problem?.label ? true : undefined}
                      className="col-span-3 sm:col-span-1"
                      {...form.register(`lines.${i}.label`)}
                    />
                    <Input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      aria-label={t('quotes.lines.quantityOf', { n })}
                      aria-invalid={problem?.quantity ? true : undefined}
                      className="tabular-nums"
                      {...form.register(`lines.${i}.quantity`, { valueAsNumber: true })}
                    />
                    <Controller
                      control={form.control}
                      name={`lines.${i}.unitPrice`}
                      render={({ field: price }) => (
                        <MoneyInput
                          aria-label={t('quotes.lines.unitPriceOf', { n })}
                          aria-invalid={priceProblem ? true : undefined}
                          value={price.value?.amount ?? null}
                          currency={currency}
                          onValueChange={(amount) =>
                            price.onChange({ amount: amount ?? Number.NaN, currency })
                          }
                          onBlur={price.onBlur}
                        />
                      )}
                    />
                    <span
                      className="col-span-2 col-start-1 row-start-3 self-center text-muted-foreground text-sm tabular-nums sm:col-span-1 sm:col-start-auto sm:row-start-auto sm:text-right sm:text-foreground"
                      data-testid={`quote-line-amount-${i}`}
                    >
                      <span className="sm:sr-only">{t('quotes.lines.amount')} </span>
                      {format.money(lineAmount(counted[i] ?? { quantity: 0, unitPrice: typed(0) }))}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="col-start-3 row-start-2 size-9 sm:col-start-auto sm:row-start-auto"
                      aria-label={t('quotes.lines.remove', { n })}
                      disabled={fields.length <= 1}
                      onClick={() => remove(i)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                    {messages.length > 0 && (
                      <p
                        role="alert"
                        className="col-span-full font-medium text-destructive text-sm"
                      >
                        {messages.join(' · ')}
                      </p>
                    )}
                  </li>
                )
              })
            : counted.map((l, i) => (
                <li
                  // Saved lines do not move while they are shown read-only: the order is the identity.
                  key={i}
                  className={cn(GRID, 'items-baseline text-sm')}
                  data-testid={`quote-line-${i}`}
                >
                  <span className="col-span-3 break-words font-medium sm:col-span-1">
                    {l.label}
                  </span>
                  <span className="tabular-nums">
                    <span className="sr-only">{t('quotes.lines.quantity')} </span>
                    {format.number(l.quantity)} ×
                  </span>
                  <span className="tabular-nums">{format.money(l.unitPrice)}</span>
                  <span className="col-span-3 text-right tabular-nums sm:col-span-1">
                    {format.money(lineAmount(l))}
                  </span>
                </li>
              ))}
        </ol>
        {linesProblem && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {linesProblem}
          </p>
        )}
        {editable && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={fields.length >= 100}
            onClick={() =>
              append({ label: '', quantity: 1, unitPrice: { amount: Number.NaN, currency } })
            }
          >
            <Plus aria-hidden="true" />
            {t('quotes.lines.add')}
          </Button>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] sm:items-start">
        {editable ? (
          <Controller
            control={form.control}
            name="discount"
            render={({ field }) => (
              <div className="grid gap-2">
                <label htmlFor="quote-discount" className="font-medium text-sm">
                  {t('quotes.fields.discount')}
                </label>
                <MoneyInput
                  id="quote-discount"
                  value={field.value?.amount ?? null}
                  currency={currency}
                  onValueChange={(amount) =>
                    field.onChange({ amount: amount ?? Number.NaN, currency })
                  }
                  onBlur={field.onBlur}
                  aria-invalid={discountProblem ? true : undefined}
                  aria-describedby={discountProblem ? 'quote-discount-message' : undefined}
                />
                {discountProblem && (
                  <p
                    id="quote-discount-message"
                    role="alert"
                    className="font-medium text-destructive text-sm"
                  >
                    {numberText(discountProblem)}
                  </p>
                )}
              </div>
            )}
          />
        ) : (
          <span className="hidden sm:block" />
        )}
        <dl
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 rounded-md bg-muted/50 px-3 py-2.5 text-sm"
          data-testid="quote-totals"
        >
          {discounted.amount > 0 && (
            <>
              <dt className="text-muted-foreground">{t('quotes.totals.discount')}</dt>
              <dd className="text-right tabular-nums" data-testid="quote-discount">
                −{format.money(discounted)}
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">{t('quotes.totals.subtotal')}</dt>
          <dd className="text-right tabular-nums" data-testid="quote-subtotal">
            {format.money(totals.subtotal)}
          </dd>
          <dt className="text-muted-foreground">
            {quote.taxIncluded
              ? t('quotes.totals.taxIncluded', { rate: tax })
              : t('quotes.totals.taxAdded', { rate: tax })}
          </dt>
          <dd className="text-right tabular-nums" data-testid="quote-tax">
            {format.money(totals.tax)}
          </dd>
          <dt className="border-t pt-1.5 font-semibold">{t('quotes.totals.total')}</dt>
          <dd
            className="border-t pt-1.5 text-right font-semibold tabular-nums"
            data-testid="quote-total"
          >
            {format.money(totals.total)}
          </dd>
        </dl>
      </div>
    </div>
  )
}
