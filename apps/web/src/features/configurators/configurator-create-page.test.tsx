import { type DesignListItem, emptyDefinition } from '@designer/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { changeLocale, i18next } from '@/lib/i18n'
import { json, renderAt, stubApi } from '@/test/render'
import { ConfiguratorCreatePage } from './configurator-create-page'
import { aConfigurator, aSummary, uuid } from './testing'

// A form clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's select captures the pointer and scrolls its chosen item into view; jsdom does neither.
beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// What the page reads of a design: its id, name and picture.
const aDesign = (id: string, name: string) =>
  ({ id, name, thumbnailUrl: null, type: 'design' }) as DesignListItem
const kitchen = aDesign(uuid(10), 'Kitchen island')
const desk = aDesign(uuid(11), 'Desk')
const template = aSummary({ id: uuid(5), name: 'Wardrobe' })
const made = aConfigurator({ id: uuid(1), name: 'Kitchen island' })

function api({ designs = [kitchen, desk] } = {}) {
  return stubApi(({ method, path, body }) => {
    if (path.startsWith('/designs')) return { items: designs, total: designs.length }
    if (method === 'POST' && path === '/configurators')
      return { ...made, name: (body as { name: string }).name }
    if (path === `/configurators/${template.id}`) return aConfigurator({ id: template.id })
    if (path.startsWith('/configurators?')) return { items: [template], total: 1 }
    return json(404, { code: 'notFound', message: '' })
  })
}

const renderPage = (search = '') =>
  renderAt(<ConfiguratorCreatePage />, {
    path: '/admin/configurators/create',
    url: `/admin/configurators/create${search}`,
  })

/** A new configurator's empty definition, its texts to be written in `language`. */
const written = (language: string) => ({ ...emptyDefinition(), language })

const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST')

test('a name and a design are required: nothing is sent without them', SLOW, async () => {
  const calls = api()
  renderPage()
  await screen.findByText('Desk')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Create and edit' }))
  await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2))
  expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true')
  expect(posts(calls)).toEqual([])
})

test(
  'choosing a design names the configurator after it; created, it opens in the editor',
  SLOW,
  async () => {
    const calls = api()
    const success = vi.spyOn(toast, 'success')
    const { router } = renderPage()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: 'Kitchen island' }))
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Kitchen island')
    // A name already typed is kept when another design is chosen.
    await user.click(screen.getByRole('radio', { name: 'Desk' }))
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Kitchen island')
    await user.click(screen.getByRole('button', { name: 'Create and edit' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/configurators/${made.id}/edit`),
    )
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/configurators',
        body: { name: 'Kitchen island', designId: desk.id, definition: written('en') },
      },
    ])
    expect(success).toHaveBeenCalledWith('Kitchen island was created')
  },
)

test('a design given in the address is chosen already', SLOW, async () => {
  const calls = api()
  renderPage(`?designId=${desk.id}`)
  expect(await screen.findByRole('radio', { name: 'Desk' })).toBeChecked()
  const user = userEvent.setup()
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Standing desk')
  await user.click(screen.getByRole('button', { name: 'Create and edit' }))
  await waitFor(() => expect(posts(calls)).toHaveLength(1))
  expect(posts(calls)[0]!.body).toEqual({
    name: 'Standing desk',
    designId: desk.id,
    definition: written('en'),
  })
})

test('a new configurator’s texts are in the language its creator works in', SLOW, async () => {
  await changeLocale('es')
  try {
    const calls = api()
    renderPage(`?designId=${desk.id}`)
    expect(await screen.findByRole('radio', { name: 'Desk' })).toBeChecked()
    const user = userEvent.setup()
    await user.type(screen.getAllByRole('textbox')[0]!, 'Mesa alta')
    await user.click(screen.getByRole('button', { name: i18next.t('configurators.create.submit') }))
    await waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0]!.body).toMatchObject({ definition: written('es') })
  } finally {
    await changeLocale('en')
  }
})

test('starting from another configurator copies its definition', SLOW, async () => {
  const calls = api()
  renderPage()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('radio', { name: 'Desk' }))
  const start = screen.getByRole('combobox', { name: 'Start from' })
  await waitFor(() => expect(start).toBeEnabled())
  await user.click(start)
  await user.click(await screen.findByRole('option', { name: 'A copy of Wardrobe' }))
  await user.click(screen.getByRole('button', { name: 'Create and edit' }))
  await waitFor(() => expect(posts(calls)).toHaveLength(1))
  expect(calls.map((c) => c.path)).toContain(`/configurators/${template.id}`)
  expect(posts(calls)[0]!.body).toEqual({
    name: 'Desk',
    designId: desk.id,
    definition: aConfigurator().definition,
  })
})

test(
  'templates are the company’s configurators by name; designs are asked as typed',
  SLOW,
  async () => {
    const calls = api({ designs: [] })
    renderPage()
    expect(
      await screen.findByText('The company has no designs yet. Create one first.'),
    ).toBeInTheDocument()
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search designs' }), 'oak')
    expect(await screen.findByText('No design matches “oak”.')).toBeInTheDocument()
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/configurators?pageSize=100&sort=name',
        '/designs?type=design&sort=name&pageSize=24',
        '/designs?type=design&sort=name&pageSize=24&q=oak',
      ]),
    )
  },
)

test('a refusal from the server is shown on the form', SLOW, async () => {
  stubApi(({ method, path }) => {
    if (path.startsWith('/designs')) return { items: [desk], total: 1 }
    if (method === 'POST')
      return json(422, {
        code: 'validation',
        message: 'Invalid',
        details: [{ path: 'designId', code: 'validation.unknownDesign' }],
      })
    return { items: [], total: 0 }
  })
  const { router } = renderPage()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('radio', { name: 'Desk' }))
  await user.click(screen.getByRole('button', { name: 'Create and edit' }))
  expect(await screen.findByText('This design does not exist in the company')).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/admin/configurators/create')
})
