import { useTranslation } from 'react-i18next'
import { AlertBox } from '@/components/alert-box'
import { ResendVerificationButton } from '@/components/email-verification'
import { PageHeader } from '@/components/layout/page-header'
import { useSession } from '@/lib/use-session'
import { DeleteAccount } from './components/delete-account'
import { PasswordForm } from './components/password-form'
import { ProfileForm } from './components/profile-form'

export function ProfilePage() {
  const { t } = useTranslation()
  const { user } = useSession()
  if (!user) return null
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {user.pendingEmail && (
        <AlertBox
          tone="info"
          title={t('profile.pendingEmail.title')}
          action={<ResendVerificationButton />}
        >
          <span data-testid="pending-email">
            {t('profile.pendingEmail.body', { pending: user.pendingEmail, current: user.email })}
          </span>
        </AlertBox>
      )}
      <ProfileForm key={user.id} user={user} />
      <PasswordForm hasPassword={user.hasPassword} />
      <DeleteAccount />
    </div>
  )
}
