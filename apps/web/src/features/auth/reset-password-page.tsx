import { emailSchema, PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { request } from '@/lib/api'
import { applyServerErrors, errorText, fieldText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { AuthLayout } from './components/auth-layout'

const askSchema = z.object({ email: emailSchema })
const chooseSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'validation.passwordMismatch',
  })

export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  return token ? <ChooseNewPassword token={token} /> : <AskForLink />
}

function AskForLink() {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const form = useForm<z.infer<typeof askSchema>>({
    resolver: zodResolver(askSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null)
    try {
      await request('POST', '/auth/password-reset', { email }, { auth: false })
      setSentTo(email)
    } catch (err) {
      setError(errorText(t, err))
    }
  })

  return (
    <AuthLayout
      title={t('auth.reset.askTitle')}
      description={t('auth.reset.askDescription')}
      footer={
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={href('auth.login')}
        >
          {t('auth.reset.backToLogin')}
        </Link>
      }
    >
      {sentTo ? (
        <AlertBox tone="success" icon={MailCheck}>
          {t('auth.reset.sent', { email: sentTo })}
        </AlertBox>
      ) : (
        <form className="space-y-4" onSubmit={onSubmit} noValidate>
          {error && <AlertBox>{error}</AlertBox>}
          <FormField
            id="email"
            label={t('auth.fields.email')}
            error={fieldText(t, form.formState.errors.email?.message)}
          >
            <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
          </FormField>
          <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
            {t('auth.reset.askSubmit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation()
  const [done, setDone] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const form = useForm<z.infer<typeof chooseSchema>>({
    resolver: zodResolver(chooseSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null)
    try {
      await request('POST', '/auth/password-reset/confirm', { token, password }, { auth: false })
      setDone(true)
    } catch (err) {
      if (!applyServerErrors(err, form.setError, ['password'])) setError(errorText(t, err))
    }
  })

  return (
    <AuthLayout
      title={t('auth.reset.chooseTitle')}
      description={t('auth.reset.chooseDescription', { min: PASSWORD_MIN, count: PASSWORD_MAX })}
    >
      {done ? (
        <div className="space-y-4">
          <AlertBox tone="success">{t('auth.reset.done')}</AlertBox>
          <Button asChild className="w-full">
            <Link to={href('auth.login')}>{t('auth.reset.signIn')}</Link>
          </Button>
        </div>
      ) : (
        <form className="space-y-4" onSubmit={onSubmit} noValidate>
          {error && (
            <AlertBox>
              {error}{' '}
              <Link className="font-medium underline" to={href('auth.reset-password')}>
                {t('auth.reset.askAgain')}
              </Link>
            </AlertBox>
          )}
          <FormField
            id="password"
            label={t('auth.fields.newPassword')}
            error={fieldText(t, errors.password?.message)}
          >
            <Input
              type="password"
              autoComplete="new-password"
              autoFocus
              {...form.register('password')}
            />
          </FormField>
          <FormField
            id="confirm"
            label={t('auth.fields.confirmPassword')}
            error={fieldText(t, errors.confirm?.message)}
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </FormField>
          <Button type="submit" className="w-full" loading={isSubmitting}>
            {t('auth.reset.chooseSubmit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}
