/**
 * A dialog's `onCloseAutoFocus` that gives the focus back to `target`: the button of a menu the
 * dialog was opened from, gone from the focus order by the time it closes. The page's main region
 * stands in when that element went too; undefined leaves the dialog's own return (to what had the
 * focus, as for a "New" button).
 */
export function restoreFocus(target: HTMLElement | null | undefined) {
  return (event: Event) => {
    if (target === undefined) return
    event.preventDefault()
    if (target?.isConnected) target.focus()
    else document.getElementById('main')?.focus()
  }
}
