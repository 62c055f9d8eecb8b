import type { Company } from '@designer/contract'
import { CalendarDays, CreditCard, Lock, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { AlertBox } from '@/components/alert-box'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentCompany } from '@/lib/current-company'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'
import { useUpdateCompany } from './api/update-company'
import { CompanyForm, companyToInput } from './components/company-form'
import { CompanyLogo } from './components/company-logo'
import { DeleteCompany } from './components/delete-company'
import { Loading } from './components/loading'
import { RoleBadge } from './components/role-badge'
import { SubscriptionBadge } from './components/subscription-badge'

export function CompanyProfilePage() {
  const { t } = useTranslation()
  const company = useCurrentCompany()

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader
        title={t('companies.profile.title')}
        description={t('companies.profile.description')}
      />
      {company.isPending ? (
        <ProfileSkeleton />
      ) : company.isError ? (
        <LoadError error={company.error} onRetry={() => company.refetch()} />
      ) : (
        <Profile company={company.data} />
      )}
    </div>
  )
}

function Profile({ company }: { company: Company }) {
  const { t } = useTranslation()
  const format = useFormat()
  const update = useUpdateCompany()
  const canEdit = company.role === 'owner' || company.role === 'admin'

  return (
    <>
      <Card
        className="flex-col gap-4 px-6 sm:flex-row sm:items-center"
        data-testid="company-summary"
      >
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} className="size-16 text-lg" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="truncate font-semibold text-xl">{company.name}</p>
          <div className="flex flex-wrap items-center gap-2">
            <RoleBadge role={company.role} />
            <SubscriptionBadge subscription={company} />
            <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {t('companies.profile.since', { date: format.longDate(company.createdAt) })}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to={href('admin.company.members')}>
              <UsersRound aria-hidden="true" />
              {t('companies.profile.members')}
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link to={href('admin.company.billing')}>
              <CreditCard aria-hidden="true" />
              {t('companies.profile.billing')}
            </Link>
          </Button>
        </div>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('companies.profile.details')}</h2>
          </CardTitle>
          <CardDescription>
            {canEdit ? t('companies.profile.detailsDescription') : t('companies.profile.readOnly')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {!canEdit && (
            <AlertBox tone="info">
              <span className="inline-flex items-center gap-1.5">
                <Lock aria-hidden="true" className="size-3.5" />
                {t('companies.profile.readOnlyNote')}
              </span>
            </AlertBox>
          )}
          <CompanyForm
            key={company.id}
            company={company}
            readOnly={!canEdit}
            submitLabel={t('common.save')}
            onSubmit={async (input) => {
              const saved = await update.mutateAsync({ id: company.id, input })
              toast.success(t('companies.profile.saved'))
              return companyToInput(saved)
            }}
          />
        </CardContent>
      </Card>

      {company.role === 'owner' && <DeleteCompany company={company} />}
    </>
  )
}

function ProfileSkeleton() {
  return (
    <Loading className="space-y-6">
      <Card className="flex-row items-center gap-4 px-6">
        <Skeleton className="size-16 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
      </Card>
      <Card className="px-6">
        <Skeleton className="h-5 w-40" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </Card>
    </Loading>
  )
}
