import type { PendingInvite } from '@designer/contract'
import { useQueryClient } from '@tanstack/react-query'
import { Building2, Check, Clock, MailOpen, UserRound, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { session } from '@/lib/session'
import { useSession } from '@/lib/use-session'
import { useAcceptInvite } from './api/accept-invite'
import { useDeclineInvite } from './api/decline-invite'
import { companiesKey } from './api/get-companies'
import { getInvites, invitesKey, useInvites } from './api/get-invites'
import { verifyUser } from './api/verify-user'
import { CompanyLogo } from './components/company-logo'
import { Loading } from './components/loading'

type Answer = { id: string; kind: 'accept' | 'decline' }

export function InvitesPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { companyId } = useSession()
  const invites = useInvites()
  const accept = useAcceptInvite()
  const decline = useDeclineInvite()
  const [answering, setAnswering] = useState<Answer | null>(null)

  /** The list again, into the query and the session (whose copy the route guard reads). */
  async function reload() {
    const left = await getInvites().catch(() => null)
    if (left) queryClient.setQueryData(invitesKey, left)
    return left
  }

  async function answer(invite: PendingInvite, kind: Answer['kind']) {
    setAnswering({ id: invite.id, kind })
    try {
      if (kind === 'accept') {
        const { companyId: joined } = await accept.mutateAsync(invite.id)
        session.selectCompany(joined)
        await verifyUser().catch(() => null)
        void queryClient.invalidateQueries({ queryKey: companiesKey })
        toast.success(t('companies.inbox.accepted', { company: invite.companyName }))
      } else {
        await decline.mutateAsync(invite.id)
        toast.success(t('companies.inbox.declined', { company: invite.companyName }))
      }
    } catch (err) {
      toast.error(errorText(t, err))
    }
    // Answered or no longer valid: either way the list has changed.
    const left = await reload()
    setAnswering(null)
    if (left && left.length === 0) {
      navigate(href(session.get().companyId ? 'admin.dashboard' : 'admin.company.switch'), {
        replace: true,
      })
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader
        title={t('companies.inbox.title')}
        description={t('companies.inbox.description')}
      />
      {invites.isPending ? (
        <Loading className="space-y-4">
          {[0, 1].map((i) => (
            <Card key={i} className="flex-row items-center gap-4 px-6">
              <Skeleton className="size-12 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-4 w-64" />
              </div>
              <Skeleton className="h-9 w-44" />
            </Card>
          ))}
        </Loading>
      ) : invites.isError ? (
        <LoadError error={invites.error} onRetry={() => invites.refetch()} />
      ) : invites.data.length === 0 ? (
        <EmptyState
          icon={MailOpen}
          title={t('companies.inbox.emptyTitle')}
          description={companyId ? t('companies.inbox.empty') : t('companies.inbox.emptyNoCompany')}
          action={
            <Button asChild>
              <Link to={href(companyId ? 'admin.dashboard' : 'admin.company.switch')}>
                {companyId ? t('companies.inbox.toDashboard') : t('companies.inbox.toCompanies')}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className="space-y-4" aria-label={t('companies.inbox.listLabel')}>
          {invites.data.map((invite) => (
            <li key={invite.id}>
              <InviteCard
                invite={invite}
                answering={answering?.id === invite.id ? answering.kind : null}
                disabled={answering !== null}
                onAnswer={(kind) => answer(invite, kind)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function InviteCard({
  invite,
  answering,
  disabled,
  onAnswer,
}: {
  invite: PendingInvite
  answering: Answer['kind'] | null
  disabled: boolean
  onAnswer: (kind: Answer['kind']) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Card
      className="flex-col gap-4 px-6 sm:flex-row sm:items-center"
      data-testid={`pending-invite-${invite.companyName}`}
    >
      <CompanyLogo name={invite.companyName} logoUrl={null} className="size-12" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <h2 className="flex flex-wrap items-center gap-2 font-semibold">
          <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
          <span className="truncate">{invite.companyName}</span>
          <Badge variant="secondary">
            {t(`companies.roles.${invite.role}`, { defaultValue: invite.role })}
          </Badge>
        </h2>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-3.5" />
            {invite.invitedByName
              ? t('companies.inbox.invitedBy', { name: invite.invitedByName })
              : t('companies.inbox.invitedByUnknown')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('companies.inbox.expires', { date: format.longDate(invite.expiresAt) })}
          </span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          loading={answering === 'decline'}
          disabled={disabled}
          onClick={() => onAnswer('decline')}
          aria-label={t('companies.inbox.declineFor', { company: invite.companyName })}
        >
          <X aria-hidden="true" />
          {t('companies.inbox.decline')}
        </Button>
        <Button
          loading={answering === 'accept'}
          disabled={disabled}
          onClick={() => onAnswer('accept')}
          aria-label={t('companies.inbox.acceptFor', { company: invite.companyName })}
        >
          <Check aria-hidden="true" />
          {t('companies.inbox.accept')}
        </Button>
      </div>
    </Card>
  )
}
