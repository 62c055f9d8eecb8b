import { beforeEach, expect, test, vi } from 'vitest'
import { ApiError, createApiClient, NO_REFRESH_TOKEN } from './api'
import { createSessionStore } from './session'

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>

function setup(handler: Handler) {
  const session = createSessionStore()
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return handler(String(url), init ?? {})
  }) as unknown as typeof globalThis.fetch
  const navigate = vi.fn()
  const client = createApiClient({ fetch, session, navigate })
  return { client, session, calls, navigate }
}

const auth = (init: RequestInit) => (init.headers as Record<string, string>).authorization

beforeEach(() => localStorage.clear())

test('ten concurrent calls answered 401 cause exactly one refresh, then each is retried once', async () => {
  let refreshes = 0
  const { client, session, calls } = setup(async (url, init) => {
    if (url.endsWith('/auth/refresh')) {
      refreshes++
      await new Promise((r) => setTimeout(r, 20))
      return json(200, { access_token: 'fresh', refresh_token: 'rt-2' })
    }
    return auth(init) === 'Bearer fresh'
      ? json(200, { ok: true })
      : json(401, { message: 'expired', code: 'unauthorized' })
  })
  localStorage.setItem('refresh_token', 'rt-1')
  session.setTokens({ access_token: 'stale', refresh_token: 'rt-1' })

  const results = await Promise.all(
    Array.from({ length: 10 }, () => client.request('GET', '/designs')),
  )
  expect(results).toEqual(Array(10).fill({ ok: true }))
  expect(refreshes).toBe(1)
  expect(calls.filter((c) => c.url.endsWith('/designs'))).toHaveLength(20)
  expect(localStorage.getItem('refresh_token')).toBe('rt-2')
  expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/auth/refresh'))!.init.body))).toEqual(
    {
      refresh_token: 'rt-1',
    },
  )
})

test("the refresh call's own 401 is not retried: the session is cleared and the error passed on", async () => {
  let refreshes = 0
  const { client, session } = setup((url) => {
    if (url.endsWith('/auth/refresh')) {
      refreshes++
      return json(401, { message: 'Your session has ended.', code: 'invalid_refresh_token' })
    }
    return json(401, { message: 'expired', code: 'unauthorized' })
  })
  session.setTokens({ access_token: 'stale', refresh_token: 'rt-1' })

  await expect(client.request('GET', '/designs')).rejects.toMatchObject({
    status: 401,
    code: 'unauthorized',
  })
  expect(refreshes).toBe(1)
  expect(session.get().status).toBe('anonymous')
  expect(localStorage.getItem('refresh_token')).toBeNull()

  await expect(client.refresh()).rejects.toThrow(NO_REFRESH_TOKEN)
})

test('a 401 on a direct refresh call clears the session and is not retried', async () => {
  let refreshes = 0
  const { client, session } = setup(() => {
    refreshes++
    return json(401, { message: 'gone', code: 'invalid_refresh_token' })
  })
  session.setTokens({ access_token: 'a', refresh_token: 'rt-1' })
  await expect(client.refresh()).rejects.toBeInstanceOf(ApiError)
  expect(refreshes).toBe(1)
  expect(session.get().accessToken).toBeNull()
})

test("'No refresh token available' when none is stored", async () => {
  const { client } = setup(() => json(500, {}))
  await expect(client.refresh()).rejects.toThrow('No refresh token available')
})

test('a second 401 after the retry logs the user out', async () => {
  const { client, session } = setup((url) =>
    url.endsWith('/auth/refresh')
      ? json(200, { access_token: 'fresh', refresh_token: 'rt-2' })
      : json(401, { message: 'no', code: 'unauthorized' }),
  )
  session.setTokens({ access_token: 'stale', refresh_token: 'rt-1' })
  await expect(client.request('GET', '/designs')).rejects.toMatchObject({ status: 401 })
  expect(session.get().status).toBe('anonymous')
  expect(localStorage.getItem('refresh_token')).toBeNull()
})

test("a 403 'Company trial has expired' navigates to the trial-expired page and resolves null", async () => {
  const { client, navigate } = setup(() =>
    json(403, { message: 'Company trial has expired', code: 'company_trial_expired' }),
  )
  await expect(client.request('GET', '/designs')).resolves.toBeNull()
  expect(navigate).toHaveBeenCalledWith('/admin/trial-expired')
})

test('another 403 is an error, not a redirect', async () => {
  const { client, navigate } = setup(() => json(403, { message: 'Forbidden', code: 'forbidden' }))
  await expect(client.request('GET', '/designs')).rejects.toMatchObject({
    status: 403,
    code: 'forbidden',
  })
  expect(navigate).not.toHaveBeenCalled()
})

test('sends the bearer token, the company-id header and JSON to /v1, without cookies', async () => {
  const { client, session, calls } = setup(() => json(200, { id: 1 }))
  session.setTokens({ access_token: 'tok', refresh_token: 'rt' })
  session.selectCompany('c-1')
  await client.request('POST', '/designs', { name: 'Chair' })
  const { url, init } = calls[0]!
  expect(url).toBe('/v1/designs')
  expect(init.credentials).toBe('omit')
  expect(init.headers).toMatchObject({
    authorization: 'Bearer tok',
    'company-id': 'c-1',
    'content-type': 'application/json',
  })
  expect(init.body).toBe('{"name":"Chair"}')
  expect(localStorage.getItem('company')).toBe('c-1')
})

test('errors keep the API shape; a non-JSON failure becomes "An error occurred"', async () => {
  const { client } = setup((url) =>
    url.endsWith('/bad')
      ? json(400, {
          message: 'Some fields are invalid',
          code: 'validation_failed',
          details: [{ path: 'name' }],
        })
      : new Response('<html>Bad gateway</html>', { status: 502 }),
  )
  await expect(client.request('POST', '/bad', {})).rejects.toMatchObject({
    status: 400,
    code: 'validation_failed',
    details: [{ path: 'name' }],
  })
  await expect(client.request('GET', '/down')).rejects.toMatchObject({
    status: 502,
    message: 'An error occurred',
  })
})
