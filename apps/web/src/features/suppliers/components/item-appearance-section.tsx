import {
  DEFAULT_FINISH,
  type MaterialAppearance,
  type MaterialFinish,
  type MaterialTexture,
  type SupplierItem,
  TEXTURE_TYPES,
} from '@designer/contract'
import { ImageUp, Palette, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSection } from '@/components/form-section'
import { MaterialSwatch } from '@/components/material-swatch'
import { NumberInput } from '@/components/number-input'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { errorText } from '@/lib/forms'
import { useRemoveItemTexture, useUploadItemTexture } from '../api/item-texture'
import type { ItemFormApi } from './item-form-model'

/** A new appearance starts as light natural wood, satin. */
const NEW_FINISH: MaterialFinish = { color: '#c8a16e', ...DEFAULT_FINISH }
/** A new texture's width, until the person says otherwise: a typical veneer sample. */
const DEFAULT_TEXTURE_MM = 600

/** The words a slider's value reads as, from the low end to the high end, in five steps. */
const step = (value: number) => Math.min(4, Math.floor(value * 5))
const GLOSS_WORDS = ['matt', 'satin', 'semiGloss', 'glossy', 'mirror'] as const
const METAL_WORDS = ['none', 'hint', 'half', 'mostly', 'metal'] as const

/** The pixel size of a picture file, or null where it cannot be read (it is checked on upload). */
async function pictureSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return null
  }
}

/**
 * How parts made of the item look in 3D: colour, a Matt ↔ Glossy and a metal slider, and a
 * picture of its surface with the real-world size it shows, previewed as a swatch. The finish
 * is saved with the form; the picture is sent as soon as it is chosen (an item being made gets
 * one once saved).
 */
export function ItemAppearanceSection({
  form,
  item,
}: {
  form: ItemFormApi
  item: SupplierItem | undefined
}) {
  const { t } = useTranslation()
  const finish = useWatch({ control: form.control, name: 'appearance' }) ?? null
  const [texture, setTexture] = useState<MaterialTexture | null>(item?.appearance?.texture ?? null)
  const setFinish = (next: MaterialFinish | null) =>
    form.setValue('appearance', next, { shouldDirty: true })

  if (!finish) {
    return (
      <FormSection title={t('suppliers.appearance.title')}>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4">
          <p className="max-w-md text-muted-foreground text-sm">{t('suppliers.appearance.none')}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setFinish(NEW_FINISH)}
            data-testid="appearance-add"
          >
            <Palette aria-hidden="true" />
            {t('suppliers.appearance.add')}
          </Button>
        </div>
      </FormSection>
    )
  }

  const look: MaterialAppearance = { ...finish, texture }
  return (
    <FormSection title={t('suppliers.appearance.title')}>
      <div className="grid gap-5 sm:grid-cols-[7rem_minmax(0,1fr)]">
        <div className="flex items-center gap-3 sm:flex-col sm:items-start">
          <MaterialSwatch
            look={look}
            className="size-20 sm:size-28"
            label={t('suppliers.appearance.preview')}
          />
          <MaterialSwatch look={look} round={false} className="size-12 sm:h-10 sm:w-28" />
        </div>
        <div className="grid min-w-0 gap-4">
          <ColorField value={finish.color} onChange={(color) => setFinish({ ...finish, color })} />
          <FinishSlider
            id="appearance-gloss"
            label={t('suppliers.appearance.gloss')}
            low={t('suppliers.appearance.matt')}
            high={t('suppliers.appearance.glossy')}
            // Shown as gloss, the way people speak of finishes; kept as roughness, as renderers take it.
            value={1 - finish.roughness}
            valueText={(v) => t(`suppliers.appearance.glossWords.${GLOSS_WORDS[step(v)]}`)}
            onChange={(gloss) => setFinish({ ...finish, roughness: round2(1 - gloss) })}
          />
          <FinishSlider
            id="appearance-metal"
            label={t('suppliers.appearance.metal')}
            low={t('suppliers.appearance.notMetal')}
            high={t('suppliers.appearance.bareMetal')}
            value={finish.metalness}
            valueText={(v) => t(`suppliers.appearance.metalWords.${METAL_WORDS[step(v)]}`)}
            onChange={(metalness) => setFinish({ ...finish, metalness: round2(metalness) })}
          />
          {item ? (
            <TextureField
              item={item}
              texture={texture}
              onChange={(stored, saved) => {
                setTexture(stored)
                // An upload gives a finish to an item that had none: the form keeps it.
                if (saved && !form.getValues('appearance')) setFinish(saved)
              }}
            />
          ) : (
            <p className="text-muted-foreground text-xs">
              {t('suppliers.appearance.textureLater')}
            </p>
          )}
          <div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="-ml-2 text-muted-foreground"
              onClick={() => setFinish(null)}
              data-testid="appearance-remove"
            >
              <Trash2 aria-hidden="true" />
              {t('suppliers.appearance.remove')}
            </Button>
          </div>
        </div>
      </div>
    </FormSection>
  )
}

