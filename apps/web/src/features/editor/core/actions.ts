import type { ObjectType, SceneObject } from '@designer/contract'
import { addObject, addObjects, removeObjects, updateObjects } from './changes'
import { clipboardStorage, copyClip, type PasteRefusal, pasteClip } from './clipboard'
import type { EditorStore } from './editor-store'
import { type ComponentScenes, copiesOf, makeObject, type Placement } from './scene-ops'
import { groupObjects, topmost, ungroupObjects } from './selection'

/** What the viewport offers the actions that act on the camera. */
export type Viewport = { resetView(): void; screenshot(): void }

export type ActionContext = {
  store: EditorStore
  viewport: Viewport | null
  /** The design being edited, for copy and paste between designs of one company. */
  design?: { id: string; companyId: string; components: ComponentScenes }
  /** What a new group is called, in the user's language. */
  groupName?: string
  /** Tells the user something (a paste refused, objects copied), by an i18n key. */
  notify?(key: string, values?: Record<string, string | number>, tone?: 'error' | 'info'): void
}

export type Shortcut = { key: string; mod?: boolean; shift?: boolean }

/**
 * Every editor action is one object: its label, its shortcut and what it does. The toolbar,
 * the keyboard and the menus all run these, and every change goes through the store as operations, so
 * undo covers them all.
 */
export type EditorAction = {
  id: string
  label: string
  shortcuts?: Shortcut[]
  enabled?(ctx: ActionContext): boolean
  perform(ctx: ActionContext): void
}

/** The selected objects that are not inside another selected one: what the actions act on. */
const selection = (ctx: ActionContext): SceneObject[] => {
  const { scene, selectedIds } = ctx.store.get()
  return topmost(scene, selectedIds)
}
const hasSelection = (ctx: ActionContext) => ctx.store.get().selectedIds.length > 0
// Until the 3D view has drawn its first frame there is no camera to reset or picture to take:
// the buttons wait, rather than answering a click with nothing.
const hasViewport = (ctx: ActionContext) => ctx.viewport !== null

type Vec3 = [number, number, number]

/**
 * Keyboard moves of the selection, all of it together: a held key is one history step
 * (changes merge under one key until the key is released and the editor seals the history).
 */
function transformBy(
  id: string,
  label: string,
  change: (o: SceneObject, grid: number) => Partial<SceneObject>,
) {
  return (ctx: ActionContext) => {
    const { scene } = ctx.store.get()
    const objects = selection(ctx)
    if (objects.length === 0) return
    ctx.store.dispatch(
      updateObjects(
        scene,
        objects.map((o) => ({ id: o.id, after: change(o, scene.settings.gridSize) })),
        { label, mergeKey: `key:${id}:${objects.map((o) => o.id).join(',')}` },
      ),
    )
  }
}
const moved = (o: SceneObject, axis: 0 | 1 | 2, by: number) => {
  const position = [...o.position] as Vec3
  position[axis] += by
  return { position }
}
const QUARTER_TURN = Math.PI / 12
/** In first person the arrow keys walk; they move objects only while orbiting. */
const canMoveByKey = (ctx: ActionContext) =>
  hasSelection(ctx) && ctx.store.get().cameraMode === 'orbit'

