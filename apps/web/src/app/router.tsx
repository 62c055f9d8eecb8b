import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router'
import { auth } from '@/lib/auth'
import { href, type RouteName, routes } from '@/lib/routes'
import { session } from '@/lib/session'
import { guard } from './guard'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'

type Lazy = NonNullable<RouteObject['lazy']>

// Each page is its own chunk, so a visitor downloads only what the page they open needs.
const pages: Partial<Record<RouteName, Lazy>> = {
  home: async () => ({ Component: (await import('@/features/landing/landing-page')).LandingPage }),
  test: async () => ({
    Component: (await import('@/features/kitchen-sink/kitchen-sink-page')).KitchenSinkPage,
  }),
  'auth.login': async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
  'auth.register': async () => ({
    Component: (await import('@/features/auth/register-page')).RegisterPage,
  }),
  'auth.reset-password': async () => ({
    Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
  }),
  'auth.verify-email': async () => ({
    Component: (await import('@/features/auth/verify-email-page')).VerifyEmailPage,
  }),
  'auth.callback': async () => ({
    Component: (await import('@/features/auth/callback-page')).CallbackPage,
  }),
  'admin.dashboard': async () => ({
    Component: (await import('@/features/dashboard/dashboard-page')).DashboardPage,
  }),
  'admin.designs.edit': async () => ({
    Component: (await import('@/features/editor/editor-page')).EditorPage,
  }),
  'admin.profile': async () => ({
    Component: (await import('@/features/profile/profile-page')).ProfilePage,
  }),
  'admin.designs': async () => ({
    Component: (await import('@/features/designs/designs-page')).DesignsPage,
  }),
  'admin.designs.create': async () => ({
    Component: (await import('@/features/designs/design-create-page')).DesignCreatePage,
  }),
  'admin.designs.show': async () => ({
    Component: (await import('@/features/designs/design-detail-page')).DesignDetailPage,
  }),
  'admin.company.switch': async () => ({
    Component: (await import('@/features/companies/company-switch-page')).CompanySwitchPage,
  }),
  'admin.company.create': async () => ({
    Component: (await import('@/features/companies/company-create-page')).CompanyCreatePage,
  }),
  'admin.company.profile': async () => ({
    Component: (await import('@/features/companies/company-profile-page')).CompanyProfilePage,
  }),
  'admin.company.billing': async () => ({
    Component: (await import('@/features/companies/company-billing-page')).CompanyBillingPage,
  }),
  'admin.company.members': async () => ({
    Component: (await import('@/features/companies/company-members-page')).CompanyMembersPage,
  }),
  'admin.company.invite': async () => ({
    Component: (await import('@/features/companies/company-invite-page')).CompanyInvitePage,
  }),
  'admin.invites': async () => ({
    Component: (await import('@/features/companies/invites-page')).InvitesPage,
  }),
  'admin.trial-expired': async () => ({
    Component: (await import('@/features/companies/trial-expired-page')).TrialExpiredPage,
  }),
  'admin.suppliers': async () => ({
    Component: (await import('@/features/suppliers/suppliers-page')).SuppliersPage,
  }),
  'admin.customers': async () => ({
    Component: (await import('@/features/customers/customers-page')).CustomersPage,
  }),
  'admin.customers.create': async () => ({
    Component: (await import('@/features/customers/customer-create-page')).CustomerCreatePage,
  }),
  'admin.customers.show': async () => ({
    Component: (await import('@/features/customers/customer-page')).CustomerPage,
  }),
  'admin.calendar': async () => ({
    Component: (await import('@/features/calendar/calendar-page')).CalendarPage,
  }),
  'admin.quotes': async () => ({
    Component: (await import('@/features/quotes/quotes-page')).QuotesPage,
  }),
  'admin.quotes.show': async () => ({
    Component: (await import('@/features/quotes/quote-page')).QuotePage,
  }),
  'admin.configurators': async () => ({
    Component: (await import('@/features/configurators/configurators-page')).ConfiguratorsPage,
  }),
  'admin.configurators.create': async () => ({
    Component: (await import('@/features/configurators/configurator-create-page'))
      .ConfiguratorCreatePage,
  }),
  // Full screen, like the design editor; three.js loads with its preview.
  'admin.configurators.edit': async () => ({
    Component: (await import('@/features/configurators/configurator-editor-page'))
      .ConfiguratorEditorPage,
  }),
  'admin.views': async () => ({
    Component: (await import('@/features/views/views-page')).ViewsPage,
  }),
  'admin.suppliers.costs': async () => ({
    Component: (await import('@/features/suppliers/costs-page')).CostsPage,
  }),
  'admin.views.create': async () => ({
    Component: (await import('@/features/views/view-create-page')).ViewCreatePage,
  }),
  // Only the scene: a headless browser opens it to take pictures; three.js loads only here.
  screenshot: async () => ({
    Component: (await import('@/features/screenshot/screenshot-page')).ScreenshotPage,
  }),
  'admin.views.edit': async () => ({
    Component: (await import('@/features/views/view-edit-page')).ViewEditPage,
  }),
}

const placeholder: Lazy = async () => ({
  Component: (await import('@/features/placeholder/placeholder-page')).PlaceholderPage,
})

/** Runs the guard of spec §4 before every navigation to a named route. */
const guardLoader =
  (name: RouteName) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const state = session.get()
    const target = await guard({
      access: routes[name].access,
      pathname: url.pathname,
      fullPath: `${url.pathname}${url.search}`,
      tokenValid: () => auth.checkToken(),
      isLoggedIn: state.status === 'authenticated',
      hasPendingInvites: session.get().pendingInvites.length > 0,
      hasCompany: session.get().companyId !== null,
    })
    if (target) throw redirect(target)
    return null
  }

const route = (name: RouteName): RouteObject => ({
  id: name,
  path: routes[name].path,
  loader: guardLoader(name),
  lazy: pages[name] ?? placeholder,
})

const names = Object.keys(routes) as RouteName[]
// The admin pages share the shell (sidebar and top bar); the editors are full screen.
const FULL_SCREEN: RouteName[] = ['admin.designs.edit', 'admin.configurators.edit']
const inShell = (name: RouteName) => name.startsWith('admin.') && !FULL_SCREEN.includes(name)

const routeTable: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      ...names.filter((name) => !inShell(name)).map(route),
      {
        lazy: async () => ({
          Component: (await import('@/components/layout/admin-layout')).AdminLayout,
        }),
        children: names.filter(inShell).map(route),
      },
      // Components are designs of a kind: the addresses people guess lead to them.
      {
        path: '/admin/components',
        loader: () =>
          redirect(href('admin.designs', undefined, { type: 'component', view: 'grid' })),
      },
      {
        path: '/admin/components/create',
        loader: () => redirect(href('admin.designs.create', undefined, { type: 'component' })),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@/features/placeholder/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
]

/**
 * Starts downloading the code of the page at `pathname` (and of its layout) at once, while the
 * app is still signing in, instead of after: on a slow phone link each step of that chain is a
 * round trip the person waits through. The router later awaits the same imports.
 */
export function preloadPage(pathname: string) {
  for (const match of matchRoutes(routeTable, pathname) ?? []) {
    const { lazy } = match.route
    if (typeof lazy === 'function') void lazy().catch(() => {})
  }
}

export const createRouter = () => createBrowserRouter(routeTable)
