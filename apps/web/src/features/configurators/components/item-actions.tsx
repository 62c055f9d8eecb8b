import { ArrowDown, ArrowUp, type LucideIcon, Trash2, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** A small button that is only an icon: its label is what it is called. */
export function IconButton({
  label,
  icon: Icon = X,
  onClick,
  disabled,
  destructive = false,
}: {
  label: string
  /** A cross unless told otherwise: removing a line of a rule. */
  icon?: LucideIcon
  onClick: () => void
  disabled?: boolean
  destructive?: boolean
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-7', destructive && 'text-destructive hover:text-destructive')}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
}

/**
 * Move up, move down and remove, beside the name of a step, an option or a rule; moving is
 * what a drag does, from the keyboard.
 */
export function ItemActions({
  labels,
  first,
  last,
  onMove,
  onRemove,
}: {
  labels: { up: string; down: string; remove: string }
  /** Nothing above it: it cannot move up. */
  first: boolean
  /** Nothing below it: it cannot move down. */
  last: boolean
  onMove: (delta: -1 | 1) => void
  onRemove: () => void
}) {
  return (
    <>
      <IconButton label={labels.up} icon={ArrowUp} disabled={first} onClick={() => onMove(-1)} />
      <IconButton label={labels.down} icon={ArrowDown} disabled={last} onClick={() => onMove(1)} />
      <IconButton label={labels.remove} icon={Trash2} destructive onClick={onRemove} />
    </>
  )
}
