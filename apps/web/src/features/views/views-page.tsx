import type { View } from '@designer/contract'
import { Camera, Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDesignSelectOptions } from '@/components/design-select-options'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListFilters } from '@/components/list-filters'
import { ListPage } from '@/components/list-page'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { href } from '@/lib/routes'
import { useDesignOptions } from './api/get-design-options'
import { useViews } from './api/get-views'
import { DeleteViewDialog } from './components/delete-view-dialog'
import { ViewsTable, ViewsTableSkeleton } from './components/views-table'
import { useViewListParams, type ViewListParams } from './list-params'

const PAGE_SIZE = 20

export function ViewsPage() {
  const { t } = useTranslation()
  const [params, update, onPage] = useViewListParams()
  const list = useViews({
    q: params.q || undefined,
    designId: params.designId ?? undefined,
    // The API's default order is the page's: only another one is asked for.
    sort: params.sort === 'name' ? undefined : params.sort,
    page: params.page,
    pageSize: PAGE_SIZE,
  })
  const [deleting, setDeleting] = useState<View | null>(null)
  const [menuButton, setMenuButton] = useState<HTMLElement | null>(null)

  return (
    <ListPage
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
      toolbar={
        <Toolbar
          params={params}
          update={update}
          filteredDesignName={list.data?.items[0]?.designName ?? null}
        />
      }
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={<ViewsTableSkeleton />}
      empty={<Empty params={params} onClearFilters={() => update({ q: '', designId: null })} />}
      after={
        <DeleteViewDialog
          view={deleting}
          onOpenChange={(open) => !open && setDeleting(null)}
          returnFocusTo={menuButton}
        />
      }
    >
      {(items) => (
        <ViewsTable
          views={items}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
          onDelete={(view, trigger) => {
            setMenuButton(trigger)
            setDeleting(view)
          }}
        />
      )}
    </ListPage>
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
  const options = useDesignSelectOptions(designs.data?.items, current)
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField
        value={params.q}
        // Typing replaces the entry, so Back leaves the page rather than undoing letters.
        onSearch={(q) => update({ q }, { replace: true })}
        label={t('views.list.searchLabel')}
        placeholder={t('views.list.searchPlaceholder')}
      />
      <ListFilters
        params={params}
        update={update}
        filters={[
          {
            param: 'designId',
            label: t('views.list.designFilter'),
            all: t('views.list.allDesigns'),
            width: 'sm:w-64',
            options,
          },
        ]}
      />
    </div>
  )
}

/** Nothing matches the search or the design, or there is nothing yet. */
function Empty({ params, onClearFilters }: { params: ViewListParams; onClearFilters: () => void }) {
  const { t } = useTranslation()
  if (params.q || params.designId) {
    return (
      <NoResults
        title={t('views.empty.noResultsTitle')}
        description={
          params.q
            ? t('views.empty.noResultsDescription', { q: params.q })
            : t('views.empty.noResultsForDesign')
        }
        clearLabel={t('views.list.clearFilters')}
        onClear={onClearFilters}
      />
    )
  }
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
