import type { CostFlags } from '@designer/contract'
import { render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { CostFlagBadges } from './cost-flags'

afterEach(() => changeLocale('en'))

const stale: CostFlags = {
  missingMaterial: false,
  stalePrice: true,
  mixedCurrencies: false,
  inactiveSupplier: false,
}

test.each([
  {
    locale: 'en',
    days: 1,
    hint: "A material's price is older than 1 day: ask the supplier for a new one.",
  },
  {
    locale: 'en',
    days: 180,
    hint: "A material's price is older than 180 days: ask the supplier for a new one.",
  },
  {
    locale: 'es',
    days: 1,
    hint: 'El precio de un material tiene más de 1 día: pide uno nuevo al proveedor.',
  },
  {
    locale: 'fr',
    days: 1,
    hint: "Le prix d'un matériau date de plus de 1 jour : demandez-en un nouveau au fournisseur.",
  },
  {
    locale: 'fr',
    days: 90,
    hint: "Le prix d'un matériau date de plus de 90 jours : demandez-en un nouveau au fournisseur.",
  },
] as const)('a stale price says how old is too old: $hint', async ({ locale, days, hint }) => {
  await changeLocale(locale)
  render(<CostFlagBadges flags={stale} staleDays={days} />)
  expect(screen.getByTestId('cost-flag-stalePrice')).toHaveAccessibleDescription(hint)
})
