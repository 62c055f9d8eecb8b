import {
  type Camera,
  type DesignListItem,
  type View,
  type ViewInput,
  viewInputSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { Info } from 'lucide-react'
import { useEffect, useState } from 'react'
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormSetValue,
  useForm,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { useDesignSelectOptions } from '@/components/design-select-options'
import { NumberInput } from '@/components/number-input'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField, FormFieldMessage } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { fieldText, useFormSubmit } from '@/lib/forms'
import { CameraModeIcon } from './camera-mode-icon'
import { ViewPreview } from './view-preview'

export type ViewValues = z.output<typeof viewInputSchema>

// The API's field paths, so its errors land on the field they are about.
const FIELDS = [
  'name',
  'description',
  'designId',
  'camera.mode',
  'camera.fov',
  ...(['position', 'target'] as const).flatMap((p) => [0, 1, 2].map((i) => `camera.${p}.${i}`)),
]
const FOV = { min: 10, max: 120 }
// The contract's bounds for a coordinate, in millimetres.
const COORDINATE = { min: -10_000_000, max: 10_000_000 }

/** Where a new view's camera starts: up and to the side, looking at the origin. */
const DEFAULT_CAMERA: Camera = {
  position: [2400, 1600, 2400],
  target: [0, 0, 0],
  fov: 40,
  mode: 'orbit',
}

/**
 * Create and edit share this form: a name, a description, the design it is for, and the camera,
 * framed in a 3D preview of that design or typed as numbers. A failed save keeps everything.
 */
