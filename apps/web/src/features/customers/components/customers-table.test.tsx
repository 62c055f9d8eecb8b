import type { Customer } from '@designer/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { renderAt } from '@/test/render'
import { aCustomer, uuid } from '../testing'
import { CustomersTable } from './customers-table'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

afterEach(async () => {
  vi.useRealTimers()
  await changeLocale('en')
})

const ana = aCustomer({
  phones: [
    { label: 'mobile', number: '+34612345678' },
    { label: 'work', number: '+34912345678' },
  ],
  stage: 'prospect',
  tags: [
    { id: uuid(100), name: 'Kitchen', color: 'blue' },
    { id: uuid(101), name: 'VIP', color: 'amber' },
  ],
  owner: { id: uuid(300), name: 'Marta Ruiz' },
  companyContact: { id: uuid(2), name: 'Talleres Sur' },
  updatedAt: '2026-11-20T10:00:00.000Z',
})
const sur = aCustomer({
  id: uuid(2),
  kind: 'company',
  name: 'Talleres Sur',
  email: '',
  stage: 'customer',
  updatedAt: '2026-11-23T07:00:00.000Z',
})
const gone = aCustomer({
  id: uuid(3),
  name: '',
  email: '',
  anonymisedAt: '2026-11-01T10:00:00.000Z',
})

function renderTable(customers: Customer[], sort: 'name' | '-updated' = 'name') {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'))
  const onSort = vi.fn()
  const onDelete = vi.fn()
  renderAt(
    <CustomersTable customers={customers} sort={sort} onSort={onSort} onDelete={onDelete} />,
    {
      path: '/admin/customers',
      url: '/admin/customers',
    },
  )
  return { onSort, onDelete }
}

const row = (c: Customer) => within(screen.getByTestId(`customer-row-${c.id}`))

test('a row says who, how to reach them, where they stand, their tags and owner', () => {
  renderTable([ana])
  const r = row(ana)
  expect(r.getByRole('link', { name: 'Ana García' })).toHaveAttribute(
    'href',
    `/admin/customers/${ana.id}`,
  )
  expect(r.getByLabelText('Person')).toBeInTheDocument()
  // The company they work at, under their name.
  expect(r.getByText('Talleres Sur')).toBeInTheDocument()
  expect(r.getByText('ana@example.com')).toBeInTheDocument()
  // The first phone only, as people read it.
  expect(r.getByText('+34 612 34 56 78')).toBeInTheDocument()
  expect(r.queryByText('+34 912 34 56 78')).not.toBeInTheDocument()
  expect(r.getByText('Prospect')).toBeInTheDocument()
  expect(r.getByText('Kitchen')).toBeInTheDocument()
  expect(r.getByText('VIP')).toBeInTheDocument()
  expect(r.getByText('Marta Ruiz')).toBeInTheDocument()
  expect(r.getByText('3 days ago')).toHaveAttribute('datetime', ana.updatedAt)
})

test('what a customer lacks shows as a dash; a company is marked as one', () => {
  renderTable([sur])
  const r = row(sur)
  expect(r.getByLabelText('Company')).toBeInTheDocument()
  expect(r.getAllByText('—')).toHaveLength(2)
  expect(r.getByText('3 hours ago')).toBeInTheDocument()
})

test('an anonymised customer is listed without a name', () => {
  renderTable([gone])
  expect(row(gone).getByRole('link', { name: 'Anonymised customer' })).toBeInTheDocument()
  expect(
    row(gone).getByRole('button', { name: 'Actions for Anonymised customer' }),
  ).toBeInTheDocument()
})

test('dates are relative in the reader’s language', SLOW, async () => {
  await changeLocale('es')
  renderTable([ana])
  expect(row(ana).getByText('hace 3 días')).toBeInTheDocument()
})

test('names sort A→Z first; the latest change, newest first', SLOW, async () => {
  const { onSort } = renderTable([ana, sur])
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Name' }))
  expect(onSort).toHaveBeenLastCalledWith('-name')
  await user.click(screen.getByRole('button', { name: 'Updated' }))
  expect(onSort).toHaveBeenLastCalledWith('-updated')
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
})

test(
  'a row’s menu opens the customer or asks to delete them, giving back its button',
  SLOW,
  async () => {
    const { onDelete } = renderTable([ana, sur])
    const user = userEvent.setup()
    await user.click(row(sur).getByRole('button', { name: 'Actions for Talleres Sur' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveAttribute(
      'href',
      `/admin/customers/${sur.id}`,
    )
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledWith(sur, expect.any(HTMLButtonElement))
  },
)
