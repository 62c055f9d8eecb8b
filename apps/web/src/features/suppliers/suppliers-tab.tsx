import type { Supplier } from '@designer/contract'
import { Plus, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { EmptyState, NoResults } from '@/components/empty-state'
import { SearchField } from '@/components/search-field'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/forms'
import { useRowDialog } from '@/lib/use-row-dialog'
import { useSuppliers } from './api/get-suppliers'
import { useSetSupplierStatus } from './api/update-supplier'
import { DeleteSupplierDialog } from './components/delete-supplier-dialog'
import { SupplierDialog, type SupplierDialogState } from './components/supplier-dialog'
import { SupplierListPage } from './components/supplier-list-page'
import { SuppliersTable, SuppliersTableSkeleton } from './components/suppliers-table'
import { type SupplierListParams, useSupplierListParams } from './list-params'

const PAGE_SIZE = 20

/** The suppliers tab: the company's suppliers, searched and filtered by status. */
export function SuppliersTab() {
  const { t } = useTranslation()
  const [params, update, onPage] = useSupplierListParams()
  const list = useSuppliers({
    q: params.q || undefined,
    // The API's defaults are the page's: only something else is asked for.
    status: params.status === 'active' ? undefined : params.status,
    sort: params.sort === 'name' ? undefined : params.sort,
    page: params.page,
    pageSize: PAGE_SIZE,
  })
  const dialog = useRowDialog<SupplierDialogState>()
  const deleting = useRowDialog<Supplier>()
  const status = useSetSupplierStatus()
  const newSupplier = () => dialog.open({ mode: 'create' })

  async function setStatus(supplier: Supplier, next: Supplier['status']) {
    try {
      await status.setStatus(supplier, next)
      toast.success(
        t(next === 'archived' ? 'suppliers.archive.archived' : 'suppliers.archive.restored', {
          name: supplier.name,
        }),
      )
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  return (
    <SupplierListPage
      tab="suppliers"
      actions={
        <Button onClick={newSupplier} data-testid="new-supplier">
          <Plus aria-hidden="true" />
          {t('suppliers.list.new')}
        </Button>
      }
      filters={
        <>
          <SearchField
            value={params.q}
            // Typing replaces the entry, so Back leaves the page rather than undoing letters.
            onSearch={(q) => update({ q }, { replace: true })}
            label={t('suppliers.list.searchLabel')}
            placeholder={t('suppliers.list.searchPlaceholder')}
          />
          <SelectField
            label={t('suppliers.list.statusFilter')}
            hideLabel
            className="w-full sm:w-44"
            align="start"
            value={params.status}
            onValueChange={(value) => update({ status: value as SupplierListParams['status'] })}
            options={[
              { value: 'active', label: t('suppliers.list.statusActive') },
              { value: 'archived', label: t('suppliers.list.statusArchived') },
              { value: 'all', label: t('suppliers.list.statusAll') },
            ]}
          />
        </>
      }
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={<SuppliersTableSkeleton />}
      empty={
        <SuppliersEmpty
          params={params}
          onNew={newSupplier}
          onClearFilters={() => update({ q: '', status: 'active' })}
        />
      }
      after={
        <>
          <SupplierDialog
            state={dialog.value}
            onOpenChange={dialog.onOpenChange}
            returnFocusTo={dialog.returnFocusTo}
          />
          <DeleteSupplierDialog
            supplier={deleting.value}
            onOpenChange={deleting.onOpenChange}
            returnFocusTo={deleting.returnFocusTo}
          />
        </>
      }
    >
      {(items) => (
        <SuppliersTable
          suppliers={items}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
          onEdit={(supplier, trigger) => dialog.open({ mode: 'edit', supplier }, trigger)}
          onSetStatus={(supplier, next) => void setStatus(supplier, next)}
          onDelete={(supplier, trigger) => deleting.open(supplier, trigger)}
        />
      )}
    </SupplierListPage>
  )
}

/** Nothing matches the search or the status, or there is no supplier yet. */
function SuppliersEmpty({
  params,
  onNew,
  onClearFilters,
}: {
  params: SupplierListParams
  onNew: () => void
  onClearFilters: () => void
}) {
  const { t } = useTranslation()
  if (params.q || params.status !== 'active') {
    return (
      <NoResults
        title={t('suppliers.empty.noResultsTitle')}
        description={
          params.q
            ? t('suppliers.empty.noResultsDescription', { q: params.q })
            : t('suppliers.empty.noResultsForStatus')
        }
        clearLabel={t('suppliers.list.clearFilters')}
        onClear={onClearFilters}
      />
    )
  }
  return (
    <EmptyState
      icon={Truck}
      title={t('suppliers.empty.title')}
      description={t('suppliers.empty.description')}
      action={
        <Button onClick={onNew}>
          <Plus aria-hidden="true" />
          {t('suppliers.list.new')}
        </Button>
      }
    />
  )
}
