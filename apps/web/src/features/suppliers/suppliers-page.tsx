import { MATERIAL_TYPES, type Supplier, type SupplierItem } from '@designer/contract'
import { Boxes, Calculator, Download, FileUp, PackageSearch, Plus, Truck } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListPage } from '@/components/list-page'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { exportSupplierItems } from './api/export-supplier-items'
import { type SupplierItemFilters, useSupplierItems } from './api/get-supplier-items'
import { useSupplierOptions, useSuppliers } from './api/get-suppliers'
import { useSetSupplierStatus } from './api/update-supplier'
import { DeleteItemDialog } from './components/delete-item-dialog'
import { DeleteSupplierDialog } from './components/delete-supplier-dialog'
import { ImportDialog } from './components/import-dialog'
import { ItemDialog, type ItemDialogState } from './components/item-dialog'
import { ItemsTable, ItemsTableSkeleton } from './components/items-table'
import { SectionTabs } from './components/section-tabs'
import { SupplierDialog, type SupplierDialogState } from './components/supplier-dialog'
import { SuppliersTable, SuppliersTableSkeleton } from './components/suppliers-table'
import { useSupplierLabels } from './components/use-supplier-labels'
import {
  type SupplierItemListParams,
  type SupplierListParams,
  useSupplierItemListParams,
  useSupplierListParams,
  useSupplierTab,
} from './list-params'

const PAGE_SIZE = 20
// A select item cannot have an empty value, so "every …" has a name of its own.
const ALL = 'all'

/** /admin/suppliers: the company's suppliers, and what they sell, each in a tab. */
export function SuppliersPage() {
  const [{ tab }] = useSupplierTab()
  return tab === 'items' ? <ItemsTab /> : <SuppliersTab />
}

function CostOverviewLink() {
  const { t } = useTranslation()
  return (
    <Button asChild variant="outline">
      <Link to={href('admin.suppliers.costs')} data-testid="cost-overview">
        <Calculator aria-hidden="true" />
        {t('suppliers.page.costOverview')}
      </Link>
    </Button>
  )
}

