import { CUSTOMER_STAGES, type Customer } from '@designer/contract'
import { Download, FileUp, Plus, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState, NoResults } from '@/components/empty-state'
import { ListFilters } from '@/components/list-filters'
import { ListPage } from '@/components/list-page'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { useRowDialog } from '@/lib/use-row-dialog'
import {
  exportCustomers,
  useCustomers,
  useCustomerTags,
  useDeleteCustomer,
  useOwners,
} from './api/customers'
import { CustomersTable, CustomersTableSkeleton } from './components/customers-table'
import { CustomerImportDialog } from './components/import-dialog'
import { useCustomerName } from './components/labels'
import {
  type CustomerListParams,
  isFiltered,
  listQueryOf,
  useCustomerListParams,
} from './list-params'

const PAGE_SIZE = 25

/** /admin/customers: the studio's clients, searched, filtered by stage, tag and owner. */
export function CustomersPage() {
  const { t, i18n } = useTranslation()
  const [params, update, onPage] = useCustomerListParams()
  const filters = listQueryOf(params)
  const list = useCustomers({ ...filters, page: params.page, pageSize: PAGE_SIZE })
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const deleting = useRowDialog<Customer>()
  const remove = useDeleteCustomer()
  const nameOf = useCustomerName()

  async function download() {
    setExporting(true)
    try {
      await exportCustomers(filters, i18n.language)
    } catch (err) {
      toast.error(errorText(t, err))
    } finally {
      setExporting(false)
    }
  }

  return (
    <ListPage
      title={t('customers.page.title')}
      description={t('customers.page.description')}
      actions={
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button
            variant="outline"
            onClick={() => setImporting(true)}
            data-testid="import-customers"
          >
            <FileUp aria-hidden="true" />
            {t('customers.import.button')}
          </Button>
          <Button
            variant="outline"
            onClick={() => void download()}
            loading={exporting}
            disabled={(list.data?.total ?? 0) === 0}
            data-testid="export-customers"
          >
            <Download aria-hidden="true" />
            {t('customers.list.export')}
          </Button>
          <Button asChild data-testid="new-customer">
            <Link to={href('admin.customers.create')}>
              <Plus aria-hidden="true" />
              {t('customers.list.new')}
            </Link>
          </Button>
        </div>
      }
      toolbar={<Filters params={params} update={update} />}
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={<CustomersTableSkeleton />}
      empty={
        <CustomersEmpty
          params={params}
          onImport={() => setImporting(true)}
          onClearFilters={() => update({ q: '', stage: null, tagId: null, ownerId: null })}
        />
      }
      after={
        <>
          <CustomerImportDialog open={importing} onOpenChange={setImporting} />
          <ConfirmDialog
            open={deleting.value !== null}
            onOpenChange={deleting.onOpenChange}
            title={t('customers.delete.title', {
              name: deleting.value ? nameOf(deleting.value) : '',
            })}
            description={t('customers.delete.description')}
            confirmLabel={t('customers.delete.confirm')}
            destructive
            returnFocusTo={deleting.returnFocusTo}
            onConfirm={async () => {
              const customer = deleting.value
              if (!customer) return
              await remove.mutateAsync(customer.id)
              toast.success(t('customers.delete.done', { name: nameOf(customer) }))
            }}
          />
        </>
      }
    >
      {(items) => (
        <CustomersTable
          customers={items}
          sort={params.sort}
          onSort={(sort) => update({ sort })}
          onDelete={(customer, trigger) => deleting.open(customer, trigger)}
        />
      )}
    </ListPage>
  )
}

function Filters({
  params,
  update,
}: {
  params: CustomerListParams
  update: ReturnType<typeof useCustomerListParams>[1]
}) {
  const { t } = useTranslation()
  const tags = useCustomerTags()
  const owners = useOwners()
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchField
        value={params.q}
        // Typing replaces the entry, so Back leaves the page rather than undoing letters.
        onSearch={(q) => update({ q }, { replace: true })}
        label={t('customers.list.searchLabel')}
        placeholder={t('customers.list.searchPlaceholder')}
      />
      <ListFilters
        params={params}
        update={update}
        filters={[
          {
            param: 'stage',
            label: t('customers.list.stageFilter'),
            all: t('customers.list.allStages'),
            width: 'sm:min-w-48',
            options: CUSTOMER_STAGES.map((stage) => ({
              value: stage,
              label: t(`customers.stages.${stage}`),
            })),
          },
          {
            param: 'tagId',
            label: t('customers.list.tagFilter'),
            all: t('customers.list.allTags'),
            width: 'sm:min-w-48',
            options: (tags.data ?? []).map((tag) => ({
              value: tag.id,
              label: t('customers.list.tagOption', { name: tag.name, count: tag.customerCount }),
            })),
          },
          {
            param: 'ownerId',
            label: t('customers.list.ownerFilter'),
            all: t('customers.list.allOwners'),
            width: 'sm:min-w-52',
            options: [
              // The list's own value for "nobody's" (list-params.ts).
              { value: 'none', label: t('customers.list.noOwner') },
              ...(owners.data ?? []).map((m) => ({ value: m.userId, label: m.name })),
            ],
          },
        ]}
      />
    </div>
  )
}

function CustomersEmpty({
  params,
  onImport,
  onClearFilters,
}: {
  params: CustomerListParams
  onImport: () => void
  onClearFilters: () => void
}) {
  const { t } = useTranslation()
  if (isFiltered(params)) {
    return (
      <NoResults
        title={t('customers.empty.noResultsTitle')}
        description={
          params.q
            ? t('customers.empty.noResultsDescription', { q: params.q })
            : t('customers.empty.noResultsForFilters')
        }
        clearLabel={t('customers.list.clearFilters')}
        onClear={onClearFilters}
      />
    )
  }
  return (
    <EmptyState
      icon={Users}
      title={t('customers.empty.title')}
      description={t('customers.empty.description')}
      action={
        <>
          <Button asChild>
            <Link to={href('admin.customers.create')}>
              <Plus aria-hidden="true" />
              {t('customers.list.new')}
            </Link>
          </Button>
          <Button variant="outline" onClick={onImport}>
            <FileUp aria-hidden="true" />
            {t('customers.import.button')}
          </Button>
        </>
      }
    />
  )
}
