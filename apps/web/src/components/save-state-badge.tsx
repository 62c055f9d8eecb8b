import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SaveState } from '@/lib/autosave'
import { cn } from '@/lib/utils'

const SAVE_ICON: Record<SaveState, typeof Check> = {
  saved: Check,
  saving: Loader2,
  unsaved: Loader2,
  conflict: AlertTriangle,
  offline: CloudOff,
  error: AlertTriangle,
}

/** Where an editor's autosave stands: saved, saving, offline (work kept), stale, failing. */
export function SaveStateBadge({ state, label }: { state: SaveState; label?: string }) {
  const { t } = useTranslation()
  const Icon = SAVE_ICON[state]
  return (
    <span
      role="status"
      data-testid="save-state"
      data-state={state}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs',
        state === 'saved' && 'text-muted-foreground',
        (state === 'saving' || state === 'unsaved') && 'bg-muted text-muted-foreground',
        (state === 'conflict' || state === 'error') && 'bg-destructive/10 text-destructive',
        state === 'offline' && 'bg-warning/15 text-foreground',
      )}
    >
      <Icon aria-hidden className={cn('size-3.5', state === 'saving' && 'animate-spin')} />
      {/* On a phone the icon alone says it; the words stay for screen readers. */}
      <span className="sr-only sm:not-sr-only">{label ?? t(`editor.saveState.${state}`)}</span>
    </span>
  )
}
