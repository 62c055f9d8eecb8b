import type { View } from '@designer/contract'
import { Camera, Plus, SearchX } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/app/routes'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { Pagination } from '@/components/pagination'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { useDesignOptions } from './api/get-design-options'
import { useViews } from './api/get-views'
import { DeleteViewDialog } from './components/delete-view-dialog'
import { DesignOptionItems } from './components/design-option-items'
import { ViewsTable, ViewsTableSkeleton } from './components/views-table'
import { useViewListParams, type ViewListParams } from './list-params'

const PAGE_SIZE = 20
// A select item cannot have an empty value, so "every design" has a name of its own.
const ALL = 'all'

export function ViewsPage() {
  const { t } = useTranslation()
  const [params, update] = useViewListParams()
  const list = useViews({
    q: params.q || undefined,
    designId: params.designId ?? undefined,
    page: params.page,
    pageSize: PAGE_SIZE,
  })
  const [deleting, setDeleting] = useState<View | null>(null)
  const [menuButton, setMenuButton] = useState<HTMLElement | null>(null)

  // A page past the end (the last view of the last page was deleted): show the last one.
  const total = list.data?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && params.page > lastPage
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true })
  }, [pastTheEnd, lastPage, update])

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <PageHeader
        title={t('views.list.title')}
        description={t('views.list.description')}
        actions={
          <Button asChild>
            <Link to={href('admin.views.create')} data-testid="new-view">
              <Plus aria-hidden="true" />
              {t('views.list.new')}
            </Link>
          </Button>
        }
      />
      <Toolbar
        params={params}
        update={update}
        filteredDesignName={list.data?.items[0]?.designName ?? null}
      />
      <Results
        params={params}
        list={list}
        onClearFilters={() => update({ q: '', designId: null })}
        onDelete={(view, trigger) => {
          setMenuButton(trigger)
          setDeleting(view)
        }}
      />
      {list.data && (
        <Pagination
          page={params.page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          onPage={(page) => update({ page })}
        />
      )}
      <DeleteViewDialog
        view={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        returnFocusTo={menuButton}
      />
    </div>
  )
}

function Toolbar({
  params,
  update,
  filteredDesignName,
}: {
  params: ViewListParams
  update: ReturnType<typeof useViewListParams>[1]
  /** The filtered design's name as the views know it, for a design past the first 100. */
  filteredDesignName: string | null
}) {
  const { t } = useTranslation()
  const designs = useDesignOptions()
  const current =
    params.designId && filteredDesignName ? { id: params.designId, name: filteredDesignName } : null
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField
        value={params.q}
        // Typing replaces the entry, so Back leaves the page rather than undoing letters.
        onSearch={(q) => update({ q }, { replace: true })}
        label={t('views.list.searchLabel')}
        placeholder={t('views.list.searchPlaceholder')}
      />
      <Select
        value={params.designId ?? ALL}
        onValueChange={(value) => update({ designId: value === ALL ? null : value })}
      >
        <SelectTrigger className="w-full sm:w-64" aria-label={t('views.list.designFilter')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent align="start">
          <SelectItem value={ALL}>{t('views.list.allDesigns')}</SelectItem>
          <DesignOptionItems designs={designs.data?.items ?? []} current={current} />
        </SelectContent>
      </Select>
    </div>
  )
}

function Results({
  params,
  list,
  onClearFilters,
  onDelete,
}: {
  params: ViewListParams
  list: ReturnType<typeof useViews>
  onClearFilters: () => void
  onDelete: (view: View, trigger: HTMLElement | null) => void
}) {
  const { t } = useTranslation()

  if (list.isError && !list.data) {
    return <LoadError error={list.error} onRetry={() => void list.refetch()} />
  }

  if (!list.data) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <ViewsTableSkeleton />
      </div>
    )
  }

  const { items, total } = list.data
  if (total === 0 && (params.q || params.designId)) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('views.empty.noResultsTitle')}
        description={
          params.q
            ? t('views.empty.noResultsDescription', { q: params.q })
            : t('views.empty.noResultsForDesign')
        }
        action={
          <Button variant="outline" onClick={onClearFilters}>
            {t('views.list.clearFilters')}
          </Button>
        }
      />
    )
  }
  if (total === 0) {
    return (
      <EmptyState
        icon={Camera}
        title={t('views.empty.title')}
        description={t('views.empty.description')}
        action={
          <Button asChild>
            <Link to={href('admin.views.create')}>
              <Plus aria-hidden="true" />
              {t('views.list.new')}
            </Link>
          </Button>
        }
      />
    )
  }

  return (
    <section
      aria-label={t('views.list.title')}
      aria-busy={list.isPlaceholderData || undefined}
      className="transition-opacity aria-busy:opacity-60"
    >
      <ViewsTable views={items} onDelete={onDelete} />
    </section>
  )
}
