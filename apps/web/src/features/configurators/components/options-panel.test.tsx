import { tableDefinition, tableScene } from '@designer/configurator/configurator-fixtures'
import type { ConfiguratorDefinition } from '@designer/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, useSyncExternalStore } from 'react'
import { expect, test, vi } from 'vitest'
import { session } from '@/lib/session'
import { COMPANY_ID } from '@/test/render'
import type { Problem, Selection } from '../editor/model'
import { type ConfiguratorStore, createConfiguratorStore } from '../editor/store'
import { withPanelEnvironment } from '../testing'
import { OptionsPanel } from './options-panel'

// The outline of steps and options and the chosen one's settings, on the store they change.

// Menus clicked and fields typed into: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

withPanelEnvironment()

let selected: Selection = null

function Panel({ store, problems }: { store: ConfiguratorStore; problems: Problem[] }) {
  const { work } = useSyncExternalStore(store.subscribe, store.get)
  const [selection, setSelection] = useState<Selection>(null)
  const [picking, setPicking] = useState<string | null>(null)
  selected = selection
  return (
    <OptionsPanel
      store={store}
      work={work}
      objects={tableScene().objects}
      views={[]}
      currency="EUR"
      problems={problems}
      selection={selection}
      onSelect={setSelection}
      pickingFor={picking}
      onPickingChange={setPicking}
    />
  )
}

