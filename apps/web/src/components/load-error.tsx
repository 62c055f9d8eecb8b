import { useTranslation } from 'react-i18next'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/forms'

/** What a page shows when its data could not be loaded: the reason, and a way to try again. */
export function LoadError({
  error,
  onRetry,
  title,
  className,
}: {
  error: unknown
  onRetry(): void
  /** What did not load, where the place does not say it already ("The cost could not be loaded."). */
  title?: string
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <AlertBox
      title={title}
      className={className}
      action={
        // A button, not a submit: the error may stand inside a form (a view's preview).
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {errorText(t, error)}
    </AlertBox>
  )
}