const round2 = (n: number) => Math.round(n * 100) / 100

function ColorField({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor="appearance-color">{t('suppliers.appearance.color')}</Label>
      <div className="flex items-center gap-2">
        <code className="text-muted-foreground text-xs">{value}</code>
        <input
          id="appearance-color"
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-14 cursor-pointer rounded-md border bg-background p-0.5"
        />
      </div>
    </div>
  )
}

/** A 0–1 slider with words at both ends and a word for where it stands. */
function FinishSlider({
  id,
  label,
  low,
  high,
  value,
  valueText,
  onChange,
}: {
  id: string
  label: string
  low: string
  high: string
  value: number
  valueText: (value: number) => string
  onChange: (value: number) => void
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-muted-foreground text-xs" aria-hidden="true">
          {valueText(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={value}
        aria-valuetext={valueText(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full min-w-0 cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
      <div className="flex justify-between text-muted-foreground text-xs" aria-hidden="true">
        <span>{low}</span>
        <span>{high}</span>
      </div>
    </div>
  )
}

/**
 * The picture of the surface: chosen from a file and sent at once with the real-world width it
 * shows (its height follows the picture's proportions, and can be changed), replaced, resized
 * (the stored picture is sent again with the new size) or removed.
 */
function TextureField({
  item,
  texture,
  onChange,
}: {
  item: SupplierItem
  texture: MaterialTexture | null
  /** The picture now stored (null: none), and the item's finish after an upload. */
  onChange: (texture: MaterialTexture | null, finish?: MaterialFinish) => void
}) {
  const { t } = useTranslation()
  const upload = useUploadItemTexture()
  const remove = useRemoveItemTexture()
  const file = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [widthMm, setWidthMm] = useState(texture?.widthMm ?? DEFAULT_TEXTURE_MM)
  const [heightMm, setHeightMm] = useState(texture?.heightMm ?? DEFAULT_TEXTURE_MM)
  const busy = upload.isPending || remove.isPending
  const error = upload.error ?? remove.error
  const resized = texture && (texture.widthMm !== widthMm || texture.heightMm !== heightMm)

  async function send(picture: Blob, height: number) {
    remove.reset()
    const saved = await upload
      .mutateAsync({ id: item.id, picture, widthMm, heightMm: height })
      .catch(() => null)
    if (saved?.appearance) {
      const { texture: stored, ...finish } = saved.appearance
      onChange(stored, finish)
    }
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return
    const size = await pictureSize(chosen)
    // The height the picture shows follows its proportions.
    const height = size ? Math.max(1, Math.round((widthMm * size.height) / size.width)) : heightMm
    setHeightMm(height)
    await send(chosen, height)
  }

  async function applySize() {
    if (!texture) return
    const res = await fetch(texture.url)
    if (res.ok) await send(await res.blob(), heightMm)
  }

  return (
    <div className="grid gap-3 rounded-lg border p-3" data-testid="appearance-texture">
      <div className="flex flex-wrap items-center gap-3">
        {texture ? (
          <img
            src={texture.url}
            alt={t('suppliers.appearance.textureAlt', { name: item.name })}
            className="size-14 rounded-md border object-cover"
          />
        ) : (
          <span className="flex size-14 items-center justify-center rounded-md border border-dashed text-muted-foreground">
            <ImageUp aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-medium text-sm">{t('suppliers.appearance.texture')}</p>
          <p id={hintId} className="text-muted-foreground text-xs">
            {texture ? t('suppliers.appearance.tint') : t('suppliers.appearance.textureHint')}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="appearance-texture-width" label={t('suppliers.appearance.widthMm')}>
          <NumberInput
            value={widthMm}
            onValueChange={setWidthMm}
            min={1}
            max={100_000}
            integer
            unit="mm"
          />
        </FormField>
        <FormField id="appearance-texture-height" label={t('suppliers.appearance.heightMm')}>
          <NumberInput
            value={heightMm}
            onValueChange={setHeightMm}
            min={1}
            max={100_000}
            integer
            unit="mm"
          />
        </FormField>
      </div>
      <input
        ref={file}
        type="file"
        accept={TEXTURE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="appearance-texture-file"
        onChange={(event) => {
          void choose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => file.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {texture ? t('suppliers.appearance.replace') : t('suppliers.appearance.upload')}
        </Button>
        {resized && (
          <Button type="button" size="sm" disabled={busy} onClick={applySize}>
            {t('suppliers.appearance.applySize')}
          </Button>
        )}
        {texture && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={async () => {
              upload.reset()
              const removed = await remove.mutateAsync(item.id).then(
                () => true,
                () => false,
              )
              if (removed) onChange(null)
            }}
          >
            {t('suppliers.appearance.removeTexture')}
          </Button>
        )}
      </div>
      {busy && (
        <p className="text-muted-foreground text-xs" role="status">
          {t('suppliers.appearance.sending')}
        </p>
      )}
      {error && (
        <p className="text-destructive text-sm" role="alert">
          {errorText(t, error)}
        </p>
      )}
    </div>
  )
}
