import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSyncExternalStore } from 'react'
import { beforeEach, expect, test } from 'vitest'
import { type ConfiguratorStore, createConfiguratorStore } from '../editor/store'
import { TextsPanel } from './texts-panel'

// The Texts tab on the store it changes: the studio's own texts and their translations.

// Clicked selects and typed fields: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

beforeEach(() => {
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

function Panel({ store }: { store: ConfiguratorStore }) {
  const { work } = useSyncExternalStore(store.subscribe, store.get)
  return <TextsPanel store={store} work={work} problems={[]} />
}

function editor() {
  const definition = {
    ...tableDefinition(),
    description: 'A solid table',
    translations: { fr: { name: 'Table', 'options.wood.name': 'Bois' } },
  }
  const store = createConfiguratorStore({
    work: { name: 'Dining table', definition },
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  render(<Panel store={store} />)
  return store
}

const rowOf = (key: string) =>
  screen
    .getAllByTestId('translation')
    .find((row) => row.getAttribute('data-key') === key) as HTMLElement

test('the description and the quote intro are typed in the studio’s language', SLOW, async () => {
  const store = editor()
  const user = userEvent.setup()
  const intro = screen.getByRole('textbox', { name: /Quote form intro/ })
  await user.type(intro, 'We answer within two days.')
  expect(store.get().work.definition.quoteIntro).toBe('We answer within two days.')
  expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('A solid table')
  // Typing is one step of the history, not a step a letter.
  store.undo()
  expect(store.get().work.definition.quoteIntro).toBe('')
})

test('each text beside its translation, the missing ones marked and counted', SLOW, async () => {
  const store = editor()
  const user = userEvent.setup()
  // The two languages the studio does not write in; Spanish is all missing.
  const french = screen.getByRole('tab', { name: /French/ })
  const spanish = screen.getByRole('tab', { name: /Spanish/ })
  expect(screen.queryByRole('tab', { name: /English/ })).toBeNull()
  // name, description, 3 step names, 7 option names, 5 values and 2 rule messages.
  expect(within(spanish).getByText('19 missing')).toBeInTheDocument()
  expect(within(french).getByText('17 missing')).toBeInTheDocument()
  expect(spanish).toHaveAttribute('aria-selected', 'true')
  await user.click(french)
  expect(french).toHaveAttribute('aria-selected', 'true')

  const wood = rowOf('options.wood.name')
  expect(within(wood).getByText('Wood')).toHaveAttribute('lang', 'en')
  expect(within(wood).getByRole('textbox', { name: '“Wood” in French' })).toHaveValue('Bois')
  expect(within(wood).queryByText('Missing')).toBeNull()

  const walnut = rowOf('options.wood.values.walnut.name')
  expect(within(walnut).getByText('Choice of Wood')).toBeInTheDocument()
  expect(within(walnut).getByText('Missing')).toBeInTheDocument()
  await user.type(within(walnut).getByRole('textbox'), 'Noyer')
  expect(store.get().work.definition.translations.fr).toMatchObject({
    'options.wood.values.walnut.name': 'Noyer',
  })
  expect(within(french).getByText('16 missing')).toBeInTheDocument()

  // Only the missing ones: the one being typed stays in view.
  await user.click(screen.getByRole('switch', { name: 'Only missing translations' }))
  expect(rowOf('options.wood.name')).toBeUndefined()
  const ash = rowOf('options.wood.values.ash.name')
  await user.type(within(ash).getByRole('textbox'), 'Frêne')
  expect(rowOf('options.wood.values.ash.name')).toBeDefined()

  await user.click(spanish)
  expect(
    within(rowOf('options.wood.values.walnut.name')).getByRole('textbox', {
      name: '“Walnut” in Spanish',
    }),
  ).toHaveValue('')
})

test('a studio writing in French translates into English and Spanish', SLOW, async () => {
  const store = editor()
  const user = userEvent.setup()
  await user.click(screen.getByRole('combobox', { name: /Language you write in/ }))
  await user.click(await screen.findByRole('option', { name: 'Français' }))
  expect(store.get().work.definition.language).toBe('fr')
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    expect.stringMatching(/^English/),
    expect.stringMatching(/^Spanish/),
  ])
  // Its French translations are kept, should it switch back.
  expect(store.get().work.definition.translations.fr).toMatchObject({ 'options.wood.name': 'Bois' })
})
