import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  /** An iCalendar invitation: mail programs offer to add it to the calendar. */
  icalEvent?: { method: string; filename: string; content: string }
}
export type Mailer = {
  send(mail: Mail): Promise<void>
  /** Whether mails reach people; without SMTP they only reach the log. */
  delivers: boolean
}

/**
 * Mails go out over SMTP when SMTP_URL is set. Without it (the embedded default) they are
 * written to the log with their links, so a person trying the product locally can still
 * follow a password-reset link.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return {
      delivers: false,
      async send(mail) {
        log.info(
          { mail: { to: mail.to, subject: mail.subject } },
          `mail not sent (SMTP_URL is not set):\n${mail.text}`,
        )
      },
    }
  }
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    delivers: true,
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail })
    },
  }
}

/** Sends nothing: for work whose mails nobody is to receive (the demo account's proof of address). */
export const noMail: Mailer = { delivers: false, async send() {} }
