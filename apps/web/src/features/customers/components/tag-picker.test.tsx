import type { CustomerTag } from '@designer/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { toast } from 'sonner'
import { afterEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { aTag, uuid } from '../testing'
import { TagPicker } from './tag-picker'

// Dialogs and pages clicked and typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const kitchen = aTag({ id: uuid(100), name: 'Kitchen', color: 'blue' })
const vip = aTag({ id: uuid(101), name: 'VIP', color: 'amber' })

/** The tags the company has, answering as the API would; a new name becomes a tag. */
function api(tags: CustomerTag[], create?: () => Response) {
  const all = [...tags]
  const calls = stubApi(({ method, body }) => {
    if (method === 'GET') return all
    if (create) return create()
    const tag = { id: uuid(150 + all.length), customerCount: 0, ...(body as object) } as CustomerTag
    all.push(tag)
    return tag
  })
  return () => calls.filter((c) => c.method === 'POST')
}

const changes: string[][] = []
function Picker({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagPicker
        id="tags"
        value={value}
        onChange={(next) => {
          changes.push(next)
          setValue(next)
        }}
      />
    </>
  )
}

/** The picker once the company's tags have arrived (`suggested` of them offered). */
async function renderPicker(initial: string[] = [], suggested = 2) {
  changes.length = 0
  renderAt(<Picker initial={initial} />, { path: '/', url: '/' })
  await waitFor(() => expect(suggestions()).toHaveLength(suggested))
  return { user: userEvent.setup(), field: screen.getByRole('combobox', { name: 'Tags' }) }
}

const suggestions = () =>
  [...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))

const chips = () => screen.queryByRole('list', { name: 'Tags' })?.querySelectorAll('li').length ?? 0

test('a known tag typed in other capitals is picked, not made again', SLOW, async () => {
  const posts = api([kitchen, vip])
  const { user, field } = await renderPicker()
  await user.type(field, '  kitchen ')
  await user.click(screen.getByRole('button', { name: 'Add' }))
  expect(changes).toEqual([[kitchen.id]])
  expect(field).toHaveValue('')
  expect(posts()).toEqual([])
  expect(await screen.findByRole('button', { name: 'Remove tag Kitchen' })).toBeInTheDocument()
})

test(
  'a new name makes a tag in the next colour of the palette, and Enter adds it',
  SLOW,
  async () => {
    const posts = api([kitchen, vip])
    const { user, field } = await renderPicker()
    await user.type(field, 'Bathroom{Enter}')
    await waitFor(() => expect(changes).toHaveLength(1))
    // Two tags so far: the third colour.
    expect(posts()[0]!.body).toEqual({ name: 'Bathroom', color: 'orange' })
    expect(changes[0]).toEqual([uuid(152)])
    expect(await screen.findByRole('button', { name: 'Remove tag Bathroom' })).toBeInTheDocument()
  },
)

test('the palette starts again after its last colour', SLOW, async () => {
  const nine = Array.from({ length: 9 }, (_, i) => aTag({ id: uuid(110 + i), name: `T${i}` }))
  const posts = api(nine)
  const { user, field } = await renderPicker([], 9)
  await user.type(field, 'Tenth{Enter}')
  await waitFor(() => expect(posts()).toHaveLength(1))
  expect(posts()[0]!.body).toMatchObject({ color: 'gray' })
})

test(
  'nothing is added from an empty field, and a tag chosen is not added twice',
  SLOW,
  async () => {
    const posts = api([kitchen, vip])
    const { user, field } = await renderPicker([kitchen.id], 1)
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()
    await user.type(field, '   {Enter}')
    expect(changes).toEqual([])
    await user.clear(field)
    await user.type(field, 'KITCHEN{Enter}')
    expect(changes).toEqual([])
    expect(field).toHaveValue('')
    expect(posts()).toEqual([])
  },
)

test(
  'suggestions leave out the tags already chosen; a chip taken off comes back',
  SLOW,
  async () => {
    api([kitchen, vip])
    const { user } = await renderPicker([kitchen.id, vip.id], 0)
    await waitFor(() => expect(chips()).toBe(2))
    await user.click(screen.getByRole('button', { name: 'Remove tag VIP' }))
    expect(changes).toEqual([[kitchen.id]])
    expect(chips()).toBe(1)
    expect(suggestions()).toEqual(['VIP'])
  },
)

test('a tag that could not be made says why and keeps what was typed', SLOW, async () => {
  api([], () => json(409, { code: 'tag_exists', message: 'A tag has this name' }))
  const error = vi.spyOn(toast, 'error')
  const { user, field } = await renderPicker([], 0)
  await user.type(field, 'Kitchen{Enter}')
  await waitFor(() => expect(error).toHaveBeenCalledOnce())
  expect(changes).toEqual([])
  expect(field).toHaveValue('Kitchen')
})
