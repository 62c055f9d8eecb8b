import type { Role } from '@designer/contract'
import { Crown, PenTool, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

const icons = { owner: Crown, admin: ShieldCheck, designer: PenTool } as const

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation()
  const Icon = icons[role]
  return (
    <Badge variant={role === 'owner' ? 'default' : 'secondary'}>
      <Icon aria-hidden="true" />
      {t(`companies.roles.${role}`)}
    </Badge>
  )
}
