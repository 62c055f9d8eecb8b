import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { ConfiguratorDefinition } from '@designer/contract'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSyncExternalStore } from 'react'
import { beforeEach, expect, test } from 'vitest'
import { type ConfiguratorStore, createConfiguratorStore } from '../editor/store'
import { RulesPanel } from './rules-panel'

// The rules panel on the store it changes: a rule read as a sentence of selects.

// Clicked selects and typed fields: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

// Radix's select captures the pointer and scrolls its chosen item into view; jsdom does neither.
beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

function Panel({ store }: { store: ConfiguratorStore }) {
  const { work } = useSyncExternalStore(store.subscribe, store.get)
  return <RulesPanel store={store} work={work} problems={[]} highlight={null} />
}

function editor(definition: ConfiguratorDefinition = tableDefinition()) {
  const store = createConfiguratorStore({
    work: { name: 'Table', definition },
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  render(<Panel store={store} />)
  return { store, rules: () => store.get().work.definition.rules }
}

async function choose(combobox: HTMLElement, option: string) {
  const user = userEvent.setup()
  await user.click(combobox)
  await user.click(await screen.findByRole('option', { name: option }))
}

const rule = (index: number) => within(screen.getByTestId(`rule-${index}`))

test(
  'with no rules the panel says what rules do; a new one compares the first option',
  SLOW,
  async () => {
    const { rules } = editor({ ...tableDefinition(), rules: [] })
    expect(screen.getByText('No rules')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByTestId('add-rule'))
    expect(rules()).toEqual([
      {
        id: 'rule',
        name: '',
        when: { all: [{ option: 'W', op: 'eq', value: 1800 }] },
        actions: [{ type: 'warn', message: 'Please check this combination' }],
      },
    ])
    await userEvent.setup().click(screen.getByTestId('add-rule'))
    expect(rules().map((r) => r.id)).toEqual(['rule', 'rule2'])
  },
)

test('a rule needs an option to speak of', () => {
  editor({ ...tableDefinition(), steps: [], rules: [] })
  expect(screen.getByTestId('add-rule')).toBeDisabled()
})

test('another option in a condition starts at a value of its kind', SLOW, async () => {
  const { rules } = editor()
  const condition = () => within(screen.getByTestId('rule-0')).getByTestId('condition-0')
  await choose(within(condition()).getByRole('combobox', { name: 'Option' }), 'Wood')
  expect(rules()[0]!.when).toEqual({ all: [{ option: 'wood', op: 'eq', value: 'oak' }] })
  // A material is compared as is, is not, or is one of.
  await userEvent.setup().click(rule(0).getByRole('combobox', { name: 'Comparison' }))
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'is',
    'is not',
    'is one of',
  ])
})

test('"is one of" picks values by pressing them', SLOW, async () => {
  const { rules } = editor()
  const condition = within(rule(0).getByTestId('condition-0'))
  await choose(condition.getByRole('combobox', { name: 'Option' }), 'Wood')
  await choose(rule(0).getByRole('combobox', { name: 'Comparison' }), 'is one of')
  expect(rules()[0]!.when).toEqual({ all: [{ option: 'wood', op: 'in', value: ['oak'] }] })
  const user = userEvent.setup()
  const walnut = rule(0).getByRole('button', { name: 'Walnut' })
  await user.click(walnut)
  expect(walnut).toHaveAttribute('aria-pressed', 'true')
  await user.click(rule(0).getByRole('button', { name: 'Oak' }))
  expect(rules()[0]!.when).toEqual({ all: [{ option: 'wood', op: 'in', value: ['walnut'] }] })
})

test('conditions are added, joined by all or any, and removed', SLOW, async () => {
  const { rules } = editor()
  const user = userEvent.setup()
  // The first rule's condition is a lone comparison; a second one makes it a group.
  await user.click(rule(0).getByRole('button', { name: 'Add condition' }))
  expect(rules()[0]!.when).toEqual({
    all: [
      { option: 'W', op: 'gt', value: 2000 },
      { option: 'W', op: 'eq', value: 1800 },
    ],
  })
  await choose(rule(0).getByRole('combobox', { name: 'Which conditions' }), 'any of these holds')
  expect(rules()[0]!.when).toMatchObject({ any: [{ op: 'gt' }, { op: 'eq' }] })
  await user.click(rule(0).getAllByRole('button', { name: 'Remove condition' })[0]!)
  // Removing keeps the join that was chosen.
  expect(rules()[0]!.when).toEqual({ any: [{ option: 'W', op: 'eq', value: 1800 }] })
  expect(rule(0).queryByRole('combobox', { name: 'Which conditions' })).not.toBeInTheDocument()
})

