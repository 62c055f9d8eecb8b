import type { SentInvite } from '@designer/contract'
import { Lock } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentCompany } from '@/lib/current-company'
import { href } from '@/lib/routes'
import { useCreateCompanyInvite } from './api/create-company-invite'
import { InviteForm } from './components/invite-form'
import { InviteLink } from './components/invite-link'
import { Loading } from './components/loading'

export function CompanyInvitePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const company = useCurrentCompany()
  const invite = useCreateCompanyInvite()
  const role = company.data?.role
  const [shared, setShared] = useState<SentInvite | null>(null)
  const back = (
    <Button variant="ghost" asChild>
      <Link to={href('admin.company.members')}>{t('common.cancel')}</Link>
    </Button>
  )

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6">
      <PageHeader
        title={t('companies.invite.title')}
        description={
          company.data
            ? t('companies.invite.description', { company: company.data.name })
            : undefined
        }
      />
      {!role ? (
        <Loading>
          <Card className="px-6">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-64" />
          </Card>
        </Loading>
      ) : role === 'designer' ? (
        <EmptyState
          icon={Lock}
          title={t('companies.invite.notAllowedTitle')}
          description={t('companies.invite.notAllowed')}
          action={
            <Button variant="outline" asChild>
              <Link to={href('admin.company.members')}>{t('companies.invite.toMembers')}</Link>
            </Button>
          }
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('companies.invite.cardTitle')}</h2>
            </CardTitle>
            <CardDescription>{t('companies.invite.cardDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            {shared?.link ? (
              <div className="space-y-4">
                <InviteLink invite={{ ...shared, link: shared.link }} />
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="outline" onClick={() => setShared(null)}>
                    {t('companies.invite.another')}
                  </Button>
                  <Button asChild>
                    <Link to={href('admin.company.members')}>{t('companies.invite.done')}</Link>
                  </Button>
                </div>
              </div>
            ) : (
              <InviteForm
                footer={back}
                onSubmit={async (values) => {
                  const sent = await invite.mutateAsync(values)
                  if (!sent) return
                  if (sent.mailed) toast.success(t('companies.invite.sent', { email: sent.email }))
                  // With a link to pass on, it stays on screen; otherwise the mail carries it.
                  if (sent.link) setShared(sent)
                  else navigate(href('admin.company.members'))
                }}
              />
            )}
          </CardContent>
        </Card>
      )}
    </div>
  )
}
