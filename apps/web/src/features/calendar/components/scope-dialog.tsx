import type { EditScope } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

/**
 * Which occurrences of a recurring event a change or a deletion applies to, as calendar apps
 * ask: this one, this and the following ones, or all of them. Closing it cancels.
 */
export function ScopeDialog({
  open,
  action,
  onChoose,
  onCancel,
}: {
  open: boolean
  action: 'change' | 'delete'
  onChoose: (scope: EditScope) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="sm:max-w-sm" data-testid="scope-dialog">
        <DialogHeader>
          <DialogTitle>{t(`calendar.scope.${action}Title`)}</DialogTitle>
          <DialogDescription>{t('calendar.scope.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {(['this', 'following', 'all'] as const).map((scope) => (
            <Button
              key={scope}
              variant={scope === 'this' ? 'default' : 'outline'}
              className="justify-start"
              onClick={() => onChoose(scope)}
            >
              {t(`calendar.scope.${scope}`)}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  )
}
