import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { DeleteDesignDialog } from './delete-design-dialog'

afterEach(() => vi.unstubAllGlobals())

const leg = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Table leg',
  type: 'component' as const,
}
const usedBy = [
  { id: '00000000-0000-4000-8000-0000000000b1', name: 'Dining table', type: 'design' as const },
  { id: '00000000-0000-4000-8000-0000000000b2', name: 'Side table', type: 'design' as const },
]

function renderDialog(design: { id: string; name: string; type: 'design' | 'component' }) {
  const onDeleted = vi.fn()
  const onOpenChange = vi.fn()
  renderAt(
    <DeleteDesignDialog design={design} onOpenChange={onOpenChange} onDeleted={onDeleted} />,
    { path: '/admin/designs', url: '/admin/designs' },
  )
  return { onDeleted, onOpenChange }
}

test('a component in use: the dialog lists where, and "Detach and delete" detaches it', async () => {
  const calls = stubApi(({ method, path }) => {
    if (path === `/designs/${leg.id}/usage`) return usedBy
    if (method === 'DELETE') return json(204)
    throw new Error(`unexpected ${method} ${path}`)
  })
  const { onDeleted } = renderDialog(leg)
  const dialog = await screen.findByRole('dialog', { name: 'Delete the component “Table leg”?' })

  const list = await within(dialog).findByRole('list', { name: 'Used in' })
  const links = within(list).getAllByRole('link')
  expect(links.map((a) => a.textContent)).toEqual(['Dining tableDesign', 'Side tableDesign'])
  expect(links[0]).toHaveAttribute('href', `/admin/designs/${usedBy[0]!.id}`)
  expect(within(dialog).getByText(/is used in 2 designs/)).toBeInTheDocument()
  expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()

  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Detach and delete' }))
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    `/designs/${leg.id}?detach=true`,
  ])
  expect(onDeleted).toHaveBeenCalledWith(leg)
})

test('a component used by nobody is simply deleted, without detaching', async () => {
  const calls = stubApi(({ method, path }) =>
    path.endsWith('/usage') ? [] : method === 'DELETE' ? json(204) : undefined,
  )
  const { onDeleted } = renderDialog(leg)
  const dialog = await screen.findByRole('dialog')
  const remove = await within(dialog).findByRole('button', { name: 'Delete' })
  expect(within(dialog).queryByRole('list')).not.toBeInTheDocument()
  await userEvent.setup().click(remove)
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    `/designs/${leg.id}`,
  ])
  expect(onDeleted).toHaveBeenCalled()
})

test('placed meanwhile: a 409 component_in_use turns the dialog into the detach form', async () => {
  stubApi(({ method, path }) => {
    if (path.endsWith('/usage')) return []
    if (method === 'DELETE' && !path.includes('detach')) {
      return json(409, {
        message: 'This component is used by other designs',
        code: 'component_in_use',
        details: { usedBy: usedBy.slice(0, 1) },
      })
    }
    return json(204)
  })
  const { onDeleted } = renderDialog(leg)
  const dialog = await screen.findByRole('dialog')
  const user = userEvent.setup()
  await user.click(await within(dialog).findByRole('button', { name: 'Delete' }))

  const list = await within(dialog).findByRole('list', { name: 'Used in' })
  expect(within(list).getByRole('link', { name: /Dining table/ })).toBeInTheDocument()
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  expect(onDeleted).not.toHaveBeenCalled()
  await user.click(within(dialog).getByRole('button', { name: 'Detach and delete' }))
  expect(onDeleted).toHaveBeenCalled()
})

test('a design is deleted without asking where it is used', async () => {
  const calls = stubApi(({ method }) => (method === 'DELETE' ? json(204) : undefined))
  renderDialog({ ...leg, name: 'Dining table', type: 'design' })
  const dialog = await screen.findByRole('dialog', { name: 'Delete the design “Dining table”?' })
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /designs/${leg.id}`])
})
