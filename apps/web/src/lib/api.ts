import {
  API_BASE_PATH,
  COMPANY_HEADER,
  GENERIC_ERROR_MESSAGE,
  type Tokens,
  TRIAL_EXPIRED_MESSAGE,
} from '@designer/contract'
import { session as defaultSession, type SessionStore } from './session'

/** An error answered by the API, in its one shape: `{ message, code, details? }`. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const NO_REFRESH_TOKEN = 'No refresh token available'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type RequestOptions = {
  /** Send the bearer token (default true). */
  auth?: boolean
  signal?: AbortSignal
}

type Deps = {
  fetch: typeof fetch
  session: SessionStore
  /** Client-side navigation, set by the router once it exists. */
  navigate: (to: string) => void
  baseUrl?: string
}

/**
 * The only place that talks HTTP. Spec §4 and §8: one refresh at a time with the other callers
 * waiting; a 401 is retried once after a refresh; a failed refresh clears the session and
 * passes the error on; the refresh call's own 401 is never retried; a 403 "Company trial has
 * expired" sends the user to the trial-expired page and resolves with null.
 */
export function createApiClient(deps: Deps) {
  const base = `${deps.baseUrl ?? ''}${API_BASE_PATH}`
  let refreshing: Promise<Tokens> | null = null

  async function send(method: Method, path: string, data: unknown, options: RequestOptions) {
    const headers: Record<string, string> = { accept: 'application/json' }
    const { accessToken, companyId } = deps.session.get()
    if (options.auth !== false && accessToken) headers.authorization = `Bearer ${accessToken}`
    if (companyId) headers[COMPANY_HEADER] = companyId
    // Files (a thumbnail) go as they are, with their own type; everything else as JSON.
    const isFile = typeof Blob !== 'undefined' && data instanceof Blob
    if (data !== undefined) headers['content-type'] = isFile ? data.type : 'application/json'
    // No timeout (spec §9), no cookies (ARCHITECTURE).
    return deps.fetch(`${base}${path}`, {
      method,
      headers,
      body: data === undefined ? undefined : isFile ? data : JSON.stringify(data),
      credentials: 'omit',
      signal: options.signal,
    })
  }

  async function toError(res: Response): Promise<ApiError> {
    let body: { message?: string; code?: string; details?: unknown } = {}
    try {
      body = await res.json()
    } catch {
      // Not JSON: a proxy's page or an empty answer.
    }
    return new ApiError(
      res.status,
      body.code ?? 'internal_error',
      body.message ?? GENERIC_ERROR_MESSAGE,
      body.details,
    )
  }

  async function parse<T>(res: Response): Promise<T> {
    if (res.status === 204) return undefined as T
    const text = await res.text()
    return (text ? JSON.parse(text) : undefined) as T
  }

  /** POST /auth/refresh, one at a time: concurrent callers share the one under way. */
  function refresh(): Promise<Tokens> {
    refreshing ??= (async () => {
      const refreshToken = deps.session.refreshToken()
      if (!refreshToken) throw new Error(NO_REFRESH_TOKEN)
      try {
        const res = await send(
          'POST',
          '/auth/refresh',
          { refresh_token: refreshToken },
          { auth: false },
        )
        if (!res.ok) throw await toError(res)
        const tokens = await parse<Tokens>(res)
        deps.session.setTokens(tokens)
        return tokens
      } catch (err) {
        deps.session.clear()
        throw err
      }
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function request<T>(
    method: Method,
    path: string,
    data?: unknown,
    options: RequestOptions = {},
  ): Promise<T | null> {
    let res = await send(method, path, data, options)
    if (res.status === 401 && options.auth !== false && path !== '/auth/refresh') {
      const original = await toError(res)
      try {
        await refresh()
      } catch {
        throw original
      }
      res = await send(method, path, data, options)
      if (res.status === 401) {
        // Spec §8: a 401 in the generic helper logs the user out.
        deps.session.clear()
        throw await toError(res)
      }
    }
    if (res.status === 403) {
      const error = await toError(res)
      if (error.message === TRIAL_EXPIRED_MESSAGE) {
        deps.navigate('/admin/trial-expired')
        return null
      }
      throw error
    }
    if (!res.ok) throw await toError(res)
    return parse<T>(res)
  }

  return { request, refresh }
}

export type ApiClient = ReturnType<typeof createApiClient>

let navigateImpl: (to: string) => void = (to) => window.location.assign(to)
/** The router registers its navigate here, so the helper can redirect without a page load. */
export function setNavigate(navigate: (to: string) => void) {
  navigateImpl = navigate
}

export const api = createApiClient({
  fetch: (...args) => fetch(...args),
  session: defaultSession,
  navigate: (to) => navigateImpl(to),
})

/** The generic authenticated request helper of spec §7: a method, a path and optional data. */
export const request = api.request
