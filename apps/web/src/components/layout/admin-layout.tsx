import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useNavigate } from 'react-router'
import { href } from '@/app/routes'
import { LanguageSwitcher } from '@/components/language-switcher'
import { LogoMark } from '@/components/logo'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { auth } from '@/lib/auth'
import { useSession } from '@/lib/use-session'

/** The admin frame: top bar with language, avatar and sign-out; the page below. */
export function AdminLayout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useSession()

  async function logout() {
    await auth.logout()
    navigate(href('auth.login'), { replace: true })
  }

  return (
    <div className="flex min-h-[calc(var(--vh)*100)] flex-col bg-muted/30">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background px-4">
        <Link to={href('home')} className="flex items-center gap-2 font-semibold">
          <LogoMark className="size-7" />
          {t('common.appName')}
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher />
          {user && (
            <Link
              to={href('admin.profile')}
              className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Avatar className="size-8">
                {user.profileUrl && <AvatarImage src={user.profileUrl} alt={user.name} />}
                <AvatarFallback name={user.name} />
              </Avatar>
            </Link>
          )}
          <Button variant="ghost" size="sm" onClick={logout}>
            <LogOut aria-hidden />
            {t('shell.logout')}
          </Button>
        </div>
      </header>
      <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  )
}
