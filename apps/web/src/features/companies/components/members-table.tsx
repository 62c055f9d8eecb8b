import type { Member, Role } from '@designer/contract'
import { Crown, LogOut, MoreHorizontal, UserMinus } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/select-field'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { RoleBadge } from './role-badge'

export type MemberAction = 'remove' | 'transfer' | 'leave'

/**
 * What the caller may do to one member, by the API's rules: owners and admins manage members;
 * admins neither touch owners nor make them; only owners hand ownership over. Oneself one can
 * only leave (the last owner is stopped by the server, with its reason).
 */
export function allowedActions(
  myRole: Role,
  myId: string,
  member: Member,
): { roles: Role[]; actions: MemberAction[] } {
  if (member.userId === myId) return { roles: [], actions: ['leave'] }
  if (myRole === 'owner') {
    return {
      roles: ['owner', 'admin', 'designer'],
      actions: member.role === 'owner' ? ['remove'] : ['transfer', 'remove'],
    }
  }
  if (myRole === 'admin' && member.role !== 'owner') {
    return { roles: ['admin', 'designer'], actions: ['remove'] }
  }
  return { roles: [], actions: [] }
}

export function MembersTable({
  members,
  myRole,
  myId,
  changingRoleOf,
  onChangeRole,
  onAction,
}: {
  members: Member[]
  myRole: Role
  myId: string
  /** The member whose role is being saved, to hold their select. */
  changingRoleOf?: string | null
  onChangeRole: (member: Member, role: Role) => void
  /** `trigger` is the member's menu button, for focus to return to after a dialog. */
  onAction: (action: MemberAction, member: Member, trigger: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-6">{t('companies.members.member')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('companies.members.email')}</TableHead>
          <TableHead>{t('companies.members.role')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('companies.members.joined')}</TableHead>
          <TableHead className="w-14 pr-6">
            <span className="sr-only">{t('companies.members.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => {
          const { roles, actions } = allowedActions(myRole, myId, member)
          const isMe = member.userId === myId
          return (
            <TableRow key={member.userId} data-testid={`member-${member.email}`}>
              <TableCell className="max-w-[13rem] pl-6 sm:max-w-none">
                <div className="flex items-center gap-3">
                  <Avatar className="size-9">
                    {member.profileUrl && <AvatarImage src={member.profileUrl} alt={member.name} />}
                    <AvatarFallback
                      name={member.name}
                      className="bg-primary/10 font-semibold text-primary"
                    />
                  </Avatar>
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 font-medium">
                      <span className="truncate" title={member.name}>
                        {member.name}
                      </span>
                      {isMe && <Badge variant="outline">{t('companies.members.you')}</Badge>}
                    </p>
                    <p
                      className="truncate text-muted-foreground text-xs md:hidden"
                      title={member.email}
                    >
                      {member.email}
                    </p>
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden text-muted-foreground md:table-cell">
                {member.email}
              </TableCell>
              <TableCell>
                {roles.length > 0 ? (
                  <SelectField
                    label={t('companies.members.roleOf', { name: member.name })}
                    hideLabel
                    size="sm"
                    className="min-w-32"
                    value={member.role}
                    onValueChange={(role) => onChangeRole(member, role as Role)}
                    disabled={changingRoleOf === member.userId}
                    options={roles.map((role) => ({
                      value: role,
                      label: t(`companies.roles.${role}`),
                    }))}
                  />
                ) : (
                  <RoleBadge role={member.role} />
                )}
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {format.date(member.joinedAt)}
              </TableCell>
              <TableCell className="pr-6 text-right">
                {actions.length > 0 && (
                  <MemberMenu member={member} actions={actions} onAction={onAction} />
                )}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}

function MemberMenu({
  member,
  actions,
  onAction,
}: {
  member: Member
  actions: MemberAction[]
  onAction: (action: MemberAction, member: Member, trigger: HTMLElement | null) => void
}) {
  const { t } = useTranslation()
  const trigger = useRef<HTMLButtonElement>(null)
  const items: { action: MemberAction; icon: typeof Crown; label: string }[] = [
    { action: 'transfer', icon: Crown, label: t('companies.members.transfer') },
    { action: 'remove', icon: UserMinus, label: t('companies.members.remove') },
    { action: 'leave', icon: LogOut, label: t('companies.members.leave') },
  ]
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('companies.members.actionsFor', { name: member.name })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{member.name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items
          .filter((item) => actions.includes(item.action))
          .map(({ action, icon: Icon, label }) => (
            <DropdownMenuItem
              key={action}
              variant={action === 'transfer' ? 'default' : 'destructive'}
              onSelect={() => onAction(action, member, trigger.current)}
            >
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
