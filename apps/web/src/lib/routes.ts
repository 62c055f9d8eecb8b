/**
 * The route table: every route the spec names, with its path and access level. Links are
 * built from these names with `href`, never from hand-written strings.
 *
 * Access: `public` has no guard; `guest` is for signed-out people only; `login` needs a
 * session; `company` needs a session and a selected company.
 */
export type Access = 'public' | 'guest' | 'login' | 'company'

export const routes = {
  home: { path: '/', access: 'public' },
  test: { path: '/test', access: 'public' },
  'admin.dashboard': { path: '/admin', access: 'company' },
  'admin.invites': { path: '/admin/invites', access: 'login' },
  'admin.designs': { path: '/admin/designs', access: 'company' },
  'admin.designs.create': { path: '/admin/designs/create', access: 'company' },
  'admin.designs.show': { path: '/admin/designs/:designId', access: 'company' },
  'admin.designs.edit': { path: '/admin/designs/:designId/edit', access: 'company' },
  'admin.company.profile': { path: '/admin/company', access: 'company' },
  'admin.company.billing': { path: '/admin/company/billing', access: 'company' },
  'admin.company.members': { path: '/admin/company/members', access: 'company' },
  'admin.company.invite': { path: '/admin/company/invite', access: 'company' },
  'admin.company.switch': { path: '/admin/company/switch', access: 'login' },
  'admin.company.create': { path: '/admin/company/create', access: 'login' },
  'admin.profile': { path: '/admin/profile', access: 'login' },
  'admin.customers': { path: '/admin/customers', access: 'company' },
  'admin.customers.create': { path: '/admin/customers/create', access: 'company' },
  'admin.customers.show': { path: '/admin/customers/:customerId', access: 'company' },
  'admin.quotes': { path: '/admin/quotes', access: 'company' },
  'admin.quotes.show': { path: '/admin/quotes/:quoteId', access: 'company' },
  'admin.configurators': { path: '/admin/configurators', access: 'company' },
  'admin.configurators.create': { path: '/admin/configurators/create', access: 'company' },
  'admin.configurators.edit': {
    path: '/admin/configurators/:configuratorId/edit',
    access: 'company',
  },
  'admin.suppliers': { path: '/admin/suppliers', access: 'company' },
  'admin.suppliers.costs': { path: '/admin/suppliers/costs', access: 'company' },
  'admin.views': { path: '/admin/views', access: 'company' },
  'admin.views.create': { path: '/admin/views/create', access: 'company' },
  'admin.views.edit': { path: '/admin/views/:viewId/edit', access: 'company' },
  'admin.calendar': { path: '/admin/calendar', access: 'company' },
  'admin.trial-expired': { path: '/admin/trial-expired', access: 'login' },
  'auth.login': { path: '/auth/login', access: 'guest' },
  'auth.register': { path: '/auth/register', access: 'guest' },
  'auth.reset-password': { path: '/auth/reset-password', access: 'guest' },
  'auth.callback': { path: '/auth/callback', access: 'guest' },
  // Public: the mailed link may open where someone is signed in, or nobody is.
  'auth.verify-email': { path: '/auth/verify-email', access: 'public' },
  screenshot: { path: '/screenshot/:designId', access: 'public' },
  configurator: { path: '/configurator/:configuratorId', access: 'public' },
} as const satisfies Record<string, { path: string; access: Access }>

export type RouteName = keyof typeof routes

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type Params<N extends RouteName> = ParamNames<(typeof routes)[N]['path']>

type HrefArgs<N extends RouteName> = [Params<N>] extends [never]
  ? [params?: undefined, query?: Record<string, string | number | undefined>]
  : [params: Record<Params<N>, string>, query?: Record<string, string | number | undefined>]

/** The URL of a named route: `href('admin.designs', undefined, { type: 'component' })`. */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  let path: string = routes[name].path
  if (params) {
    for (const [key, value] of Object.entries(params as Record<string, string>)) {
      path = path.replace(`:${key}`, encodeURIComponent(value))
    }
  }
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value))
  }
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

/** The named route a pathname belongs to, for the guard and for marking the active entry. */
export function matchRoute(pathname: string): RouteName | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/'
  for (const [name, route] of Object.entries(routes)) {
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`)
    if (pattern.test(clean)) return name as RouteName
  }
  return undefined
}

/** Only same-site paths are honoured as a redirect after sign-in; anything else goes to /admin. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return href('admin.dashboard')
  }
  return target
}
