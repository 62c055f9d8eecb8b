import type { CompanyInvite } from '@designer/contract'
import { MailPlus, RotateCw, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { AlertBox } from '@/components/alert-box'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { useCompanyInvites } from '../api/get-company-invites'
import { useResendCompanyInvite } from '../api/resend-company-invite'
import { useRevokeCompanyInvite } from '../api/revoke-company-invite'
import { Loading } from './loading'
import { RoleBadge } from './role-badge'

/** The invitations still open (pending, or expired and worth sending again). */
export function CompanyInvitesCard() {
  const { t } = useTranslation()
  const format = useFormat()
  const invites = useCompanyInvites()
  const resend = useResendCompanyInvite()
  const revoke = useRevokeCompanyInvite()
  const [revoking, setRevoking] = useState<CompanyInvite | null>(null)
  const [revokeButton, setRevokeButton] = useState<HTMLElement | null>(null)
  const open = invites.data?.filter((i) => i.status === 'pending' || i.status === 'expired')

  async function resendInvite(invite: CompanyInvite) {
    try {
      await resend.mutateAsync(invite.id)
      toast.success(t('companies.invites.resent', { email: invite.email }))
    } catch (err) {
      toast.error(errorText(t, err))
    }
  }

  return (
    <Card className="gap-4" data-testid="company-invites">
      <CardHeader>
        <CardTitle>
          <h2>{t('companies.invites.title')}</h2>
        </CardTitle>
        <CardDescription>{t('companies.invites.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {invites.isPending ? (
          <Loading className="space-y-3 px-6">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </Loading>
        ) : invites.isError ? (
          <div className="px-6">
            <AlertBox>{errorText(t, invites.error)}</AlertBox>
          </div>
        ) : !open?.length ? (
          <div className="mx-6 flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-8 text-center">
            <MailPlus aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="text-muted-foreground text-sm">{t('companies.invites.empty')}</p>
            <Button variant="outline" size="sm" asChild>
              <Link to={href('admin.company.invite')}>{t('companies.members.invite')}</Link>
            </Button>
          </div>
        ) : (
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-6">{t('companies.members.email')}</TableHead>
                <TableHead>{t('companies.members.role')}</TableHead>
                <TableHead className="hidden md:table-cell">
                  {t('companies.invites.invitedBy')}
                </TableHead>
                <TableHead className="hidden sm:table-cell">
                  {t('companies.invites.expires')}
                </TableHead>
                <TableHead className="pr-6 text-right">
                  <span className="sr-only">{t('companies.members.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {open.map((invite) => (
                <TableRow key={invite.id} data-testid={`invite-${invite.email}`}>
                  <TableCell
                    className="max-w-[12rem] truncate pl-6 font-medium sm:max-w-none"
                    title={invite.email}
                  >
                    {invite.email}
                  </TableCell>
                  <TableCell>
                    <RoleBadge role={invite.role} />
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground md:table-cell">
                    {invite.invitedByName ?? '—'}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {invite.status === 'expired' ? (
                      <Badge variant="destructive">{t('companies.invites.expired')}</Badge>
                    ) : (
                      <span className="text-muted-foreground">{format.date(invite.expiresAt)}</span>
                    )}
                  </TableCell>
                  <TableCell className="pr-6">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={resend.isPending && resend.variables === invite.id}
                        onClick={() => resendInvite(invite)}
                        aria-label={t('companies.invites.resendTo', { email: invite.email })}
                      >
                        <RotateCw aria-hidden="true" />
                        <span className="hidden lg:inline">{t('companies.invites.resend')}</span>
                      </Button>
                      {invite.status === 'pending' && (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                          onClick={(event) => {
                            setRevokeButton(event.currentTarget)
                            setRevoking(invite)
                          }}
                          aria-label={t('companies.invites.revokeFor', { email: invite.email })}
                        >
                          <X aria-hidden="true" />
                          <span className="hidden lg:inline">{t('companies.invites.revoke')}</span>
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(next) => !next && setRevoking(null)}
        title={t('companies.invites.revokeTitle')}
        description={t('companies.invites.revokeDescription', { email: revoking?.email ?? '' })}
        confirmLabel={t('companies.invites.revoke')}
        destructive
        returnFocusTo={revokeButton}
        onConfirm={async () => {
          if (!revoking) return
          await revoke.mutateAsync(revoking.id)
          toast.success(t('companies.invites.revoked', { email: revoking.email }))
        }}
      />
    </Card>
  )
}
