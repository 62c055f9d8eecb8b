import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { formatMoneyText, MoneyInput, parseMoneyText } from '@/components/money-input'

test.each([
  ['45.50', 'EUR', 'en', 4550],
  ['45,5', 'EUR', 'en', 4550],
  ['0.29', 'EUR', 'en', 29],
  ['1.005', 'EUR', 'en', 101],
  ['1.004', 'EUR', 'en', 100],
  ['12', 'EUR', 'en', 1200],
  ['.5', 'EUR', 'en', 50],
  ['€ 12.30', 'EUR', 'en', 1230],
  ['12 EUR', 'EUR', 'en', 1200],
  ['1 234,56', 'EUR', 'fr', 123456],
  ['1\u202f234,56', 'EUR', 'fr', 123456],
  ['1.234,56', 'EUR', 'es', 123456],
  ['1,234.56', 'USD', 'en', 123456],
  ['1,234', 'USD', 'en', 123400],
  ['1.234', 'EUR', 'es', 123400],
  ['1,234', 'EUR', 'es', 123],
  ['1200', 'JPY', 'en', 1200],
  ['12.5', 'JPY', 'en', 13],
  ['1.2345', 'BHD', 'en', 1235],
])('“%s” %s (%s) is %i minor units', (text, currency, language, amount) => {
  expect(parseMoneyText(text, currency, language)).toBe(amount)
})

test.each(['', '   ', 'abc', '-5', '12a', '1,2,3.4.5', '99999999999999999'])(
  '“%s” is not an amount',
  (text) => {
    expect(parseMoneyText(text, 'EUR')).toBeNull()
  },
)

test('minor units show in the currency’s decimals, without grouping', () => {
  expect(formatMoneyText(4550, 'EUR', 'en')).toBe('45.50')
  expect(formatMoneyText(123456, 'EUR', 'fr')).toBe('1234,56')
  expect(formatMoneyText(1200, 'JPY', 'en')).toBe('1200')
})

function Harness({ onValue, currency }: { onValue: (n: number | null) => void; currency: string }) {
  const [value, setValue] = useState<number | null>(null)
  return (
    <MoneyInput
      aria-label="Unit cost"
      value={value}
      currency={currency}
      onValueChange={(n) => {
        setValue(n)
        onValue(n)
      }}
      suffix="/ m²"
    />
  )
}

test('what is typed in major units reaches the form as whole minor units, never a float', async () => {
  const onValue = vi.fn()
  const { rerender } = render(<Harness onValue={onValue} currency="EUR" />)
  const input = screen.getByRole('textbox', { name: 'Unit cost' })
  const user = userEvent.setup()
  await user.type(input, '45,5')
  expect(onValue).toHaveBeenLastCalledWith(4550)
  await user.tab()
  expect(input).toHaveValue('45.50')
  expect(onValue.mock.calls.every(([n]) => n === null || Number.isInteger(n))).toBe(true)

  // The same text in yen, which has no cents, is 46 yen.
  rerender(<Harness onValue={onValue} currency="JPY" />)
  expect(onValue).toHaveBeenLastCalledWith(46)

  await user.clear(input)
  expect(onValue).toHaveBeenLastCalledWith(null)
  await user.type(input, 'abc')
  expect(onValue).toHaveBeenLastCalledWith(null)
  // Text that is not an amount stays, for the person to correct.
  await user.tab()
  expect(input).toHaveValue('abc')
})
