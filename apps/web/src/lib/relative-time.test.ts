import { expect, test } from 'vitest'
import { relativeTime } from './relative-time'

const now = Date.parse('2030-06-15T12:00:00.000Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

test.each([
  { seconds: 5, locale: 'en', expected: 'now' },
  { seconds: 90, locale: 'en', expected: '2 minutes ago' },
  { seconds: 3 * 3600, locale: 'en', expected: '3 hours ago' },
  { seconds: 26 * 3600, locale: 'en', expected: 'yesterday' },
  { seconds: 3 * 24 * 3600, locale: 'es', expected: 'hace 3 días' },
  { seconds: 40 * 24 * 3600, locale: 'fr', expected: 'le mois dernier' },
])('$seconds s ago in $locale reads "$expected"', ({ seconds, locale, expected }) => {
  expect(relativeTime(ago(seconds), locale, now)).toBe(expected)
})
