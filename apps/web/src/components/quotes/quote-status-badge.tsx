import type { QuoteStatus } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const VARIANTS: Record<QuoteStatus, BadgeProps['variant']> = {
  requested: 'default',
  draft: 'secondary',
  sent: 'warning',
  accepted: 'success',
  declined: 'outline',
  expired: 'outline',
}

/** Where a quote stands: new requests wait for the studio and sent ones for the customer, so they stand out. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={VARIANTS[status]} data-testid="quote-status" data-status={status}>
      {t(`quotes.status.${status}`)}
    </Badge>
  )
}