function editor(definition: ConfiguratorDefinition = tableDefinition(), problems: Problem[] = []) {
  session.selectCompany(COMPANY_ID)
  const store = createConfiguratorStore({
    work: { name: 'Table', definition },
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Panel store={store} problems={problems} />
    </QueryClientProvider>,
  )
  return { store, steps: () => store.get().work.definition.steps }
}

const outline = (steps: ConfiguratorDefinition['steps']) =>
  steps.map((s) => `${s.id}: ${s.options.map((o) => o.id).join(' ')}`)

test(
  'with no steps the outline says where to start; a new step is named, numbered and chosen',
  SLOW,
  async () => {
    const { steps } = editor({ ...tableDefinition(), steps: [], rules: [] })
    expect(screen.getByText('Start with a step')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByTestId('add-step'))
    await user.click(screen.getByTestId('add-step'))
    expect(steps()).toEqual([
      { id: 'step1', name: 'Step 1', viewId: null, options: [] },
      { id: 'step2', name: 'Step 2', viewId: null, options: [] },
    ])
    expect(selected).toEqual({ type: 'step', id: 'step2' })
    expect(screen.getByRole('textbox', { name: 'Step name' })).toHaveValue('Step 2')
    expect(screen.getAllByText('No options yet: add one.')).toHaveLength(2)
  },
)

test(
  'an option of each kind is added to its step with an id of its own, and chosen',
  SLOW,
  async () => {
    const { steps } = editor()
    const user = userEvent.setup()
    const order = within(screen.getByTestId('step-order'))
    await user.click(order.getByTestId('add-option'))
    await user.click(await screen.findByRole('menuitem', { name: /^Number/ }))
    await user.click(order.getByTestId('add-option'))
    await user.click(await screen.findByRole('menuitem', { name: /^Number/ }))
    expect(
      steps()[2]!
        .options.slice(2)
        .map((o) => [o.id, o.kind]),
    ).toEqual([
      ['number', 'number'],
      ['number2', 'number'],
    ])
    expect(selected).toEqual({ type: 'option', id: 'number2' })
    expect(screen.getByTestId('option-form')).toBeInTheDocument()
  },
)

test('an option with problems is marked in the outline', () => {
  editor(tableDefinition(), [
    { path: 'steps.1.options.0.values.1.surcharge', code: 'validation.otherCurrency', message: '' },
  ])
  expect(within(screen.getByTestId('option-wood')).getByLabelText('Has problems')).toBeVisible()
  expect(within(screen.getByTestId('option-W')).queryByLabelText('Has problems')).toBeNull()
})

test('an option dragged onto another goes before it, in any step', () => {
  const { steps } = editor()
  const dataTransfer = { setData: vi.fn(), effectAllowed: '' }
  const grip = (id: string) =>
    screen.getByTestId(`option-${id}`).parentElement!.querySelector('[draggable="true"]')!
  fireEvent.dragStart(grip('reference'), { dataTransfer })
  const target = screen.getByTestId('option-wood').parentElement!
  fireEvent.dragOver(target, { dataTransfer })
  fireEvent.drop(target, { dataTransfer })
  expect(outline(steps())).toEqual([
    'size: W D',
    'finish: reference wood legStyle leaf',
    'order: quantity',
  ])
})

test('a step dragged onto another takes its place; onto an option, it does not drop', () => {
  const { steps } = editor()
  const dataTransfer = { setData: vi.fn(), effectAllowed: '' }
  const stepGrip = (id: string) =>
    screen.getByTestId(`step-${id}`).querySelector('[draggable="true"]')!
  fireEvent.dragStart(stepGrip('order'), { dataTransfer })
  const onOption = screen.getByTestId('option-W').parentElement!
  // An option's row does not take a step: it does not accept the drag.
  expect(fireEvent.dragOver(onOption, { dataTransfer })).toBe(true)
  const header = stepGrip('size').parentElement!
  expect(fireEvent.dragOver(header, { dataTransfer })).toBe(false)
  fireEvent.drop(header, { dataTransfer })
  expect(steps().map((s) => s.id)).toEqual(['order', 'size', 'finish'])
})

test('the chosen option moves with its arrows, across steps, and is deleted', SLOW, async () => {
  const { steps } = editor()
  const user = userEvent.setup()
  await user.click(screen.getByTestId('option-D'))
  const settings = () => within(screen.getByTestId('selection-settings'))
  await user.click(settings().getByRole('button', { name: 'Move option down' }))
  expect(outline(steps()).slice(0, 2)).toEqual(['size: W', 'finish: D wood legStyle leaf'])
  await user.click(settings().getByRole('button', { name: 'Move option up' }))
  expect(outline(steps()).slice(0, 2)).toEqual(['size: W D', 'finish: wood legStyle leaf'])
  await user.click(settings().getByRole('button', { name: 'Delete option Depth' }))
  expect(outline(steps())[0]).toBe('size: W')
  expect(selected).toBeNull()
  expect(screen.queryByTestId('selection-settings')).not.toBeInTheDocument()
})

test('the first option moves no higher, the last no lower', SLOW, async () => {
  editor()
  const user = userEvent.setup()
  await user.click(screen.getByTestId('option-W'))
  expect(screen.getByRole('button', { name: 'Move option up' })).toBeDisabled()
  await user.click(screen.getByTestId('option-reference'))
  expect(screen.getByRole('button', { name: 'Move option down' })).toBeDisabled()
})

test('a step is moved and deleted from its settings', SLOW, async () => {
  const { steps } = editor()
  const user = userEvent.setup()
  await user.click(
    within(screen.getByTestId('step-finish')).getByRole('button', { name: /Finish/ }),
  )
  await user.click(screen.getByRole('button', { name: 'Move step up' }))
  expect(steps().map((s) => s.id)).toEqual(['finish', 'size', 'order'])
  await user.click(screen.getByRole('button', { name: 'Delete step Finish' }))
  expect(steps().map((s) => s.id)).toEqual(['size', 'order'])
  expect(selected).toBeNull()
})

test('an option’s new id is followed by the selection', SLOW, async () => {
  const { steps } = editor()
  const user = userEvent.setup()
  await user.click(screen.getByTestId('option-reference'))
  const id = screen.getByRole('textbox', { name: 'Id' })
  await user.clear(id)
  await user.type(id, 'ref')
  expect(steps()[2]!.options[1]!.id).toBe('ref')
  expect(selected).toEqual({ type: 'option', id: 'ref' })
  expect(screen.getByTestId('option-form')).toBeInTheDocument()
})
