import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { aDesign, anEmptyDesign, aView } from './testing'
import { ViewEditPage } from './view-edit-page'

afterEach(() => vi.unstubAllGlobals())

// The design has no objects, so the preview shows a note and three.js stays out of jsdom.
const table = aDesign({ name: 'Dining table' })
const saved = aView({
  name: 'Door',
  description: 'Seen from the door',
  designId: table.id,
  designName: table.name,
  camera: { position: [0, 1600, 4000], target: [0, 1600, 3990], fov: 70, mode: 'first-person' },
})

const renderPage = (id = saved.id) =>
  renderAt(<ViewEditPage />, { path: '/admin/views/:viewId/edit', url: `/admin/views/${id}/edit` })

function api(put: (body: unknown) => Response | unknown) {
  return stubApi(({ method, path, body }) => {
    if (path.startsWith('/designs?')) return { items: [table], total: 1 }
    if (path === `/designs/${table.id}`) return anEmptyDesign(table)
    if (method === 'PUT') return put(body)
    if (path === `/views/${saved.id}`) return saved
    return json(404, { message: 'View not found', code: 'not_found' })
  })
}

test('the form starts from the saved view and sends its camera back with the changes', async () => {
  const calls = api((body) => ({ ...saved, ...(body as object) }))
  const { router } = renderPage()
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Door”' })).toBeInTheDocument()
  expect(screen.getByLabelText(/Name/)).toHaveValue('Door')
  expect(screen.getByRole('combobox', { name: 'Design' })).toHaveTextContent('Dining table')
  expect(screen.getByRole('combobox', { name: 'Camera mode' })).toHaveTextContent('First person')
  expect(screen.getByRole('textbox', { name: 'Target Z' })).toHaveValue('3990')
  expect(await screen.findByText('This design has no objects yet')).toBeInTheDocument()

  const user = userEvent.setup()
  await user.clear(screen.getByLabelText(/Name/))
  await user.type(screen.getByLabelText(/Name/), 'Door, standing')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/views'))
  expect(calls.find((c) => c.method === 'PUT')).toEqual({
    method: 'PUT',
    path: `/views/${saved.id}`,
    body: {
      name: 'Door, standing',
      description: 'Seen from the door',
      designId: table.id,
      camera: saved.camera,
    },
  })
})

test('a design the server does not know is marked on the design field, and the rest stays', async () => {
  api(() =>
    json(400, {
      message: 'Some fields are invalid',
      code: 'validation_failed',
      details: [
        {
          path: 'designId',
          code: 'validation.unknownDesign',
          message: 'This design does not exist in the company',
        },
      ],
    }),
  )
  const { router } = renderPage()
  const user = userEvent.setup()
  const fov = await screen.findByRole('textbox', { name: 'Field of view in degrees' })
  await user.clear(fov)
  await user.type(fov, '35')
  await user.click(screen.getByRole('button', { name: 'Save changes' }))

  const design = await screen.findByRole('combobox', { name: 'Design' })
  await waitFor(() => expect(design).toHaveAttribute('aria-invalid', 'true'))
  expect(design).toHaveAccessibleDescription(/This design does not exist in the company/)
  expect(screen.getByRole('textbox', { name: 'Field of view in degrees' })).toHaveValue('35')
  expect(router.state.location.pathname).toBe(`/admin/views/${saved.id}/edit`)
})

test('a view that does not exist, or is another company’s, shows a way back', async () => {
  api(() => undefined)
  renderPage('00000000-0000-4000-8000-00000000dead')
  expect(await screen.findByRole('heading', { name: 'View not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to views' })).toHaveAttribute(
    'href',
    '/admin/views',
  )
})
