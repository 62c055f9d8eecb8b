import type { ConfiguratorSummary } from '@designer/contract'
import { Plus, SlidersHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListFilters } from '@/components/list-filters'
import { ListPage } from '@/components/list-page'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { href } from '@/lib/routes'
import { useRowDialog } from '@/lib/use-row-dialog'
import { useConfigurators, useDeleteConfigurator } from './api/configurators'
import { ConfiguratorsTable, ConfiguratorsTableSkeleton } from './components/configurators-table'
import { type ConfiguratorListParams, useConfiguratorListParams } from './list-params'

const PAGE_SIZE = 25
/** The statuses the list filters by, live first. */
const STATUSES = ['published', 'draft'] as const

/** /admin/configurators: the designs made into products customers configure. */
export function ConfiguratorsPage() {
  const { t } = useTranslation()
  const [params, update, onPage] = useConfiguratorListParams()
  const list = useConfigurators({
    q: params.q || undefined,
    status: params.status ?? undefined,
    sort: params.sort === '-updated' ? undefined : params.sort,
    page: params.page,
    pageSize: PAGE_SIZE,
  })
  const deleting = useRowDialog<ConfiguratorSummary>()
  const remove = useDeleteConfigurator()

  return (
    <ListPage
      title={t('configurators.page.title')}
      description={t('configurators.page.description')}
      actions={
        <Button asChild data-testid="new-configurator">
          <Link to={href('admin.configurators.create')}>
            <Plus aria-hidden="true" />
            {t('configurators.list.new')}
          </Link>
        </Button>
      }
      toolbar={<Filters params={params} update={update} />}
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={<ConfiguratorsTableSkeleton />}
      empty={
        params.q || params.status ? (
          <NoResults
            title={t('configurators.empty.noResultsTitle')}
            description={
              params.q
                ? t('configurators.empty.noResultsDescription', { q: params.q })
                : t('configurators.empty.noResultsForFilters')
            }
            clearLabel={t('configurators.list.clearFilters')}
            onClear={() => update({ q: '', status: null })}
          />
        ) : (
          <EmptyState
            icon={SlidersHorizontal}
            title={t('configurators.empty.title')}
            description={t('configurators.empty.description')}
            action={
              <Button asChild>
                <Link to={href('admin.configurators.create')}>
                  <Plus aria-hidden="true" />
                  {t('configurators.list.new')}
                </Link>
              </Button>
            }
          />
        )
      }
      after={
        <ConfirmDialog
          open={deleting.value !== null}
          onOpenChange={deleting.onOpenChange}
          title={t('configurators.delete.title', { name: deleting.value?.name ?? '' })}
          description={
            deleting.value?.status === 'published'
              ? t('configurators.delete.publishedDescription')
              : t('configurators.delete.description')
          }
          confirmLabel={t('configurators.delete.confirm')}
          destructive
          returnFocusTo={deleting.returnFocusTo}
          onConfirm={async () => {
            const configurator = deleting.value
            if (!configurator) return
            await remove.mutateAsync(configurator.id)
            toast.success(t('configurators.delete.done', { name: configurator.name }))
          }}
        />
      }
    >
      {(items) => (
        <ConfiguratorsTable
          configurators={items}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
          onDelete={(configurator, trigger) => deleting.open(configurator, trigger)}
        />
      )}
    </ListPage>
  )
}

function Filters({
  params,
  update,
}: {
  params: ConfiguratorListParams
  update: ReturnType<typeof useConfiguratorListParams>[1]
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchField
        value={params.q}
        // Typing replaces the entry, so Back leaves the page rather than undoing letters.
        onSearch={(q) => update({ q }, { replace: true })}
        label={t('configurators.list.searchLabel')}
        placeholder={t('configurators.list.searchPlaceholder')}
      />
      <ListFilters
        params={params}
        update={update}
        filters={[
          {
            param: 'status',
            label: t('configurators.list.statusFilter'),
            all: t('configurators.list.allStatuses'),
            width: 'sm:w-48',
            options: STATUSES.map((status) => ({
              value: status,
              label: t(`configurators.status.${status}`),
            })),
          },
        ]}
      />
    </div>
  )
}
