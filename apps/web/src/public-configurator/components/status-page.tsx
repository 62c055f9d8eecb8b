import { CircleOff, RotateCw, WifiOff } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { LanguageSelect } from './language-select'

/** What the page shows while the configurator loads: its shape, so nothing jumps after. */
export function LoadingPage() {
  const { t } = useTranslation()
  return (
    <div className="min-h-dvh bg-muted/40" aria-busy="true">
      <p className="sr-only" role="status">
        {t('public-configurator.loading')}
      </p>
      <div className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:px-6">
          <Skeleton className="size-10 rounded-lg" />
          <div className="grid gap-1.5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-6 lg:px-6 lg:py-6">
        <Skeleton className="aspect-[4/3] rounded-none sm:aspect-[16/10] lg:aspect-auto lg:h-[calc(100dvh-7rem)] lg:rounded-2xl" />
        <div className="grid content-start gap-4 px-4 py-5 lg:p-0">
          <Skeleton className="h-80 rounded-2xl" />
          <Skeleton className="hidden h-36 rounded-2xl lg:block" />
        </div>
      </div>
    </div>
  )
}

/**
 * The configurator is not there (unknown, unpublished, archived: the API does not say which),
 * or could not be reached: a friendly page in the visitor's language, with a retry when it
 * may help.
 */
export function StatusPage({
  kind,
  onRetry,
}: {
  kind: 'unavailable' | 'failed'
  onRetry?: () => void
}) {
  const { t } = useTranslation()
  const Icon = kind === 'unavailable' ? CircleOff : WifiOff
  const title = t(`public-configurator.${kind}.title`)
  // The tab says what the page says, in the visitor's language, like the configurator's own.
  useEffect(() => {
    document.title = title
  }, [title])
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <div className="flex justify-end p-4">
        <LanguageSelect />
      </div>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="grid max-w-md justify-items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm">
          <span className="grid size-14 place-items-center rounded-full bg-muted">
            <Icon aria-hidden="true" className="size-7 text-muted-foreground" />
          </span>
          <h1 className="text-balance font-semibold text-xl tracking-tight">{title}</h1>
          <p className="text-pretty text-muted-foreground">
            {t(`public-configurator.${kind}.body`)}
          </p>
          {kind === 'failed' && onRetry && (
            <Button onClick={onRetry} className="mt-2">
              <RotateCw aria-hidden="true" />
              {t('public-configurator.failed.retry')}
            </Button>
          )}
        </div>
      </main>
    </div>
  )
}
