import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableHead } from '@/components/ui/table'
import { cn } from '@/lib/utils'

/**
 * The pieces every list area's table shares: the framed table, a header that sorts (and says
 * which way through aria-sort), and skeleton rows while the first page loads. Sort values follow
 * the contract's convention: `field` ascending, `-field` descending.
 */
export function DataTable({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('overflow-hidden rounded-xl border bg-card shadow-xs', className)}>
      <Table>{children}</Table>
    </div>
  )
}

export function SortableHead<S extends string>({
  field,
  sort,
  onSort,
  firstDirection = 'ascending',
  className,
  children,
}: {
  field: string
  sort: S
  onSort: (sort: S) => void
  /** Names read best A→Z first; dates and amounts newest or largest first. */
  firstDirection?: 'ascending' | 'descending'
  className?: string
  children: ReactNode
}) {
  const active = sort === field || sort === `-${field}`
  const descending = sort.startsWith('-')
  const first = (firstDirection === 'ascending' ? field : `-${field}`) as S
  const next = (!active ? first : descending ? field : `-${field}`) as S
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp
  return (
    <TableHead
      className={className}
      aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(next)}
        className={cn(
          '-ml-2 inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2 outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          active && 'text-foreground',
        )}
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </TableHead>
  )
}

/**
 * Placeholder rows in the table's frame while it loads: one skeleton per column, given as the
 * skeletons' classes (hide them at the same breakpoints as the real columns).
 */
export function DataTableSkeleton({ columns, rows = 6 }: { columns: string[]; rows?: number }) {
  return (
    <div
      className="overflow-hidden rounded-xl border bg-card shadow-xs"
      data-testid="data-table-skeleton"
    >
      <div className="h-10 border-b bg-muted/40" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b px-4 py-3 last:border-0">
          {columns.map((column, j) => (
            <Skeleton key={j} className={column} />
          ))}
        </div>
      ))}
    </div>
  )
}