function SuppliersTab() {
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
  const [dialog, setDialog] = useState<SupplierDialogState>(null)
  const [deleting, setDeleting] = useState<Supplier | null>(null)
  // The menu's button a dialog was opened from (the menu item is gone by the time it closes);
  // undefined lets the dialog give the focus back to what had it, as the "New" buttons do.
  const [returnTo, setReturnTo] = useState<HTMLElement | null | undefined>(undefined)
  const status = useSetSupplierStatus()
  const newSupplier = () => {
    setReturnTo(undefined)
    setDialog({ mode: 'create' })
  }

  return (
    <ListPage
      title={t('suppliers.page.title')}
      description={t('suppliers.page.description')}
      actions={
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <CostOverviewLink />
          <Button onClick={newSupplier} data-testid="new-supplier">
            <Plus aria-hidden="true" />
            {t('suppliers.list.new')}
          </Button>
        </div>
      }
      toolbar={
        <Toolbar tab="suppliers">
          <SearchField
            value={params.q}
            // Typing replaces the entry, so Back leaves the page rather than undoing letters.
            onSearch={(q) => update({ q }, { replace: true })}
            label={t('suppliers.list.searchLabel')}
            placeholder={t('suppliers.list.searchPlaceholder')}
          />
          <Select
            value={params.status}
            onValueChange={(value) => update({ status: value as SupplierListParams['status'] })}
          >
            <SelectTrigger className="w-full sm:w-44" aria-label={t('suppliers.list.statusFilter')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent align="start">
              <SelectItem value="active">{t('suppliers.list.statusActive')}</SelectItem>
              <SelectItem value="archived">{t('suppliers.list.statusArchived')}</SelectItem>
              <SelectItem value="all">{t('suppliers.list.statusAll')}</SelectItem>
            </SelectContent>
          </Select>
        </Toolbar>
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
            state={dialog}
            onOpenChange={(open) => !open && setDialog(null)}
            returnFocusTo={returnTo}
          />
          <DeleteSupplierDialog
            supplier={deleting}
            onOpenChange={(open) => !open && setDeleting(null)}
            returnFocusTo={returnTo}
          />
        </>
      }
    >
      {(items) => (
        <SuppliersTable
          suppliers={items}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
          onEdit={(supplier, trigger) => {
            setReturnTo(trigger)
            setDialog({ mode: 'edit', supplier })
          }}
          onSetStatus={async (supplier, next) => {
            try {
              await status.setStatus(supplier, next)
              toast.success(
                t(
                  next === 'archived' ? 'suppliers.archive.archived' : 'suppliers.archive.restored',
                  {
                    name: supplier.name,
                  },
                ),
              )
            } catch (err) {
              toast.error(errorText(t, err))
            }
          }}
          onDelete={(supplier, trigger) => {
            setReturnTo(trigger)
            setDeleting(supplier)
          }}
        />
      )}
    </ListPage>
  )
}

function ItemsTab() {
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
  const [dialog, setDialog] = useState<ItemDialogState>(null)
  const [deleting, setDeleting] = useState<SupplierItem | null>(null)
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  // The menu's button a dialog was opened from (the menu item is gone by the time it closes);
  // undefined lets the dialog give the focus back to what had it, as the "New" buttons do.
  const [returnTo, setReturnTo] = useState<HTMLElement | null | undefined>(undefined)
  const noSuppliers = suppliers.data?.total === 0
  const newItem = () => {
    setReturnTo(undefined)
    setDialog({ mode: 'create', supplierId: params.supplierId })
  }

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
    <ListPage
      title={t('suppliers.page.title')}
      description={t('suppliers.page.description')}
      actions={
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <CostOverviewLink />
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
        </div>
      }
      toolbar={<ItemsToolbar params={params} update={update} />}
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
            state={dialog}
            onOpenChange={(open) => !open && setDialog(null)}
            returnFocusTo={returnTo}
          />
          <DeleteItemDialog
            item={deleting}
            onOpenChange={(open) => !open && setDeleting(null)}
            returnFocusTo={returnTo}
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
          onEdit={(item, trigger) => {
            setReturnTo(trigger)
            setDialog({ mode: 'edit', item })
          }}
          onDelete={(item, trigger) => {
            setReturnTo(trigger)
            setDeleting(item)
          }}
        />
      )}
    </ListPage>
  )
}

/** The tabs above the search and filters of the open tab. */
function Toolbar({ tab, children }: { tab: 'suppliers' | 'items'; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <SectionTabs tab={tab} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>
    </div>
  )
}

function ItemsToolbar({
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
    <Toolbar tab="items">
      <SearchField
        value={params.q}
        onSearch={(q) => update({ q }, { replace: true })}
        label={t('suppliers.items.searchLabel')}
        placeholder={t('suppliers.items.searchPlaceholder')}
      />
      <Select
        value={params.supplierId ?? ALL}
        onValueChange={(value) => update({ supplierId: value === ALL ? null : value })}
      >
        <SelectTrigger className="w-full sm:w-56" aria-label={t('suppliers.items.supplierFilter')}>
          <SelectValue placeholder={t('common.loading')} />
        </SelectTrigger>
        <SelectContent align="start">
          <SelectItem value={ALL}>{t('suppliers.items.allSuppliers')}</SelectItem>
          {params.supplierId && !options.some((s) => s.id === params.supplierId) && (
            // A supplier past the first hundred, or one still loading, keeps its place.
            <SelectItem value={params.supplierId}>{t('suppliers.items.thisSupplier')}</SelectItem>
          )}
          {options.map((supplier) => (
            <SelectItem key={supplier.id} value={supplier.id}>
              {supplier.status === 'archived'
                ? t('suppliers.fields.archivedSupplier', { name: supplier.name })
                : supplier.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={params.materialType ?? ALL}
        onValueChange={(value) =>
          update({
            materialType:
              value === ALL ? null : (value as NonNullable<SupplierItemListParams['materialType']>),
          })
        }
      >
        <SelectTrigger className="w-full sm:w-48" aria-label={t('suppliers.items.materialFilter')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent align="start">
          <SelectItem value={ALL}>{t('suppliers.items.allMaterials')}</SelectItem>
          {MATERIAL_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {labels.material(type)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
    </Toolbar>
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