export function ViewForm({
  view,
  designs,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  /** The view being edited; none when creating. */
  view?: View
  /** The designs to choose from; undefined while they load. */
  designs: DesignListItem[] | undefined
  onSubmit: (values: ViewValues) => Promise<unknown>
  onCancel: () => void
  submitLabel: string
}) {
  const { t } = useTranslation()
  const form = useForm<ViewInput, unknown, ViewValues>({
    resolver: zodResolver(viewInputSchema),
    defaultValues: {
      name: view?.name ?? '',
      description: view?.description ?? '',
      designId: view?.designId ?? null,
      camera: view?.camera ?? DEFAULT_CAMERA,
    },
  })
  const { errors, isSubmitting } = form.formState
  const { submit, error } = useFormSubmit(form, FIELDS, onSubmit)
  const designOptions = useDesignSelectOptions(
    designs,
    view?.designId && view.designName ? { id: view.designId, name: view.designName } : null,
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {error && <AlertBox>{error}</AlertBox>}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="gap-5">
          <CardHeader>
            <CardTitle>{t('views.form.details')}</CardTitle>
            <CardDescription>{t('views.form.detailsDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FormField
              id="view-name"
              label={t('views.fields.name')}
              required
              error={fieldText(t, errors.name?.message)}
            >
              <Input
                autoComplete="off"
                placeholder={t('views.fields.namePlaceholder')}
                autoFocus={!view}
                {...form.register('name')}
              />
            </FormField>
            <FormField
              id="view-description"
              label={t('views.fields.description')}
              description={t('views.fields.descriptionHint')}
              error={fieldText(t, errors.description?.message)}
            >
              <Textarea
                rows={3}
                className="min-h-24"
                placeholder={t('views.fields.descriptionPlaceholder')}
                {...form.register('description')}
              />
            </FormField>
            <Controller
              control={form.control}
              name="designId"
              render={({ field }) => (
                <SelectField
                  id="view-design"
                  label={t('views.fields.design')}
                  description={t('views.fields.designHint')}
                  error={fieldText(t, errors.designId?.message)}
                  placeholder={t('common.loading')}
                  emptyLabel={t('views.fields.noDesign')}
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={!designs}
                  options={designOptions}
                />
              )}
            />
          </CardContent>
        </Card>

        <CameraCard
          control={form.control}
          setValue={form.setValue}
          errors={errors}
          // A new view frames the design it is for until the person moves the camera; an
          // edited one starts where it was saved.
          startFramed={!view}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

/** The camera: a 3D preview to frame it in, and the same camera as numbers. */
function CameraCard({
  control,
  setValue,
  errors,
  startFramed,
}: {
  control: Control<ViewInput, unknown, ViewValues>
  setValue: UseFormSetValue<ViewInput>
  errors: FieldErrors<ViewInput>
  startFramed: boolean
}) {
  const { t } = useTranslation()
  // Watched here, not in the form, so moving the camera redraws this card only.
  const camera = useWatch({ control, name: 'camera' }) as Camera
  const designId = useWatch({ control, name: 'designId' }) ?? null
  const [moved, setMoved] = useState(!startFramed)
  const change = (next: Camera) => setValue('camera', next, { shouldDirty: true })
  const setPoint = (key: 'position' | 'target', axis: number, value: number) => {
    const point = [...camera[key]] as Camera['position']
    point[axis] = value
    setMoved(true)
    change({ ...camera, [key]: point })
  }
  const cameraErrors = errors.camera
  const pointError = (key: 'position' | 'target') => {
    const problems = cameraErrors?.[key]
    return fieldText(
      t,
      problems?.message ?? [0, 1, 2].map((i) => problems?.[i]?.message).find(Boolean),
    )
  }

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>{t('views.form.camera')}</CardTitle>
        <CardDescription>{t('views.form.cameraDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {designId ? (
          <ViewPreview
            key={designId}
            designId={designId}
            camera={camera}
            fitOnLoad={!moved}
            onCameraChange={(next, auto) => {
              if (!auto) setMoved(true)
              change(next)
            }}
          />
        ) : (
          <div
            data-testid="no-design-note"
            className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <div className="space-y-1">
              <p className="font-medium">{t('views.form.noDesignTitle')}</p>
              <p className="text-muted-foreground">{t('views.form.noDesignDescription')}</p>
            </div>
          </div>
        )}

        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="camera.mode"
            render={({ field }) => (
              <SelectField
                id="view-camera-mode"
                label={t('views.fields.mode')}
                error={fieldText(t, cameraErrors?.mode?.message)}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                options={(['orbit', 'first-person'] as const).map((mode) => ({
                  value: mode,
                  label: (
                    <>
                      <CameraModeIcon mode={mode} />
                      {t(`views.modes.${mode}`)}
                    </>
                  ),
                }))}
              />
            )}
          />
          <div className="grid gap-2">
            <Label htmlFor="view-camera-fov">{t('views.fields.fov')}</Label>
            <div className="flex items-center gap-3">
              <FovSlider
                value={camera.fov}
                invalid={Boolean(cameraErrors?.fov)}
                onValueChange={(fov) => {
                  setMoved(true)
                  change({ ...camera, fov })
                }}
              />
              <div className="w-20 shrink-0">
                <NumberInput
                  aria-label={t('views.fields.fovDegrees')}
                  value={camera.fov}
                  min={FOV.min}
                  max={FOV.max}
                  unit="°"
                  onValueChange={(fov) => {
                    setMoved(true)
                    change({ ...camera, fov })
                  }}
                />
              </div>
            </div>
            {cameraErrors?.fov && (
              <FormFieldMessage>{fieldText(t, cameraErrors.fov.message)}</FormFieldMessage>
            )}
          </div>
        </div>

        {(['position', 'target'] as const).map((key) => (
          <fieldset key={key} className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">
              {t(`views.fields.${key}`)}{' '}
              <span className="font-normal text-muted-foreground">
                {t(`views.fields.${key}Hint`)}
              </span>
            </legend>
            <div className="grid grid-cols-3 gap-3">
              {(['x', 'y', 'z'] as const).map((axis, i) => (
                <div key={axis} className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-3 z-10 flex items-center font-medium text-muted-foreground text-xs uppercase"
                  >
                    {axis}
                  </span>
                  <NumberInput
                    aria-label={t(`views.fields.${key}Axis`, { axis: axis.toUpperCase() })}
                    aria-invalid={cameraErrors?.[key]?.[i] ? true : undefined}
                    value={camera[key][i] ?? 0}
                    min={COORDINATE.min}
                    max={COORDINATE.max}
                    step={10}
                    unit="mm"
                    className="pl-7"
                    onValueChange={(value) => setPoint(key, i, value)}
                  />
                </div>
              ))}
            </div>
            {pointError(key) && <FormFieldMessage>{pointError(key)}</FormFieldMessage>}
          </fieldset>
        ))}
      </CardContent>
    </Card>
  )
}

/**
 * The field of view as a slider. It shows its own copy of the value: the form's copy reaches it
 * a render later, and a key held down would otherwise step from the stale value and skip.
 */
function FovSlider({
  value,
  invalid,
  onValueChange,
}: {
  value: number
  invalid: boolean
  onValueChange: (fov: number) => void
}) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(value)
  useEffect(() => setShown(value), [value])
  return (
    <input
      id="view-camera-fov"
      type="range"
      min={FOV.min}
      max={FOV.max}
      step={1}
      value={shown}
      aria-valuetext={t('views.fields.fovValue', { count: shown })}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const fov = Number(event.target.value)
        setShown(fov)
        onValueChange(fov)
      }}
      className="h-9 w-full min-w-0 flex-1 cursor-pointer rounded-md accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    />
  )
}
