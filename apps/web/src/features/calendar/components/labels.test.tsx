import { EVENT_STATUSES, EVENT_TYPES } from '@designer/contract'
import { renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { TYPE_COLORS, useStatusLabel } from './labels'

afterEach(() => changeLocale('en'))

/** WCAG 2 contrast ratio of a colour against white. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return 1.05 / (luminance + 0.05)
}

test('every type has its own colour, legible under white text', () => {
  expect(Object.keys(TYPE_COLORS).sort()).toEqual([...EVENT_TYPES].sort())
  expect(new Set(Object.values(TYPE_COLORS)).size).toBe(EVENT_TYPES.length)
  for (const type of EVENT_TYPES) {
    expect(contrastWithWhite(TYPE_COLORS[type]), type).toBeGreaterThanOrEqual(4.5)
  }
})

test('statuses are named in the reader’s language', async () => {
  const names = () => {
    const { result } = renderHook(() => useStatusLabel())
    return EVENT_STATUSES.map((status) => result.current(status))
  }
  expect(names()).toEqual(['Tentative', 'Confirmed', 'Cancelled'])
  await changeLocale('es')
  expect(names()).toEqual(['Provisional', 'Confirmado', 'Cancelado'])
  await changeLocale('fr')
  expect(names()).toEqual(['Provisoire', 'Confirmé', 'Annulé'])
})
