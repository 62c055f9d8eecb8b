import { type InviteCreateInput, inviteCreateSchema } from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import type { ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { fieldText, useFormSubmit } from '@/lib/forms'

type Values = z.output<typeof inviteCreateSchema>
const FIELDS = ['email', 'role']
const ROLES = ['designer', 'admin'] as const

/**
 * Email and role of the person to invite. `onSubmit` throws what the server answered: "already
 * a member" lands on the email field, and the address stays as typed.
 */
export function InviteForm({
  onSubmit,
  footer,
}: {
  onSubmit: (values: Values) => Promise<void>
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  const form = useForm<InviteCreateInput, unknown, Values>({
    resolver: zodResolver(inviteCreateSchema),
    defaultValues: { email: '', role: 'designer' },
  })
  const { errors, isSubmitting } = form.formState
  const role = form.watch('role')

  const { submit, error } = useFormSubmit(form, FIELDS, onSubmit)

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error && <AlertBox>{error}</AlertBox>}
      <FormField
        id="invite-email"
        label={t('companies.invite.email')}
        description={t('companies.invite.emailHint')}
        required
        error={fieldText(t, errors.email?.message)}
      >
        <Input
          type="email"
          autoComplete="off"
          placeholder={t('companies.invite.emailPlaceholder')}
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <SelectField
            id="invite-role"
            label={t('companies.invite.role')}
            description={t(`companies.roles.${role}Description`)}
            required
            error={fieldText(t, errors.role?.message)}
            className="w-full sm:w-64"
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            options={ROLES.map((value) => ({ value, label: t(`companies.roles.${value}`) }))}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
        {footer}
        <Button type="submit" loading={isSubmitting}>
          <Send aria-hidden="true" />
          {t('companies.invite.submit')}
        </Button>
      </div>
    </form>
  )
}
