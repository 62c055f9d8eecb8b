import type { ConfiguratorSummary } from '@designer/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { useFormat } from '@/lib/format'

/** Live (with its version) or a draft nobody outside the studio sees. */
export function StatusBadge({
  configurator,
}: {
  configurator: Pick<ConfiguratorSummary, 'status' | 'publishedVersion'>
}) {
  const { t } = useTranslation()
  if (configurator.status === 'published') {
    return (
      <Badge variant="success" data-testid="configurator-status">
        {t('configurators.status.publishedVersion', { version: configurator.publishedVersion })}
      </Badge>
    )
  }
  return (
    <Badge variant="secondary" data-testid="configurator-status">
      {t(`configurators.status.${configurator.status}`)}
    </Badge>
  )
}

/** "€1,290 – €2,450", or one price when every choice costs the same. */
export function usePriceRange() {
  const { t } = useTranslation()
  const format = useFormat()
  return ({ min, max }: NonNullable<ConfiguratorSummary['priceRange']>) =>
    min.amount === max.amount && min.currency === max.currency
      ? format.money(min)
      : t('configurators.list.priceRange', { min: format.money(min), max: format.money(max) })
}
