import { COST_SORTS, type CostOverviewItem, DESIGN_TYPES } from '@designer/contract'
import { Calculator, Truck } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { STALE_DAYS } from '@/components/costs/cost-flags'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListPage } from '@/components/list-page'
import { SearchField } from '@/components/search-field'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { href } from '@/lib/routes'
import { useListParams } from '@/lib/use-list-params'
import { useCosts } from './api/get-costs'
import { CostDrilldown } from './components/cost-drilldown'
import { CostTable, CostTableSkeleton } from './components/cost-table'

const PAGE_SIZE = 20

/** What the cost overview shows, kept in the URL (lib/use-list-params.ts). */
const costsList = {
  schema: z.object({
    q: z.string().trim().default(''),
    type: z.enum(['all', ...DESIGN_TYPES]).default('all'),
    /** Only the designs with a problem (a flag). */
    flagged: z.stringbool().default(false),
    sort: z.enum(COST_SORTS).default('name'),
    page: z.coerce.number().int().min(1).default(1),
  }),
}
type CostListParams = z.output<typeof costsList.schema>
type Update = ReturnType<typeof useListParams<typeof costsList.schema>>[1]

const hasFilters = (params: CostListParams) =>
  params.q !== '' || params.type !== 'all' || params.flagged

/** /admin/suppliers/costs: what every design and component costs to make. */
export function CostsPage() {
  const { t } = useTranslation()
  const [params, update, onPage] = useListParams(costsList)
  const list = useCosts({
    q: params.q || undefined,
    type: params.type === 'all' ? undefined : params.type,
    flagged: params.flagged || undefined,
    // The API's default order is the page's: only another one is asked for.
    sort: params.sort === 'name' ? undefined : params.sort,
    page: params.page,
    pageSize: PAGE_SIZE,
  })
  const [open, setOpen] = useState<CostOverviewItem | null>(null)

  return (
    <ListPage
      title={t('costs.overview.title')}
      description={t('costs.overview.description')}
      actions={
        <Button asChild variant="outline">
          <Link to={href('admin.suppliers')} data-testid="costs-suppliers-link">
            <Truck aria-hidden="true" />
            {t('costs.overview.suppliers')}
          </Link>
        </Button>
      }
      toolbar={<Toolbar params={params} update={update} />}
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={<CostTableSkeleton />}
      empty={
        <Empty
          filtered={hasFilters(params)}
          onClearFilters={() => update({ q: '', type: 'all', flagged: false })}
        />
      }
      after={<CostDrilldown item={open} onOpenChange={(o) => !o && setOpen(null)} />}
    >
      {(items) => (
        <div className="space-y-4">
          {!hasFilters(params) && items.every((item) => item.lineCount === 0) && (
            <AlertBox
              tone="info"
              title={t('costs.empty.noMaterialsTitle')}
              action={
                <Button asChild size="sm" variant="outline">
                  <Link to={href('admin.suppliers')}>{t('costs.empty.action')}</Link>
                </Button>
              }
            >
              {t('costs.empty.noMaterialsDescription')}
            </AlertBox>
          )}
          <CostTable
            items={items}
            sort={params.sort}
            onSort={(sort) => update({ sort })}
            onOpen={setOpen}
            staleDays={STALE_DAYS}
          />
        </div>
      )}
    </ListPage>
  )
}

function Toolbar({ params, update }: { params: CostListParams; update: Update }) {
  const { t } = useTranslation()
  const flaggedId = useId()
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchField
        value={params.q}
        // Typing replaces the entry, so Back leaves the page rather than undoing letters.
        onSearch={(q) => update({ q }, { replace: true })}
        label={t('costs.overview.searchLabel')}
        placeholder={t('costs.overview.searchPlaceholder')}
      />
      <SelectField
        label={t('costs.overview.typeFilter')}
        hideLabel
        className="w-full sm:w-auto sm:min-w-56"
        align="start"
        data-testid="costs-type-filter"
        value={params.type}
        onValueChange={(type) => update({ type: type as CostListParams['type'] })}
        options={(['all', ...DESIGN_TYPES] as const).map((type) => ({
          value: type,
          label: t(`costs.overview.types.${type}`),
        }))}
      />
      <div className="flex items-center gap-2">
        <Switch
          id={flaggedId}
          checked={params.flagged}
          onCheckedChange={(flagged) => update({ flagged })}
          data-testid="costs-flagged-filter"
        />
        <Label htmlFor={flaggedId} className="font-normal">
          {t('costs.overview.onlyProblems')}
        </Label>
      </div>
    </div>
  )
}

/** Nothing matches the filters, or there is nothing to cost yet. */
function Empty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation()
  if (filtered) {
    return (
      <NoResults
        title={t('costs.empty.noResultsTitle')}
        description={t('costs.empty.noResultsDescription')}
        clearLabel={t('costs.overview.clearFilters')}
        onClear={onClearFilters}
      />
    )
  }
  return (
    <EmptyState
      icon={Calculator}
      title={t('costs.empty.title')}
      description={t('costs.empty.description')}
      action={
        <Button asChild>
          <Link to={href('admin.suppliers')}>
            <Truck aria-hidden="true" />
            {t('costs.empty.action')}
          </Link>
        </Button>
      }
    />
  )
}
