import type { Design } from '@designer/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { DesignDetailPage } from './design-detail-page'

afterEach(() => vi.unstubAllGlobals())

const ID = '00000000-0000-4000-8000-0000000000d1'
const leg: Design = {
  id: ID,
  name: 'Table leg',
  description: 'Solid oak leg',
  type: 'component',
  version: 4,
  thumbnailUrl: null,
  // No objects: the 3D view (three.js) stays out of jsdom.
  scene: {
    settings: { background: '#f4f4f5', lighting: 'studio', units: 'mm', gridSize: 100 },
    objects: [],
  },
  createdBy: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Dana' },
  updatedBy: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Dana' },
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-02T10:00:00.000Z',
}

const renderPage = (id = ID) =>
  renderAt(<DesignDetailPage />, {
    path: '/admin/designs/:designId',
    url: `/admin/designs/${id}`,
  })

test('a design of another company, or a deleted one, shows a friendly not-found state', async () => {
  stubApi(() => json(404, { message: 'Design not found', code: 'not_found' }))
  renderPage()
  expect(await screen.findByRole('heading', { name: 'Design not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to designs' })).toHaveAttribute(
    'href',
    '/admin/designs',
  )
})

test('a component shows its details and, as links, where it is used', async () => {
  stubApi(({ path }) =>
    path.endsWith('/usage')
      ? [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'Dining table', type: 'design' }]
      : leg,
  )
  renderPage()
  expect(await screen.findByRole('heading', { level: 1, name: 'Table leg' })).toBeInTheDocument()
  // In the header, and again in the empty 3D view.
  for (const link of screen.getAllByRole('link', { name: 'Open editor' })) {
    expect(link).toHaveAttribute('href', `/admin/designs/${ID}/edit`)
  }
  const usage = screen.getByTestId('design-usage')
  expect(await within(usage).findByRole('link', { name: /Dining table/ })).toHaveAttribute(
    'href',
    '/admin/designs/00000000-0000-4000-8000-0000000000b1',
  )
  expect(screen.getByText('Nothing to show yet')).toBeInTheDocument()
})

test('name and description are edited in place and saved with PUT', async () => {
  const calls = stubApi(({ method, path, body }) => {
    if (path.endsWith('/usage')) return []
    if (method === 'PUT') return { ...leg, ...(body as object), version: 5 }
    return leg
  })
  renderPage()
  await screen.findByRole('heading', { level: 1, name: 'Table leg' })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Edit name and description' }))
  const name = screen.getByLabelText(/Name/)
  await user.clear(name)
  await user.type(name, 'Oak leg')
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(calls.find((c) => c.method === 'PUT')).toEqual({
    method: 'PUT',
    path: `/designs/${ID}`,
    body: { name: 'Oak leg', description: 'Solid oak leg' },
  })
  expect(await screen.findByRole('heading', { level: 1, name: 'Oak leg' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Edit name and description' })).toHaveFocus()
})
