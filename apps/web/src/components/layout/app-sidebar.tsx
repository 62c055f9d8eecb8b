import type { Area } from '@designer/contract'
import {
  Building,
  CalendarDays,
  Camera,
  CreditCard,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  PenTool,
  Puzzle,
  SlidersHorizontal,
  Sparkles,
  Truck,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { LogoMark } from '@/components/logo'
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar'
import { auth } from '@/lib/auth'
import { useNewQuoteRequests } from '@/lib/queries/quotes'
import { href, matchRoute, type RouteName } from '@/lib/routes'
import { useSession } from '@/lib/use-session'

// The routes the sidebar links to: none of them takes a parameter.
type NavRoute = Extract<
  RouteName,
  | 'admin.dashboard'
  | 'admin.designs'
  | 'admin.suppliers'
  | 'admin.customers'
  | 'admin.quotes'
  | 'admin.calendar'
  | 'admin.configurators'
  | 'admin.views'
  | 'admin.company.profile'
  | 'admin.company.billing'
  | 'admin.company.members'
  | 'admin.profile'
>

type NavEntry = {
  /** The shell.nav key of its label. */
  label: string
  route: NavRoute
  icon: LucideIcon
  /** Set for the entries that share a route and differ by their query (Components). */
  designType?: 'component'
  testId: string
}

/**
 * Where each area of data is found in the sidebar (an item lives on its supplier's page): a new area in the contract's list fails to type-check here until it has
 * a place, and the sidebar's test checks the place is one of its entries.
 */
export const AREA_ENTRIES = {
  designs: 'admin.designs',
  views: 'admin.views',
  suppliers: 'admin.suppliers',
  'supplier-items': 'admin.suppliers',
  customers: 'admin.customers',
  calendar: 'admin.calendar',
  configurators: 'admin.configurators',
  quotes: 'admin.quotes',
} as const satisfies Record<Area, NavRoute>

// Spec §2, "Admin navigation".
export const mainEntries: NavEntry[] = [
  {
    label: 'dashboard',
    route: 'admin.dashboard',
    icon: LayoutDashboard,
    testId: 'nav-admin.dashboard',
  },
  { label: 'designs', route: 'admin.designs', icon: PenTool, testId: 'nav-admin.designs' },
  { label: 'suppliers', route: 'admin.suppliers', icon: Truck, testId: 'nav-admin.suppliers' },
  {
    label: 'components',
    route: 'admin.designs',
    designType: 'component',
    icon: Puzzle,
    testId: 'nav-components',
  },
  { label: 'customers', route: 'admin.customers', icon: Users, testId: 'nav-admin.customers' },
  // Where the public page's quote requests arrive (issue 32).
  { label: 'quotes', route: 'admin.quotes', icon: Inbox, testId: 'nav-admin.quotes' },
  { label: 'calendar', route: 'admin.calendar', icon: CalendarDays, testId: 'nav-admin.calendar' },
  {
    label: 'configurators',
    route: 'admin.configurators',
    icon: SlidersHorizontal,
    testId: 'nav-admin.configurators',
  },
  { label: 'views', route: 'admin.views', icon: Camera, testId: 'nav-admin.views' },
]

const companyEntries: NavEntry[] = [
  {
    label: 'companyProfile',
    route: 'admin.company.profile',
    icon: Building,
    testId: 'nav-admin.company.profile',
  },
  {
    label: 'billing',
    route: 'admin.company.billing',
    icon: CreditCard,
    testId: 'nav-admin.company.billing',
  },
  {
    label: 'members',
    route: 'admin.company.members',
    icon: UsersRound,
    testId: 'nav-admin.company.members',
  },
]

const profileEntry: NavEntry = {
  label: 'profile',
  route: 'admin.profile',
  icon: UserRound,
  testId: 'nav-admin.profile',
}

function entryHref(entry: NavEntry): string {
  return entry.designType
    ? href('admin.designs', undefined, { type: entry.designType, view: 'grid' })
    : href(entry.route)
}

/**
 * 'page' when the entry is the page shown, 'section' when the page lies below it (a design's
 * detail under Designs), null otherwise. Designs and Components share a route and are told apart
 * by the `type` query, so only one of them is ever marked.
 */
function entryMatch(entry: NavEntry, current: RouteName | undefined, search: URLSearchParams) {
  if (!current) return null
  const sameFamily = current === entry.route || current.startsWith(`${entry.route}.`)
  if (!sameFamily) return null
  // Designs and Components share a route: the Components entry owns ?type=component, the
  // Designs entry everything else (all types, or designs only).
  const isComponents = search.get('type') === 'component'
  if (entry.route === 'admin.designs' && isComponents !== (entry.designType === 'component')) {
    return null
  }
  return current === entry.route ? 'page' : 'section'
}

function NavItem({
  entry,
  count = 0,
  countLabel,
}: {
  entry: NavEntry
  /** What waits there (new quote requests): a badge, and a dot while collapsed to icons. */
  count?: number
  /** The count in words, for screen readers: "3 new requests". */
  countLabel?: string
}) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const { isMobile, setOpenMobile } = useSidebar()
  const match = entryMatch(entry, matchRoute(pathname), new URLSearchParams(search))
  const label = t(`shell.nav.${entry.label}`)
  const Icon = entry.icon
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={match !== null} tooltip={label}>
        <Link
          to={entryHref(entry)}
          aria-current={match === 'page' ? 'page' : match === 'section' ? 'true' : undefined}
          // Named with what waits there; the visible name comes first (WCAG 2.5.3).
          aria-label={count > 0 ? `${label}, ${countLabel}` : undefined}
          data-testid={entry.testId}
          onClick={() => {
            if (isMobile) setOpenMobile(false)
          }}
        >
          <Icon aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 hidden size-2 rounded-full bg-primary ring-2 ring-sidebar group-data-[collapsible=icon]:block"
            />
          )}
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
      {count > 0 && (
        <SidebarMenuBadge data-testid={`${entry.testId}-count`}>
          {count > 99 ? '99+' : count}
        </SidebarMenuBadge>
      )}
    </SidebarMenuItem>
  )
}

