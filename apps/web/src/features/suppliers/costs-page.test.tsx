import type { CostLine, CostOverviewItem, DesignCost } from '@designer/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { renderAt, searchOf, stubApi } from '@/test/render'
import { CostsPage } from './costs-page'

afterEach(() => vi.unstubAllGlobals())

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
const noFlags = {
  missingMaterial: false,
  stalePrice: false,
  mixedCurrencies: false,
  inactiveSupplier: false,
}
const anItem = (patch: Partial<CostOverviewItem>): CostOverviewItem => ({
  id: uuid(1),
  name: 'Design',
  type: 'design',
  thumbnailUrl: null,
  material: [],
  labour: [],
  totals: [],
  lineCount: 0,
  missingCount: 0,
  flags: noFlags,
  updatedAt: '2030-01-02T10:00:00.000Z',
  ...patch,
})

const table = anItem({
  id: uuid(1),
  name: 'Dining table',
  material: [{ amount: 12_345, currency: 'EUR' }],
  labour: [{ amount: 9_000, currency: 'EUR' }],
  totals: [{ amount: 21_345, currency: 'EUR' }],
  lineCount: 6,
  missingCount: 2,
  flags: { ...noFlags, missingMaterial: true, stalePrice: true },
})
const leg = anItem({
  id: uuid(2),
  name: 'Table leg',
  type: 'component',
  material: [
    { amount: 1_500, currency: 'EUR' },
    { amount: 2_000, currency: 'USD' },
  ],
  totals: [
    { amount: 1_500, currency: 'EUR' },
    { amount: 2_000, currency: 'USD' },
  ],
  lineCount: 2,
  flags: { ...noFlags, mixedCurrencies: true, inactiveSupplier: true },
})

const line = (patch: Partial<CostLine>): CostLine => ({
  objectId: 'top',
  objectName: 'Top',
  path: [],
  source: 'geometry',
  itemId: uuid(100),
  itemName: 'Oak board 18 mm',
  itemCode: 'OAK-18',
  supplierId: uuid(200),
  supplierName: 'Timber & Co',
  materialType: 'sheet',
  unit: 'm2',
  quantity: 1.2,
  wastePercent: 10,
  quantityWithWaste: 1.32,
  unitCost: { amount: 5_000, currency: 'EUR' },
  lineCost: { amount: 6_600, currency: 'EUR' },
  size: [1200, 1000, 18],
  ...patch,
})
const tableCost: DesignCost = {
  designId: table.id,
  lines: [
    line({}),
    line({
      objectId: 'foot',
      objectName: 'Foot',
      path: [{ objectId: 'leg2', name: 'Leg 2', designId: leg.id, designName: 'Table leg' }],
      itemName: 'Steel glide',
      itemCode: '',
      materialType: 'hardware',
      unit: 'piece',
      quantity: 1,
      wastePercent: 0,
      quantityWithWaste: 1,
      unitCost: { amount: 250, currency: 'EUR' },
      lineCost: { amount: 250, currency: 'EUR' },
      size: null,
    }),
  ],
  totals: [{ amount: 21_345, currency: 'EUR' }],
  material: [{ amount: 12_345, currency: 'EUR' }],
  labour: [{ amount: 9_000, currency: 'EUR' }],
  missing: [
    { objectId: 'drawer', objectName: 'Drawer', path: [], reason: 'no_material' },
    { objectId: 'sanding', objectName: 'Sanding', path: [], reason: 'no_hours' },
  ],
  flags: { ...noFlags, missingMaterial: true, stalePrice: true },
}

const renderPage = (url = '') =>
  renderAt(<CostsPage />, {
    path: '/admin/suppliers/costs',
    url: `/admin/suppliers/costs${url}`,
  })
const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/costs')).map((c) => c.path)

test('each design shows its material, labour and total per currency, and its problems', async () => {
  const calls = stubApi(() => ({ items: [table, leg], total: 2 }))
  renderPage()
  const row = await screen.findByTestId(`cost-row-${table.id}`)
  expect(listCalls(calls)).toEqual(['/costs?page=1&pageSize=20'])
  expect(within(row).getByText('Dining table')).toBeInTheDocument()
  expect(within(row).getByText('Design')).toBeInTheDocument()
  expect(within(row).getByText('€123.45')).toBeInTheDocument()
  expect(within(row).getByText('€90.00')).toBeInTheDocument()
  expect(within(row).getByTestId('cost-row-total')).toHaveTextContent('€213.45')
  expect(within(row).getByTestId('cost-flag-missingMaterial')).toHaveTextContent('Missing material')
  expect(within(row).getByTestId('cost-flag-missingMaterial')).toHaveAccessibleDescription(
    '2 parts have no material or hours, so the total is too low.',
  )
  expect(within(row).getByTestId('cost-flag-stalePrice')).toHaveAccessibleDescription(
    "A material's price is older than 180 days: ask the supplier for a new one.",
  )
  expect(within(row).queryByTestId('cost-flag-mixedCurrencies')).not.toBeInTheDocument()

  // Two currencies are two amounts, never one sum.
  const other = screen.getByTestId(`cost-row-${leg.id}`)
  expect(within(other).getByText('Component')).toBeInTheDocument()
  const total = within(other).getByTestId('cost-row-total')
  expect(within(total).getByText('€15.00')).toBeInTheDocument()
  expect(within(total).getByText('$20.00')).toBeInTheDocument()
  expect(within(other).getByText('Mixed currencies')).toBeInTheDocument()
  expect(within(other).getByText('Inactive supplier')).toBeInTheDocument()
  expect(within(other).queryByText('Missing material')).not.toBeInTheDocument()
})

