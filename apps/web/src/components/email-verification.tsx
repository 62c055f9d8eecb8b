import { MailWarning } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { request } from '@/lib/api'
import { errorText } from '@/lib/forms'
import { useSession } from '@/lib/use-session'

/** Mails the confirmation link again (to the pending new address when there is one). */
export function ResendVerificationButton() {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)
  const resend = async () => {
    setState('sending')
    setError(null)
    try {
      await request('POST', '/auth/verify-email/resend')
      setState('sent')
    } catch (err) {
      setError(errorText(t, err))
      setState('idle')
    }
  }
  if (state === 'sent') return <span className="font-medium">{t('shell.verify.sent')}</span>
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" loading={state === 'sending'} onClick={resend}>
        {t('shell.verify.resend')}
      </Button>
      {error && <span role="alert">{error}</span>}
    </span>
  )
}

/** Shown across the admin shell until the account's address is confirmed. */
export function EmailVerificationBanner() {
  const { t } = useTranslation()
  const { user } = useSession()
  if (!user || user.emailVerified) return null
  return (
    <div data-testid="email-verification-banner" className="bg-muted/30 px-4 pt-4 sm:px-6 lg:px-8">
      <AlertBox
        tone="warning"
        title={t('shell.verify.title')}
        action={<ResendVerificationButton />}
      >
        <span className="inline-flex items-center gap-1.5">
          <MailWarning aria-hidden className="size-4 shrink-0" />
          {t('shell.verify.body', { email: user.email })}
        </span>
      </AlertBox>
    </div>
  )
}
