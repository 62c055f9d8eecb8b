import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSyncExternalStore } from 'react'
import { beforeEach, expect, test } from 'vitest'
import { type ConfiguratorStore, createConfiguratorStore } from '../editor/store'
import { PricePanel } from './price-panel'
import { RulesPanel } from './rules-panel'
import { StepSettings } from './step-settings'

// The panels that edit a configurator's definition, on the store they change: their selects read
// and write null for their empty choice.

// Clicked selects and typed fields: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's select captures the pointer and scrolls its chosen item into view; jsdom does neither.
beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

const view = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Front' }

function Panels({ store }: { store: ConfiguratorStore }) {
  const { work } = useSyncExternalStore(store.subscribe, store.get)
  return (
    <>
      <StepSettings
        store={store}
        work={work}
        index={0}
        views={[view]}
        problems={[]}
        onSelect={() => {}}
      />
      <RulesPanel store={store} work={work} problems={[]} highlight={null} />
      <PricePanel store={store} work={work} currency="EUR" problems={[]} />
    </>
  )
}

function editor() {
  const store = createConfiguratorStore({
    work: { name: 'Table', definition: tableDefinition() },
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  render(<Panels store={store} />)
  return store
}

async function choose(combobox: HTMLElement, option: string) {
  const user = userEvent.setup()
  await user.click(combobox)
  await user.click(await screen.findByRole('option', { name: option }))
}

test('a step shows the design from a saved view, or leaves the camera be', SLOW, async () => {
  const store = editor()
  const camera = screen.getByRole('combobox', { name: 'Camera view' })
  expect(camera).toHaveTextContent('No view: keep the camera')

  await choose(camera, 'Front')
  expect(store.get().work.definition.steps[0]!.viewId).toBe(view.id)

  await choose(camera, 'No view: keep the camera')
  expect(store.get().work.definition.steps[0]!.viewId).toBeNull()
})

test('a rule acts on one value of an option, or on the whole option', SLOW, async () => {
  const store = editor()
  const action = () => store.get().work.definition.rules[0]!.actions[0]
  const which = within(screen.getByTestId('rule-0'))
    .getAllByRole('combobox', { name: 'Which' })
    .at(0)!
  expect(which).toHaveTextContent('Ash')

  await choose(which, 'the whole option')
  expect(action()).toEqual({ type: 'hide', option: 'wood' })
  expect(which).toHaveTextContent('the whole option')

  await choose(which, 'Walnut')
  expect(action()).toEqual({ type: 'hide', option: 'wood', value: 'walnut' })
})

test('the price is for one, or multiplied by a number option', SLOW, async () => {
  const store = editor()
  const quantity = screen.getByRole('combobox', { name: 'Quantity' })
  expect(quantity).toHaveTextContent('One of each (no quantity)')
  // The field's hint is read with it.
  expect(quantity).toHaveAccessibleDescription(
    'A number option that multiplies the price: the price above is for one.',
  )

  await choose(quantity, 'Quantity')
  expect(store.get().work.definition.price.quantityOption).toBe('quantity')

  await choose(quantity, 'One of each (no quantity)')
  expect(store.get().work.definition.price.quantityOption).toBeNull()
})