test('search, type, "only with problems" and sorting go to the URL and the API', async () => {
  const calls = stubApi(() => ({ items: [table], total: 1 }))
  const { router } = renderPage('?page=2')
  await screen.findByTestId(`cost-row-${table.id}`)
  expect(listCalls(calls)[0]).toBe('/costs?page=2&pageSize=20')
  const user = userEvent.setup()

  await user.click(screen.getByRole('switch', { name: 'Only with problems' }))
  await waitFor(() => expect(searchOf(router)).toEqual({ flagged: 'true' }))
  await waitFor(() =>
    expect(listCalls(calls).at(-1)).toBe('/costs?flagged=true&page=1&pageSize=20'),
  )

  await user.type(screen.getByRole('searchbox', { name: 'Search designs' }), 'tab{Enter}')
  await waitFor(() => expect(searchOf(router)).toEqual({ flagged: 'true', q: 'tab' }))

  await user.click(within(screen.getByRole('columnheader', { name: /Total/ })).getByRole('button'))
  await waitFor(() => expect(searchOf(router)).toMatchObject({ sort: '-total' }))
  await waitFor(() =>
    expect(listCalls(calls).at(-1)).toBe(
      '/costs?q=tab&flagged=true&sort=-total&page=1&pageSize=20',
    ),
  )
  expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
})

test('a row opens its bill of materials, with the parts without a price and the downloads', async () => {
  const calls = stubApi(({ path }) =>
    path === `/designs/${table.id}/cost` ? tableCost : { items: [table, leg], total: 2 },
  )
  renderPage()
  const user = userEvent.setup()
  await user.click(
    await screen.findByRole('button', { name: 'Show the bill of materials of Dining table' }),
  )
  const sheet = await screen.findByRole('dialog', { name: 'Dining table' })
  const lines = await within(sheet).findAllByTestId('bom-line')
  expect(calls.some((c) => c.path === `/designs/${table.id}/cost`)).toBe(true)
  expect(lines).toHaveLength(2)
  expect(lines[0]).toHaveTextContent('Top')
  expect(lines[0]).toHaveTextContent('Oak board 18 mm')
  expect(lines[0]).toHaveTextContent('OAK-18 · Sheet')
  expect(lines[0]).toHaveTextContent('1.32 m²')
  expect(lines[0]).toHaveTextContent('1.2 m² + 10 % waste')
  expect(lines[0]).toHaveTextContent('€50.00 / m²')
  expect(lines[0]).toHaveTextContent('€66.00')
  expect(lines[1]).toHaveTextContent('Leg 2 › Foot')
  expect(lines[1]).toHaveTextContent('1 pc')

  const missing = within(sheet).getByTestId('cost-missing')
  expect(missing).toHaveTextContent('2 parts without a price')
  expect(missing).toHaveTextContent('Drawer — no material chosen')
  expect(missing).toHaveTextContent('Sanding — counted by the hour, but no hours entered')
  expect(within(sheet).getByTestId('cost-total')).toHaveTextContent('€213.45')

  expect(within(sheet).getByRole('button', { name: 'Bill of materials (CSV)' })).toBeEnabled()
  expect(within(sheet).getByRole('button', { name: 'Cut list (CSV)' })).toBeEnabled()
  expect(within(sheet).getByRole('link', { name: 'Open the design' })).toHaveAttribute(
    'href',
    `/admin/designs/${table.id}`,
  )
})

test('nothing to cost yet points to the suppliers; no results offer to clear the filters', async () => {
  stubApi(() => ({ items: [], total: 0 }))
  renderPage()
  expect(await screen.findByRole('heading', { name: 'Nothing to cost yet' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Add suppliers and materials' })).toHaveAttribute(
    'href',
    '/admin/suppliers',
  )

  const user = userEvent.setup()
  await user.click(screen.getByRole('switch', { name: 'Only with problems' }))
  expect(await screen.findByRole('heading', { name: 'No designs found' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(await screen.findByRole('heading', { name: 'Nothing to cost yet' })).toBeInTheDocument()
})

test('designs without any material yet are listed, with a pointer to the suppliers', async () => {
  stubApi(() => ({ items: [anItem({ name: 'Shelf' })], total: 1 }))
  renderPage()
  expect(await screen.findByText('No design has a material yet')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Add suppliers and materials' })).toHaveAttribute(
    'href',
    '/admin/suppliers',
  )
})
