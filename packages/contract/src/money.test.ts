import { expect, test } from 'vitest'
import { CurrencyMismatchError, minorUnitDigits, sumMoney } from './currency'
import { moneySchema } from './money'

test('money is whole minor units with a known ISO 4217 code', () => {
  expect(moneySchema.parse({ amount: 1250, currency: 'EUR' })).toEqual({
    amount: 1250,
    currency: 'EUR',
  })
  expect(moneySchema.safeParse({ amount: 12.5, currency: 'EUR' }).success).toBe(false)
  expect(moneySchema.safeParse({ amount: 100, currency: 'eur' }).success).toBe(false)
  expect(moneySchema.safeParse({ amount: 100, currency: 'ZZZ' }).success).toBe(false)
  expect(moneySchema.safeParse({ amount: '100', currency: 'EUR' }).success).toBe(false)
})

test('minor units follow the currency', () => {
  expect(minorUnitDigits('EUR')).toBe(2)
  expect(minorUnitDigits('JPY')).toBe(0)
  expect(minorUnitDigits('BHD')).toBe(3)
})

test('sums are exact and never mix currencies', () => {
  const cents = Array.from({ length: 10 }, () => ({ amount: 10, currency: 'EUR' }))
  expect(sumMoney('EUR', cents)).toEqual({ amount: 100, currency: 'EUR' })
  expect(() => sumMoney('EUR', [{ amount: 1, currency: 'USD' }])).toThrow(CurrencyMismatchError)
})
