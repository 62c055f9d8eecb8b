import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { AlertBox } from '@/components/alert-box'
import { Button } from '@/components/ui/button'
import { request } from '@/lib/api'
import { auth } from '@/lib/auth'
import { errorText } from '@/lib/forms'
import { href } from '@/lib/routes'
import { useSession } from '@/lib/use-session'
import { AuthLayout } from './components/auth-layout'

// A link works once: a second effect run (React's development double-run) must not spend it again.
const confirmations = new Map<string, Promise<unknown>>()
function confirmOnce(token: string) {
  let pending = confirmations.get(token)
  if (!pending) {
    pending = request('POST', '/auth/verify-email', { token }, { auth: false })
    confirmations.set(token, pending)
  }
  return pending
}

/** Opens the mailed confirmation link, signed in or not. */
export function VerifyEmailPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { status } = useSession()
  const signedIn = status === 'authenticated'
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: string } | null>(null)

  useEffect(() => {
    let live = true
    confirmOnce(token)
      .then(async () => {
        // The banner and the profile read the user from the session: refresh it.
        if (signedIn) await auth.loadProfile().catch(() => undefined)
        if (live) setResult({ ok: true })
      })
      .catch((err) => {
        if (live) setResult({ ok: false, error: errorText(t, err) })
      })
    return () => {
      live = false
    }
  }, [token, signedIn, t])

  const next = signedIn ? href('admin.dashboard') : href('auth.login')
  return (
    <AuthLayout title={t('auth.verify.title')} description={t('auth.verify.description')}>
      <div className="space-y-4" aria-live="polite">
        {result === null && (
          <p className="text-muted-foreground text-sm">{t('auth.verify.checking')}</p>
        )}
        {result?.ok && <AlertBox tone="success">{t('auth.verify.done')}</AlertBox>}
        {result && !result.ok && <AlertBox>{result.error}</AlertBox>}
        {result && (
          <Button asChild className="w-full">
            <Link to={next}>{signedIn ? t('auth.verify.continue') : t('auth.verify.signIn')}</Link>
          </Button>
        )}
      </div>
    </AuthLayout>
  )
}
