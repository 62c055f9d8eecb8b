import type { ObjectType, SceneObject } from '@designer/contract'
import { addObject, addObjects, removeObjectsCommand } from './commands'
import type { EditorStore } from './editor-store'
import { copiesOf, makeObject } from './scene-ops'

/** What the viewport offers the actions that act on the camera. */
export type Viewport = { resetView(): void; screenshot(): void }

export type ActionContext = { store: EditorStore; viewport: Viewport | null }

export type Shortcut = { key: string; mod?: boolean; shift?: boolean }

/**
 * Every editor action is one object: its label, its shortcut and what it does. The toolbar,
 * the keyboard and the menus all run these, and every change goes through a command, so
 * undo covers them all.
 */
export type EditorAction = {
  id: string
  label: string
  shortcuts?: Shortcut[]
  enabled?(ctx: ActionContext): boolean
  perform(ctx: ActionContext): void
}

const selected = (ctx: ActionContext): SceneObject | undefined => {
  const { scene, selectedId } = ctx.store.get()
  return scene.objects.find((o) => o.id === selectedId)
}

export const actions = {
  undo: {
    id: 'undo',
    label: 'editor.actions.undo',
    shortcuts: [{ key: 'z', mod: true }],
    enabled: ({ store }) => store.get().canUndo,
    perform: ({ store }) => store.undo(),
  },
  redo: {
    id: 'redo',
    label: 'editor.actions.redo',
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    enabled: ({ store }) => store.get().canRedo,
    perform: ({ store }) => store.redo(),
  },
  delete: {
    id: 'delete',
    label: 'editor.actions.delete',
    shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
    enabled: (ctx) => selected(ctx) !== undefined,
    perform: (ctx) => {
      const object = selected(ctx)
      if (object) ctx.store.dispatch(removeObjectsCommand(ctx.store.get().scene, [object.id]))
    },
  },
  duplicate: {
    id: 'duplicate',
    label: 'editor.actions.duplicate',
    shortcuts: [{ key: 'd', mod: true }],
    enabled: (ctx) => selected(ctx) !== undefined,
    perform: (ctx) => {
      const object = selected(ctx)
      if (!object) return
      const copies = copiesOf(ctx.store.get().scene, [object.id])
      ctx.store.dispatch(addObjects(copies, 'editor.history.duplicate'))
      ctx.store.select(copies[0]!.object.id)
    },
  },
  deselect: {
    id: 'deselect',
    label: 'editor.actions.deselect',
    shortcuts: [{ key: 'Escape' }],
    perform: ({ store }) => store.select(null),
  },
  translate: {
    id: 'translate',
    label: 'editor.actions.translate',
    shortcuts: [{ key: 'w' }],
    perform: ({ store }) => store.setGizmo('translate'),
  },
  rotate: {
    id: 'rotate',
    label: 'editor.actions.rotate',
    shortcuts: [{ key: 'e' }],
    perform: ({ store }) => store.setGizmo('rotate'),
  },
  scale: {
    id: 'scale',
    label: 'editor.actions.scale',
    shortcuts: [{ key: 'r' }],
    perform: ({ store }) => store.setGizmo('scale'),
  },
  resetView: {
    id: 'resetView',
    label: 'editor.toolbar.resetView',
    shortcuts: [{ key: 'f' }],
    perform: ({ viewport }) => viewport?.resetView(),
  },
  screenshot: {
    id: 'screenshot',
    label: 'editor.toolbar.screenshot',
    shortcuts: [{ key: 'p', mod: true, shift: true }],
    perform: ({ viewport }) => viewport?.screenshot(),
  },
  save: {
    id: 'save',
    label: 'editor.actions.save',
    shortcuts: [{ key: 's', mod: true }],
    perform: ({ store }) => void store.flush(),
  },
} satisfies Record<string, EditorAction>

export type ActionId = keyof typeof actions

/** Adds an object of a type (a component of the company when a design id is given) and selects it. */
export function addObjectOfType(
  store: EditorStore,
  type: ObjectType,
  name: string,
  componentId?: string,
) {
  const { scene } = store.get()
  const object = makeObject(scene, type, { name, componentId })
  store.dispatch(addObject(object, scene.objects.length))
  store.select(object.id)
  return object
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

export function matches(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  shortcut: Shortcut,
): boolean {
  const mod = isMac ? event.metaKey : event.ctrlKey
  return (
    event.key.toLowerCase() === shortcut.key.toLowerCase() &&
    Boolean(shortcut.mod) === mod &&
    Boolean(shortcut.shift) === event.shiftKey &&
    !event.altKey
  )
}

/** The action a key press runs, if any. */
export function actionForKey(event: Parameters<typeof matches>[0]): EditorAction | undefined {
  return Object.values(actions).find((a: EditorAction) =>
    a.shortcuts?.some((s) => matches(event, s)),
  )
}

export function shortcutLabel(shortcut: Shortcut): string {
  const parts = [
    shortcut.mod ? (isMac ? '⌘' : 'Ctrl') : '',
    shortcut.shift ? (isMac ? '⇧' : 'Shift') : '',
    shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key,
  ]
  return parts.filter(Boolean).join(isMac ? '' : '+')
}
