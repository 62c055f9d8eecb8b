import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { AlertBox } from '@/components/alert-box'
import { Spinner } from '@/components/ui/spinner'
import { auth } from '@/lib/auth'
import { href, safeRedirect } from '@/lib/routes'
import { AuthLayout } from './components/auth-layout'

/** Third-party sign-in lands here with the tokens in the URL fragment, never sent to a server. */
export function CallbackPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const fragment = new URLSearchParams(window.location.hash.slice(1))
    // The tokens leave the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname)
    const access_token = fragment.get('access_token')
    const refresh_token = fragment.get('refresh_token')
    if (!access_token || !refresh_token) {
      setFailed(true)
      return
    }
    auth
      .completeExternalSignIn({ access_token, refresh_token })
      .then(() => navigate(safeRedirect(fragment.get('redirect')), { replace: true }))
      .catch(() => setFailed(true))
  }, [navigate])

  return (
    <AuthLayout title={t('pages.titles.auth_callback')}>
      {failed ? (
        <AlertBox>
          {t('errors.oidc_failed')}{' '}
          <Link className="font-medium underline" to={href('auth.login')}>
            {t('auth.reset.backToLogin')}
          </Link>
        </AlertBox>
      ) : (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner />
          {t('common.loading')}
        </div>
      )}
    </AuthLayout>
  )
}
