import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useDocumentTitle, useDocumentTitleOfPage } from '@/lib/document-title'

export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const title = notFound ? t('pages.notFound.title') : t('common.error')
  // Shown instead of the root layout, so it keeps the tab's title itself.
  useDocumentTitleOfPage()
  useDocumentTitle(title)
  return (
    <main className="flex min-h-[calc(var(--vh)*100)] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-semibold text-2xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">
        {notFound ? t('pages.notFound.description') : t('pages.error.description')}
      </p>
      <a className="font-medium text-primary underline-offset-4 hover:underline" href="/">
        {t('pages.notFound.home')}
      </a>
    </main>
  )
}
