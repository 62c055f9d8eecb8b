import { PASSWORD_MAX, passwordSchema } from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { request } from '@/lib/api'
import { fieldText, useFormSubmit } from '@/lib/forms'

const schema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX),
    newPassword: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: 'validation.passwordMismatch',
  })
type Values = z.infer<typeof schema>

export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  })
  const { errors, isSubmitting } = form.formState

  const { submit: onSubmit, error } = useFormSubmit(
    form,
    ['currentPassword', 'newPassword'],
    async ({ currentPassword, newPassword }) => {
      await request('PUT', '/auth/password', { currentPassword, newPassword })
      form.reset()
      toast.success(t('profile.password.changed'))
    },
  )

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{t('profile.password.title')}</CardTitle>
          <CardDescription>
            {hasPassword ? t('profile.password.description') : t('profile.password.none')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 pt-6">
          {error && <AlertBox>{error}</AlertBox>}
          {hasPassword && (
            <FormField
              id="current-password"
              label={t('auth.fields.currentPassword')}
              error={fieldText(t, errors.currentPassword?.message)}
            >
              <Input
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            </FormField>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="new-password"
              label={t('auth.fields.newPassword')}
              error={fieldText(t, errors.newPassword?.message)}
            >
              <Input
                type="password"
                autoComplete="new-password"
                {...form.register('newPassword')}
              />
            </FormField>
            <FormField
              id="confirm-password"
              label={t('auth.fields.confirmPassword')}
              error={fieldText(t, errors.confirm?.message)}
            >
              <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" loading={isSubmitting}>
            {t('profile.password.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  )
}
