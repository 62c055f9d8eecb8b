import { expect, test, vi } from 'vitest'
import { createApiClient } from './api'
import { createAuth, UNABLE_TO_DELETE } from './auth'
import { createSessionStore } from './session'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const user = (companyIds: string[]) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@example.com',
  profileUrl: null,
  companyIds,
  onTrial: false,
  locale: 'en',
  hasPassword: true,
  emailVerified: true,
  pendingEmail: null,
})

function setup(handler: (url: string, init: RequestInit) => Response) {
  const session = createSessionStore()
  const fetch = vi.fn(async (url: string, init: RequestInit) =>
    handler(url, init),
  ) as unknown as typeof globalThis.fetch
  const api = createApiClient({ fetch, session, navigate: vi.fn() })
  return { session, auth: createAuth(api, session) }
}

test('login with exactly one company selects it; logout forgets it and the tokens', async () => {
  const { session, auth } = setup((url) =>
    url.endsWith('/auth/login')
      ? json(200, {
          access_token: 'a',
          refresh_token: 'r',
          user: user(['c-1']),
          pendingInvites: [],
        })
      : new Response(null, { status: 204 }),
  )
  await auth.login({ email: 'ada@example.com', password: 'x' })
  expect(session.get()).toMatchObject({
    status: 'authenticated',
    accessToken: 'a',
    companyId: 'c-1',
  })
  expect(localStorage.getItem('refresh_token')).toBe('r')
  expect(localStorage.getItem('company')).toBe('c-1')

  await auth.logout()
  expect(session.get()).toMatchObject({ status: 'anonymous', accessToken: null, companyId: null })
  expect(localStorage.getItem('company')).toBeNull()
  expect(localStorage.getItem('refresh_token')).toBeNull()
})

test('login with several companies selects none', async () => {
  const { session, auth } = setup(() =>
    json(200, {
      access_token: 'a',
      refresh_token: 'r',
      user: user(['c-1', 'c-2']),
      pendingInvites: [],
    }),
  )
  await auth.login({ email: 'ada@example.com', password: 'x' })
  expect(session.get().companyId).toBeNull()
})

test('login errors are logged and re-thrown', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { auth } = setup(() =>
    json(401, { message: 'Email or password is incorrect', code: 'invalid_credentials' }),
  )
  await expect(auth.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
    code: 'invalid_credentials',
  })
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})

test("account deletion fails with 'Unable to determine user to delete' when no id can be found", async () => {
  const { auth } = setup(() => json(500, { message: 'An error occurred', code: 'internal_error' }))
  await expect(auth.deleteAccount()).rejects.toThrow(UNABLE_TO_DELETE)
})

test('account deletion loads the profile when the id is not known yet, then clears everything', async () => {
  const calls: string[] = []
  const { session, auth } = setup((url, init) => {
    calls.push(`${init.method} ${url}`)
    if (url.endsWith('/auth/profile')) return json(200, { user: user(['c-1']) })
    return new Response(null, { status: 204 })
  })
  session.setTokens({ access_token: 'a', refresh_token: 'r' })
  session.selectCompany('c-1')
  await auth.deleteAccount()
  expect(calls).toEqual([
    'GET /v1/auth/profile',
    'DELETE /v1/users/00000000-0000-4000-8000-000000000001',
  ])
  expect(session.get()).toMatchObject({ status: 'anonymous', companyId: null })
})

test('a 401 during account deletion clears the session', async () => {
  const { session, auth } = setup((url) =>
    url.endsWith('/auth/refresh')
      ? json(401, { code: 'invalid_refresh_token', message: 'x' })
      : json(401, { code: 'unauthorized', message: 'x' }),
  )
  session.start({
    access_token: 'a',
    refresh_token: 'r',
    user: user([]) as never,
    pendingInvites: [],
  })
  await expect(auth.deleteAccount()).rejects.toMatchObject({ status: 401 })
  expect(session.get().status).toBe('anonymous')
})

test('startup: no stored refresh token means anonymous, without a request', async () => {
  const handler = vi.fn()
  const { session, auth } = setup(handler)
  await auth.init()
  expect(session.get().status).toBe('anonymous')
  expect(handler).not.toHaveBeenCalled()
})

