import { CalendarClock, CreditCard, Sparkles, UsersRound } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { href } from '@/lib/routes'
import { session } from '@/lib/session'
import { useSession } from '@/lib/use-session'
import { useCreateCompany } from './api/create-company'
import { useCompanyCreateData } from './api/get-company-create-data'
import { verifyUser } from './api/verify-user'
import { CompanyForm, suggestedDefaults } from './components/company-form'

export function CompanyCreatePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useSession()
  const create = useCreateCompany()
  const initial = useMemo(() => suggestedDefaults(), [])
  const hasCompanies = (user?.companyIds.length ?? 0) > 0

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader
        title={t('companies.create.title')}
        description={t('companies.create.description')}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent>
            <CompanyForm
              initial={initial}
              submitLabel={t('companies.create.submit')}
              footer={
                hasCompanies && (
                  <Button variant="ghost" asChild>
                    <Link to={href('admin.company.switch')}>{t('common.cancel')}</Link>
                  </Button>
                )
              }
              onSubmit={async (values) => {
                const company = await create.mutateAsync(values)
                session.selectCompany(company.id)
                await verifyUser().catch(() => null)
                toast.success(t('companies.create.created', { name: company.name }))
                navigate(href('admin.dashboard'))
                return undefined
              }}
            />
          </CardContent>
        </Card>
        <TrialCard />
      </div>
    </div>
  )
}

function TrialCard() {
  const { t } = useTranslation()
  const data = useCompanyCreateData()
  const points = [
    { icon: Sparkles, text: t('companies.create.trialEverything') },
    { icon: UsersRound, text: t('companies.create.trialTeam') },
    { icon: CreditCard, text: t('companies.create.trialNoCard') },
  ]
  return (
    <Card className="gap-4 border-primary/20 bg-primary/[0.03]" data-testid="company-trial">
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3">
        <span className="row-span-2 flex size-10 items-center justify-center self-start rounded-lg bg-primary/10 text-primary">
          <CalendarClock aria-hidden="true" className="size-5" />
        </span>
        {data.isPending ? (
          <Skeleton className="h-4 w-32" />
        ) : (
          <CardTitle>
            <h2>
              {data.data
                ? t('companies.create.trialTitle', { count: data.data.trialDays })
                : t('companies.create.trialTitleUnknown')}
            </h2>
          </CardTitle>
        )}
        <CardDescription>{t('companies.create.trialDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3 text-sm">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-2.5">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
