import {
  type InvitePreview,
  isLocale,
  type RegisterInput,
  registerSchema,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { request } from '@/lib/api'
import { auth } from '@/lib/auth'
import { applyServerErrors, errorText, fieldText } from '@/lib/forms'
import { inviteKeys } from '@/lib/queries/keys'
import { href } from '@/lib/routes'
import { AuthLayout } from './components/auth-layout'
import { GoogleButton } from './components/google-button'

const FIELDS = ['name', 'email', 'password'] as const

export function RegisterPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  // Registration may carry an invitation (spec §2); it is kept through the whole form.
  const invite = params.get('invite') ?? undefined
  const [error, setError] = useState<string | null>(null)
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  // The invitation link says who is invited where: the e-mail is filled in, the company named.
  const preview = useQuery({
    queryKey: inviteKeys.preview(invite),
    queryFn: () =>
      request<InvitePreview>(
        'GET',
        `/invites/preview?invite=${encodeURIComponent(invite!)}`,
        undefined,
        { auth: false },
      ),
    enabled: invite !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })
  useEffect(() => {
    const email = preview.data?.email
    if (email && !form.getFieldState('email').isDirty) form.setValue('email', email)
  }, [preview.data, form])

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null)
    try {
      const locale = isLocale(i18n.language) ? i18n.language : undefined
      const session = await auth.register({ ...values, locale }, invite)
      navigate(session.pendingInvites.length ? href('admin.invites') : href('admin.dashboard'), {
        replace: true,
      })
    } catch (err) {
      if (!applyServerErrors(err, form.setError, FIELDS)) setError(errorText(t, err))
    }
  })

  return (
    <AuthLayout
      title={t('auth.register.title')}
      description={
        preview.data
          ? t('auth.register.invitedTo', { company: preview.data.companyName })
          : invite
            ? t('auth.register.invited')
            : t('auth.register.description')
      }
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={href('auth.login')}
          >
            {t('auth.register.login')}
          </Link>
        </>
      }
    >
      {!invite && <GoogleButton />}
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        {error && <AlertBox>{error}</AlertBox>}
        {preview.error && <AlertBox>{errorText(t, preview.error)}</AlertBox>}
        <FormField
          id="name"
          label={t('auth.fields.name')}
          error={fieldText(t, errors.name?.message)}
        >
          <Input autoComplete="name" autoFocus {...form.register('name')} />
        </FormField>
        <FormField
          id="email"
          label={t('auth.fields.email')}
          error={fieldText(t, errors.email?.message)}
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField
          id="password"
          label={t('auth.fields.password')}
          description={t('auth.fields.passwordHint')}
          error={fieldText(t, errors.password?.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {t('auth.register.submit')}
        </Button>
        <p className="text-center text-muted-foreground text-xs">{t('auth.register.trial')}</p>
      </form>
    </AuthLayout>
  )
}
