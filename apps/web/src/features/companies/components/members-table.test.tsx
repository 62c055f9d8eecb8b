import type { Member, Role } from '@designer/contract'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { allowedActions, MembersTable } from './members-table'

const member = (n: number, name: string, role: Role): Member => ({
  userId: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  profileUrl: null,
  role,
  joinedAt: '2030-01-01T00:00:00.000Z',
})
const owner = member(1, 'Olivia', 'owner')
const admin = member(2, 'Adam', 'admin')
const designer = member(3, 'Dana', 'designer')
const members = [owner, admin, designer]

function renderAs(me: Member) {
  const onAction = vi.fn()
  render(
    <MembersTable
      members={members}
      myRole={me.role}
      myId={me.userId}
      onChangeRole={vi.fn()}
      onAction={onAction}
    />,
  )
  return { onAction }
}

const row = (m: Member) => within(screen.getByTestId(`member-${m.email}`))

test('a designer changes nobody: no role selects, and only their own row has a menu', () => {
  renderAs(designer)
  expect(screen.queryAllByRole('combobox')).toHaveLength(0)
  expect(row(owner).queryByRole('button')).not.toBeInTheDocument()
  expect(row(admin).queryByRole('button')).not.toBeInTheDocument()
  expect(row(designer).getByRole('button', { name: 'Actions for Dana' })).toBeInTheDocument()
  expect(row(owner).getByText('Owner')).toBeInTheDocument()
})

test('an admin leaves owners alone and cannot make anyone an owner', () => {
  renderAs(admin)
  expect(row(owner).queryByRole('combobox')).not.toBeInTheDocument()
  expect(row(owner).queryByRole('button')).not.toBeInTheDocument()
  expect(row(designer).getByRole('combobox', { name: 'Role of Dana' })).toBeInTheDocument()
  expect(allowedActions('admin', admin.userId, designer)).toEqual({
    roles: ['admin', 'designer'],
    actions: ['remove'],
  })
})

test('an owner may hand over ownership from the member’s menu', async () => {
  const { onAction } = renderAs(owner)
  const user = userEvent.setup()
  await user.click(row(designer).getByRole('button', { name: 'Actions for Dana' }))
  const menu = await screen.findByRole('menu')
  expect(within(menu).getByRole('menuitem', { name: 'Remove from company' })).toBeInTheDocument()
  await user.click(within(menu).getByRole('menuitem', { name: 'Make owner' }))
  // The menu's button goes along, for focus to return to once the dialog closes.
  expect(onAction).toHaveBeenCalledWith(
    'transfer',
    designer,
    row(designer).getByRole('button', { name: 'Actions for Dana', hidden: true }),
  )
})

test('oneself: no role select, only "Leave company"', async () => {
  const { onAction } = renderAs(owner)
  expect(row(owner).queryByRole('combobox')).not.toBeInTheDocument()
  const user = userEvent.setup()
  await user.click(row(owner).getByRole('button', { name: 'Actions for Olivia' }))
  const menu = await screen.findByRole('menu')
  expect(within(menu).getAllByRole('menuitem')).toHaveLength(1)
  await user.click(within(menu).getByRole('menuitem', { name: 'Leave company' }))
  expect(onAction).toHaveBeenCalledWith('leave', owner, expect.any(HTMLButtonElement))
})
