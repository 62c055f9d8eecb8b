import { minorUnitDigits } from '@designer/contract'
import { type ComponentProps, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

/** The contract's largest amount, in minor units. */
const MAX_AMOUNT = 1e13

function decimalSeparator(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
    '.'
  )
}

/**
 * An amount typed in major units ("45,50", "1 234.5", "€12") as integer minor units of the
 * currency (4550), or null when it is empty, negative or not an amount. Worked out on the
 * digits as text, never through a float: "0.29" is 29 cents, not 28.999…. More decimals than
 * the currency has are rounded half up ("1.005" EUR is 101; "12.5" JPY is 13).
 *
 * Separators: with both "," and "." the last one is the decimal point and the other groups
 * thousands; one that appears several times groups thousands; a single one is the decimal point,
 * unless it is not the reader's decimal point and exactly three digits follow it ("1,234" in
 * English is a thousand and more, "1.234" in Spanish too).
 */
export function parseMoneyText(text: string, currency: string, language = 'en'): number | null {
  // Spaces of every kind and apostrophes group thousands ("1 234", "1'234"); a currency sign
  // or the code ("€12", "12 EUR") is the one the field already shows.
  const s = text
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/\p{Sc}/gu, '')
    .replace(new RegExp(currency, 'gi'), '')
  if (!/^\d*(?:[.,]\d*)*$/.test(s) || !/\d/.test(s)) return null
  const commas = s.split(',').length - 1
  const points = s.split('.').length - 1
  let decimal: ',' | '.' | null = null
  if (commas > 0 && points > 0) decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.'
  else if (commas === 1 || points === 1) {
    const separator = commas === 1 ? ',' : '.'
    const after = s.length - s.indexOf(separator) - 1
    decimal = separator !== decimalSeparator(language) && after === 3 ? null : separator
  }
  const grouping = decimal === ',' ? '.' : decimal === '.' ? ',' : /[.,]/.exec(s)?.[0]
  const plain = grouping ? s.split(grouping).join('') : s
  if (decimal && plain.split(decimal).length > 2) return null
  const [whole = '', fraction = ''] = decimal ? plain.split(decimal) : [plain]
  const digits = minorUnitDigits(currency)
  const kept = fraction.slice(0, digits).padEnd(digits, '0')
  const roundUp = Number(fraction[digits] ?? '0') >= 5 ? 1 : 0
  const amount = Number(whole || '0') * 10 ** digits + Number(kept || '0') + roundUp
  return Number.isSafeInteger(amount) && amount <= MAX_AMOUNT ? amount : null
}

/** Minor units as the field shows them: the currency's decimals, no grouping ("1234,50"). */
export function formatMoneyText(amount: number, currency: string, language = 'en'): string {
  const digits = minorUnitDigits(currency)
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(amount / 10 ** digits)
}

/** Nothing typed and NaN (what a form may keep for it) are the same thing. */
const same = (a: number | null, b: number | null) =>
  a === b || ((a === null || Number.isNaN(a)) && (b === null || Number.isNaN(b)))

function currencySymbol(currency: string, language: string): string {
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0)
  return parts.find((p) => p.type === 'currency')?.value ?? currency
}

type Props = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  /** Minor units; null while nothing (or nothing valid) is typed. */
  value: number | null
  currency: string
  onValueChange: (amount: number | null) => void
  /** Shown after the amount: "/ m²". */
  suffix?: string
}

/**
 * Money typed in major units, reported in integer minor units. What is typed stays as typed
 * until the field is left, then shows in the currency's decimals; another currency re-reads the
 * same text with its own decimals (45.50 EUR is 4550, 45.50 JPY is 46).
 */
export function MoneyInput({
  value,
  currency,
  onValueChange,
  suffix,
  className,
  onBlur,
  ...props
}: Props) {
  const { i18n } = useTranslation()
  const language = i18n.language
  const show = (amount: number | null) =>
    amount === null || !Number.isFinite(amount) ? '' : formatMoneyText(amount, currency, language)
  const [text, setText] = useState(() => show(value))
  const symbol = useMemo(() => currencySymbol(currency, language), [currency, language])
  const report = useRef(onValueChange)
  report.current = onValueChange

  // A value set from outside (the form reset) shows; the echo of what was typed does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the value only
  useEffect(() => {
    setText((current) =>
      same(parseMoneyText(current, currency, language), value) ? current : show(value),
    )
  }, [value])

  // Another currency has other decimals: the same text is another number of minor units.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the currency only
  useEffect(() => {
    const amount = parseMoneyText(text, currency, language)
    if (!same(amount, value)) report.current(amount)
  }, [currency])

  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground text-sm"
      >
        {symbol}
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onValueChange(parseMoneyText(event.target.value, currency, language))
        }}
        onBlur={(event) => {
          const amount = parseMoneyText(text, currency, language)
          if (amount !== null) setText(show(amount))
          onBlur?.(event)
        }}
        className={cn(
          'tabular-nums',
          symbol.length > 1 ? 'pl-12' : 'pl-7',
          suffix && 'pr-16',
          className,
        )}
        {...props}
      />
      {suffix && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground text-xs"
        >
          {suffix}
        </span>
      )}
    </div>
  )
}
