import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { COMPANY_ID, json, renderAt, stubApi } from '@/test/render'
import { anItem, aSupplier } from '../testing'
import { ItemDialog, type ItemDialogState } from './item-dialog'

afterEach(() => vi.unstubAllGlobals())

// A large form typed into key by key: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

const timber = aSupplier({ name: 'Timber & Board', currency: 'EUR', leadTimeDays: 10 })
const birch = anItem({
  name: 'Birch plywood 18 mm',
  code: 'BP-18',
  supplierId: timber.id,
  supplierName: timber.name,
  unit: 'm2',
  materialType: 'sheet',
  unitCost: { amount: 4550, currency: 'EUR' },
  costSince: '2030-01-01',
  stockSize: { length: 2440, width: 1220, thickness: 18 },
  wastePercent: 10,
  usedIn: 2,
})
const company = { id: COMPANY_ID, name: 'Studio', currency: 'EUR', country: 'ES' }

function renderDialog(state: ItemDialogState) {
  const onOpenChange = vi.fn()
  renderAt(<ItemDialog state={state} onOpenChange={onOpenChange} />, {
    path: '/admin/suppliers',
    url: '/admin/suppliers?tab=items',
  })
  return { onOpenChange }
}

const api = (handler?: (call: { method: string; path: string; body: unknown }) => unknown) =>
  stubApi((call) => {
    const answer = handler?.(call)
    if (answer !== undefined) return answer
    if (call.path.startsWith('/companies/')) return company
    if (call.path.startsWith('/suppliers')) return { items: [timber], total: 1 }
    if (call.path.endsWith('/costs')) {
      return [
        {
          id: '00000000-0000-4000-8000-00000000c002',
          unitCost: { amount: 4550, currency: 'EUR' },
          effectiveFrom: '2030-01-01',
          createdAt: '2030-01-01T09:00:00.000Z',
          createdBy: { id: COMPANY_ID, name: 'Marta Ruiz' },
        },
        {
          id: '00000000-0000-4000-8000-00000000c001',
          unitCost: { amount: 4200, currency: 'EUR' },
          effectiveFrom: '2029-06-01',
          createdAt: '2029-06-01T09:00:00.000Z',
          createdBy: null,
        },
      ]
    }
    if (call.path.includes('/impact?')) {
      return {
        designs: [
          {
            id: '00000000-0000-4000-8000-0000000000d1',
            name: 'Dining table',
            type: 'design',
            quantity: 2.5,
            change: { amount: 600, currency: 'EUR' },
          },
          {
            id: '00000000-0000-4000-8000-0000000000d2',
            name: 'Drawer box',
            type: 'component',
            quantity: 4.25,
            change: { amount: 640, currency: 'EUR' },
          },
        ],
        total: { amount: 1240, currency: 'EUR' },
      }
    }
    return undefined
  })

test(
  'a new item is priced in its supplier’s currency and sent in whole minor units',
  SLOW,
  async () => {
    const calls = api(({ method, body }) =>
      method === 'POST' ? json(201, anItem(body as object)) : undefined,
    )
    const { onOpenChange } = renderDialog({ mode: 'create', supplierId: timber.id })
    const dialog = await screen.findByRole('dialog', { name: 'New item' })
    const user = userEvent.setup()
    await user.type(await within(dialog).findByRole('textbox', { name: /^Name/ }), 'Oak board')

    // Nothing typed as the cost is not taken for zero.
    await user.click(within(dialog).getByRole('button', { name: 'Create item' }))
    expect(within(dialog).getByRole('textbox', { name: /Unit cost/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount such as 45.50'),
    )
    await user.type(within(dialog).getByRole('textbox', { name: /Unit cost/ }), '0,29')
    await user.click(within(dialog).getByRole('button', { name: 'Create item' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      supplierId: timber.id,
      name: 'Oak board',
      code: '',
      unit: 'piece',
      materialType: 'other',
      unitCost: { amount: 29, currency: 'EUR' },
      stockSize: null,
      appearance: null,
      densityKgM3: null,
      wastePercent: 0,
      minOrderQuantity: null,
      leadTimeDays: null,
      validFrom: null,
      validUntil: null,
    })
    // The supplier's own lead time is what an empty field means.
    expect(within(dialog).getByRole('textbox', { name: 'Lead time' })).toHaveAccessibleDescription(
      "Empty: the supplier's 10 days.",
    )
  },
)

test(
  'a new cost shows what it changes in the designs, and when it takes effect, before saving',
  SLOW,
  async () => {
    const calls = api(({ method, body }) =>
      method === 'PUT' ? { ...birch, ...(body as object) } : undefined,
    )
    const { onOpenChange } = renderDialog({ mode: 'edit', item: birch })
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Birch plywood 18 mm”' })

    const history = await within(dialog).findByRole('table')
    const rows = within(history).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('Jan 1, 2030Current€45.50 / m²Marta Ruiz')
    expect(rows[2]).toHaveTextContent('Jun 1, 2029€42.00 / m²Unknown')
    expect(within(dialog).queryByLabelText(/takes effect from/)).not.toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Length' })).toHaveValue('2440')

    const user = userEvent.setup()
    const cost = within(dialog).getByRole('textbox', { name: /Unit cost/ })
    expect(cost).toHaveValue('45.50')
    await user.clear(cost)
    await user.type(cost, '50.46')

    const impact = await within(dialog).findByTestId('price-impact')
    expect(
      await within(impact).findByText('Used in 2 designs: +€12.40 in total'),
    ).toBeInTheDocument()
    expect(within(impact).getByText('Dining table')).toBeInTheDocument()
    expect(within(impact).getByText('+€6.00')).toBeInTheDocument()
    // Asked once, for the cost typed, after the typing stopped.
    expect(calls.filter((c) => c.path.includes('/impact?')).map((c) => c.path)).toEqual([
      `/supplier-items/${birch.id}/impact?amount=5046`,
    ])

    await user.type(within(dialog).getByLabelText(/takes effect from/), '2030-02-01')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const put = calls.find((c) => c.method === 'PUT')
    expect(put?.path).toBe(`/supplier-items/${birch.id}`)
    expect(put?.body).toMatchObject({
      unitCost: { amount: 5046, currency: 'EUR' },
      costEffectiveFrom: '2030-02-01',
      stockSize: { length: 2440, width: 1220, thickness: 18 },
    })
  },
)

test(
  'the server’s field errors land on their fields, and nothing typed is lost',
  SLOW,
  async () => {
    api(({ method }) =>
      method === 'PUT'
        ? json(400, {
            message: 'Invalid',
            code: 'validation_failed',
            details: [{ path: 'code', code: 'validation.duplicateCode', message: 'Taken' }],
          })
        : undefined,
    )
    renderDialog({ mode: 'edit', item: birch })
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Birch plywood 18 mm”' })
    const user = userEvent.setup()
    const code = await within(dialog).findByRole('textbox', { name: 'Supplier code' })
    await user.clear(code)
    await user.type(code, 'BP-19')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Another item of this supplier has this code'),
      ),
    )
    expect(code).toHaveValue('BP-19')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  },
)

test('an item counted in kilograms needs a density', async () => {
  const calls = api()
  renderDialog({ mode: 'edit', item: { ...birch, unit: 'kg', densityKgM3: null } })
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Birch plywood 18 mm”' })
  await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Save changes' }))
  expect(
    await within(dialog).findByText('Items counted by weight need a density'),
  ).toBeInTheDocument()
  expect(calls.some((c) => c.method === 'PUT')).toBe(false)
})
