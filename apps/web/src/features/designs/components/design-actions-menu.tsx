import type { DesignListItem } from '@designer/contract'
import { Copy, Eye, PenTool, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { RowActions } from '@/components/row-actions'
import { href } from '@/lib/routes'

export type DesignAction = 'duplicate' | 'delete'

/** The "…" menu of a row or card: open, open the editor, duplicate, delete. */
export function DesignActionsMenu({
  design,
  onAction,
  className,
}: {
  design: Pick<DesignListItem, 'id' | 'name'>
  /** Gets the menu's button too, for a dialog to give the focus back to when it closes. */
  onAction: (action: DesignAction, trigger: HTMLElement | null) => void
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <RowActions
      className={className}
      label={t('designs.actions.menu', { name: design.name })}
      actions={[
        {
          label: t('designs.actions.open'),
          icon: Eye,
          to: href('admin.designs.show', { designId: design.id }),
        },
        {
          label: t('designs.actions.edit'),
          icon: PenTool,
          to: href('admin.designs.edit', { designId: design.id }),
        },
        {
          label: t('designs.actions.duplicate'),
          icon: Copy,
          onSelect: (trigger) => onAction('duplicate', trigger),
        },
        {
          label: t('designs.actions.delete'),
          icon: Trash2,
          destructive: true,
          onSelect: (trigger) => onAction('delete', trigger),
        },
      ]}
    />
  )
}
