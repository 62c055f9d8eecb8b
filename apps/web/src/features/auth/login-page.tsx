import { type LoginInput, loginSchema } from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { auth } from '@/lib/auth'
import { errorText, fieldText } from '@/lib/forms'
import { href, safeRedirect } from '@/lib/routes'
import { AuthLayout } from './components/auth-layout'
import { GoogleButton } from './components/google-button'

export function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [error, setError] = useState<string | null>(() => {
    const code = params.get('error')
    return code ? t(`errors.${code}`, { defaultValue: t('errors.oidc_failed') }) : null
  })
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null)
    try {
      const session = await auth.login(values)
      // Spec §4: pending invites come first.
      navigate(
        session.pendingInvites.length
          ? href('admin.invites')
          : safeRedirect(params.get('redirect')),
        { replace: true },
      )
    } catch (err) {
      setError(errorText(t, err))
    }
  })

  return (
    <AuthLayout
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={href('auth.register')}
          >
            {t('auth.login.register')}
          </Link>
        </>
      }
    >
      <GoogleButton />
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        {error && <AlertBox>{error}</AlertBox>}
        <FormField
          id="email"
          label={t('auth.fields.email')}
          error={fieldText(t, errors.email?.message)}
        >
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </FormField>
        <FormField
          id="password"
          label={t('auth.fields.password')}
          error={fieldText(t, errors.password?.message)}
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="flex justify-end">
          <Link
            className="text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
            to={href('auth.reset-password')}
          >
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </AuthLayout>
  )
}
