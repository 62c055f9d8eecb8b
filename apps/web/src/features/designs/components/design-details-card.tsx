import { type Design, type DesignUpdateInput, designUpdateSchema } from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { Pencil } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useFormat } from '@/lib/format'
import { fieldText, useFormSubmit } from '@/lib/forms'
import { useUpdateDesign } from '../api/update-design'
import { DesignTypeBadge } from './design-type-badge'

const FIELDS = ['name', 'description'] as const

/** Type, version, authorship and counts, with name and description editable in place. */
export function DesignDetailsCard({ design }: { design: Design }) {
  const { t } = useTranslation()
  const format = useFormat()
  const [editing, setEditing] = useState(false)
  // Back from the form, focus returns to the Edit button rather than the page's start.
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>{t('designs.detail.details')}</h2>
        </CardTitle>
        {!editing && (
          <CardAction>
            <Button
              ref={editButton}
              variant="ghost"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={t('designs.detail.editDetails')}
            >
              <Pencil aria-hidden="true" />
              {t('common.edit')}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="space-y-5">
        {editing ? (
          <DetailsForm design={design} onDone={() => setEditing(false)} />
        ) : (
          <div className="space-y-1">
            <p className="font-medium">{design.name}</p>
            <p className="whitespace-pre-line text-muted-foreground text-sm">
              {design.description || t('designs.noDescription')}
            </p>
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 border-t pt-5 text-sm">
          <Term label={t('designs.detail.type')}>
            <DesignTypeBadge type={design.type} />
          </Term>
          <Term label={t('designs.detail.objects')}>
            <span className="tabular-nums">{format.number(design.scene.objects.length)}</span>
          </Term>
          <Term label={t('designs.detail.version')}>
            <span className="tabular-nums">{design.version}</span>
          </Term>
          <Term label={t('designs.detail.created')}>
            <Authored at={design.createdAt} by={design.createdBy?.name} />
          </Term>
          <Term label={t('designs.detail.updated')}>
            <Authored at={design.updatedAt} by={design.updatedBy?.name} />
          </Term>
        </dl>
      </CardContent>
    </Card>
  )
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 justify-self-end text-right">{children}</dd>
    </>
  )
}

function Authored({ at, by }: { at: string; by: string | undefined }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <span className="block">
      <time dateTime={at} title={format.dateTime(at)}>
        {format.date(at)}
      </time>
      {by && (
        <span className="block text-muted-foreground text-xs">{t('designs.by', { name: by })}</span>
      )}
    </span>
  )
}

function DetailsForm({ design, onDone }: { design: Design; onDone: () => void }) {
  const { t } = useTranslation()
  const update = useUpdateDesign()
  const form = useForm<DesignUpdateInput, unknown, z.output<typeof designUpdateSchema>>({
    resolver: zodResolver(designUpdateSchema),
    defaultValues: { name: design.name, description: design.description },
  })
  const { errors, isSubmitting, isDirty } = form.formState

  const { submit, error } = useFormSubmit(form, FIELDS, async (input) => {
    await update.mutateAsync({ id: design.id, input })
    toast.success(t('designs.detail.saved'))
    onDone()
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isSubmitting) {
          event.preventDefault()
          onDone()
        }
      }}
    >
      {error && <AlertBox>{error}</AlertBox>}
      <FormField
        id="design-edit-name"
        label={t('designs.fields.name')}
        required
        error={fieldText(t, errors.name?.message)}
      >
        <Input autoFocus autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField
        id="design-edit-description"
        label={t('designs.fields.description')}
        error={fieldText(t, errors.description?.message)}
      >
        <Textarea rows={3} className="min-h-20" {...form.register('description')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={isSubmitting} disabled={!isDirty}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  )
}
