import type { DesignListItem } from '@designer/contract'
import { Copy, Eye, MoreHorizontal, PenTool, Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/app/routes'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/utils'

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
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className={cn('size-8 text-muted-foreground data-[state=open]:bg-accent', className)}
          aria-label={t('designs.actions.menu', { name: design.name })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuItem asChild>
          <Link to={href('admin.designs.show', { designId: design.id })}>
            <Eye aria-hidden="true" />
            {t('designs.actions.open')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={href('admin.designs.edit', { designId: design.id })}>
            <PenTool aria-hidden="true" />
            {t('designs.actions.edit')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('duplicate', trigger.current)}>
          <Copy aria-hidden="true" />
          {t('designs.actions.duplicate')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => onAction('delete', trigger.current)}
        >
          <Trash2 aria-hidden="true" />
          {t('designs.actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
