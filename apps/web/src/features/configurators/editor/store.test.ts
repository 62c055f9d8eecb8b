import { tableDefinition } from '@designer/configurator/configurator-fixtures'
import { afterEach, expect, test, vi } from 'vitest'
import { saveResult } from '@/lib/autosave'
import { session } from '@/lib/session'
import { json, stubApi } from '@/test/render'
import { saveConfigurator } from '../api/configurators'
import { type ConfiguratorWork, createConfiguratorStore } from './store'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  session.clear({ forgetCompany: true })
})

const ID = '00000000-0000-4000-8000-0000000000e1'
const table = (): ConfiguratorWork => ({ name: 'Table', definition: tableDefinition() })

/** The store as the editor page makes it: saving with PUT, a 409 being a conflict. */
/** The browser's copy of the work, watched. */
const aDraft = () => ({
  write: vi.fn<(version: number, work: ConfiguratorWork) => void>(),
  clear: vi.fn<() => void>(),
})

function editing(draft?: ReturnType<typeof aDraft>) {
  return createConfiguratorStore({
    work: table(),
    version: 3,
    save: (version, work) =>
      saveResult(version, () =>
        saveConfigurator(ID, { name: work.name, definition: work.definition, version }),
      ),
    draft,
    debounceMs: 5,
    retryMs: 60_000,
  })
}

const rename = (name: string) => (w: ConfiguratorWork) => {
  w.name = name
}

test('a save refused as stale stops saving and says which version the server has', async () => {
  const calls = stubApi(() =>
    json(409, { code: 'conflict', message: 'Version mismatch', details: { currentVersion: 5 } }),
  )
  const store = editing()
  store.change(rename('Dining table'))
  await vi.waitFor(() => expect(store.get().saveState).toBe('conflict'))
  expect(store.get()).toMatchObject({ conflictVersion: 5, version: 3 })
  expect(calls).toEqual([
    {
      method: 'PUT',
      path: `/configurators/${ID}`,
      body: expect.objectContaining({ name: 'Dining table', version: 3 }),
    },
  ])
  // More changes wait for the person's choice: nothing is sent over the other's version.
  store.change(rename('Dining table, oak'))
  await new Promise((r) => setTimeout(r, 30))
  expect(calls).toHaveLength(1)
  expect(store.get().saveState).toBe('conflict')
  store.dispose()
})

test('keep mine: this work is saved on top of the server’s latest version', async () => {
  let refuse = true
  const calls = stubApi(({ body }) => {
    const version = (body as { version: number }).version
    if (refuse) {
      refuse = false
      return json(409, { code: 'conflict', message: '', details: { currentVersion: 5 } })
    }
    return { ...(body as object), id: ID, version: version + 1 }
  })
  const store = editing()
  store.change(rename('Mine'))
  await vi.waitFor(() => expect(store.get().saveState).toBe('conflict'))
  store.resolveConflict({ keep: 'mine', latestVersion: 5 })
  await vi.waitFor(() => expect(store.get().saveState).toBe('saved'))
  expect(calls.map((c) => c.body as { version: number; name: string })).toEqual([
    expect.objectContaining({ name: 'Mine', version: 3 }),
    expect.objectContaining({ name: 'Mine', version: 5 }),
  ])
  expect(store.get()).toMatchObject({ version: 6, conflictVersion: null })
  expect(store.get().work.name).toBe('Mine')
  store.dispose()
})

test('load theirs: their work replaces mine, with nothing to undo back into mine', async () => {
  const calls = stubApi(() =>
    json(409, { code: 'conflict', message: '', details: { currentVersion: 7 } }),
  )
  const draft = aDraft()
  const store = editing(draft)
  store.change(rename('Mine'))
  expect(draft.write).toHaveBeenLastCalledWith(3, expect.objectContaining({ name: 'Mine' }))
  await vi.waitFor(() => expect(store.get().saveState).toBe('conflict'))
  const theirs = { ...table(), name: 'Theirs' }
  store.resolveConflict({ keep: 'theirs', work: theirs, version: 7 })
  expect(store.get()).toMatchObject({
    work: theirs,
    version: 7,
    saveState: 'saved',
    conflictVersion: null,
    canUndo: false,
    canRedo: false,
  })
  // The browser's copy of mine is dropped, and taking theirs is not a change to save.
  expect(draft.clear).toHaveBeenCalled()
  store.undo()
  expect(store.get().work.name).toBe('Theirs')
  await new Promise((r) => setTimeout(r, 30))
  expect(calls).toHaveLength(1)
  store.dispose()
})

test('a saved change clears the browser’s copy; a failed one keeps it and says so', async () => {
  let fail = true
  stubApi(({ body }) =>
    fail
      ? json(500, { code: 'internal', message: 'Boom' })
      : { ...(body as object), id: ID, version: 4 },
  )
  const draft = aDraft()
  const store = editing(draft)
  store.change(rename('Desk'))
  await vi.waitFor(() => expect(store.get().saveState).toBe('error'))
  expect(draft.clear).not.toHaveBeenCalled()
  fail = false
  await store.flush()
  expect(store.get()).toMatchObject({ saveState: 'saved', version: 4 })
  expect(draft.clear).toHaveBeenCalledTimes(1)
  store.dispose()
})

test('changes to one field far apart in time are separate steps of the history', () => {
  vi.useFakeTimers()
  const store = createConfiguratorStore({
    work: table(),
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  store.change(rename('T'), 'name')
  vi.advanceTimersByTime(2000)
  store.change(rename('Ta'), 'name')
  store.undo()
  expect(store.get().work.name).toBe('T')
  // Another field in between breaks the run, too.
  store.change(rename('Tab'), 'name')
  store.change((w) => {
    w.definition.price.taxPercent = 10
  }, 'tax')
  store.change(rename('Tabl'), 'name')
  store.undo()
  expect(store.get().work.name).toBe('Tab')
  // A new change after an undo drops what could be redone.
  store.change(rename('Other'))
  expect(store.get().canRedo).toBe(false)
  store.dispose()
})

test('listeners hear each change until they unsubscribe; a change never edits the old work', () => {
  const store = createConfiguratorStore({
    work: table(),
    version: 1,
    save: async () => ({ ok: true, version: 2 }),
    debounceMs: 60_000,
  })
  const before = store.get().work
  const heard = vi.fn()
  const stop = store.subscribe(heard)
  store.change((w) => void w.definition.steps.splice(0, 1))
  expect(heard).toHaveBeenCalled()
  expect(before.definition.steps).toHaveLength(3)
  expect(store.get().work.definition.steps).toHaveLength(2)
  stop()
  heard.mockClear()
  store.undo()
  expect(heard).not.toHaveBeenCalled()
  expect(store.get().work.definition.steps).toHaveLength(3)
  store.dispose()
})
