import type { FastifyInstance } from 'fastify'
import { type DestinationStream, type Logger, pino } from 'pino'
import pretty from 'pino-pretty'
import type { Config } from '../config'
import { logRedaction, redactUrl } from './redact'

/**
 * The one place the log is configured: its format, what it hides and which requests it tells
 * of. Production writes JSON lines for machines; development writes readable lines for the
 * person at the terminal (a file or a pipe too: `npm start | tee` must stay readable).
 */
export function createLogger(
  config: Pick<Config, 'env' | 'logLevel'>,
  destination: DestinationStream = process.stdout,
): Logger {
  // What the log may not hold (e-mails, tokens, passwords) is decided in lib/redact.ts.
  const options = { level: config.logLevel, ...logRedaction }
  if (config.env !== 'development') return pino(options, destination)
  const readable = pretty({
    destination,
    sync: true,
    colorize: destination === process.stdout && process.stdout.isTTY === true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  })
  return pino(options, readable)
}

/**
 * One line per request only where someone needs it: server errors at `error`, everything at
 * `debug`. Fastify's own two lines per request are turned off in app.ts
 * (disableRequestLogging), since they buried the start-up log under thousands of lines.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const level = status >= 500 ? 'error' : 'debug'
    request.log[level](
      { req: request, status, ms: Math.round(reply.elapsedTime) },
      `${request.method} ${redactUrl(request.url)} ${status}`,
    )
  })
}

/**
 * Text that must not scroll away unseen (the demo sign-in): a framed block written straight to
 * the output, so it stands out in a terminal, a file or a CI log alike.
 */
export function banner(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length)) + 4
  const rule = '━'.repeat(width)
  const body = lines.map((l) => `┃  ${l.padEnd(width - 4)}  ┃`)
  return ['', `┏${rule}┓`, ...body, `┗${rule}┛`, ''].join('\n')
}
