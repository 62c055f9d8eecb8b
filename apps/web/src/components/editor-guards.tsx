import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import type { SaveState } from '@/lib/autosave'
import { useSession } from '@/lib/use-session'

/**
 * What the design editor and the configurator editor do alike around autosave: save again when
 * the connection returns, save at once when the tab is hidden (its timers may be frozen), warn
 * before leaving unsaved work (the browser's question on unload, ours inside the app), and offer
 * back work a browser kept. A session that has ended loses nothing: the work is in the draft and
 * signing in again brings the person back to it, so leaving is not held up then.
 */
export function useEditorGuards(
  store: { get(): { saveState: SaveState }; flush(): Promise<void>; online(): void },
  saveState: SaveState,
) {
  useEffect(() => {
    const online = () => store.online()
    const hidden = () => {
      if (document.visibilityState === 'hidden' && store.get().saveState === 'unsaved')
        void store.flush()
    }
    window.addEventListener('online', online)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      window.removeEventListener('online', online)
      document.removeEventListener('visibilitychange', hidden)
    }
  }, [store])

  const { status } = useSession()
  const dirty = saveState !== 'saved' && status !== 'anonymous'
  useEffect(() => {
    if (!dirty) return
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    // A save finishing while the question is open answers it.
    if (blocker.state === 'blocked' && !dirty) blocker.proceed()
  }, [blocker, dirty])
  return blocker
}

type Texts = { title: string; description: string; cancel: string; confirm: string }

/** "Leave with unsaved changes?" while a navigation waits for the answer. */
export function LeaveDialog({
  blocker,
  texts,
}: {
  blocker: ReturnType<typeof useEditorGuards>
  texts: Texts
}) {
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {texts.cancel}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/**
 * A question that must be answered, with two ways out: "Restore unsaved changes?" for work this
 * browser kept; "This design was deleted" in the editor.
 */
export function RestoreDraftDialog({
  open,
  texts,
  onDiscard,
  onRestore,
  testId,
}: {
  open: boolean
  texts: Texts
  onDiscard: () => void
  onRestore: () => void
  testId?: string
}) {
  return (
    <Dialog open={open}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        data-testid={testId}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {/* Long answers (French, Spanish) wrap on a phone rather than run off the dialog. */}
          <Button variant="outline" className="h-auto shrink whitespace-normal" onClick={onDiscard}>
            {texts.cancel}
          </Button>
          <Button className="h-auto shrink whitespace-normal" onClick={onRestore}>
            {texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
