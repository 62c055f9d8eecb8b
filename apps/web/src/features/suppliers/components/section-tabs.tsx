import { Boxes, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'
import type { SupplierTab } from '../list-params'

/**
 * The page's two tabs. Each is its own address (`?tab=items`), so they are links: reload, Back
 * and a shared link keep the tab, and switching starts the other tab without this one's search.
 */
export function SectionTabs({ tab }: { tab: SupplierTab }) {
  const { t } = useTranslation()
  const tabs = [
    { value: 'suppliers', icon: Truck, to: href('admin.suppliers') },
    { value: 'items', icon: Boxes, to: href('admin.suppliers', undefined, { tab: 'items' }) },
  ] as const
  return (
    <nav aria-label={t('suppliers.tabs.label')}>
      <ul className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px]">
        {tabs.map(({ value, icon: Icon, to }) => {
          const current = value === tab
          return (
            <li key={value} className="h-full">
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                data-testid={`tab-${value}`}
                className={cn(
                  'inline-flex h-full items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 font-medium text-muted-foreground text-sm outline-none transition-[color,box-shadow] hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  current && 'bg-background text-foreground shadow-sm',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`suppliers.tabs.${value}`)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