function LogoutItem() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const label = t('shell.logout')
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        tooltip={label}
        data-testid="nav-logout"
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          await auth.logout()
          navigate(href('auth.login'), { replace: true })
        }}
      >
        <LogOut aria-hidden="true" />
        <span>{label}</span>
      </SidebarMenuButton>
    </SidebarMenuItem>
  )
}

/** The admin navigation of spec §2: brand, main entries, company and user groups. */
export function AppSidebar() {
  const { t } = useTranslation()
  const { user } = useSession()
  const { isMobile, setOpenMobile } = useSidebar()
  const requests = useNewQuoteRequests().data?.total ?? 0
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false)
  }

  return (
    <Sidebar label={t('shell.sidebar.label')} collapsible="icon">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              asChild
              size="lg"
              tooltip={t('common.appName')}
              className="hover:bg-transparent active:bg-transparent group-data-[collapsible=icon]:justify-center [&>svg]:size-8"
            >
              <Link to={href('home')} data-testid="sidebar-home" onClick={closeOnMobile}>
                <LogoMark className="shrink-0" />
                <span className="grid flex-1 text-left leading-tight">
                  <span className="truncate font-semibold text-base">{t('common.appName')}</span>
                  <span className="truncate text-sidebar-foreground/70 text-xs">
                    {t('shell.sidebar.tagline')}
                  </span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
          {user?.onTrial && (
            <SidebarMenuItem className="mt-1">
              <SidebarMenuButton
                asChild
                tooltip={t('shell.subscribeNow')}
                className="justify-center bg-sidebar-primary font-medium text-sidebar-primary-foreground shadow-xs hover:bg-sidebar-primary/90 hover:text-sidebar-primary-foreground active:bg-sidebar-primary/90 active:text-sidebar-primary-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-sidebar"
              >
                <Link
                  to={href('admin.company.billing')}
                  data-testid="subscribe-now"
                  onClick={closeOnMobile}
                >
                  <Sparkles aria-hidden="true" />
                  <span>{t('shell.subscribeNow')}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          )}
        </SidebarMenu>
      </SidebarHeader>

      <SidebarContent>
        <nav aria-label={t('shell.nav.label')} className="flex flex-col gap-2">
          <SidebarGroup>
            <SidebarGroupLabel id="nav-group-workspace">
              {t('shell.nav.workspace')}
            </SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu aria-labelledby="nav-group-workspace">
                {mainEntries.map((entry) =>
                  entry.route === 'admin.quotes' ? (
                    <NavItem
                      key={entry.testId}
                      entry={entry}
                      count={requests}
                      countLabel={t('shell.nav.newRequests', { count: requests })}
                    />
                  ) : (
                    <NavItem key={entry.testId} entry={entry} />
                  ),
                )}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
          <SidebarGroup>
            <SidebarGroupLabel id="nav-group-company">{t('shell.nav.company')}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu aria-labelledby="nav-group-company">
                {companyEntries.map((entry) => (
                  <NavItem key={entry.testId} entry={entry} />
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </nav>
      </SidebarContent>

      <SidebarFooter className="border-sidebar-border border-t">
        <nav aria-label={t('shell.nav.user')}>
          <SidebarGroup className="p-0">
            <SidebarGroupLabel id="nav-group-user">{t('shell.nav.user')}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu aria-labelledby="nav-group-user">
                <NavItem entry={profileEntry} />
                <LogoutItem />
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </nav>
      </SidebarFooter>
      <SidebarRail label={t('shell.sidebar.toggle')} />
    </Sidebar>
  )
}
