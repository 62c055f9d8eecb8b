import type { STORAGE_KEYS } from '@designer/contract'

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** localStorage that never throws (private modes, disabled storage): a failure means "not stored". */
export const storage = {
  get(key: Key): string | null {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: Key, value: string | null) {
    try {
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
    } catch {
      // Nothing to do: the value lasts for this page only.
    }
  },
}
