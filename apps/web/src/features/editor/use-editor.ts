import { useSyncExternalStore } from 'react'
import type { EditorState, EditorStore } from './core/editor-store'

/** A slice of the editor's state; re-renders only when that slice changes. */
export function useEditor<T>(store: EditorStore, pick: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => pick(store.get()))
}
