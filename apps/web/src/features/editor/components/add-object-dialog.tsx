import type { ObjectType } from '@designer/contract'
import { Box, Circle, Cone, Cylinder, Donut, Puzzle, Square } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useComponents } from '@/lib/queries/components'

const SHAPES: { type: Exclude<ObjectType, 'component' | 'group'>; icon: typeof Box }[] = [
  { type: 'box', icon: Box },
  { type: 'cylinder', icon: Cylinder },
  { type: 'sphere', icon: Circle },
  { type: 'cone', icon: Cone },
  { type: 'torus', icon: Donut },
  { type: 'plane', icon: Square },
]

type Props = {
  open: boolean
  onOpenChange(open: boolean): void
  /** The design being edited: a component cannot be placed inside itself. */
  designId: string
  onChoose(type: ObjectType, name: string, componentId?: string): void
}

/** Spec §2: "Add Object (choose an object type)" — the shapes and the company's components. */
export function AddObjectDialog({ open, onOpenChange, designId, onChoose }: Props) {
  const { t } = useTranslation()
  const components = useComponents()
  const choose = (type: ObjectType, name: string, componentId?: string) => {
    onChoose(type, name, componentId)
    onOpenChange(false)
  }
  const tile =
    'flex flex-col items-center gap-2 rounded-lg border bg-card p-3 text-sm outline-none transition hover:border-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('editor.addDialog.title')}</DialogTitle>
          <DialogDescription>{t('editor.addDialog.description')}</DialogDescription>
        </DialogHeader>
        <section className="space-y-2">
          <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {t('editor.addDialog.shapes')}
          </h3>
          <div className="grid grid-cols-3 gap-2">
            {SHAPES.map(({ type, icon: Icon }) => (
              <button
                key={type}
                type="button"
                className={tile}
                onClick={() => choose(type, t(`editor.objects.types.${type}`))}
                data-testid={`add-${type}`}
              >
                <Icon aria-hidden className="size-6 text-primary" />
                {t(`editor.objects.types.${type}`)}
              </button>
            ))}
          </div>
        </section>
        <section className="space-y-2">
          <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {t('editor.addDialog.components')}
          </h3>
          {components.isLoading ? (
            <Skeleton className="h-20" />
          ) : components.data?.items.length ? (
            <div className="grid max-h-56 grid-cols-2 gap-2 overflow-y-auto">
              {components.data.items.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className={`${tile} min-w-0 flex-row items-center justify-start text-left`}
                  disabled={c.id === designId}
                  title={c.id === designId ? t('editor.addDialog.self') : undefined}
                  onClick={() => choose('component', c.name, c.id)}
                  data-testid={`add-component-${c.name}`}
                >
                  {c.thumbnailUrl ? (
                    <img src={c.thumbnailUrl} alt="" className="size-10 rounded object-cover" />
                  ) : (
                    <Puzzle aria-hidden className="size-6 shrink-0 text-primary" />
                  )}
                  <span className="min-w-0 truncate">{c.name}</span>
                </button>
              ))}
            </div>
          ) : (
            <p className="text-muted-foreground text-sm">{t('editor.addDialog.noComponents')}</p>
          )}
        </section>
      </DialogContent>
    </Dialog>
  )
}
