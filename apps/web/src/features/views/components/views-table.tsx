import type { View } from '@designer/contract'
import { Box, MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
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
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { CameraModeIcon } from './camera-mode-icon'
import { useViewFormat } from './use-view-format'

type Props = {
  views: View[]
  /** Gets the menu's button too, for the dialog to give the focus back to. */
  onDelete: (view: View, trigger: HTMLElement | null) => void
}

export function ViewsTable({ views, onDelete }: Props) {
  const { t } = useTranslation()
  const format = useViewFormat()
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <Table>
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">{t('views.columns.name')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('views.columns.design')}</TableHead>
            <TableHead className="hidden lg:table-cell">{t('views.columns.camera')}</TableHead>
            <TableHead>{t('views.columns.updated')}</TableHead>
            <TableHead className="w-12 pr-4">
              <span className="sr-only">{t('views.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {views.map((view) => (
            <TableRow key={view.id} data-testid={`view-row-${view.id}`}>
              <TableCell className="py-3 pl-4 whitespace-normal">
                <Link
                  to={href('admin.views.edit', { viewId: view.id })}
                  className="block truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {view.name}
                </Link>
                <p className="line-clamp-1 max-w-md text-muted-foreground text-xs">
                  {view.description || t('views.noDescription')}
                </p>
              </TableCell>
              <TableCell className="hidden md:table-cell">
                {view.designId && view.designName ? (
                  <Link
                    to={href('admin.designs.show', { designId: view.designId })}
                    className="inline-flex max-w-56 items-center gap-2 rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <Box aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="truncate">{view.designName}</span>
                  </Link>
                ) : (
                  <span className="text-muted-foreground">{t('views.noDesign')}</span>
                )}
              </TableCell>
              <TableCell className="hidden lg:table-cell">
                <span
                  className="inline-flex items-center gap-2 text-muted-foreground tabular-nums"
                  title={t('views.camera.looksAt', { target: format.point(view.camera.target) })}
                >
                  <CameraModeIcon mode={view.camera.mode} className="size-4 shrink-0" />
                  {format.camera(view.camera)}
                </span>
              </TableCell>
              <TableCell>
                <time dateTime={view.updatedAt} title={format.dateTime(view.updatedAt)}>
                  {format.relative(view.updatedAt)}
                </time>
              </TableCell>
              <TableCell className="pr-4 text-right">
                <ViewActionsMenu view={view} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

function ViewActionsMenu({ view, onDelete }: { view: View; onDelete: Props['onDelete'] }) {
  const { t } = useTranslation()
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground data-[state=open]:bg-accent"
          aria-label={t('views.actions.menu', { name: view.name })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuItem asChild>
          <Link to={href('admin.views.edit', { viewId: view.id })}>
            <Pencil aria-hidden="true" />
            {t('views.actions.edit')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(view, trigger.current)}>
          <Trash2 aria-hidden="true" />
          {t('views.actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export function ViewsTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="h-10 border-b bg-muted/40" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b px-4 py-3.5 last:border-0">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="hidden h-4 w-28 md:block" />
          <Skeleton className="hidden h-4 w-52 lg:block" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="size-8" />
        </div>
      ))}
    </div>
  )
}
