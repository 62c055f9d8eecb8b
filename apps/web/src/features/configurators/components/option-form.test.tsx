import {
  TRESTLE,
  tableDefinition,
  tableScene,
  WALNUT_ITEM,
} from '@designer/configurator/configurator-fixtures'
import type { ConfigOption } from '@designer/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { session } from '@/lib/session'
import { COMPANY_ID, stubApi } from '@/test/render'
import { findOption, newOption, type Problem } from '../editor/model'
import { withPanelEnvironment } from '../testing'
import { OptionForm } from './option-form'

// One option's form for each kind, on an option it changes.

// Fields typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

withPanelEnvironment()

const tableOption = (id: string) => findOption(tableDefinition(), id)!.value

/** The option as last changed by the form. */
let current: ConfigOption

function Form({ start, problems }: { start: ConfigOption; problems: Problem[] }) {
  const [option, setOption] = useState(start)
  current = option
  return (
    <OptionForm
      option={option}
      update={(recipe) =>
        setOption((o) => {
          const next = structuredClone(o)
          recipe(next)
          return next
        })
      }
      objects={tableScene().objects}
      names={['W', 'D']}
      currency="EUR"
      problems={problems}
      picking={false}
      onPickingChange={() => {}}
      onIdChange={() => {}}
    />
  )
}

function renderForm(start: ConfigOption, problems: Problem[] = []) {
  session.selectCompany(COMPANY_ID)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Form start={start} problems={problems} />
    </QueryClientProvider>,
  )
  return () => current
}

test('a dimension has its range in mm and the lines it binds', SLOW, async () => {
  const option = renderForm(tableOption('D'))
  expect(screen.getByRole('spinbutton', { name: 'Minimum (mm)' })).toHaveValue(800)
  expect(within(screen.getByTestId('bindings')).getAllByTestId(/^binding-/)).toHaveLength(6)
  const user = userEvent.setup()
  const max = screen.getByRole('spinbutton', { name: 'Maximum (mm)' })
  await user.clear(max)
  await user.type(max, '1100')
  expect(option()).toMatchObject({ max: 1100 })
  await user.click(
    within(screen.getByTestId('binding-0')).getByRole('button', { name: 'Remove this line' }),
  )
  expect(option()).toMatchObject({ bindings: { length: 5 } })
})

test('a new line binds the first object’s first property to the option itself', SLOW, async () => {
  const option = renderForm(newOption('dimension', 'Height', []))
  expect(screen.getByText('Nothing is bound yet. Pick objects in 3D or add a line.')).toBeVisible()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Add a line' }))
  expect(option()).toMatchObject({
    bindings: [{ objectId: 'top', target: 'params.width', formula: 'height' }],
  })
})

test('a number has a range without a unit and no bindings', () => {
  renderForm(tableOption('quantity'))
  expect(screen.getByRole('spinbutton', { name: 'Maximum' })).toHaveValue(10)
  expect(screen.queryByTestId('bindings')).not.toBeInTheDocument()
  expect(screen.queryByTestId('values')).not.toBeInTheDocument()
})

test('a text has its longest length and default text', SLOW, async () => {
  const option = renderForm(tableOption('reference'))
  const user = userEvent.setup()
  await user.type(screen.getByRole('textbox', { name: 'Default text' }), 'PO-1')
  const longest = screen.getByRole('spinbutton', { name: 'Longest text' })
  await user.clear(longest)
  await user.type(longest, '20')
  expect(option()).toMatchObject({ kind: 'text', default: 'PO-1', maxLength: 20 })
})

test(
  'a part’s surcharge is Money or none, and it is included by default or not',
  SLOW,
  async () => {
    const option = renderForm(tableOption('leaf'))
    const user = userEvent.setup()
    const surcharge = screen.getByRole('textbox', { name: 'Surcharge' })
    expect(surcharge).toHaveValue('150.00')
    await user.clear(surcharge)
    expect(option()).toMatchObject({ surcharge: null })
    await user.type(surcharge, '99')
    expect(option()).toMatchObject({ surcharge: { amount: 9900, currency: 'EUR' } })
    await user.click(screen.getByRole('switch', { name: 'Included by default' }))
    expect(option()).toMatchObject({ default: true })
  },
)

