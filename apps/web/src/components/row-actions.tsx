import { type LucideIcon, MoreHorizontal } from 'lucide-react'
import { Fragment, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/utils'

export type RowAction = {
  label: string
  icon: LucideIcon
  /** A link, or something to do (it gets the menu's button, to give the focus back to). */
  to?: string
  onSelect?: (trigger: HTMLElement | null) => void
  destructive?: boolean
}

/**
 * The "…" menu of a row or a card. Destructive actions come last, after a separator. Not modal,
 * so the list behind stays readable; a dialog opened from it returns the focus to its button.
 */
export function RowActions({
  label,
  actions,
  className,
}: {
  /** Names the row: "Actions for Dining table". */
  label: string
  actions: RowAction[]
  className?: string
}) {
  const trigger = useRef<HTMLButtonElement>(null)
  const plain = actions.filter((a) => !a.destructive)
  const destructive = actions.filter((a) => a.destructive)
  const item = (action: RowAction) =>
    action.to ? (
      <DropdownMenuItem key={action.label} asChild>
        <Link to={action.to}>
          <action.icon aria-hidden="true" />
          {action.label}
        </Link>
      </DropdownMenuItem>
    ) : (
      <DropdownMenuItem
        key={action.label}
        variant={action.destructive ? 'destructive' : 'default'}
        onSelect={() => action.onSelect?.(trigger.current)}
      >
        <action.icon aria-hidden="true" />
        {action.label}
      </DropdownMenuItem>
    )
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className={cn('size-8 text-muted-foreground data-[state=open]:bg-accent', className)}
          aria-label={label}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {plain.map(item)}
        {destructive.length > 0 && (
          <Fragment>
            {plain.length > 0 && <DropdownMenuSeparator />}
            {destructive.map(item)}
          </Fragment>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
