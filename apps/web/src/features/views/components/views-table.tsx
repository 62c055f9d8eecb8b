import type { View, ViewListQuery } from '@designer/contract'
import { Box, Camera, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable, DataTableSkeleton, SortableHead } from '@/components/data-table'
import { DesignThumbnail } from '@/components/design-thumbnail'
import { RowActions } from '@/components/row-actions'
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { href } from '@/lib/routes'
import { CameraModeIcon } from './camera-mode-icon'
import { useViewFormat } from './use-view-format'

type ViewSort = NonNullable<ViewListQuery['sort']>

type Props = {
  views: View[]
  sort: ViewSort
  onSort: (sort: ViewSort) => void
  /** Gets the menu's button too, for the dialog to give the focus back to. */
  onDelete: (view: View, trigger: HTMLElement | null) => void
}

export function ViewsTable({ views, sort, onSort, onDelete }: Props) {
  const { t } = useTranslation()
  const format = useViewFormat()
  return (
    <DataTable>
      <TableHeader className="bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <SortableHead field="name" sort={sort} onSort={onSort} className="pl-4">
            {t('views.columns.name')}
          </SortableHead>
          <TableHead className="hidden lg:table-cell">{t('views.columns.design')}</TableHead>
          <SortableHead field="updated" firstDirection="descending" sort={sort} onSort={onSort}>
            {t('views.columns.updated')}
          </SortableHead>
          <TableHead className="w-12 pr-4">
            <span className="sr-only">{t('views.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {views.map((view) => {
          const to = href('admin.views.edit', { viewId: view.id })
          return (
            <TableRow key={view.id} data-testid={`view-row-${view.id}`}>
              <TableCell className="py-2.5 pl-4 whitespace-normal">
                <div className="flex min-w-0 items-center gap-3 sm:gap-4">
                  {/* The picture repeats the name's link for the mouse; keyboards use the name. */}
                  <Link to={to} tabIndex={-1} aria-hidden="true" className="shrink-0">
                    <DesignThumbnail
                      url={view.pictureUrl}
                      type="design"
                      status={view.pictureStatus}
                      icon={Camera}
                      className="aspect-video w-20 rounded-md border sm:w-28 xl:w-44"
                    />
                  </Link>
                  <div className="min-w-0">
                    <Link
                      to={to}
                      title={view.name}
                      // Clamped rather than truncated, so a long name lets the row fit a phone.
                      className="line-clamp-1 break-words rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {view.name}
                    </Link>
                    <p
                      className="line-clamp-1 max-w-md text-muted-foreground text-xs"
                      title={view.description || t('views.noDescription')}
                    >
                      {view.description || t('views.noDescription')}
                    </p>
                    {/* The numbers are for who needs them; the picture says where the camera stands. */}
                    <p
                      className="mt-1 hidden items-center gap-1.5 text-muted-foreground/80 text-xs tabular-nums lg:flex"
                      title={t('views.camera.looksAt', {
                        target: format.point(view.camera.target),
                      })}
                    >
                      <CameraModeIcon mode={view.camera.mode} className="size-3.5 shrink-0" />
                      {format.camera(view.camera)}
                    </p>
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden lg:table-cell">
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
              <TableCell>
                <time dateTime={view.updatedAt} title={format.dateTime(view.updatedAt)}>
                  {format.relative(view.updatedAt)}
                </time>
              </TableCell>
              <TableCell className="pr-4 text-right">
                <ViewActionsMenu view={view} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </DataTable>
  )
}

function ViewActionsMenu({ view, onDelete }: { view: View; onDelete: Props['onDelete'] }) {
  const { t } = useTranslation()
  return (
    <RowActions
      label={t('views.actions.menu', { name: view.name })}
      actions={[
        {
          label: t('views.actions.edit'),
          icon: Pencil,
          to: href('admin.views.edit', { viewId: view.id }),
        },
        {
          label: t('views.actions.delete'),
          icon: Trash2,
          destructive: true,
          onSelect: (trigger) => onDelete(view, trigger),
        },
      ]}
    />
  )
}

export function ViewsTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <DataTableSkeleton
      rows={rows}
      columns={[
        'aspect-video w-20 sm:w-28 xl:w-44',
        'h-4 flex-1',
        'hidden h-4 w-28 lg:block',
        'h-4 w-20',
        'size-8',
      ]}
    />
  )
}