test('a material’s values: the default chosen, renamed with it, removed, added', SLOW, async () => {
  const option = renderForm(tableOption('wood'))
  const user = userEvent.setup()
  await user.click(screen.getByRole('radio', { name: 'Ash is the default' }))
  expect(option()).toMatchObject({ default: 'ash' })
  const ash = within(screen.getByTestId('value-ash'))
  const id = ash.getByRole('textbox', { name: 'Value id' })
  await user.clear(id)
  await user.type(id, 'paleAsh')
  expect(option()).toMatchObject({ default: 'paleAsh' })
  await user.click(screen.getByRole('button', { name: 'Remove Ash' }))
  expect(option()).toMatchObject({ default: 'oak', values: [{ id: 'oak' }, { id: 'walnut' }] })
  await user.click(screen.getByRole('button', { name: 'Add value' }))
  expect((option() as { values: unknown[] }).values.at(-1)).toEqual({
    id: 'value3',
    name: 'Value 3',
    surcharge: null,
    color: '#cccccc',
    supplierItemId: null,
  })
  const walnut = screen.getByRole('textbox', { name: 'Surcharge for Walnut' })
  await user.clear(walnut)
  expect((option() as { values: { surcharge: unknown }[] }).values[1]!.surcharge).toBeNull()
})

test(
  'a material value is chosen from the company’s materials and shows the material’s look; one without keeps its colour',
  SLOW,
  async () => {
    const OAK_ITEM = '00000000-0000-4000-8000-0000000000a1'
    const oakLook = {
      color: '#c8a165',
      roughness: 0.7,
      metalness: 0,
      texture: {
        url: `/v1/textures/${OAK_ITEM}/abcdefghijklmnopqrstuv`,
        widthMm: 600,
        heightMm: 200,
      },
    }
    const walnutLook = { color: '#5d4037', roughness: 0.5, metalness: 0, texture: null }
    stubApi(({ path }) => {
      if (path.startsWith('/supplier-items/appearances')) {
        return { [OAK_ITEM]: oakLook, [WALNUT_ITEM]: walnutLook }
      }
      if (path.startsWith('/supplier-items')) {
        return {
          items: [
            { id: OAK_ITEM, name: 'Oak veneer', supplierName: 'Timber', appearance: oakLook },
            {
              id: WALNUT_ITEM,
              name: 'Walnut veneer',
              supplierName: 'Timber',
              appearance: walnutLook,
            },
          ],
          total: 2,
        }
      }
      return { items: [], total: 0 }
    })
    const option = renderForm(tableOption('wood'))
    const walnut = within(screen.getByTestId('value-walnut'))
    // Walnut names a material with a look: its swatch, not a colour of its own.
    expect(
      await walnut.findByRole('img', { name: 'How Walnut looks (set on its material)' }),
    ).toBeVisible()
    expect(walnut.queryByLabelText('Colour of Walnut')).not.toBeInTheDocument()
    // Oak has none yet: its own colour, until a material is chosen.
    const oak = within(screen.getByTestId('value-oak'))
    expect(oak.getByLabelText('Colour of Oak')).toHaveValue('#c8a165')
    const user = userEvent.setup()
    await user.click(oak.getByRole('combobox', { name: 'Supplier item' }))
    const choice = await screen.findByRole('option', { name: 'Oak veneer · Timber' })
    // The list shows each material's swatch.
    expect(choice.querySelector('[data-slot="material-swatch"]')).not.toBeNull()
    await user.click(choice)
    expect(
      (option() as { values: { supplierItemId: string | null; color: string }[] }).values[0],
    ).toMatchObject({
      supplierItemId: OAK_ITEM,
      color: '#c8a165',
    })
    const swatch = oak.getByRole('img', { name: 'How Oak looks (set on its material)' })
    expect(swatch.style.backgroundImage).toContain(oakLook.texture.url)
  },
)

test('a component’s new value swaps to the company’s first component', SLOW, async () => {
  const option = renderForm(tableOption('legStyle'))
  // Once the company's components are in, the values name theirs.
  const trestle = within(screen.getByTestId('value-trestle'))
  await vi.waitFor(() =>
    expect(trestle.getByRole('combobox', { name: 'Component' })).toHaveTextContent('Trestle'),
  )
  await userEvent.setup().click(screen.getByRole('button', { name: 'Add value' }))
  expect(option()).toMatchObject({
    default: 'trestle',
    values: [
      { id: 'trestle' },
      { id: 'fourLegs' },
      { id: 'value3', name: 'Value 3', surcharge: null, designId: TRESTLE },
    ],
  })
})

test('an option’s problems show under the fields they are about', () => {
  renderForm(tableOption('D'), [
    { path: 'min', code: 'validation.required', message: '' },
    { path: 'name', code: 'validation.required', message: '' },
  ])
  expect(screen.getByRole('spinbutton', { name: 'Minimum (mm)' })).toHaveAccessibleDescription(
    'This field is required',
  )
  expect(screen.getAllByText('This field is required')).toHaveLength(2)
})
