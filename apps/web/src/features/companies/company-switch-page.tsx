import type { Company } from '@designer/contract'
import { ArrowRight, Building2, Check, Mail, Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { AlertBox } from '@/components/alert-box'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { session } from '@/lib/session'
import { useSession } from '@/lib/use-session'
import { cn } from '@/lib/utils'
import { useCompanies } from './api/get-companies'
import { verifyUser } from './api/verify-user'
import { CompanyLogo } from './components/company-logo'
import { Loading } from './components/loading'
import { RoleBadge } from './components/role-badge'
import { SubscriptionBadge } from './components/subscription-badge'

export function CompanySwitchPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { companyId, user } = useSession()
  const companies = useCompanies()
  const [choosing, setChoosing] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function choose(company: Company) {
    setChoosing(company.id)
    setError(null)
    try {
      session.selectCompany(company.id)
      // The on-trial flag follows the selected company, so the user is verified after choosing.
      await verifyUser()
      // An expired company has only one page to show: how to get it back.
      navigate(href(company.usable ? 'admin.dashboard' : 'admin.trial-expired'))
    } catch (err) {
      setError(errorText(t, err))
      setChoosing(null)
    }
  }

  const createButton = (
    <Button asChild>
      <Link to={href('admin.company.create')} data-testid="company-create-link">
        <Plus aria-hidden="true" />
        {t('companies.switch.create')}
      </Link>
    </Button>
  )

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader
        title={t('companies.switch.title')}
        description={t('companies.switch.description')}
        actions={companies.data?.length ? createButton : undefined}
      />
      {error && <AlertBox>{error}</AlertBox>}
      {companies.isPending ? (
        <Loading className="grid gap-4 sm:grid-cols-2">
          {[0, 1].map((i) => (
            <Card key={i} className="flex-row items-center gap-4 px-5 py-5">
              <Skeleton className="size-12 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </Card>
          ))}
        </Loading>
      ) : companies.isError ? (
        <LoadError error={companies.error} onRetry={() => companies.refetch()} />
      ) : companies.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={t('companies.switch.emptyTitle')}
          description={t('companies.switch.emptyDescription')}
          action={createButton}
          className="py-16"
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('companies.switch.listLabel')}>
          {companies.data.map((company) => (
            <li key={company.id}>
              <CompanyChoice
                company={company}
                current={company.id === companyId}
                choosing={choosing === company.id}
                disabled={choosing !== null}
                onChoose={() => choose(company)}
              />
            </li>
          ))}
        </ul>
      )}
      {companies.data?.length === 0 && user && (
        <p className="flex items-center justify-center gap-2 text-center text-muted-foreground text-sm">
          <Mail aria-hidden="true" className="size-4" />
          {t('companies.switch.waitingForInvite', { email: user.email })}
        </p>
      )}
    </div>
  )
}

function CompanyChoice({
  company,
  current,
  choosing,
  disabled,
  onChoose,
}: {
  company: Company
  current: boolean
  choosing: boolean
  disabled: boolean
  onChoose: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <button
      type="button"
      onClick={onChoose}
      disabled={disabled}
      aria-current={current || undefined}
      data-testid={`company-choice-${company.id}`}
      className={cn(
        'group flex w-full cursor-pointer items-center gap-4 rounded-xl border bg-card p-5 text-left shadow-sm outline-none transition-[color,background-color,border-color,box-shadow] hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-progress disabled:opacity-70',
        current && 'border-primary/50 ring-1 ring-primary/20',
      )}
    >
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} className="size-12" />
      <span className="min-w-0 flex-1 space-y-1.5">
        <span className="flex items-center gap-2">
          <span className="truncate font-semibold">{company.name}</span>
          {current && (
            <span className="inline-flex items-center gap-1 text-primary text-xs">
              <Check aria-hidden="true" className="size-3.5" />
              {t('companies.switch.current')}
            </span>
          )}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          <RoleBadge role={company.role} />
          <SubscriptionBadge subscription={company} />
        </span>
        <span className="block truncate text-muted-foreground text-xs">
          {format.country(company.country)} · {company.currency}
        </span>
      </span>
      {choosing ? (
        <Spinner className="size-5" label={t('companies.switch.opening', { name: company.name })} />
      ) : (
        <ArrowRight
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-foreground motion-reduce:transition-none"
        />
      )}
    </button>
  )
}
