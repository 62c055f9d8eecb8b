import type { ExtraCostLine } from '@designer/contract'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCostFormat } from '@/components/costs/use-cost-format'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useSupplierItem } from '@/lib/queries/supplier-items'
import { addCostLine, removeCostLine, updateCostLine } from '../core/changes'
import type { EditorStore } from '../core/editor-store'
import { newObjectId } from '../core/scene-ops'
import { useEditor } from '../use-editor'
import { ItemPickerButton } from './material-picker'
import { NumberField } from './number-field'

const NO_LINES: ExtraCostLine[] = []
/** The scene holds 200 extra cost lines at most (the contract's limit). */
const MAX_LINES = 200

/**
 * Costs the geometry does not show (12 screws, 2 hours of assembly): a quantity of a supplier
 * item each, kept in the scene, so they are undone, saved and carried into every design that
 * places this one.
 */
export function ExtraCostsSection({ store }: { store: EditorStore }) {
  const { t } = useTranslation()
  const lines = useEditor(store, (s) => s.scene.costLines) ?? NO_LINES
  return (
    <div className="space-y-3" data-testid="extra-costs">
      <p className="text-muted-foreground text-xs">{t('editor.extraCosts.hint')}</p>
      {lines.length > 0 && (
        <ul className="space-y-2">
          {lines.map((line) => (
            <ExtraCostRow key={line.id} store={store} line={line} />
          ))}
        </ul>
      )}
      <ItemPickerButton
        testId="add-extra-cost"
        onChoose={(item) => {
          const scene = store.get().scene
          if ((scene.costLines?.length ?? 0) >= MAX_LINES) return
          store.dispatch(
            addCostLine(scene, {
              id: newObjectId(),
              supplierItemId: item.id,
              quantity: 1,
              note: '',
            }),
          )
        }}
      >
        <Plus aria-hidden="true" />
        {t('editor.extraCosts.add')}
      </ItemPickerButton>
    </div>
  )
}

function ExtraCostRow({ store, line }: { store: EditorStore; line: ExtraCostLine }) {
  const { t } = useTranslation()
  const format = useCostFormat()
  const item = useSupplierItem(line.supplierItemId)
  const noteId = useId()
  const name = item.data?.name ?? (item.isError ? t('editor.material.unknown') : '…')
  const change = (after: Partial<Omit<ExtraCostLine, 'id'>>) =>
    store.dispatch(updateCostLine(store.get().scene, line.id, after))

  return (
    <li className="space-y-2 rounded-md border p-2" data-testid="extra-cost-line">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-sm">{name}</p>
          {item.data && (
            <p className="truncate text-muted-foreground text-xs">
              {item.data.supplierName} · {format.unitCost(item.data)}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-7 text-destructive"
          aria-label={t('editor.extraCosts.remove', { name })}
          onClick={() => store.dispatch(removeCostLine(store.get().scene, line.id))}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-[7rem_1fr] gap-2">
        <NumberField
          label={t('editor.extraCosts.quantity')}
          unit={item.data ? format.unitSymbol(item.data.unit) : undefined}
          value={line.quantity}
          min={0.01}
          max={1_000_000}
          step={1}
          onCommit={(quantity) => change({ quantity })}
          testId="extra-cost-quantity"
        />
        <div className="grid gap-1">
          <Label htmlFor={noteId} className="text-muted-foreground text-xs">
            {t('editor.extraCosts.note')}
          </Label>
          <NoteInput id={noteId} value={line.note} onCommit={(note) => change({ note })} />
        </div>
      </div>
    </li>
  )
}

function NoteInput({
  id,
  value,
  onCommit,
}: {
  id: string
  value: string
  onCommit: (note: string) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(value)
  // Undo and redo change the note from outside the field.
  useEffect(() => setText(value), [value])
  const commit = () => {
    const note = text.trim().slice(0, 200)
    if (note !== value) onCommit(note)
    else setText(value)
  }
  return (
    <Input
      id={id}
      className="h-8"
      value={text}
      maxLength={200}
      placeholder={t('editor.extraCosts.notePlaceholder')}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit()
        if (e.key === 'Escape') setText(value)
      }}
    />
  )
}
