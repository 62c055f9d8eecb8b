import { useState } from 'react'

/**
 * A dialog opened for one thing, from its row's menu or from a "New" button: what it is open
 * for (null when closed), and where the focus goes back to when it closes. That is the menu's
 * button, as the menu item is gone by then; undefined lets the dialog give the focus back to
 * what had it, as after a "New" button.
 */
export function useRowDialog<T>() {
  const [value, setValue] = useState<T | null>(null)
  // Kept after closing: the dialog gives the focus back once it has finished closing.
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null | undefined>(undefined)
  return {
    value,
    returnFocusTo,
    open(next: T, from?: HTMLElement | null) {
      setReturnFocusTo(from)
      setValue(next)
    },
    onOpenChange(open: boolean) {
      if (!open) setValue(null)
    },
  }
}