test('a number typed in a condition is a number', SLOW, async () => {
  const { rules } = editor()
  const value = rule(0).getByRole('spinbutton', { name: 'Value' })
  const user = userEvent.setup()
  await user.clear(value)
  await user.type(value, '2100')
  expect(rules()[0]!.when).toEqual({ all: [{ option: 'W', op: 'gt', value: 2100 }] })
})

test(
  'a condition with nested groups is kept, and can be replaced by a simple one',
  SLOW,
  async () => {
    const definition = tableDefinition()
    definition.rules[0]!.when = {
      any: [
        { option: 'W', op: 'gt', value: 2000 },
        { all: [{ option: 'leaf', op: 'eq', value: true }] },
      ],
    }
    const { rules } = editor(definition)
    expect(
      rule(0).getByText(
        'This condition has nested groups, which the builder does not show. It still works.',
      ),
    ).toBeInTheDocument()
    await userEvent
      .setup()
      .click(rule(0).getByRole('button', { name: 'Replace with a simple condition' }))
    expect(rules()[0]!.when).toEqual({ all: [{ option: 'W', op: 'eq', value: 1800 }] })
  },
)

test('an action’s type, option and message are changed in its row', SLOW, async () => {
  const { rules } = editor()
  const action = () => rules()[0]!.actions[1]
  const row = () => within(screen.getByTestId('rule-0')).getByTestId('action-1')
  // The warning's message is typed in its row.
  const message = within(row()).getByRole('textbox', { name: 'Message' })
  const user = userEvent.setup()
  await user.clear(message)
  await user.type(message, 'Two parts')
  expect(action()).toEqual({ type: 'warn', message: 'Two parts' })
  // Blocking keeps the message.
  await choose(within(row()).getByRole('combobox', { name: 'Action' }), 'Block with')
  expect(action()).toEqual({ type: 'block', message: 'Two parts' })
  // Setting an option starts at its first value, and follows the option chosen.
  await choose(within(row()).getByRole('combobox', { name: 'Action' }), 'Set')
  expect(action()).toEqual({ type: 'set', option: 'W', value: 1800 })
  await choose(within(row()).getByRole('combobox', { name: 'Option' }), 'Extension leaf')
  expect(action()).toEqual({ type: 'set', option: 'leaf', value: true })
  await choose(within(row()).getByRole('combobox', { name: 'Value' }), 'not included')
  expect(action()).toEqual({ type: 'set', option: 'leaf', value: false })
})

test('actions are added and removed; the last one stays', SLOW, async () => {
  const { rules } = editor()
  const user = userEvent.setup()
  await user.click(rule(2).getByRole('button', { name: 'Add action' }))
  expect(rules()[2]!.actions).toEqual([
    { type: 'require', option: 'reference' },
    { type: 'hide', option: 'W' },
  ])
  await user.click(rule(2).getAllByRole('button', { name: 'Remove action' })[0]!)
  expect(rules()[2]!.actions).toEqual([{ type: 'hide', option: 'W' }])
  expect(rule(2).queryByRole('button', { name: 'Remove action' })).not.toBeInTheDocument()
})

test('rules are named, moved and deleted', SLOW, async () => {
  const { rules, store } = editor()
  const user = userEvent.setup()
  expect(rule(0).getByRole('button', { name: 'Move rule up' })).toBeDisabled()
  expect(rule(3).getByRole('button', { name: 'Move rule down' })).toBeDisabled()
  await user.type(rule(1).getByRole('textbox', { name: 'Rule name' }), 'Long')
  expect(rules()[1]!.name).toBe('Long')
  // Typing a name is one step of the history.
  store.undo()
  expect(rules()[1]!.name).toBe('')
  await user.click(rule(0).getByRole('button', { name: 'Move rule down' }))
  expect(rules().map((r) => r.id)).toEqual([
    'longNoLeaf',
    'longNoAsh',
    'tradeReference',
    'longAndNarrow',
  ])
  await user.click(rule(3).getByRole('button', { name: 'Delete rule' }))
  expect(rules().map((r) => r.id)).toEqual(['longNoLeaf', 'longNoAsh', 'tradeReference'])
})
