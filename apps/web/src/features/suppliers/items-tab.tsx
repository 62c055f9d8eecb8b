import type { SupplierItem } from '@designer/contract'
import { Boxes, Download, FileUp, PackageSearch, Plus, Truck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListFilters } from '@/components/list-filters'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { useRowDialog } from '@/lib/use-row-dialog'
import { exportSupplierItems } from './api/export-supplier-items'
import { type SupplierItemFilters, useSupplierItems } from './api/get-supplier-items'
import { useSupplierOptions } from './api/get-suppliers'
import { DeleteItemDialog } from './components/delete-item-dialog'
import { ImportDialog } from './components/import-dialog'
import { ItemDialog, type ItemDialogState } from './components/item-dialog'
import { ItemsTable, ItemsTableSkeleton } from './components/items-table'
import { SupplierListPage } from './components/supplier-list-page'
import { useSupplierLabels } from './components/use-supplier-labels'
import { type SupplierItemListParams, useSupplierItemListParams } from './list-params'

const PAGE_SIZE = 20

/** The items tab: what the suppliers sell, filtered by supplier and material; import, export. */
export function ItemsTab() {
  const { t, i18n } = useTranslation()
  const [params, update, onPage] = useSupplierItemListParams()
  const suppliers = useSupplierOptions()
  const filters: SupplierItemFilters = {
    q: params.q || undefined,
    supplierId: params.supplierId ?? undefined,
    materialType: params.materialType ?? undefined,
    // A supplier chosen by name is shown whatever its status.
    includeArchived: params.archived || params.supplierId !== null ? 'true' : undefined,
    sort: params.sort === 'name' ? undefined : params.sort,
  }
  const list = useSupplierItems({ ...filters, page: params.page, pageSize: PAGE_SIZE })
  const dialog = useRowDialog<ItemDialogState>()
  const deleting = useRowDialog<SupplierItem>()
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const noSuppliers = suppliers.data?.total === 0
  const newItem = () => dialog.open({ mode: 'create', supplierId: params.supplierId })

  async function download() {
    setExporting(true)
    try {
      await exportSupplierItems(filters, i18n.language)
    } catch (err) {
      toast.error(errorText(t, err))
    } finally {
      setExporting(false)
    }
  }

  return (
    <SupplierListPage
      tab="items"
      actions={
        <>
          <Button
            variant="outline"
            onClick={() => void download()}
            loading={exporting}
            disabled={list.data?.total === 0}
            data-testid="export-items"
          >
            <Download aria-hidden="true" />
            {t('suppliers.export.button')}
          </Button>
          <Button
            variant="outline"
            onClick={() => setImporting(true)}
            disabled={noSuppliers}
            data-testid="import-items"
          >
            <FileUp aria-hidden="true" />
            {t('suppliers.import.button')}
          </Button>
          <Button onClick={newItem} disabled={noSuppliers} data-testid="new-item">
            <Plus aria-hidden="true" />
            {t('suppliers.items.new')}
          </Button>
        </>
      }
      filters={<ItemsFilters params={params} update={update} />}
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={<ItemsTableSkeleton />}
      empty={
        <ItemsEmpty
          params={params}
          noSuppliers={noSuppliers}
          onNew={newItem}
          onImport={() => setImporting(true)}
          onClearFilters={() =>
            update({ q: '', supplierId: null, materialType: null, archived: false })
          }
        />
      }
      after={
        <>
          <ItemDialog
            state={dialog.value}
            onOpenChange={dialog.onOpenChange}
            returnFocusTo={dialog.returnFocusTo}
          />
          <DeleteItemDialog
            item={deleting.value}
            onOpenChange={deleting.onOpenChange}
            returnFocusTo={deleting.returnFocusTo}
          />
          <ImportDialog
            open={importing}
            onOpenChange={setImporting}
            defaultSupplierId={params.supplierId}
          />
        </>
      }
    >
      {(items) => (
        <ItemsTable
          items={items}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
          onEdit={(item, trigger) => dialog.open({ mode: 'edit', item }, trigger)}
          onDelete={(item, trigger) => deleting.open(item, trigger)}
        />
      )}
    </SupplierListPage>
  )
}

