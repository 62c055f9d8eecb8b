import type { ConfiguratorSummary } from '@designer/contract'
import { Plus, SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListPage } from '@/components/list-page'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { href } from '@/lib/routes'
import { useConfigurators, useDeleteConfigurator } from './api/configurators'
import { ConfiguratorsTable, ConfiguratorsTableSkeleton } from './components/configurators-table'
import { type ConfiguratorListParams, useConfiguratorListParams } from './list-params'

const PAGE_SIZE = 25
// A select item cannot have an empty value, so "every status" has a name of its own.
const ALL = 'all'

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
  const [deleting, setDeleting] = useState<ConfiguratorSummary | null>(null)
  const [returnTo, setReturnTo] = useState<HTMLElement | null | undefined>(undefined)
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
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('configurators.delete.title', { name: deleting?.name ?? '' })}
          description={
            deleting?.status === 'published'
              ? t('configurators.delete.publishedDescription')
              : t('configurators.delete.description')
          }
          confirmLabel={t('configurators.delete.confirm')}
          destructive
          returnFocusTo={returnTo}
          onConfirm={async () => {
            if (!deleting) return
            await remove.mutateAsync(deleting.id)
            toast.success(t('configurators.delete.done', { name: deleting.name }))
          }}
        />
      }
    >
      {(items) => (
        <ConfiguratorsTable
          configurators={items}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
          onDelete={(configurator, trigger) => {
            setReturnTo(trigger)
            setDeleting(configurator)
          }}
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
      <Select
        value={params.status ?? ALL}
        onValueChange={(v) =>
          update({ status: v === ALL ? null : (v as ConfiguratorListParams['status']) })
        }
      >
        <SelectTrigger className="w-full sm:w-48" aria-label={t('configurators.list.statusFilter')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent align="start">
          <SelectItem value={ALL}>{t('configurators.list.allStatuses')}</SelectItem>
          <SelectItem value="published">{t('configurators.status.published')}</SelectItem>
          <SelectItem value="draft">{t('configurators.status.draft')}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  )
}
