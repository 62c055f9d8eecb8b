import type { Member, Role } from '@designer/contract'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/layout/page-header'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentCompany } from '@/lib/current-company'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { session } from '@/lib/session'
import { useSession } from '@/lib/use-session'
import { useChangeMemberRole } from './api/change-member-role'
import { useMembers } from './api/get-members'
import { useLeaveCompany } from './api/leave-company'
import { useRemoveMember } from './api/remove-member'
import { useTransferOwnership } from './api/transfer-ownership'
import { verifyUser } from './api/verify-user'
import { CompanyInvitesCard } from './components/company-invites-card'
import { Loading } from './components/loading'
import { type MemberAction, MembersTable } from './components/members-table'

export function CompanyMembersPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const company = useCurrentCompany()
  const members = useMembers()
  const role = company.data?.role
  const manages = role === 'owner' || role === 'admin'

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader
        title={t('companies.members.title')}
        description={
          company.data
            ? t('companies.members.description', { company: company.data.name })
            : undefined
        }
        actions={
          manages && (
            <Button asChild>
              <Link to={href('admin.company.invite')} data-testid="invite-link">
                <UserPlus aria-hidden="true" />
                {t('companies.members.invite')}
              </Link>
            </Button>
          )
        }
      />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h2>
              {members.data
                ? t('companies.members.count', { count: members.data.length })
                : t('companies.members.title')}
            </h2>
          </CardTitle>
          <CardDescription>
            {manages ? t('companies.members.manageHint') : t('companies.members.viewHint')}
          </CardDescription>
        </CardHeader>
        <CardContent className="px-0">
          {members.isError || company.isError ? (
            <div className="px-6">
              <LoadError
                error={members.error ?? company.error}
                onRetry={() => {
                  void members.refetch()
                  void company.refetch()
                }}
              />
            </div>
          ) : !members.data || !role || !user ? (
            <MembersSkeleton />
          ) : (
            <Members members={members.data} myRole={role} myId={user.id} />
          )}
        </CardContent>
      </Card>
      {manages && <CompanyInvitesCard />}
    </div>
  )
}

function Members({ members, myRole, myId }: { members: Member[]; myRole: Role; myId: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const changeRole = useChangeMemberRole()
  const remove = useRemoveMember()
  const transfer = useTransferOwnership()
  const leave = useLeaveCompany()
  const [pending, setPending] = useState<{
    action: MemberAction
    member: Member
    trigger: HTMLElement | null
  } | null>(null)
  // Kept while the dialog closes, so its text does not blank out mid-animation.
  const [shown, setShown] = useState(pending)
  if (pending && pending !== shown) setShown(pending)

  async function onChangeRole(member: Member, role: Role) {
    try {
      await changeRole.mutateAsync({ userId: member.userId, role })
      toast.success(
        t('companies.members.roleChanged', {
          name: member.name,
          role: t(`companies.roles.${role}`),
        }),
      )
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  async function confirm() {
    if (!pending) return
    const { action, member } = pending
    if (action === 'remove') {
      await remove.mutateAsync(member.userId)
      toast.success(t('companies.members.removed', { name: member.name }))
    } else if (action === 'transfer') {
      await transfer.mutateAsync(member.userId)
      toast.success(t('companies.members.transferred', { name: member.name }))
    } else {
      await leave.mutateAsync()
      session.selectCompany(null)
      await verifyUser().catch(() => null)
      toast.success(t('companies.members.left'))
      navigate(href('admin.company.switch'), { replace: true })
    }
  }

  const texts =
    shown &&
    {
      remove: {
        title: t('companies.members.removeTitle', { name: shown.member.name }),
        description: t('companies.members.removeDescription', { name: shown.member.name }),
        confirm: t('companies.members.remove'),
      },
      transfer: {
        title: t('companies.members.transferTitle', { name: shown.member.name }),
        description: t('companies.members.transferDescription', { name: shown.member.name }),
        confirm: t('companies.members.transfer'),
      },
      leave: {
        title: t('companies.members.leaveTitle'),
        description: t('companies.members.leaveDescription'),
        confirm: t('companies.members.leave'),
      },
    }[shown.action]

  return (
    <>
      <MembersTable
        members={members}
        myRole={myRole}
        myId={myId}
        changingRoleOf={changeRole.isPending ? changeRole.variables?.userId : null}
        onChangeRole={onChangeRole}
        onAction={(action, member, trigger) => setPending({ action, member, trigger })}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => !next && setPending(null)}
        title={texts?.title ?? ''}
        description={texts?.description ?? ''}
        confirmLabel={texts?.confirm ?? ''}
        destructive={shown?.action !== 'transfer'}
        onConfirm={confirm}
        returnFocusTo={shown?.trigger ?? null}
      />
    </>
  )
}

function MembersSkeleton() {
  return (
    <Loading className="space-y-4 px-6">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="h-8 w-28" />
        </div>
      ))}
    </Loading>
  )
}
