import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitcher } from '@/components/language-switcher'
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar'
import { Separator } from '@/components/ui/separator'
import { SidebarTrigger } from '@/components/ui/sidebar'
import { useRouteTitle } from '@/lib/document-title'
import { href } from '@/lib/routes'
import { useSession } from '@/lib/use-session'
import { CompanyBadges } from './company-badges'
import { LiveStatus } from './live-updates'

/** Above every admin page: the sidebar toggle, the company's badges, language and avatar. */
export function TopBar() {
  const { t } = useTranslation()
  const { user } = useSession()
  // Where the person is, so the bar still says it while the sidebar is hidden or collapsed.
  const { route, title } = useRouteTitle()
  return (
    <header
      data-slot="top-bar"
      className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-4"
    >
      <SidebarTrigger label={t('shell.sidebar.toggle')} data-testid="sidebar-trigger" />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5" />
      <div className="flex min-w-0 items-center gap-2">
        {route?.startsWith('admin.') && (
          // On a phone the bar is narrow: the page's heading below says it whole, and so does this.
          <span className="truncate font-medium text-sm" title={title} data-testid="top-bar-title">
            {title}
          </span>
        )}
        <CompanyBadges />
      </div>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <LiveStatus />
        <LanguageSwitcher />
        {user && (
          <Link
            to={href('admin.profile')}
            // The initials are the link's visible text, so its name starts with them (WCAG 2.5.3):
            // "Click AL" works for someone who speaks to their computer.
            aria-label={t('shell.topBar.profile', {
              initials: initials(user.name),
              name: user.name,
            })}
            data-testid="top-bar-avatar"
            className="rounded-full outline-none ring-offset-2 ring-offset-background transition-shadow hover:ring-2 hover:ring-border focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Avatar className="size-8">
              {user.profileUrl && <AvatarImage src={user.profileUrl} alt={user.name} />}
              <AvatarFallback
                name={user.name}
                className="bg-primary/10 font-semibold text-primary"
              />
            </Avatar>
          </Link>
        )}
      </div>
    </header>
  )
}
