import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRouteTitle } from '@/lib/document-title'
import { href } from '@/lib/routes'

/**
 * What a route shows until its area is built: its own title and an honest note, nothing that
 * pretends to work.
 */
export function PlaceholderPage() {
  const { t } = useTranslation()
  const { title } = useRouteTitle()
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 py-10">
      <h1 className="font-semibold text-3xl tracking-tight">{title}</h1>
      <p className="flex items-center gap-2 text-muted-foreground">
        <Construction aria-hidden className="size-4" />
        {t('pages.placeholder.description')}
      </p>
      <Link
        className="font-medium text-primary underline-offset-4 hover:underline"
        to={href('home')}
      >
        {t('pages.notFound.home')}
      </Link>
    </div>
  )
}
