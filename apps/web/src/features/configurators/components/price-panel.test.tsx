import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSyncExternalStore } from 'react'
import { beforeEach, expect, test } from 'vitest'
import { type ConfiguratorStore, createConfiguratorStore } from '../editor/store'
import { PricePanel } from './price-panel'

// The price panel on the store it changes: list or cost-plus, rounding, tax, formulas.

// Clicked selects and typed fields: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's select captures the pointer and scrolls its chosen item into view; jsdom does neither.
beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

function Panel({ store, currency }: { store: ConfiguratorStore; currency: string }) {
  const { work } = useSyncExternalStore(store.subscribe, store.get)
  return <PricePanel store={store} work={work} currency={currency} problems={[]} />
}

function editor(currency = 'EUR') {
  const store = createConfiguratorStore({
    work: { name: 'Table', definition: tableDefinition() },
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  render(<Panel store={store} currency={currency} />)
  return () => store.get().work.definition.price
}

async function choose(combobox: HTMLElement, option: string) {
  const user = userEvent.setup()
  await user.click(combobox)
  await user.click(await screen.findByRole('option', { name: option }))
}

test(
  'a list price’s base is Money in the company’s currency; emptied, it is none',
  SLOW,
  async () => {
    const price = editor('GBP')
    const base = screen.getByRole('textbox', { name: 'Base price' })
    expect(base).toHaveValue('800.00')
    const user = userEvent.setup()
    await user.clear(base)
    expect(price().base).toBeNull()
    await user.type(base, '950.5')
    expect(price().base).toEqual({ amount: 95_050, currency: 'GBP' })
  },
)

test(
  'cost plus replaces the base price with a margin, or a markup, on the cost',
  SLOW,
  async () => {
    const price = editor()
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: /Cost plus/ }))
    expect(price()).toMatchObject({ mode: 'costPlus', marginPercent: 50, markupPercent: null })
    expect(screen.queryByRole('textbox', { name: 'Base price' })).not.toBeInTheDocument()
    expect(screen.getByText('Share of the price before tax that is profit')).toBeInTheDocument()

    const percent = screen.getByRole('spinbutton', { name: 'Percent' })
    expect(percent).toHaveAttribute('max', '99')
    await user.clear(percent)
    await user.type(percent, '35')
    expect(price().marginPercent).toBe(35)

    await choose(screen.getByRole('combobox', { name: 'On the cost' }), 'Markup')
    expect(price()).toMatchObject({ marginPercent: null, markupPercent: 35 })
    expect(screen.getByText('Added to the cost')).toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Percent' })).toHaveAttribute('max', '10000')

    await user.click(screen.getByRole('radio', { name: /List price/ }))
    expect(price()).toMatchObject({ mode: 'list', markupPercent: 35 })
    expect(screen.getByRole('textbox', { name: 'Base price' })).toHaveValue('800.00')
  },
)

test('an emptied percent or tax is 0, not nothing', SLOW, async () => {
  const price = editor()
  const user = userEvent.setup()
  const tax = screen.getByRole('spinbutton', { name: 'Tax (%)' })
  expect(tax).toHaveValue(21)
  await user.clear(tax)
  expect(price().taxPercent).toBe(0)
  await user.type(tax, '10')
  expect(price().taxPercent).toBe(10)
})

test('rounding and whether shown prices include tax', SLOW, async () => {
  const price = editor()
  const rounding = screen.getByRole('combobox', { name: 'Rounding' })
  expect(rounding).toHaveTextContent('To the cent')
  await choose(rounding, 'Up to .99')
  expect(price().rounding).toBe('0.99')
  await choose(rounding, 'Up to a multiple of 10')
  expect(price().rounding).toBe('10')
  const included = screen.getByRole('switch', { name: 'Prices shown include tax' })
  expect(included).toBeChecked()
  await userEvent.setup().click(included)
  expect(price().taxIncluded).toBe(false)
})

test('formulas are added with an id of their own, labelled and removed', SLOW, async () => {
  const price = editor()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Add formula' }))
  // The table has a formula with the id size already.
  expect(price().formulas.at(-1)).toEqual({ id: 'size2', label: 'Size', formula: 'W * 0' })
  const labels = screen.getAllByRole('textbox', { name: 'Label' })
  await user.clear(labels[1]!)
  await user.type(labels[1]!, 'Leaf')
  expect(price().formulas[1]!.label).toBe('Leaf')
  await user.click(screen.getByRole('button', { name: 'Remove formula Size' }))
  expect(price().formulas).toEqual([{ id: 'size2', label: 'Leaf', formula: 'W * 0' }])
})

test('only number options can be the quantity', SLOW, async () => {
  editor()
  await userEvent.setup().click(screen.getByRole('combobox', { name: 'Quantity' }))
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'One of each (no quantity)',
    'Quantity',
  ])
})
