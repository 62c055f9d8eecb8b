/**
 * Errors that say the database cannot be reached or did not answer in time, as opposed to a
 * query it refused. They become a 503 `database_unavailable`: the request may pass once the
 * database is back, and nothing about it is the client's fault or a bug of ours.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** PostgreSQL's SQLSTATEs for a server going away, refusing connections or a statement timeout. */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: a restart or failover
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a failover left us on a replica
])

const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /connection error and is not queryable/i,
  /cannot use a pool after calling end/i,
  /not queryable/i,
  /pglite is closed/i,
]

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own (`cause`), so the chain is walked.
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true
    e = cause
  }
  return false
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available; try again shortly'
