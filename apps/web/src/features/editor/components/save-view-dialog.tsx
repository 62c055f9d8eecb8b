import { viewInputSchema } from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { fieldText, useFormSubmit } from '@/lib/forms'
import { useSaveView } from '@/lib/queries/design-views'
import type { ViewportHandle } from './viewport-handle'

// The server's rules for a view's name and description; the camera is the viewport's.
const schema = viewInputSchema.pick({ name: true, description: true })
const FIELDS = ['name', 'description']

type Props = {
  open: boolean
  onOpenChange(open: boolean): void
  designId: string
  viewport: ViewportHandle | null
}

/** Spec §2: "Save Current View" with View Name and Description, both with placeholders. */
export function SaveViewDialog({ open, onOpenChange, designId, viewport }: Props) {
  const { t } = useTranslation()
  const save = useSaveView(designId)
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '' },
  })
  const { errors, isSubmitting } = form.formState

  const { submit, error } = useFormSubmit(form, FIELDS, async (values) => {
    if (!viewport) return
    const view = await save.mutateAsync({ ...values, camera: viewport.getCamera() })
    toast.success(t('editor.saveView.saved', { name: view!.name }))
    form.reset()
    onOpenChange(false)
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('editor.saveView.title')}</DialogTitle>
            <DialogDescription>{t('editor.saveView.description')}</DialogDescription>
          </DialogHeader>
          {error && <AlertBox>{error}</AlertBox>}
          <FormField
            id="view-name"
            label={t('editor.saveView.name')}
            error={fieldText(t, errors.name?.message)}
          >
            <Input
              placeholder={t('editor.saveView.namePlaceholder')}
              autoFocus
              {...form.register('name')}
            />
          </FormField>
          <FormField
            id="view-description"
            label={t('editor.saveView.descriptionField')}
            error={fieldText(t, errors.description?.message)}
          >
            <Textarea
              rows={3}
              placeholder={t('editor.saveView.descriptionPlaceholder')}
              {...form.register('description')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('common.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
