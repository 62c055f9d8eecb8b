// The outside services the browser journeys need, run on this machine: a real SMTP server whose
// mailbox the tests read over HTTP, and a real OpenID provider standing in for Google.
import { createServer } from 'node:http'
import { startMailbox } from '../../apps/api/test/mailbox.mjs'
import { startOidcProvider } from '../../apps/api/test/oidc-provider.mjs'

const ports = {
  oidc: Number(process.env.E2E_OIDC_PORT ?? 3101),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 3102),
  mailboxHttp: Number(process.env.E2E_MAILBOX_PORT ?? 3103),
  app: Number(process.env.E2E_PORT ?? 3100),
}

const mailbox = await startMailbox({ port: ports.smtp })
const oidc = await startOidcProvider({
  port: ports.oidc,
  redirectUris: [`http://127.0.0.1:${ports.app}/v1/auth/google/callback`],
})

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (url.pathname === '/health') return res.end('ok')
  if (url.pathname === '/latest') {
    const mail = mailbox.latestTo(url.searchParams.get('to') ?? '')
    res.writeHead(mail ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8' })
    return res.end(mail ?? '')
  }
  res.writeHead(404).end()
}).listen(ports.mailboxHttp, '127.0.0.1')

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await Promise.all([mailbox.close(), oidc.close()])
    process.exit(0)
  })
}
console.log(
  `test services: OIDC ${oidc.issuer}, SMTP ${mailbox.url}, mailbox http://127.0.0.1:${ports.mailboxHttp}`,
)
