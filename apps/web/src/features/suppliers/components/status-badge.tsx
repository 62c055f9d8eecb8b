import type { SupplierStatus } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

export function SupplierStatusBadge({ status }: { status: SupplierStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={status === 'active' ? 'success' : 'secondary'}>
      {t(`suppliers.status.${status}`)}
    </Badge>
  )
}
