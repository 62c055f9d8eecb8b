/**
 * Personal data never reaches the logs: e-mail addresses anywhere, and the values of
 * parameters and fields that carry secrets (sign-in links, invitations, refresh tokens,
 * passwords). Pure functions, so the rules are tested without a logger.
 */
export const REDACTED = '[redacted]'

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi
/** Fields of bodies and logged objects whose values are secrets. */
const SECRET_FIELD = /token|password|secret|signature|authorization/i
/** Query parameters, which also carry one-time codes (sign-in callbacks, invitation links). */
const SECRET_PARAM = /token|password|secret|signature|^code$|^state$|^invite$|^key$/i

/** Free text (a message, a stack, a failed query with its parameters): e-mails removed. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]')
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '))
  } catch {
    return part
  }
}

/** Kept as sent unless it holds an e-mail, percent-encoded or not. */
function redactPart(part: string): string {
  const decoded = decode(part)
  return redactText(decoded) === decoded ? part : redactText(decoded)
}

/** A request URL as it may be logged: secret parameters blanked, e-mails removed. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?')
  const path = (at === -1 ? url : url.slice(0, at)).split('/').map(redactPart).join('/')
  if (at === -1) return path
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq === -1) return redactPart(pair)
      const key = pair.slice(0, eq)
      if (SECRET_PARAM.test(decode(key))) return `${key}=${REDACTED}`
      return `${redactPart(key)}=${redactPart(pair.slice(eq + 1))}`
    })
    .join('&')
  return `${path}?${query}`
}

/** Any value (a body, a details object): secret fields blanked, e-mails removed, deeply. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_FIELD.test(k) ? REDACTED : redactValue(v, depth + 1),
    ]),
  )
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string }

/** pino's error shape (type, message, stack, own fields, cause), redacted. */
export function serializeError(err: Error, depth = 0): SerializedError {
  const cause = err.cause
  return {
    ...(redactValue({ ...err }) as Record<string, unknown>),
    type: err.constructor.name,
    message: redactText(err.message),
    stack: redactText(err.stack ?? ''),
    ...(cause === undefined
      ? {}
      : {
          cause:
            cause instanceof Error && depth < 3
              ? serializeError(cause, depth + 1)
              : redactValue(cause),
        }),
  }
}

type LoggedRequest = {
  method: string
  url: string
  hostname?: string
  ip?: string
  socket?: { remotePort?: number }
}

/**
 * Serializers and redaction for a pino logger, ready to spread into its options (and so into
 * Fastify's `logger` option): `{ level, ...logRedaction }`.
 */
export const logRedaction = {
  serializers: {
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
    err: (err: Error) => serializeError(err),
    body: (body: unknown) => redactValue(body),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'res.headers["set-cookie"]',
    ],
    censor: REDACTED,
  },
}
