import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { restoreFocus } from '@/lib/restore-focus'

/** What a page gives a create-or-edit dialog: what it is open for, and how it closes. */
export type FormDialogProps<S> = {
  /** A new thing, or the one to edit; null when closed. */
  state: S | null
  onOpenChange: (open: boolean) => void
  /** Where the focus goes back to, when the dialog was opened from a row's menu. */
  returnFocusTo?: HTMLElement | null
}

/**
 * The dialog a supplier or an item is created or edited in, with its texts under `texts.create`
 * or `texts.edit` (title, description, submit, and created or saved). The form starts from what
 * it is given (a currency, a supplier), so it waits behind a skeleton until that has loaded.
 * Once the form's save resolves, the dialog says so and closes.
 */
export function FormDialog({
  open,
  onOpenChange,
  returnFocusTo,
  editing,
  texts,
  ready,
  className,
  testId,
  children,
}: Omit<FormDialogProps<unknown>, 'state'> & {
  open: boolean
  /** The thing being edited; undefined for a new one. */
  editing: { name: string } | undefined
  texts: { create: string; edit: string }
  ready: boolean
  className: string
  testId: string
  children: (form: {
    submitLabel: string
    save: (saving: Promise<{ name: string }>) => Promise<void>
  }) => ReactNode
}) {
  const { t } = useTranslation()
  const key = editing ? texts.edit : texts.create
  async function save(saving: Promise<{ name: string }>) {
    const saved = await saving
    toast.success(t(editing ? `${key}.saved` : `${key}.created`, { name: saved.name }))
    onOpenChange(false)
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={className}
        data-testid={testId}
        onCloseAutoFocus={restoreFocus(returnFocusTo)}
      >
        <DialogHeader>
          <DialogTitle>{t(`${key}.title`, { name: editing?.name })}</DialogTitle>
          <DialogDescription>{t(`${key}.description`)}</DialogDescription>
        </DialogHeader>
        {open &&
          (ready ? (
            children({ submitLabel: t(`${key}.submit`), save })
          ) : (
            <div role="status" aria-busy="true" className="grid gap-3">
              <span className="sr-only">{t('common.loading')}</span>
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-2/3" />
            </div>
          ))}
      </DialogContent>
    </Dialog>
  )
}

/** Cancel and save, at the foot of a dialog's form. */
export function FormFooter({
  submitLabel,
  submitting,
  onCancel,
}: {
  submitLabel: string
  submitting: boolean
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </DialogFooter>
  )
}
