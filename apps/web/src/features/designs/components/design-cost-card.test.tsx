import type { CostLine, Design, DesignCost } from '@designer/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { COMPANY_ID, renderAt, stubApi } from '@/test/render'
import { DesignCostCard } from './design-cost-card'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const ID = '00000000-0000-4000-8000-0000000000d1'
const design = {
  id: ID,
  name: 'Dining table',
  type: 'design',
  scene: { settings: {}, objects: [] },
} as unknown as Design

const line = (i: number): CostLine => ({
  objectId: `part${i}`,
  objectName: `Part ${i}`,
  path: [],
  source: i === 7 ? 'extra' : 'geometry',
  itemId: '00000000-0000-4000-8000-000000000100',
  itemName: 'Oak board',
  itemCode: '',
  supplierId: '00000000-0000-4000-8000-000000000200',
  supplierName: 'Timber & Co',
  materialType: 'sheet',
  unit: 'm2',
  quantity: 0.5,
  wastePercent: 0,
  quantityWithWaste: 0.5,
  unitCost: { amount: 2_000, currency: 'EUR' },
  lineCost: { amount: 1_000, currency: 'EUR' },
  size: [1000, 500, 18],
})
const cost: DesignCost = {
  designId: ID,
  lines: [1, 2, 3, 4, 5, 6, 7].map(line),
  totals: [{ amount: 7_000, currency: 'EUR' }],
  material: [{ amount: 7_000, currency: 'EUR' }],
  labour: [],
  missing: [{ objectId: 'x', objectName: 'Handle', path: [], reason: 'unknown_item' }],
  flags: {
    missingMaterial: true,
    stalePrice: false,
    mixedCurrencies: false,
    inactiveSupplier: false,
  },
}

test('the cost to make: totals, the first lines of the bill of materials, what has no price', async () => {
  stubApi(() => cost)
  renderAt(<DesignCostCard design={design} />, { path: '/', url: '/' })
  const card = screen.getByTestId('design-cost-card')
  expect(within(card).getByRole('heading', { name: 'Cost to make' })).toBeInTheDocument()
  expect(await within(card).findByTestId('cost-total')).toHaveTextContent('€70.00')
  expect(within(card).getByTestId('cost-labour')).toHaveTextContent('—')
  expect(within(card).getAllByTestId('bom-line')).toHaveLength(5)
  expect(within(card).getByTestId('cost-missing')).toHaveTextContent(
    'Handle — its material no longer exists',
  )

  await userEvent.setup().click(within(card).getByRole('button', { name: 'Show all 7 lines' }))
  const lines = within(card).getAllByTestId('bom-line')
  expect(lines).toHaveLength(7)
  expect(lines[6]).toHaveTextContent('Extra cost')
  expect(within(card).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})

test('the bill of materials downloads as a CSV file with the session and company', async () => {
  const calls: { url: string; headers: Record<string, string> }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> })
      if (String(input).endsWith('.csv'))
        return new Response('part;item\nTop;Oak\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="dining-table-bom.csv"',
          },
        })
      return new Response(JSON.stringify(cost), { headers: { 'content-type': 'application/json' } })
    }),
  )
  const createObjectURL = vi.fn(() => 'blob:bom')
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})

  renderAt(<DesignCostCard design={design} />, { path: '/', url: '/' })
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Bill of materials (CSV)' }))
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
  const download = calls.find((c) => c.url.endsWith('.csv'))!
  expect(download.url).toBe(`/v1/designs/${ID}/bom.csv`)
  expect(download.headers['company-id']).toBe(COMPANY_ID)
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('dining-table-bom.csv')
  expect(createObjectURL).toHaveBeenCalledTimes(1)
})
