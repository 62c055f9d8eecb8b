import type { DesignType } from '@designer/contract'
import { Box, Puzzle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

export function DesignTypeBadge({ type, className }: { type: DesignType; className?: string }) {
  const { t } = useTranslation()
  const Icon = type === 'component' ? Puzzle : Box
  return (
    <Badge
      variant="outline"
      data-type={type}
      className={cn(
        'font-medium',
        type === 'component'
          ? 'border-violet-500/25 bg-violet-500/10 text-violet-700'
          : 'border-primary/20 bg-primary/5 text-primary',
        className,
      )}
    >
      <Icon aria-hidden="true" />
      {t(`designs.types.${type}`)}
    </Badge>
  )
}
