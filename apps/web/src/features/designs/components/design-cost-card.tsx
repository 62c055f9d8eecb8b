import type { Design } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DesignCostDetails } from '@/components/costs/design-cost-details'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useDesignCost } from '@/lib/queries/design-cost'
import { href } from '@/lib/routes'

/** What the design costs to make: total, material and labour, the bill of materials, downloads. */
export function DesignCostCard({ design }: { design: Design }) {
  const { t } = useTranslation()
  const cost = useDesignCost(design.id)
  return (
    <Card className="gap-4" data-testid="design-cost-card">
      <CardHeader>
        <CardTitle>
          <h2>{t('designs.cost.title')}</h2>
        </CardTitle>
        <CardDescription>{t('designs.cost.description')}</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link to={href('admin.suppliers.costs')}>{t('designs.cost.allCosts')}</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {cost.isError ? (
          <LoadError error={cost.error} onRetry={() => void cost.refetch()} />
        ) : !cost.data ? (
          <div role="status" aria-busy="true" className="space-y-3">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : (
          <DesignCostDetails
            cost={cost.data}
            designId={design.id}
            designName={design.name}
            limit={5}
            missingLimit={5}
          />
        )}
      </CardContent>
    </Card>
  )
}