function keyMove(id: string, key: string, axis: 0 | 1 | 2, direction: 1 | -1): EditorAction {
  return {
    id,
    label: `editor.actions.${id}`,
    shortcuts: [{ key }],
    enabled: canMoveByKey,
    perform: transformBy(id, 'editor.history.translate', (o, grid) =>
      moved(o, axis, direction * grid),
    ),
  }
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
    enabled: hasSelection,
    perform: (ctx) => {
      const ids = selection(ctx).map((o) => o.id)
      if (ids.length) ctx.store.dispatch(removeObjects(ctx.store.get().scene, ids))
    },
  },
  duplicate: {
    id: 'duplicate',
    label: 'editor.actions.duplicate',
    shortcuts: [{ key: 'd', mod: true }],
    enabled: hasSelection,
    perform: (ctx) => {
      const { scene } = ctx.store.get()
      const roots = selection(ctx).map((o) => o.id)
      if (!roots.length) return
      const copies = copiesOf(scene, roots)
      ctx.store.dispatch(addObjects(copies, 'editor.history.duplicate'), copiedRoots(copies))
    },
  },
  selectAll: {
    id: 'selectAll',
    label: 'editor.actions.selectAll',
    shortcuts: [{ key: 'a', mod: true }],
    perform: ({ store }) =>
      store.selectMany(
        store
          .get()
          .scene.objects.filter((o) => !o.parentId)
          .map((o) => o.id),
      ),
  },
  group: {
    id: 'group',
    label: 'editor.actions.group',
    shortcuts: [{ key: 'g', mod: true }],
    enabled: hasSelection,
    perform: (ctx) => {
      const { scene, selectedIds } = ctx.store.get()
      const made = groupObjects(scene, selectedIds, ctx.groupName ?? 'Group')
      if (made) ctx.store.dispatch(made.change, [made.groupId])
    },
  },
  ungroup: {
    id: 'ungroup',
    label: 'editor.actions.ungroup',
    shortcuts: [{ key: 'g', mod: true, shift: true }],
    enabled: (ctx) => selection(ctx).some((o) => o.type === 'group'),
    perform: (ctx) => {
      const { scene, selectedIds } = ctx.store.get()
      const made = ungroupObjects(scene, selectedIds)
      if (made) ctx.store.dispatch(made.change, made.partIds)
    },
  },
  copy: {
    id: 'copy',
    label: 'editor.actions.copy',
    shortcuts: [{ key: 'c', mod: true }],
    enabled: (ctx) => hasSelection(ctx) && ctx.design !== undefined,
    perform: (ctx) => copy(ctx),
  },
  cut: {
    id: 'cut',
    label: 'editor.actions.cut',
    shortcuts: [{ key: 'x', mod: true }],
    enabled: (ctx) => hasSelection(ctx) && ctx.design !== undefined,
    perform: (ctx) => {
      if (copy(ctx)) actions.delete.perform(ctx)
    },
  },
  paste: {
    id: 'paste',
    label: 'editor.actions.paste',
    shortcuts: [{ key: 'v', mod: true }],
    enabled: (ctx) => ctx.design !== undefined,
    perform: (ctx) => {
      const clip = clipboardStorage.read()
      if (!ctx.design) return
      if (!clip) return ctx.notify?.('editor.clipboard.empty', {}, 'info')
      const { scene } = ctx.store.get()
      const pasted = pasteClip(scene, clip, {
        companyId: ctx.design.companyId,
        designId: ctx.design.id,
        components: ctx.design.components,
      })
      if ('refused' in pasted) return ctx.notify?.(REFUSALS[pasted.refused], {}, 'error')
      ctx.store.dispatch(
        addObjects(pasted.entries, 'editor.history.paste'),
        copiedRoots(pasted.entries),
      )
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
    enabled: hasViewport,
    perform: ({ viewport }) => viewport?.resetView(),
  },
  screenshot: {
    id: 'screenshot',
    label: 'editor.toolbar.screenshot',
    shortcuts: [{ key: 'p', mod: true, shift: true }],
    enabled: hasViewport,
    perform: ({ viewport }) => viewport?.screenshot(),
  },
  moveLeft: keyMove('moveLeft', 'ArrowLeft', 0, -1),
  moveRight: keyMove('moveRight', 'ArrowRight', 0, 1),
  moveForward: keyMove('moveForward', 'ArrowUp', 2, -1),
  moveBack: keyMove('moveBack', 'ArrowDown', 2, 1),
  moveUp: keyMove('moveUp', 'PageUp', 1, 1),
  moveDown: keyMove('moveDown', 'PageDown', 1, -1),
  turnLeft: {
    id: 'turnLeft',
    label: 'editor.actions.turnLeft',
    shortcuts: [{ key: 'ArrowLeft', shift: true }],
    enabled: canMoveByKey,
    perform: transformBy('turnLeft', 'editor.history.rotate', (o) => ({
      rotation: [o.rotation[0], o.rotation[1] + QUARTER_TURN, o.rotation[2]],
    })),
  },
  turnRight: {
    id: 'turnRight',
    label: 'editor.actions.turnRight',
    shortcuts: [{ key: 'ArrowRight', shift: true }],
    enabled: canMoveByKey,
    perform: transformBy('turnRight', 'editor.history.rotate', (o) => ({
      rotation: [o.rotation[0], o.rotation[1] - QUARTER_TURN, o.rotation[2]],
    })),
  },
  grow: {
    id: 'grow',
    label: 'editor.actions.grow',
    shortcuts: [{ key: '+', shift: true }, { key: '+' }, { key: '=' }],
    enabled: hasSelection,
    perform: transformBy('grow', 'editor.history.scale', (o) => ({
      scale: o.scale.map((v) => Math.min(1000, v * 1.1)) as Vec3,
    })),
  },
  shrink: {
    id: 'shrink',
    label: 'editor.actions.shrink',
    shortcuts: [{ key: '-' }],
    enabled: hasSelection,
    perform: transformBy('shrink', 'editor.history.scale', (o) => ({
      scale: o.scale.map((v) => Math.max(0.001, v / 1.1)) as Vec3,
    })),
  },
  save: {
    id: 'save',
    label: 'editor.actions.save',
    shortcuts: [{ key: 's', mod: true }],
    perform: ({ store }) => void store.flush(),
  },
} satisfies Record<string, EditorAction>

export type ActionId = keyof typeof actions

const REFUSALS: Record<PasteRefusal, string> = {
  otherCompany: 'editor.clipboard.otherCompany',
  cycle: 'editor.clipboard.cycle',
}

/** The new objects that are not inside another new one: what is selected after a paste. */
const copiedRoots = (entries: { object: SceneObject }[]) => {
  const ids = new Set(entries.map((e) => e.object.id))
  return entries
    .filter((e) => !e.object.parentId || !ids.has(e.object.parentId))
    .map((e) => e.object.id)
}

/** Puts the selection on the editor's clipboard; false when there was nothing to copy. */
function copy(ctx: ActionContext): boolean {
  const { scene, selectedIds } = ctx.store.get()
  if (!ctx.design) return false
  const clip = copyClip(scene, selectedIds, {
    companyId: ctx.design.companyId,
    designId: ctx.design.id,
    components: ctx.design.components,
  })
  if (!clip) return false
  if (!clipboardStorage.write(clip)) {
    ctx.notify?.('editor.clipboard.full', {}, 'error')
    return false
  }
  const count = clip.objects.filter((o) => !o.parentId).length
  ctx.notify?.('editor.clipboard.copied', { count }, 'info')
  return true
}

/**
 * Adds an object of a type (a component of the company when a design id is given) beside the
 * selection, else where the view looks, and selects it.
 */
export function addObjectOfType(
  store: EditorStore,
  type: ObjectType,
  name: string,
  componentId?: string,
  where: Omit<Placement, 'selectedId'> = {},
) {
  const { scene, selectedId } = store.get()
  const object = makeObject(scene, type, { name, componentId }, { ...where, selectedId })
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
