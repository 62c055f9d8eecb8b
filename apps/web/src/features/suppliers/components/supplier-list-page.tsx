import { Calculator } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListPage } from '@/components/list-page'
import { Button } from '@/components/ui/button'
import { href } from '@/lib/routes'
import type { SupplierTab } from '../list-params'
import { SectionTabs } from './section-tabs'

type Props<T> = Omit<ComponentProps<typeof ListPage<T>>, 'title' | 'description' | 'toolbar'> & {
  tab: SupplierTab
  /** The tab's search and filters, under the tabs. */
  filters: ReactNode
}

/**
 * What both tabs of /admin/suppliers share: the page's title, the link to the cost overview
 * before the tab's own actions, and the tabs above the tab's search and filters.
 */
export function SupplierListPage<T>({ tab, actions, filters, ...list }: Props<T>) {
  const { t } = useTranslation()
  return (
    <ListPage
      title={t('suppliers.page.title')}
      description={t('suppliers.page.description')}
      actions={
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button asChild variant="outline">
            <Link to={href('admin.suppliers.costs')} data-testid="cost-overview">
              <Calculator aria-hidden="true" />
              {t('suppliers.page.costOverview')}
            </Link>
          </Button>
          {actions}
        </div>
      }
      toolbar={
        <div className="space-y-4">
          <SectionTabs tab={tab} />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            {filters}
          </div>
        </div>
      }
      {...list}
    />
  )
}
