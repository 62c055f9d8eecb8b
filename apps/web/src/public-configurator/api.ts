import {
  API_BASE_PATH,
  type FunnelEvent,
  type Locale,
  type PublicConfigurator,
  type QuoteRequest,
  type QuoteRequested,
  type Slots,
} from '@designer/contract'

/**
 * The public page's own few calls. The admin's request helper (lib/api) carries tokens, the
 * company header and refreshes; a stranger has none of them, and the page must not download
 * that code. No credentials are sent: nothing here is a visitor's.
 */

export type FieldProblem = { path?: string; code?: string; message?: string }

/** The API's error shape, `{ message, code, details? }`, with the status it came with. */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldProblem[] = [],
  ) {
    super(message)
    this.name = 'PublicApiError'
  }
}

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${API_BASE_PATH}/public/configurators/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'omit',
    headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!res.ok) {
    let body: { message?: string; code?: string; details?: unknown } = {}
    try {
      body = await res.json()
    } catch {
      // A proxy's page, not the API's JSON: the status alone says what happened.
    }
    throw new PublicApiError(
      res.status,
      body.code ?? (res.status >= 500 ? 'internal_error' : 'bad_request'),
      body.message ?? res.statusText,
      Array.isArray(body.details) ? (body.details as FieldProblem[]) : [],
    )
  }
  return (res.status === 204 ? undefined : await res.json()) as T
}

const at = (id: string, rest = '') => `${encodeURIComponent(id)}${rest}`

export const publicApi = {
  /** The live configurator, the studio's texts in `lang` where it translated them. */
  configurator: (id: string, lang: Locale) =>
    call<PublicConfigurator>(at(id, `?lang=${encodeURIComponent(lang)}`)),
  slots: (id: string, days = 14) => call<Slots>(at(id, `/slots?days=${days}`)),
  /** Counts for the studio's funnel; a lost count is not worth bothering the visitor. */
  track: (id: string, kind: FunnelEvent) =>
    call<void>(at(id, '/events'), { method: 'POST', body: { kind } }).catch(() => undefined),
  requestQuote: (id: string, request: QuoteRequest) =>
    call<QuoteRequested>(at(id, '/quotes'), { method: 'POST', body: request }),
}

/** The configurator's id in the page's address: `/configurator/{id}`. */
export function configuratorIdFrom(pathname: string): string | null {
  const match = /^\/configurator\/([^/]+)\/?$/.exec(pathname)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}
