import type { SceneObject } from '@designer/contract'
import { Crosshair, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
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
        <SelectField
          label={t('configurators.objects.add')}
          hideLabel
          placeholder={t('configurators.objects.add')}
          className="h-8 flex-1 text-xs"
          // Always empty: choosing adds the object as a chip.
          value=""
          onValueChange={(id) => onChange([...ids, id])}
          disabled={!remaining.length}
          options={remaining.map((o) => ({ value: o.id, label: o.name }))}
        />
        <PickButton picking={picking} onPickingChange={onPickingChange} />
      </div>
    </div>
  )
}

/**
 * "Pick in 3D": while it is pressed, a click on an object in the preview adds it to the option
 * (its objects, or a new line of its bindings).
 */
export function PickButton({
  picking,
  onPickingChange,
}: {
  picking: boolean
  onPickingChange: (picking: boolean) => void
}) {
  const { t } = useTranslation()
  return (
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
  )
}
