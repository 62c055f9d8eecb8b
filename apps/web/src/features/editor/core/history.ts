import {
  compactSceneOps,
  diffScenes,
  type ExtraCostLine,
  type Scene,
  type SceneOp,
} from '@designer/contract'
import type { Change } from './changes'

/**
 * One step of the history: the operations the change was made of, as they applied, and the
 * operations that take it back, worked out from the scene before when it was made. Plain data,
 * like the operations the editor sends (tldraw's history keeps the diffs its sync sends).
 */
export type HistoryEntry = Change & { inverse: SceneOp[] }

/** A step as the History list shows it. */
export type HistoryStep = { label: string; labelValues?: Record<string, string>; applied: boolean }

/**
 * Undo and redo as lists of entries. Changes with the same merge key in a row combine into one
 * step until the history is sealed (a drag ends, another kind of change comes). The history
 * applies nothing itself: it answers the operations to lay on the scene, which go the way every
 * change goes (applied, then sent).
 */
export function createHistory(limit = 300) {
  let done: HistoryEntry[] = []
  let undone: HistoryEntry[] = []
  let sealed = true

  return {
    /**
     * A change that turned `before` into `after` (its `ops` as they applied). Answers false,
     * keeping nothing, when it changed nothing.
     */
    record(change: Change, before: Scene, after: Scene): boolean {
      const inverse = diffScenes(after, before)
      if (!inverse.length) return false
      const entry = { ...change, ops: compactSceneOps(change.ops), inverse }
      const last = done.at(-1)
      if (!sealed && last && change.mergeKey && last.mergeKey === change.mergeKey) {
        // From the first change's "before" to the last one's "after": one step.
        done[done.length - 1] = {
          ...last,
          ops: compactSceneOps([...last.ops, ...entry.ops]),
          inverse: compactSceneOps([...entry.inverse, ...last.inverse]),
        }
      } else {
        done.push(entry)
        if (done.length > limit) done = done.slice(done.length - limit)
      }
      undone = []
      sealed = !change.mergeKey
      return true
    },
    /** Ends the current merge: the next change starts a new step. */
    seal() {
      sealed = true
    },
    /** The operations that take the last step back on `scene`, or null with none. */
    undo(scene: Scene): SceneOp[] | null {
      const entry = done.pop()
      if (!entry) return null
      undone.push(entry)
      sealed = true
      return onto(scene, entry.inverse, entry.ops)
    },
    /** The operations that make the last undone step again on `scene`, or null with none. */
    redo(scene: Scene): SceneOp[] | null {
      const entry = undone.pop()
      if (!entry) return null
      done.push(entry)
      sealed = true
      return onto(scene, entry.ops, entry.inverse)
    },
    steps(): HistoryStep[] {
      const step = (e: HistoryEntry, applied: boolean): HistoryStep => ({
        label: e.label,
        labelValues: e.labelValues,
        applied,
      })
      return [
        ...done.map((e) => step(e, true)),
        ...[...undone].reverse().map((e) => step(e, false)),
      ]
    },
    get canUndo() {
      return done.length > 0
    },
    get canRedo() {
      return undone.length > 0
    },
    /** The index in `steps()` of the last step applied; -1 before the first. */
    get position() {
      return done.length - 1
    },
  }
}

const isCostLines = (op: SceneOp): op is Extract<SceneOp, { op: 'scene' }> =>
  op.op === 'scene' && op.key === 'costLines'

/**
 * A step's operations as they go onto the scene now. Operations set one property each, so they
 * leave a colleague's changes to other properties alone — except the extra cost lines, one
 * property holding a list: laid as stored, undoing this person's line would also take back a
 * line a colleague added since. So what the step did to the list (from `counter`'s value to its
 * own) is laid line by line, by id, on the list as it is now.
 */
function onto(scene: Scene, ops: SceneOp[], counter: SceneOp[]): SceneOp[] {
  const from = counter.find(isCostLines)
  return ops.map((op) => {
    if (!isCostLines(op)) return op
    const lines = byLine(
      scene.costLines ?? [],
      (from?.value ?? []) as ExtraCostLine[],
      (op.value ?? []) as ExtraCostLine[],
    )
    return lines.length ? { ...op, value: lines } : { op: 'scene', key: 'costLines' }
  })
}

/** The change from `from` to `to` laid on `now` by line: lines gone, lines added, fields changed. */
function byLine(now: ExtraCostLine[], from: ExtraCostLine[], to: ExtraCostLine[]) {
  const was = new Map(from.map((l) => [l.id, l]))
  const will = new Map(to.map((l) => [l.id, l]))
  const lines = now.flatMap((line) => {
    const before = was.get(line.id)
    const after = will.get(line.id)
    if (!after) return before ? [] : [line]
    if (!before) return [line]
    const changed = (Object.keys(after) as (keyof ExtraCostLine)[]).filter(
      (key) => before[key] !== after[key],
    )
    return [{ ...line, ...Object.fromEntries(changed.map((key) => [key, after[key]])) }]
  })
  to.forEach((line, index) => {
    if (!was.has(line.id) && !lines.some((l) => l.id === line.id))
      lines.splice(Math.min(index, lines.length), 0, line)
  })
  return lines
}
