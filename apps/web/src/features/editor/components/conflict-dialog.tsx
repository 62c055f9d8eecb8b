import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

type Props = {
  open: boolean
  version: number | null
  onKeepMine(): Promise<void>
  onKeepTheirs(): Promise<void>
  onSaveCopy(): Promise<void>
}

/** A stale save: nothing was overwritten; the person decides what to keep. */
export function ConflictDialog({ open, version, onKeepMine, onKeepTheirs, onSaveCopy }: Props) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<string | null>(null)
  const run = (key: string, fn: () => Promise<void>) => async () => {
    setBusy(key)
    try {
      await fn()
    } finally {
      setBusy(null)
    }
  }
  const option = (
    key: string,
    label: string,
    hint: string,
    fn: () => Promise<void>,
    variant: 'default' | 'outline' = 'outline',
  ) => (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <p className="text-muted-foreground text-sm">{hint}</p>
      <Button
        variant={variant}
        className="shrink-0"
        loading={busy === key}
        disabled={busy !== null}
        onClick={run(key, fn)}
      >
        {label}
      </Button>
    </div>
  )
  return (
    <Dialog open={open}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        data-testid="conflict-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('editor.conflict.title')}</DialogTitle>
          <DialogDescription>
            {t('editor.conflict.description', { version: version ?? '?' })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {option(
            'mine',
            t('editor.conflict.keepMine'),
            t('editor.conflict.keepMineHint'),
            onKeepMine,
            'default',
          )}
          {option(
            'copy',
            t('editor.conflict.saveCopy'),
            t('editor.conflict.saveCopyHint'),
            onSaveCopy,
          )}
          {option(
            'theirs',
            t('editor.conflict.keepTheirs'),
            t('editor.conflict.keepTheirsHint'),
            onKeepTheirs,
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
