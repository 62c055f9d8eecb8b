import type { Scene } from '@designer/contract'
import type { Command } from './commands'

export type HistoryEntry = { label: string; labelValues?: Record<string, string>; applied: boolean }

/**
 * Undo and redo as a list of commands. Commands with the same merge key in a row combine
 * into one step until the history is sealed (a drag ends, another kind of change comes);
 * jumping to any step undoes or redoes everything in between.
 */
export function createHistory(limit = 300) {
  let done: Command[] = []
  let undone: Command[] = []
  let sealed = true

  return {
    execute(scene: Scene, command: Command): Scene {
      const last = done.at(-1)
      const merged = !sealed && last && command.mergeKey ? (last.merge?.(command) ?? null) : null
      if (merged) {
        done[done.length - 1] = merged
      } else {
        done.push(command)
        if (done.length > limit) done = done.slice(done.length - limit)
      }
      undone = []
      sealed = !command.mergeKey
      return command.apply(scene)
    },
    /** Ends the current merge: the next change starts a new step. */
    seal() {
      sealed = true
    },
    undo(scene: Scene): Scene | null {
      const command = done.pop()
      if (!command) return null
      undone.push(command)
      sealed = true
      return command.revert(scene)
    },
    redo(scene: Scene): Scene | null {
      const command = undone.pop()
      if (!command) return null
      done.push(command)
      sealed = true
      return command.apply(scene)
    },
    /** The state after entry `index` of `entries()` (-1: before the first one). */
    jumpTo(scene: Scene, index: number): Scene {
      let s = scene
      while (done.length - 1 > index) s = this.undo(s)!
      while (done.length - 1 < index && undone.length) s = this.redo(s)!
      return s
    },
    entries(): HistoryEntry[] {
      return [
        ...done.map((c) => ({ label: c.label, labelValues: c.labelValues, applied: true })),
        ...[...undone]
          .reverse()
          .map((c) => ({ label: c.label, labelValues: c.labelValues, applied: false })),
      ]
    },
    get canUndo() {
      return done.length > 0
    },
    get canRedo() {
      return undone.length > 0
    },
    get position() {
      return done.length - 1
    },
    toJSON() {
      return { done: done.map((c) => c.toJSON()), undone: undone.map((c) => c.toJSON()) }
    },
  }
}
export type History = ReturnType<typeof createHistory>
