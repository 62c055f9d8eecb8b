// A real SMTP server (the `smtp-server` package) on a local port: mails travel through
// nodemailer and the wire, and tests read what arrived. Shared by the API tests and the
// browser journeys.
import { SMTPServer } from 'smtp-server'

/** @param {{ port?: number }} [options] */
export async function startMailbox({ port = 0 } = {}) {
  /** @type {{ to: string[], raw: string }[]} */
  const mails = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        raw += chunk
      })
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address())
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /**
     * The latest mail to this address, soft line breaks and quoted-printable undone.
     * @param {string} to
     * @returns {string | undefined}
     */
    latestTo(to) {
      const mail = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()))
      if (!mail) return undefined
      // Quoted-printable escapes are bytes of UTF-8 text: decode them as such.
      const bytes = mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
