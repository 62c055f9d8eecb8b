import type { DesignListItem, DesignRef } from '@designer/contract'
import { ArrowUpRight, Box, Puzzle, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { href } from '@/lib/routes'
import { useDeleteDesign, usedByOf } from '../api/delete-design'
import { useDesignUsage } from '../api/get-design-usage'

type Target = Pick<DesignListItem, 'id' | 'name' | 'type'>

/**
 * Asks before deleting. For a component it first looks up where it is used: if anywhere, it
 * lists those designs and offers "Detach and delete", which removes its instances from them.
 * A 409 component_in_use (someone placed it meanwhile) turns the dialog into that form too.
 */
export function DeleteDesignDialog({
  design,
  onOpenChange,
  onDeleted,
  returnFocusTo,
}: {
  /** The design to delete; null closes the dialog. */
  design: Target | null
  onOpenChange: (open: boolean) => void
  onDeleted?: (design: Target) => void
  /**
   * Where the focus goes back to on closing, when the dialog was opened from a menu (whose
   * item is gone by then). Skipped if it left the page, as a deleted row's button does.
   */
  returnFocusTo?: HTMLElement | null
}) {
  // Kept while the dialog closes, so its text does not blank out mid-animation; each opening
  // starts afresh (no error or conflict left from the last time).
  const [shown, setShown] = useState(design)
  const openId = design?.id ?? null
  const [opening, setOpening] = useState({ id: openId, count: 0 })
  if (openId !== opening.id) {
    setOpening({ id: openId, count: opening.count + (openId ? 1 : 0) })
    if (design) setShown(design)
  }
  return (
    shown && (
      <DeleteDesignConfirm
        key={`${shown.id}-${opening.count}`}
        design={shown}
        open={design !== null}
        onOpenChange={onOpenChange}
        onDeleted={onDeleted}
        returnFocusTo={returnFocusTo}
      />
    )
  )
}

function DeleteDesignConfirm({
  design,
  open,
  onOpenChange,
  onDeleted,
  returnFocusTo,
}: {
  design: Target
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted?: (design: Target) => void
  returnFocusTo?: HTMLElement | null
}) {
  const { t } = useTranslation()
  const isComponent = design.type === 'component'
  const usage = useDesignUsage(design.id, { enabled: isComponent && open })
  const remove = useDeleteDesign()
  const [conflict, setConflict] = useState<DesignRef[] | null>(null)

  const usedBy = conflict ?? (isComponent ? usage.data : [])
  const checking = isComponent && usage.isPending && !conflict
  const detach = (usedBy?.length ?? 0) > 0

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="delete-design-dialog"
      returnFocusTo={returnFocusTo}
      destructive
      disabled={checking}
      title={t(isComponent ? 'designs.delete.titleComponent' : 'designs.delete.title', {
        name: design.name,
      })}
      description={
        detach
          ? t('designs.delete.inUse', { count: usedBy?.length ?? 0, name: design.name })
          : t('designs.delete.description')
      }
      confirmLabel={detach ? t('designs.delete.detachAndDelete') : t('designs.delete.confirm')}
      onConfirm={async () => {
        await remove.mutateAsync({ id: design.id, detach })
        toast.success(
          t(detach ? 'designs.delete.detached' : 'designs.delete.deleted', { name: design.name }),
        )
        onDeleted?.(design)
      }}
      // Someone placed the component meanwhile: the dialog asks again, with where it is used.
      onError={(err) => {
        const refs = usedByOf(err)
        if (refs) setConflict(refs)
        return refs !== null
      }}
    >
      {checking && (
        <div role="status" aria-busy="true" className="space-y-2">
          <span className="sr-only">{t('designs.delete.checking')}</span>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-2/3" />
        </div>
      )}
      {usage.isError && !conflict && (
        <p className="text-muted-foreground text-sm">{t('designs.delete.usageUnknown')}</p>
      )}
      {detach && usedBy && (
        <div className="space-y-2">
          <h3 className="font-medium text-sm">{t('designs.delete.usedIn')}</h3>
          <ul
            aria-label={t('designs.delete.usedIn')}
            className="max-h-56 divide-y overflow-y-auto rounded-lg border"
          >
            {usedBy.map((ref) => {
              const Icon = ref.type === 'component' ? Puzzle : Box
              return (
                <li key={ref.id}>
                  <Link
                    to={href('admin.designs.show', { designId: ref.id })}
                    onClick={() => onOpenChange(false)}
                    className="group flex items-center gap-3 px-3 py-2 text-sm outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                    <span className="flex-1 truncate font-medium">{ref.name}</span>
                    <span className="text-muted-foreground text-xs">
                      {t(`designs.types.${ref.type}`)}
                    </span>
                    <ArrowUpRight
                      aria-hidden="true"
                      className="size-4 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                    />
                  </Link>
                </li>
              )
            })}
          </ul>
          <p className="flex gap-2 rounded-md border border-warning/35 bg-warning/10 px-3 py-2 text-sm text-[color-mix(in_oklab,var(--warning)_50%,black)]">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('designs.delete.detachHint')}
          </p>
        </div>
      )}
    </ConfirmDialog>
  )
}