test('startup: a stored refresh token is refreshed and verified into a session', async () => {
  localStorage.setItem('refresh_token', 'r-1')
  const { session, auth } = setup((url) => {
    if (url.endsWith('/auth/refresh'))
      return json(200, { access_token: 'a-2', refresh_token: 'r-2' })
    if (url.endsWith('/invites')) return json(200, [])
    return json(200, user(['c-1']))
  })
  await auth.init()
  expect(session.get()).toMatchObject({
    status: 'authenticated',
    accessToken: 'a-2',
    companyId: 'c-1',
  })
})

const invite = {
  id: '00000000-0000-4000-8000-0000000000a1',
  companyId: '00000000-0000-4000-8000-0000000000c1',
  companyName: 'Atelier Lumen',
  role: 'designer',
  invitedByName: 'Grace',
  expiresAt: '2030-01-01T00:00:00.000Z',
}

test('startup: the pending invitations are loaded after the session is verified', async () => {
  localStorage.setItem('refresh_token', 'r-1')
  const calls: string[] = []
  const { session, auth } = setup((url, init) => {
    calls.push(`${init.method} ${url}`)
    if (url.endsWith('/auth/refresh'))
      return json(200, { access_token: 'a-2', refresh_token: 'r-2' })
    if (url.endsWith('/invites')) return json(200, [invite])
    return json(200, user([]))
  })
  await auth.init()
  expect(calls).toEqual(['POST /v1/auth/refresh', 'GET /v1/auth/verify', 'GET /v1/invites'])
  expect(session.get().pendingInvites).toEqual([invite])
})

test('startup: a failure loading the invitations does not undo the sign-in', async () => {
  localStorage.setItem('refresh_token', 'r-1')
  const { session, auth } = setup((url) => {
    if (url.endsWith('/auth/refresh'))
      return json(200, { access_token: 'a-2', refresh_token: 'r-2' })
    if (url.endsWith('/invites')) return json(500, { code: 'internal_error', message: 'x' })
    return json(200, user(['c-1']))
  })
  await auth.init()
  expect(session.get()).toMatchObject({ status: 'authenticated', pendingInvites: [] })
})

test('third-party sign-in verifies the user, then loads the pending invitations', async () => {
  const { session, auth } = setup((url) =>
    url.endsWith('/invites') ? json(200, [invite]) : json(200, user(['c-1'])),
  )
  await auth.completeExternalSignIn({ access_token: 'a', refresh_token: 'r' })
  expect(session.get()).toMatchObject({
    status: 'authenticated',
    companyId: 'c-1',
    pendingInvites: [invite],
  })
})

test('startup: a refused refresh token leaves the visitor anonymous', async () => {
  localStorage.setItem('refresh_token', 'r-1')
  const { session, auth } = setup(() => json(401, { code: 'invalid_refresh_token', message: 'x' }))
  await auth.init()
  expect(session.get().status).toBe('anonymous')
  expect(localStorage.getItem('refresh_token')).toBeNull()
})

function withLanguage(handler: (url: string, init: RequestInit) => Response) {
  const session = createSessionStore()
  const fetch = vi.fn(async (url: string, init: RequestInit) =>
    handler(url, init),
  ) as unknown as typeof globalThis.fetch
  const api = createApiClient({ fetch, session, navigate: vi.fn() })
  let current = 'en'
  const applied: string[] = []
  const language = {
    current: () => current,
    apply: async (locale: 'en' | 'es' | 'fr') => {
      current = locale
      applied.push(locale)
    },
  }
  return { session, auth: createAuth(api, session, Date.now, language), fetch, applied }
}

test('signed in, the interface speaks the account language; the switcher changes both', async () => {
  const calls: [string, string | undefined][] = []
  const { auth, session, applied } = withLanguage((url, init) => {
    calls.push([url, init.body as string | undefined])
    if (url.endsWith('/auth/login'))
      return json(200, {
        access_token: 'a',
        refresh_token: 'r',
        user: { ...user(['c-1']), locale: 'fr' },
        pendingInvites: [],
      })
    if (url.endsWith('/auth/locale')) return json(200, { user: { ...user(['c-1']), locale: 'es' } })
    return new Response(null, { status: 204 })
  })
  // Signed out, the switcher is the interface's alone.
  await auth.changeLanguage('es')
  expect(calls).toEqual([])
  await auth.login({ email: 'ada@example.com', password: 'x' })
  expect(applied).toEqual(['es', 'fr'])
  await auth.changeLanguage('es')
  expect(calls.at(-1)).toEqual([expect.stringMatching(/\/v1\/auth\/locale$/), '{"locale":"es"}'])
  expect(session.get().user?.locale).toBe('es')
  expect(applied.at(-1)).toBe('es')
})
