import type { Customer } from '@designer/contract'
import { EllipsisVertical, FileJson, FileQuestion, ShieldOff, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { EmptyState } from '@/components/empty-state'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api'
import { useDocumentTitle } from '@/lib/document-title'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import {
  downloadCustomerData,
  useAnonymiseCustomer,
  useCustomer,
  useDeleteCustomer,
  useUpdateCustomer,
} from './api/customers'
import { BackToCustomers, CustomerLink } from './back-link'
import { CustomerForm } from './components/customer-form'
import { CustomerQuotes } from './components/customer-quotes'
import { StageBadge, TagChip, useCustomerName } from './components/labels'
import { Timeline } from './components/timeline'

/** /admin/customers/{customerId}: the profile, editable in place, and the timeline. */
export function CustomerPage() {
  const { customerId = '' } = useParams()
  const { t } = useTranslation()
  const customer = useCustomer(customerId)
  if (customer.isError) {
    const missing = customer.error instanceof ApiError && [400, 404].includes(customer.error.status)
    return missing ? (
      <div className="mx-auto w-full max-w-3xl py-8">
        <EmptyState
          icon={FileQuestion}
          title={t('customers.notFound.title')}
          description={t('customers.notFound.description')}
          action={
            <Button asChild>
              <Link to={href('admin.customers')}>{t('customers.backToCustomers')}</Link>
            </Button>
          }
        />
      </div>
    ) : (
      <LoadError
        className="mx-auto w-full max-w-3xl"
        error={customer.error}
        onRetry={() => void customer.refetch()}
      />
    )
  }
  if (!customer.data) {
    return (
      <div className="mx-auto grid w-full max-w-7xl gap-6" role="status" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96" />
      </div>
    )
  }
  // A new key per customer: the form starts from the customer it shows.
  return <CustomerDetail key={customer.data.id} customer={customer.data} />
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const format = useFormat()
  const navigate = useNavigate()
  const update = useUpdateCustomer()
  const remove = useDeleteCustomer()
  const anonymise = useAnonymiseCustomer()
  const [confirm, setConfirm] = useState<'delete' | 'anonymise' | null>(null)
  const nameOf = useCustomerName()
  const name = nameOf(customer)
  useDocumentTitle(name)
  const anonymised = customer.anonymisedAt !== null

  async function exportData() {
    try {
      await downloadCustomerData(customer.id)
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <div className="space-y-3">
        <BackToCustomers />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="min-w-0 break-words font-semibold text-2xl tracking-tight">{name}</h1>
              <StageBadge stage={customer.stage} />
              {customer.tags.map((tag) => (
                <TagChip key={tag.id} tag={tag} />
              ))}
            </div>
            <p className="text-muted-foreground text-sm">
              {t(`customers.sources.${customer.source}`, {
                date: format.dateTime(customer.createdAt),
              })}
              {customer.companyContact && (
                <>
                  {' · '}
                  {t('customers.detail.worksAt')}{' '}
                  <CustomerLink customer={customer.companyContact} />
                </>
              )}
            </p>
          </div>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" data-testid="customer-actions">
                <EllipsisVertical aria-hidden="true" />
                {t('customers.detail.actions')}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => void exportData()}>
                <FileJson aria-hidden="true" />
                {t('customers.detail.exportData')}
              </DropdownMenuItem>
              {!anonymised && (
                <DropdownMenuItem onSelect={() => setConfirm('anonymise')}>
                  <ShieldOff aria-hidden="true" />
                  {t('customers.detail.anonymise')}
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setConfirm('delete')}>
                <Trash2 aria-hidden="true" />
                {t('customers.actions.delete')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2>{t('customers.detail.profile')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            {anonymised ? (
              <p className="text-muted-foreground text-sm" data-testid="anonymised-note">
                {t('customers.anonymised.description', {
                  date: format.dateTime(customer.anonymisedAt ?? customer.updatedAt),
                })}
              </p>
            ) : (
              <CustomerForm
                customer={customer}
                submitLabel={t('customers.detail.save')}
                renderOtherCustomer={(other) => <CustomerLink customer={other} />}
                onSubmit={async (values) => {
                  await update.mutateAsync({ id: customer.id, input: values })
                  toast.success(t('customers.detail.saved'))
                }}
              />
            )}
          </CardContent>
        </Card>
        <div className="grid gap-6">
          <CustomerQuotes customerId={customer.id} />
          <Card>
            <CardContent className="px-4 sm:px-6">
              <Timeline customerId={customer.id} readOnly={anonymised} />
            </CardContent>
          </Card>
        </div>
      </div>

      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('customers.delete.title', { name })}
        description={t('customers.delete.description')}
        confirmLabel={t('customers.delete.confirm')}
        destructive
        onConfirm={async () => {
          await remove.mutateAsync(customer.id)
          toast.success(t('customers.delete.done', { name }))
          navigate(href('admin.customers'))
        }}
      />
      <ConfirmDialog
        open={confirm === 'anonymise'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('customers.anonymise.title', { name })}
        description={t('customers.anonymise.description')}
        confirmLabel={t('customers.anonymise.confirm')}
        destructive
        onConfirm={async () => {
          await anonymise.mutateAsync(customer.id)
          toast.success(t('customers.anonymise.done'))
        }}
      />
    </div>
  )
}
