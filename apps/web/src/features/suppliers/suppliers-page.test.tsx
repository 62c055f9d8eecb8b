import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { COMPANY_ID, json, renderAt, searchOf, stubApi } from '@/test/render'
import { SuppliersPage } from './suppliers-page'
import { anItem, aSupplier } from './testing'

afterEach(() => vi.unstubAllGlobals())

const timber = aSupplier({
  name: 'Timber & Board',
  contactName: 'Ana López',
  email: 'ana@timber.example',
  leadTimeDays: 10,
  itemCount: 2,
})
const old = aSupplier({ name: 'Old Hardware', status: 'archived', currency: 'GBP' })
const birch = anItem({
  name: 'Birch plywood 18 mm',
  code: 'BP-18',
  supplierId: timber.id,
  supplierName: timber.name,
  unit: 'm2',
  materialType: 'sheet',
  unitCost: { amount: 4550, currency: 'EUR' },
  wastePercent: 12.5,
  usedIn: 3,
})
const hinge = anItem({
  name: 'Soft-close hinge',
  supplierId: old.id,
  supplierName: old.name,
  supplierStatus: 'archived',
  unitCost: { amount: 250, currency: 'GBP' },
})
const company = { id: COMPANY_ID, name: 'Studio', currency: 'EUR', country: 'ES' }

const renderPage = (url = '') =>
  renderAt(<SuppliersPage />, { path: '/admin/suppliers', url: `/admin/suppliers${url}` })

const listCalls = (calls: { path: string }[], prefix: string) =>
  calls.filter((c) => c.path.startsWith(prefix)).map((c) => c.path)

test('each supplier shows its contact, currency, lead time, items and status', async () => {
  stubApi(({ path }) => {
    if (path.startsWith('/companies/')) return company
    return { items: [timber, old], total: 2 }
  })
  renderPage()
  const row = await screen.findByTestId(`supplier-row-${timber.id}`)
  expect(within(row).getByRole('button', { name: 'Timber & Board' })).toBeInTheDocument()
  expect(within(row).getByText('Ana López · ana@timber.example')).toBeInTheDocument()
  expect(within(row).getByText('EUR')).toBeInTheDocument()
  expect(within(row).getByText('10 days')).toBeInTheDocument()
  expect(within(row).getByRole('link', { name: '2 items of Timber & Board' })).toHaveAttribute(
    'href',
    `/admin/suppliers?tab=items&supplierId=${timber.id}`,
  )
  expect(within(row).getByText('Active')).toBeInTheDocument()
  const other = screen.getByTestId(`supplier-row-${old.id}`)
  expect(within(other).getByText('Archived')).toBeInTheDocument()
  expect(within(other).getByText('No contact details')).toBeInTheDocument()

  const tabs = screen.getByRole('navigation', { name: 'Suppliers sections' })
  expect(within(tabs).getByRole('link', { name: 'Suppliers' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(within(tabs).getByRole('link', { name: 'Items' })).toHaveAttribute(
    'href',
    '/admin/suppliers?tab=items',
  )
  expect(screen.getByTestId('cost-overview')).toHaveAttribute('href', '/admin/suppliers/costs')
})

test('the search, the status and the order go to the URL and to the API, from page 1', async () => {
  const calls = stubApi(({ path }) =>
    path.startsWith('/companies/') ? company : { items: [timber], total: 1 },
  )
  const { router } = renderPage('?page=2&status=all')
  await screen.findByTestId(`supplier-row-${timber.id}`)
  expect(listCalls(calls, '/suppliers?')[0]).toBe('/suppliers?status=all&page=2&pageSize=20')

  const user = userEvent.setup()
  await user.type(screen.getByRole('searchbox', { name: 'Search suppliers' }), 'tim')
  await waitFor(() => expect(searchOf(router)).toEqual({ q: 'tim', status: 'all' }))
  await waitFor(() =>
    expect(listCalls(calls, '/suppliers?').at(-1)).toBe(
      '/suppliers?q=tim&status=all&page=1&pageSize=20',
    ),
  )
  await user.click(within(screen.getByRole('columnheader', { name: /Items/ })).getByRole('button'))
  await waitFor(() => expect(searchOf(router)).toEqual({ q: 'tim', status: 'all', sort: '-items' }))
  await waitFor(() =>
    expect(listCalls(calls, '/suppliers?').at(-1)).toBe(
      '/suppliers?q=tim&status=all&sort=-items&page=1&pageSize=20',
    ),
  )
})

test('a new supplier starts in the company’s currency and is sent as the contract has it', async () => {
  let suppliers = [timber]
  const calls = stubApi(({ method, path, body }) => {
    if (path.startsWith('/companies/')) return { ...company, currency: 'GBP' }
    if (method === 'POST') {
      const created = aSupplier(body as object)
      suppliers = [...suppliers, created]
      return json(201, created)
    }
    return { items: suppliers, total: suppliers.length }
  })
  renderPage()
  await screen.findByTestId(`supplier-row-${timber.id}`)
  const user = userEvent.setup()
  await user.click(screen.getByTestId('new-supplier'))
  const dialog = await screen.findByRole('dialog', { name: 'New supplier' })
  expect(within(dialog).getByRole('combobox', { name: /Currency/ })).toHaveTextContent(
    'British Pound (GBP)',
  )
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Oak Mill ')
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nope')
  await user.click(within(dialog).getByRole('button', { name: 'Create supplier' }))
  expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Enter a valid email address',
  )
  expect(calls.some((c) => c.method === 'POST')).toBe(false)

  await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }))
  await user.type(within(dialog).getByRole('textbox', { name: 'Lead time' }), '14')
  await user.click(within(dialog).getByRole('button', { name: 'Create supplier' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Oak Mill',
    contactName: '',
    email: '',
    phone: '',
    website: '',
    address: '',
    currency: 'GBP',
    leadTimeDays: 14,
    paymentTerms: '',
    notes: '',
    status: 'active',
  })
  expect(await screen.findByRole('button', { name: 'Oak Mill' })).toBeInTheDocument()
})

