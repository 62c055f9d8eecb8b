import type { SceneObject } from '@designer/contract'
import { Crosshair, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { cn } from '@/lib/utils'

/**
 * The design's objects an option acts on, as chips: removed with their ×, added from a list or
 * by clicking them in the 3D preview while "Pick in 3D" is on.
 */
export function ObjectChips({
  ids,
  objects,
  onChange,
  picking,
  onPickingChange,
  invalid,
}: {
  ids: string[]
  /** The objects that may be chosen (components only, for a component swap). */
  objects: SceneObject[]
  onChange: (ids: string[]) => void
  picking: boolean
  onPickingChange: (picking: boolean) => void
  invalid?: boolean
}) {
  const { t } = useTranslation()
  const byId = new Map(objects.map((o) => [o.id, o]))
  const remaining = objects.filter((o) => !ids.includes(o.id))
  return (
    <div className="grid gap-2">
      <ul
        className={cn(
          'flex min-h-9 flex-wrap gap-1.5 rounded-md border border-dashed p-1.5',
          invalid && 'border-destructive',
        )}
        aria-label={t('configurators.objects.chosen')}
      >
        {ids.length === 0 && (
          <li className="px-1.5 py-1 text-muted-foreground text-xs">
            {t('configurators.objects.none')}
          </li>
        )}
        {ids.map((id) => {
          const object = byId.get(id)
          return (
            <li
              key={id}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border bg-background py-0.5 pr-0.5 pl-2 text-xs',
                !object && 'border-destructive text-destructive',
              )}
            >
              {object?.name ?? t('configurators.objects.missing', { id })}
              <button
                type="button"
                onClick={() => onChange(ids.filter((i) => i !== id))}
                className="rounded-full p-0.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50"
                aria-label={t('configurators.objects.remove', { name: object?.name ?? id })}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          )
        })}
      </ul>
      <div className="flex gap-2">
        <Select
          value=""
          onValueChange={(id) => onChange([...ids, id])}
          disabled={!remaining.length}
        >
          <SelectTrigger className="h-8 flex-1 text-xs" aria-label={t('configurators.objects.add')}>
            <SelectValue placeholder={t('configurators.objects.add')} />
          </SelectTrigger>
          <SelectContent>
            {remaining.map((o) => (
              <SelectItem key={o.id} value={o.id}>
                {o.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          type="button"
          size="sm"
          variant={picking ? 'default' : 'outline'}
          aria-pressed={picking}
          onClick={() => onPickingChange(!picking)}
          data-testid="pick-objects"
        >
          <Crosshair aria-hidden="true" />
          {t('configurators.objects.pick')}
        </Button>
      </div>
    </div>
  )
}
