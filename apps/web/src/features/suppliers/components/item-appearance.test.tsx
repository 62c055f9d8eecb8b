import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { COMPANY_ID, json, renderAt, stubApi } from '@/test/render'
import { anItem, aSupplier } from '../testing'
import { ItemDialog, type ItemDialogState } from './item-dialog'

afterEach(() => vi.unstubAllGlobals())

const SLOW = { timeout: 20_000 }

const timber = aSupplier({ name: 'Timber & Board', currency: 'EUR' })
const oak = anItem({
  name: 'Oak veneer',
  supplierId: timber.id,
  supplierName: timber.name,
  unit: 'm2',
  materialType: 'sheet',
})
const company = { id: COMPANY_ID, name: 'Studio', currency: 'EUR', country: 'ES' }
const TEXTURE_URL = `/v1/textures/${oak.id}/abcdefghijklmnopqrstuv`

function api(handler?: (call: { method: string; path: string; body: unknown }) => unknown) {
  return stubApi((call) => {
    const answer = handler?.(call)
    if (answer !== undefined) return answer
    if (call.path.startsWith('/companies/')) return company
    if (call.path.startsWith('/suppliers')) return { items: [timber], total: 1 }
    if (call.path.endsWith('/costs')) return []
    return undefined
  })
}

async function openEditor(state: ItemDialogState) {
  const onOpenChange = vi.fn()
  renderAt(<ItemDialog state={state} onOpenChange={onOpenChange} />, {
    path: '/admin/suppliers',
    url: '/admin/suppliers?tab=items',
  })
  const dialog = await screen.findByRole('dialog')
  const section = await within(dialog).findByRole('group', { name: 'Appearance' })
  return { dialog, section: within(section), onOpenChange }
}

test(
  'an appearance is given a colour, a finish between matt and glossy and a metalness, and saved with the item',
  SLOW,
  async () => {
    const calls = api(({ method, body }) =>
      method === 'PUT' ? { ...oak, ...(body as object) } : undefined,
    )
    const { dialog, section, onOpenChange } = await openEditor({ mode: 'edit', item: oak })
    const user = userEvent.setup()
    expect(section.getByText(/drawn in their own colour/)).toBeInTheDocument()
    await user.click(section.getByRole('button', { name: 'Add an appearance' }))

    fireEvent.change(section.getByLabelText('Colour'), { target: { value: '#5a3b26' } })
    const finish = section.getByRole('slider', { name: 'Finish' })
    // Satin to start with; towards Glossy, the surface gets less rough.
    expect(finish).toHaveAttribute('aria-valuetext', 'Satin')
    fireEvent.change(finish, { target: { value: '0.9' } })
    expect(finish).toHaveAttribute('aria-valuetext', 'Mirror')
    fireEvent.change(section.getByRole('slider', { name: 'Metal' }), { target: { value: '1' } })
    expect(section.getByRole('slider', { name: 'Metal' })).toHaveAttribute(
      'aria-valuetext',
      'Metal',
    )
    // The preview follows: the colour, and a bright highlight for a glossy finish.
    const preview = section.getByRole('img', { name: 'Preview of the finish' })
    expect(preview.style.backgroundColor).toBe('rgb(90, 59, 38)')
    expect(preview.style.backgroundImage).toMatch(
      /^radial-gradient\(circle at 32% 28%, rgba\(255, ?255, ?255, ?0\.78\) 0%/,
    )

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      appearance: { color: '#5a3b26', roughness: 0.1, metalness: 1 },
    })
  },
)

test(
  'a picture of the surface is sent at once with the size it shows, shown in the preview, and can be removed',
  SLOW,
  async () => {
    const textured = {
      ...oak,
      appearance: {
        color: '#ffffff',
        roughness: 0.62,
        metalness: 0.05,
        texture: { url: TEXTURE_URL, widthMm: 400, heightMm: 600 },
      },
    }
    const calls = api(({ method, path }) => {
      if (method === 'PUT' && path.includes('/texture')) return textured
      if (method === 'DELETE') return json(204, undefined)
      if (method === 'PUT') return textured
      return undefined
    })
    const { section } = await openEditor({ mode: 'edit', item: oak })
    const user = userEvent.setup()
    await user.click(section.getByRole('button', { name: 'Add an appearance' }))
    const width = section.getByRole('textbox', { name: 'Width shown' })
    await user.clear(width)
    await user.type(width, '400')
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'oak.png', { type: 'image/png' })
    await user.upload(section.getByTestId('appearance-texture-file'), picture)

    await waitFor(() =>
      expect(section.getByRole('img', { name: 'Texture of Oak veneer' })).toHaveAttribute(
        'src',
        TEXTURE_URL,
      ),
    )
    const upload = calls.find((c) => c.method === 'PUT' && c.path.includes('/texture'))
    expect(upload?.path).toBe(`/supplier-items/${oak.id}/texture?widthMm=400&heightMm=600`)
    const preview = section.getByRole('img', { name: 'Preview of the finish' })
    // 400 × 600 mm of picture on a swatch of 300 mm of surface.
    expect(preview.style.backgroundImage).toContain(TEXTURE_URL)
    expect(preview.style.backgroundSize).toContain('133.3% 200.0%')
    expect(
      section.getByText('The colour tints the picture: white shows it as it is.'),
    ).toBeVisible()

    await user.click(section.getByRole('button', { name: 'Remove the picture' }))
    await waitFor(() =>
      expect(section.queryByRole('img', { name: 'Texture of Oak veneer' })).not.toBeInTheDocument(),
    )
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/texture'))).toBe(true)
    expect(preview.style.backgroundImage).not.toContain(TEXTURE_URL)
  },
)

test('a refused picture says why, in words; removing the appearance sends none', SLOW, async () => {
  const withLook = {
    ...oak,
    appearance: { color: '#c8a16e', roughness: 0.6, metalness: 0, texture: null },
  }
  const calls = api(({ method, path, body }) => {
    if (method === 'PUT' && path.includes('/texture')) {
      return json(415, { message: 'no', code: 'unsupported_media_type' })
    }
    if (method === 'PUT') return { ...withLook, ...(body as object) }
    return undefined
  })
  const { dialog, section, onOpenChange } = await openEditor({ mode: 'edit', item: withLook })
  const user = userEvent.setup({ applyAccept: false })
  await user.upload(
    section.getByTestId('appearance-texture-file'),
    new File(['GIF89a'], 'oak.gif', { type: 'image/gif' }),
  )
  expect(await section.findByRole('alert')).toHaveTextContent('This file type is not accepted')

  await user.click(section.getByRole('button', { name: 'Remove the appearance' }))
  expect(section.getByRole('button', { name: 'Add an appearance' })).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
  expect(calls.find((c) => c.method === 'PUT' && !c.path.includes('/texture'))?.body).toMatchObject(
    { appearance: null },
  )
})

test('a new item gets its picture once saved', SLOW, async () => {
  api()
  const { section } = await openEditor({ mode: 'create', supplierId: timber.id })
  await userEvent.setup().click(section.getByRole('button', { name: 'Add an appearance' }))
  expect(section.getByText(/Save the item first/)).toBeInTheDocument()
  expect(section.queryByTestId('appearance-texture-file')).not.toBeInTheDocument()
})
