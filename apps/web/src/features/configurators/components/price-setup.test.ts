import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { PriceSetup } from '@designer/contract'
import { expect, test } from 'vitest'
import { chooseOnCost, choosePriceMode } from './price-setup'

const price = (patch: Partial<PriceSetup> = {}): PriceSetup => ({
  ...tableDefinition().price,
  ...patch,
})

test('the first cost-plus price starts at a 50 % margin', () => {
  const p = price({ markupPercent: null, marginPercent: null })
  choosePriceMode(p, 'costPlus')
  expect(p).toMatchObject({ mode: 'costPlus', marginPercent: 50, markupPercent: null })
})

test('a markup or margin already set is kept when switching modes back and forth', () => {
  const p = price({ mode: 'costPlus', markupPercent: 80, marginPercent: null })
  choosePriceMode(p, 'list')
  expect(p).toMatchObject({ mode: 'list', markupPercent: 80, marginPercent: null })
  choosePriceMode(p, 'costPlus')
  expect(p).toMatchObject({ mode: 'costPlus', markupPercent: 80, marginPercent: null })
})

test('a list price keeps its base amount, a Money in the company’s currency', () => {
  const p = price({ mode: 'costPlus', marginPercent: 30 })
  choosePriceMode(p, 'list')
  expect(p.base).toEqual({ amount: 80_000, currency: 'EUR' })
})

test('markup and margin are one or the other, and keep the percent typed', () => {
  const p = price({ mode: 'costPlus', marginPercent: 40, markupPercent: null })
  chooseOnCost(p, 'markup')
  expect(p).toMatchObject({ markupPercent: 40, marginPercent: null })
  chooseOnCost(p, 'margin')
  expect(p).toMatchObject({ markupPercent: null, marginPercent: 40 })
})

test('a margin stops at 99 %: at 100 % or more the price would be nothing or less', () => {
  const p = price({ mode: 'costPlus', markupPercent: 250, marginPercent: null })
  chooseOnCost(p, 'margin')
  expect(p).toMatchObject({ markupPercent: null, marginPercent: 99 })
})

test('with neither set, either one starts at 50 %', () => {
  const margin = price({ markupPercent: null, marginPercent: null })
  chooseOnCost(margin, 'margin')
  expect(margin.marginPercent).toBe(50)
  const markup = price({ markupPercent: null, marginPercent: null })
  chooseOnCost(markup, 'markup')
  expect(markup.markupPercent).toBe(50)
})
