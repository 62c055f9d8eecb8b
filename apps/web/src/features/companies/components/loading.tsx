import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/** Skeletons for sighted people, "Loading..." for screen readers, one busy region for both. */
export function Loading({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-busy="true" className={cn(className)}>
      <span className="sr-only">{t('common.loading')}</span>
      {children}
    </div>
  )
}
