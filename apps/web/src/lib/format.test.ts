import { expect, test } from 'vitest'
import { cityOf, createFormat, zonedTimeText } from './format'

// Intl uses narrow no-break spaces in some languages; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

test('money is shown from minor units in the currency and the reader language', () => {
  expect(createFormat('en').money({ amount: 123456, currency: 'EUR' })).toBe('€1,234.56')
  expect(plain(createFormat('es').money({ amount: 123456, currency: 'EUR' }))).toBe('1234,56 €')
  expect(plain(createFormat('fr').money({ amount: 123456, currency: 'EUR' }))).toBe('1 234,56 €')
  expect(createFormat('en').money({ amount: 1500, currency: 'JPY' })).toBe('¥1,500')
  expect(createFormat('en').money({ amount: -250, currency: 'USD' })).toBe('-$2.50')
})

test('dates, numbers and lengths follow the language and the unit', () => {
  const en = createFormat('en')
  expect(en.date('2026-11-23T10:00:00Z')).toBe('Nov 23, 2026')
  expect(en.longDate('2026-11-23T10:00:00Z')).toBe('November 23, 2026')
  expect(plain(createFormat('fr').date('2026-11-23T10:00:00Z'))).toBe('23 nov. 2026')
  expect(en.number(1234.56)).toBe('1,234.6')
  expect(en.length(1800)).toBe('1,800 mm')
  expect(en.length(1800, 'm')).toBe('1.8 m')
  expect(createFormat('es').length(25.4, 'in')).toBe('1 in')
  expect(en.currencyLabel('EUR')).toBe('Euro (EUR)')
})

test('an event is shown on its own clock; the zone is named only when the reader’s clock differs', () => {
  const label = (key: string, v: Record<string, string>) =>
    key === 'inZone' ? `${v.time} ${v.city} time` : `${v.time} your time`
  const at = '2026-11-23T14:15:00Z' // 15:15 in Madrid, 9:15 in New York
  const en = createFormat('en')
  // A reader in Madrid, or in Paris (another name, the same clock): no zone to name.
  expect(plain(zonedTimeText(en, label, at, 'Europe/Madrid', 'time', 'Europe/Madrid').text)).toBe(
    '3:15 PM',
  )
  expect(
    zonedTimeText(en, label, at, 'Europe/Madrid', 'time', 'Europe/Paris').title,
  ).toBeUndefined()
  // A reader in New York sees the studio's time, named, and their own on hover.
  const away = zonedTimeText(en, label, at, 'Europe/Madrid', 'time', 'America/New_York')
  expect(plain(away.text)).toBe('3:15 PM Madrid time')
  expect(plain(away.title!)).toBe('9:15 AM your time')
  // Spanish and French write the 24-hour clock.
  expect(createFormat('es').zoned(at, 'Europe/Madrid', 'time')).toBe('15:15')
  expect(createFormat('fr').zoned(at, 'Europe/Madrid', 'dateTime')).toMatch(/15:15$/)
  expect(cityOf('America/New_York')).toBe('New York')
  expect(cityOf('UTC')).toBe('UTC')
})