test('a supplier whose items designs use is archived instead of deleted', async () => {
  let current = timber
  const calls = stubApi(({ method, path, body }) => {
    if (path.startsWith('/companies/')) return company
    if (method === 'DELETE') {
      return json(409, {
        message: 'In use',
        code: 'supplier_in_use',
        details: { usedBy: [{ id: birch.id, name: 'Dining table', type: 'design' }] },
      })
    }
    if (method === 'PUT') {
      current = { ...current, ...(body as object) }
      return current
    }
    return { items: [current], total: 1 }
  })
  renderPage()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Actions for Timber & Board' }))
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete the supplier “Timber & Board”?' })
  expect(dialog).toHaveTextContent('Its 2 items and their price history are deleted too')
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

  expect(await within(dialog).findByRole('link', { name: /Dining table/ })).toHaveAttribute(
    'href',
    `/admin/designs/${birch.id}`,
  )
  expect(dialog).toHaveTextContent('It cannot be deleted: 1 design uses its items.')
  await user.click(within(dialog).getByRole('button', { name: 'Archive instead' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  const put = calls.find((c) => c.method === 'PUT')
  expect(put?.path).toBe(`/suppliers/${timber.id}`)
  expect(put?.body).toMatchObject({ name: 'Timber & Board', status: 'archived', currency: 'EUR' })
  expect(
    await within(await screen.findByTestId(`supplier-row-${timber.id}`)).findByText('Archived'),
  ).toBeInTheDocument()
})

test('the items tab lists each item’s cost per unit, filtered by the supplier in the URL', async () => {
  const calls = stubApi(({ path }) => {
    if (path.startsWith('/companies/')) return company
    if (path.startsWith('/suppliers')) return { items: [timber, old], total: 2 }
    return { items: [birch, hinge], total: 2 }
  })
  renderPage(`?tab=items&supplierId=${timber.id}`)
  const row = await screen.findByTestId(`item-row-${birch.id}`)
  expect(within(row).getByRole('button', { name: 'Birch plywood 18 mm' })).toBeInTheDocument()
  expect(within(row).getByText('Code BP-18')).toBeInTheDocument()
  expect(within(row).getByText('€45.50 / m²')).toBeInTheDocument()
  expect(within(row).getByText('Sheet material')).toBeInTheDocument()
  expect(within(row).getByText('Square metre (m²)')).toBeInTheDocument()
  expect(within(row).getByText('12.5%')).toBeInTheDocument()
  expect(within(row).getByText('3 designs')).toBeInTheDocument()
  const other = screen.getByTestId(`item-row-${hinge.id}`)
  expect(within(other).getByText('£2.50 / pc')).toBeInTheDocument()
  expect(within(other).getByText('Archived')).toBeInTheDocument()
  expect(within(other).getByText('Not used')).toBeInTheDocument()

  expect(listCalls(calls, '/supplier-items')[0]).toBe(
    `/supplier-items?supplierId=${timber.id}&includeArchived=true&page=1&pageSize=20`,
  )
  expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveTextContent('Timber & Board')
  expect(screen.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page')
})

test('deleting an item that designs use says which ones', async () => {
  stubApi(({ method, path }) => {
    if (path.startsWith('/companies/')) return company
    if (path.startsWith('/suppliers')) return { items: [timber], total: 1 }
    if (method === 'DELETE') {
      return json(409, {
        message: 'In use',
        code: 'supplier_item_in_use',
        details: { usedBy: [{ id: hinge.id, name: 'Wardrobe', type: 'component' }] },
      })
    }
    return { items: [birch], total: 1 }
  })
  renderPage('?tab=items')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Actions for Birch plywood 18 mm' }))
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete the item “Birch plywood 18 mm”?' })
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await within(dialog).findByRole('link', { name: /Wardrobe/ })).toBeInTheDocument()
  expect(dialog).toHaveTextContent('It cannot be deleted: 1 design uses it.')
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled()
})

test('without suppliers, the items tab says to add one first', async () => {
  stubApi(({ path }) => {
    if (path.startsWith('/companies/')) return company
    return { items: [], total: 0 }
  })
  renderPage('?tab=items')
  expect(await screen.findByRole('heading', { name: 'Add a supplier first' })).toBeInTheDocument()
  expect(screen.getByTestId('new-item')).toBeDisabled()
})

test('a search without items offers to clear the filters', async () => {
  stubApi(({ path }) => {
    if (path.startsWith('/companies/')) return company
    if (path.startsWith('/suppliers')) return { items: [timber], total: 1 }
    return { items: [], total: 0 }
  })
  renderPage('?tab=items&q=zzz')
  expect(await screen.findByRole('heading', { name: 'No items found' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
})

test('the export downloads the items of the current filters as CSV', async () => {
  // jsdom has no object URLs; the browser's download is the link's click.
  const createObjectURL = vi.fn(() => 'blob:items')
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  const calls = stubApi(({ path }) => {
    if (path.startsWith('/companies/')) return company
    if (path.startsWith('/suppliers')) return { items: [timber], total: 1 }
    if (path.startsWith('/supplier-items/export')) {
      return new Response('name,unit\nBirch,m2\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="supplier-items.csv"',
        },
      })
    }
    return { items: [birch], total: 1 }
  })
  renderPage('?tab=items&materialType=sheet&q=birch')
  await screen.findByTestId(`item-row-${birch.id}`)
  await userEvent.setup().click(screen.getByTestId('export-items'))
  await waitFor(() => expect(click).toHaveBeenCalled())
  expect(listCalls(calls, '/supplier-items/export')).toEqual([
    '/supplier-items/export?q=birch&materialType=sheet&separator=comma',
  ])
  expect(createObjectURL).toHaveBeenCalledTimes(1)
  click.mockRestore()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})
