import { Calculator, TriangleAlert } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CostFlagBadges } from '@/components/costs/cost-flags'
import { CostMissingList } from '@/components/costs/cost-missing-list'
import { CostSummary } from '@/components/costs/cost-summary'
import { MoneyList } from '@/components/costs/money-list'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDesignCost } from '@/lib/queries/design-cost'
import { href } from '@/lib/routes'
import { cn } from '@/lib/utils'
import type { EditorStore } from '../core/editor-store'
import { useEditor } from '../use-editor'

/**
 * What the design costs to make, in the top bar: the total as last saved (asked again for each
 * saved version), with material and labour, the parts without a price and a way to the bill of
 * materials in its popover.
 */
export function CostBadge({ store, designId }: { store: EditorStore; designId: string }) {
  const { t } = useTranslation()
  const version = useEditor(store, (s) => s.version)
  const saved = useEditor(store, (s) => s.saveState === 'saved')
  const cost = useDesignCost(designId, { version })
  const data = cost.data
  const missing = data?.missing.length ?? 0
  const state = data ? 'ready' : cost.isError ? 'error' : 'loading'

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('shrink-0 gap-1.5 px-2', missing > 0 && 'text-foreground')}
          data-testid="cost-badge"
          data-state={state}
          data-missing={missing}
          data-version={version}
        >
          {/* While the first answer comes, the spinner stands in for the icon: the badge keeps
              its width, so a phone's toolbar does not overflow for a moment. */}
          {!data && !cost.isError ? (
            <Spinner className="size-3.5" />
          ) : missing > 0 ? (
            <TriangleAlert aria-hidden="true" className="text-warning" />
          ) : (
            <Calculator aria-hidden="true" />
          )}
          <span className="sr-only">{t('editor.cost.label')}</span>
          {data ? (
            data.totals.length > 0 ? (
              <MoneyList
                amounts={data.totals}
                inline
                className="hidden text-xs sm:inline-flex"
                testId="cost-badge-total"
              />
            ) : (
              <span className="hidden text-muted-foreground text-xs sm:inline">
                {t('editor.cost.none')}
              </span>
            )
          ) : (
            cost.isError && (
              <span className="hidden text-muted-foreground text-xs sm:inline">—</span>
            )
          )}
          {cost.isFetching && data && <span className="sr-only">{t('common.loading')}</span>}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] space-y-4 rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-none"
          data-testid="cost-popover"
        >
          <div className="space-y-1">
            <h2 className="font-semibold text-sm">{t('editor.cost.title')}</h2>
            <p className="text-muted-foreground text-xs">
              {saved ? t('editor.cost.asSaved') : t('editor.cost.unsaved')}
            </p>
          </div>
          {data ? (
            <>
              <CostSummary cost={data} />
              <CostFlagBadges flags={data.flags} missingCount={missing} />
              {missing > 0 && (
                <p className="flex gap-2 text-sm" data-testid="cost-badge-warning">
                  <TriangleAlert
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-warning"
                  />
                  {t('editor.cost.missing', { count: missing })}
                </p>
              )}
              <CostMissingList missing={data.missing} limit={5} />
            </>
          ) : cost.isError ? (
            <LoadError
              title={t('editor.cost.loadError')}
              error={cost.error}
              onRetry={() => void cost.refetch()}
            />
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              <Spinner className="size-4" />
              {t('common.loading')}
            </p>
          )}
          <Link
            to={href('admin.designs.show', { designId })}
            className="inline-block text-primary text-sm underline-offset-4 hover:underline"
          >
            {t('editor.cost.billOfMaterials')}
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