function ItemsFilters({
  params,
  update,
}: {
  params: SupplierItemListParams
  update: ReturnType<typeof useSupplierItemListParams>[1]
}) {
  const { t } = useTranslation()
  const labels = useSupplierLabels()
  const suppliers = useSupplierOptions()
  const options = suppliers.data?.items ?? []
  return (
    <>
      <SearchField
        value={params.q}
        onSearch={(q) => update({ q }, { replace: true })}
        label={t('suppliers.items.searchLabel')}
        placeholder={t('suppliers.items.searchPlaceholder')}
      />
      <ListFilters
        params={params}
        update={update}
        filters={[
          {
            param: 'supplierId',
            label: t('suppliers.items.supplierFilter'),
            all: t('suppliers.items.allSuppliers'),
            width: 'sm:min-w-56',
            options: [
              // A supplier past the first hundred, or one still loading, keeps its place.
              ...(params.supplierId && !options.some((s) => s.id === params.supplierId)
                ? [{ value: params.supplierId, label: t('suppliers.items.thisSupplier') }]
                : []),
              ...options.map((s) => ({ value: s.id, label: labels.supplier(s) })),
            ],
          },
          {
            param: 'materialType',
            label: t('suppliers.items.materialFilter'),
            all: t('suppliers.items.allMaterials'),
            width: 'sm:min-w-48',
            options: labels.materialOptions,
          },
        ]}
      />
      <div className="flex items-center gap-2">
        <Switch
          id="items-archived"
          checked={params.archived || params.supplierId !== null}
          disabled={params.supplierId !== null}
          onCheckedChange={(archived) => update({ archived })}
        />
        <Label htmlFor="items-archived" className="font-normal">
          {t('suppliers.items.includeArchived')}
        </Label>
      </div>
    </>
  )
}

/** Nothing matches the search or the filters, or there is no item (or no supplier) yet. */
function ItemsEmpty({
  params,
  noSuppliers,
  onNew,
  onImport,
  onClearFilters,
}: {
  params: SupplierItemListParams
  noSuppliers: boolean
  onNew: () => void
  onImport: () => void
  onClearFilters: () => void
}) {
  const { t } = useTranslation()
  if (noSuppliers) {
    return (
      <EmptyState
        icon={Truck}
        title={t('suppliers.itemsEmpty.noSuppliersTitle')}
        description={t('suppliers.itemsEmpty.noSuppliersDescription')}
        action={
          <Button asChild>
            <Link to={href('admin.suppliers')}>{t('suppliers.itemsEmpty.goToSuppliers')}</Link>
          </Button>
        }
      />
    )
  }
  if (params.q || params.materialType || params.supplierId || params.archived) {
    return (
      <NoResults
        icon={PackageSearch}
        title={t('suppliers.itemsEmpty.noResultsTitle')}
        description={
          params.q
            ? t('suppliers.itemsEmpty.noResultsDescription', { q: params.q })
            : t('suppliers.itemsEmpty.noResultsForFilters')
        }
        clearLabel={t('suppliers.list.clearFilters')}
        onClear={onClearFilters}
        extra={
          params.supplierId &&
          !params.q && (
            <Button onClick={onNew}>
              <Plus aria-hidden="true" />
              {t('suppliers.items.new')}
            </Button>
          )
        }
      />
    )
  }
  return (
    <EmptyState
      icon={Boxes}
      title={t('suppliers.itemsEmpty.title')}
      description={t('suppliers.itemsEmpty.description')}
      action={
        <>
          <Button onClick={onNew}>
            <Plus aria-hidden="true" />
            {t('suppliers.items.new')}
          </Button>
          <Button variant="outline" onClick={onImport}>
            <FileUp aria-hidden="true" />
            {t('suppliers.import.button')}
          </Button>
        </>
      }
    />
  )
}
