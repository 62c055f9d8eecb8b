import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/lib/document-title'
import { href } from '@/lib/routes'

export function NotFoundPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('pages.notFound.title'))
  return (
    <main className="flex min-h-[calc(var(--vh)*100)] flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="font-semibold text-primary text-sm">404</p>
      <h1 className="font-semibold text-3xl tracking-tight">{t('pages.notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('pages.notFound.description')}</p>
      <Link
        className="font-medium text-primary underline-offset-4 hover:underline"
        to={href('home')}
      >
        {t('pages.notFound.home')}
      </Link>
    </main>
  )
}
