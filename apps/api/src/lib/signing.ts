import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed addresses, as imgproxy signs its URLs: an HMAC-SHA256 over the path and every
 * parameter (sorted by name, so their order in the URL does not matter) including the expiry.
 * Whoever holds the address may use it until it expires; changing any part of it breaks it.
 */
export type SignedParams = Record<string, string | number | undefined>

function canonical(path: string, params: SignedParams): string {
  const pairs = Object.entries(params)
    .filter(([name, value]) => name !== 'sig' && value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .sort()
  return `${path}?${pairs.join('&')}`
}

export function sign(secret: string, path: string, params: SignedParams): string {
  return createHmac('sha256', secret).update(canonical(path, params)).digest('base64url')
}

export type Verdict = 'valid' | 'invalid' | 'expired'

/** Checks the signature first (timing-safe), then the expiry: an altered expiry is invalid. */
export function verify(
  secret: string,
  path: string,
  params: SignedParams & { exp: number; sig: string },
  nowSeconds: number,
): Verdict {
  const expected = Buffer.from(sign(secret, path, params))
  const given = Buffer.from(params.sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  return params.exp < nowSeconds ? 'expired' : 'valid'
}

/** A query string with its signature, valid for `seconds`. */
export function signedQuery(
  secret: string,
  path: string,
  params: SignedParams,
  nowSeconds: number,
  seconds: number,
): string {
  const withExp = { ...params, exp: Math.floor(nowSeconds) + seconds }
  const sig = sign(secret, path, withExp)
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(withExp)) {
    if (value !== undefined) query.set(name, String(value))
  }
  query.set('sig', sig)
  return query.toString()
}
