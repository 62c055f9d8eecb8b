import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export type ConflictChoice = {
  key: string
  label: string
  hint: string
  run(): Promise<void>
  /** The choice most people want, drawn first and filled. */
  primary?: boolean
}

/**
 * A stale save: nothing was overwritten and the work is still here; the person decides what to
 * keep. Cannot be dismissed without a choice. The design and configurator editors name theirs.
 */
export function ConflictDialog({
  open,
  title,
  description,
  choices,
}: {
  open: boolean
  title: string
  description: string
  choices: ConflictChoice[]
}) {
  const [busy, setBusy] = useState<string | null>(null)
  const run = (choice: ConflictChoice) => async () => {
    setBusy(choice.key)
    try {
      await choice.run()
    } finally {
      setBusy(null)
    }
  }
  return (
    <Dialog open={open}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        data-testid="conflict-dialog"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {choices.map((choice) => (
            <div
              key={choice.key}
              className="flex items-center justify-between gap-4 rounded-lg border p-3"
            >
              <p className="text-muted-foreground text-sm">{choice.hint}</p>
              <Button
                variant={choice.primary ? 'default' : 'outline'}
                className="shrink-0"
                loading={busy === choice.key}
                disabled={busy !== null}
                onClick={run(choice)}
              >
                {choice.label}
              </Button>
            </div>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  )
}
