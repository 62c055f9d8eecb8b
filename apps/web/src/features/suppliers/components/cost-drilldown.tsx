import type { CostOverviewItem } from '@designer/contract'
import { ExternalLink, PenTool } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DesignCostDetails } from '@/components/costs/design-cost-details'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { useDesignCost } from '@/lib/queries/design-cost'
import { href } from '@/lib/routes'

/** One design's bill of materials, opened from its row of the cost overview. */
export function CostDrilldown({
  item,
  onOpenChange,
}: {
  item: CostOverviewItem | null
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Sheet open={item !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-3xl" data-testid="cost-drilldown">
        {item && (
          <>
            <SheetHeader>
              <SheetTitle>{item.name}</SheetTitle>
              <SheetDescription>{t('costs.drilldown.description')}</SheetDescription>
            </SheetHeader>
            <SheetBody className="pb-4">
              <Details item={item} />
            </SheetBody>
            <SheetFooter className="flex-row flex-wrap justify-end border-t">
              <Button asChild variant="outline">
                <Link to={href('admin.designs.edit', { designId: item.id })}>
                  <PenTool aria-hidden="true" />
                  {t('costs.drilldown.openEditor')}
                </Link>
              </Button>
              <Button asChild>
                <Link
                  to={href('admin.designs.show', { designId: item.id })}
                  data-testid="cost-open-design"
                >
                  <ExternalLink aria-hidden="true" />
                  {t('costs.drilldown.openDesign')}
                </Link>
              </Button>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  )
}

function Details({ item }: { item: CostOverviewItem }) {
  const { t } = useTranslation()
  const cost = useDesignCost(item.id)
  if (cost.isError) {
    return <LoadError error={cost.error} onRetry={() => void cost.refetch()} />
  }
  if (!cost.data) {
    return (
      <div role="status" aria-busy="true" className="space-y-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    )
  }
  return <DesignCostDetails cost={cost.data} designId={item.id} designName={item.name} />
}
