import { CUSTOMER_STAGES, type Customer, type CustomerListQuery } from '@designer/contract'
import { Download, FileUp, Plus, Users } from 'lucide-react'
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
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
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
import { type CustomerListParams, useCustomerListParams } from './list-params'

const PAGE_SIZE = 25
// A select item cannot have an empty value, so "every …" has a name of its own.
const ALL = 'all'

/** /admin/customers: the studio's clients, searched, filtered by stage, tag and owner. */
export function CustomersPage() {
  const { t, i18n } = useTranslation()
  const [params, update, onPage] = useCustomerListParams()
  const filters: CustomerListQuery = {
    q: params.q || undefined,
    stage: params.stage ?? undefined,
    tagId: params.tagId ?? undefined,
    ownerId: params.ownerId ?? undefined,
    sort: params.sort === 'name' ? undefined : params.sort,
  }
  const list = useCustomers({ ...filters, page: params.page, pageSize: PAGE_SIZE })
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [deleting, setDeleting] = useState<Customer | null>(null)
  const [returnTo, setReturnTo] = useState<HTMLElement | null | undefined>(undefined)
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
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('customers.delete.title', { name: deleting ? nameOf(deleting) : '' })}
            description={t('customers.delete.description')}
            confirmLabel={t('customers.delete.confirm')}
            destructive
            returnFocusTo={returnTo}
            onConfirm={async () => {
              if (!deleting) return
              await remove.mutateAsync(deleting.id)
              toast.success(t('customers.delete.done', { name: nameOf(deleting) }))
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
          onDelete={(customer, trigger) => {
            setReturnTo(trigger)
            setDeleting(customer)
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
      <Select
        value={params.stage ?? ALL}
        onValueChange={(v) =>
          update({ stage: v === ALL ? null : (v as CustomerListParams['stage']) })
        }
      >
        <SelectTrigger className="w-full sm:w-48" aria-label={t('customers.list.stageFilter')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent align="start">
          <SelectItem value={ALL}>{t('customers.list.allStages')}</SelectItem>
          {CUSTOMER_STAGES.map((stage) => (
            <SelectItem key={stage} value={stage}>
              {t(`customers.stages.${stage}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={params.tagId ?? ALL}
        onValueChange={(v) => update({ tagId: v === ALL ? null : v })}
      >
        <SelectTrigger className="w-full sm:w-48" aria-label={t('customers.list.tagFilter')}>
          <SelectValue placeholder={t('common.loading')} />
        </SelectTrigger>
        <SelectContent align="start">
          <SelectItem value={ALL}>{t('customers.list.allTags')}</SelectItem>
          {(tags.data ?? []).map((tag) => (
            <SelectItem key={tag.id} value={tag.id}>
              {t('customers.list.tagOption', { name: tag.name, count: tag.customerCount })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={params.ownerId ?? ALL}
        onValueChange={(v) => update({ ownerId: v === ALL ? null : v })}
      >
        <SelectTrigger className="w-full sm:w-52" aria-label={t('customers.list.ownerFilter')}>
          <SelectValue placeholder={t('common.loading')} />
        </SelectTrigger>
        <SelectContent align="start">
          <SelectItem value={ALL}>{t('customers.list.allOwners')}</SelectItem>
          <SelectItem value="none">{t('customers.list.noOwner')}</SelectItem>
          {(owners.data ?? []).map((m) => (
            <SelectItem key={m.userId} value={m.userId}>
              {m.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
  if (params.q || params.stage || params.tagId || params.ownerId) {
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
