import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '@/components/layout/page-header'
import { href } from '@/lib/routes'

/** The create and edit pages' heading, under a way back to the list. */
export function ViewPageHeader({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-3">
      <Link
        to={href('admin.views')}
        className="inline-flex items-center gap-1.5 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('views.backToViews')}
      </Link>
      <PageHeader title={title} description={description} />
    </div>
  )
}
