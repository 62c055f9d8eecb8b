import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { aDesign, aView } from './testing'
import { ViewCreatePage } from './view-create-page'

afterEach(() => vi.unstubAllGlobals())

const renderPage = () =>
  renderAt(<ViewCreatePage />, { path: '/admin/views/create', url: '/admin/views/create' })

test('a view without a design is created with the camera typed, then the list is shown', async () => {
  const calls = stubApi(({ method, path, body }) => {
    if (path.startsWith('/designs')) return { items: [aDesign({ name: 'Dining table' })], total: 1 }
    if (method === 'POST') return json(201, aView(body as object))
    return { items: [], total: 0 }
  })
  const { router } = renderPage()
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/Name/), 'Overview')
  const y = screen.getByRole('textbox', { name: 'Position Y' })
  await user.clear(y)
  await user.type(y, '4000')
  await user.click(screen.getByRole('button', { name: 'Create view' }))

  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/views'))
  expect(calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/views',
      body: {
        name: 'Overview',
        description: '',
        designId: null,
        camera: { position: [2400, 4000, 2400], target: [0, 0, 0], fov: 40, mode: 'orbit' },
      },
    },
  ])
})

test('a refused save keeps the page, what was typed, and puts the error on its field', async () => {
  stubApi(({ method, path }) => {
    if (path.startsWith('/designs')) return { items: [], total: 0 }
    if (method === 'POST')
      return json(400, {
        message: 'Some fields are invalid',
        code: 'validation_failed',
        details: [{ path: 'name', code: 'validation.tooLong', message: 'This is too long' }],
      })
    return { items: [], total: 0 }
  })
  const { router } = renderPage()
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/Name/), 'A very long name')
  await user.click(screen.getByRole('button', { name: 'Create view' }))

  expect(await screen.findByLabelText(/Name/)).toHaveAccessibleDescription('This is too long')
  expect(screen.getByLabelText(/Name/)).toHaveValue('A very long name')
  expect(router.state.location.pathname).toBe('/admin/views/create')
})
