import { type Locale, type Money, minorUnitDigits, quoteNumber } from '@designer/contract'
import { escapeHtml } from '../../lib/html'
import type { Mail } from '../../lib/mail/mailer'
import { formatWhen, LOCALE_TAGS } from '../../lib/when'

/** The quote mails, in the customer's language for the customer and in English for the studio. */

/** The one way the server writes money for people: in the reader's language. */
export function formatMoney({ amount, currency }: Money, locale: Locale) {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(
    amount / 10 ** minorUnitDigits(currency),
  )
}

// The number's one format lives in the contract: the web app shows it too.
export { formatWhen, quoteNumber }

const TEXTS = {
  en: {
    subject: (company: string, number: string) => `${company} received your request ${number}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (company: string, product: string) =>
      `Thank you for configuring ${product}. ${company} has your request and will answer you soon.`,
    total: 'Price shown',
    meeting: (when: string) =>
      `You asked to meet on ${when}. The studio will confirm it; the invitation is attached.`,
    again: 'See your configuration again',
    sentSubject: (company: string, number: string) => `Your quote ${number} from ${company}`,
    sentBody: (company: string) => `${company} has prepared your quote. Open it here:`,
    open: 'Open the quote (PDF)',
    valid: (date: string) => `Valid until ${date}.`,
    yes: 'Yes',
    no: 'No',
  },
  es: {
    subject: (company: string, number: string) => `${company} ha recibido tu solicitud ${number}`,
    hello: (name: string) => `Hola ${name}:`,
    thanks: (company: string, product: string) =>
      `Gracias por configurar ${product}. ${company} tiene tu solicitud y te responderá pronto.`,
    total: 'Precio mostrado',
    meeting: (when: string) =>
      `Has pedido una cita el ${when}. El estudio la confirmará; la invitación va adjunta.`,
    again: 'Ver de nuevo tu configuración',
    sentSubject: (company: string, number: string) => `Tu presupuesto ${number} de ${company}`,
    sentBody: (company: string) => `${company} ha preparado tu presupuesto. Ábrelo aquí:`,
    open: 'Abrir el presupuesto (PDF)',
    valid: (date: string) => `Válido hasta el ${date}.`,
    yes: 'Sí',
    no: 'No',
  },
  fr: {
    subject: (company: string, number: string) => `${company} a reçu votre demande ${number}`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: (company: string, product: string) =>
      `Merci d’avoir configuré ${product}. ${company} a bien reçu votre demande et vous répondra bientôt.`,
    total: 'Prix affiché',
    meeting: (when: string) =>
      `Vous avez demandé un rendez-vous le ${when}. L’atelier le confirmera ; l’invitation est jointe.`,
    again: 'Revoir votre configuration',
    sentSubject: (company: string, number: string) => `Votre devis ${number} de ${company}`,
    sentBody: (company: string) => `${company} a préparé votre devis. Ouvrez-le ici :`,
    open: 'Ouvrir le devis (PDF)',
    valid: (date: string) => `Valable jusqu’au ${date}.`,
    yes: 'Oui',
    no: 'Non',
  },
} satisfies Record<Locale, unknown>

/** "Yes"/"No" for an optional part, in the quote's language. */
export const yesNo = (value: boolean, locale: Locale) =>
  value ? TEXTS[locale].yes : TEXTS[locale].no

function page(
  paragraphs: string[],
  rows: [string, string][],
  action: { label: string; url: string },
) {
  const table = rows.map(([k, v]) => `${k}: ${v}`)
  const text = [
    ...paragraphs.slice(0, 2),
    '',
    ...table,
    '',
    ...paragraphs.slice(2),
    '',
    `${action.label}: ${action.url}`,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
${paragraphs
  .slice(0, 2)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
<table style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(k)}</td><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
${paragraphs
  .slice(2)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
</body></html>`
  return { text, html }
}

type Requested = {
  to: string
  locale: Locale
  name: string
  company: string
  product: string
  number: number
  total: Money
  configuration: { option: string; value: string }[]
  appointment: { start: string; timeZone: string } | null
  link: string
  ics: string | null
  /** The quote's picture (what the customer configured), whole; null when it could not be made. */
  pictureUrl?: string | null
}

/** To the visitor: the request arrived, what they chose, the price, the meeting asked for. */
export function quoteRequestedMail(r: Requested): Mail {
  const t = TEXTS[r.locale]
  const rows: [string, string][] = [
    ...r.configuration.map((c) => [c.option, c.value] as [string, string]),
    [t.total, formatMoney(r.total, r.locale)],
  ]
  const paragraphs = [t.hello(r.name), t.thanks(r.company, r.product)]
  if (r.appointment) {
    paragraphs.push(t.meeting(formatWhen(r.appointment.start, r.appointment.timeZone, r.locale)))
  }
  return {
    to: r.to,
    subject: t.subject(r.company, quoteNumber(r.number)),
    ...page(paragraphs, rows, { label: t.again, url: r.link }),
    ...(r.ics
      ? { icalEvent: { method: 'REQUEST', filename: 'appointment.ics', content: r.ics } }
      : {}),
  }
}

/** To the studio's owners and admins: who asked, for what, and where to answer. */
export function quoteArrivedMail(r: {
  to: string
  number: number
  product: string
  visitor: { name: string; email: string; phone: string; message: string }
  total: Money
  appointment: { start: string; timeZone: string } | null
  link: string
}): Mail {
  const rows: [string, string][] = [
    ['From', `${r.visitor.name} <${r.visitor.email}>`],
    ...(r.visitor.phone ? [['Phone', r.visitor.phone] as [string, string]] : []),
    ['Price shown', formatMoney(r.total, 'en')],
    ...(r.appointment
      ? [
          ['Meeting asked for', formatWhen(r.appointment.start, r.appointment.timeZone, 'en')] as [
            string,
            string,
          ],
        ]
      : []),
  ]
  const paragraphs = [`A new quote request ${quoteNumber(r.number)} for ${r.product}.`, '']
  if (r.visitor.message) paragraphs.push(`“${r.visitor.message}”`)
  return {
    to: r.to,
    subject: `New quote request ${quoteNumber(r.number)}: ${r.product}`,
    ...page(paragraphs.filter(Boolean), rows, { label: 'Open the customer', url: r.link }),
  }
}

/** To the customer: the quote is ready, with the address of its PDF. */
export function quoteSentMail(r: {
  to: string
  locale: Locale
  name: string
  company: string
  number: number
  total: Money
  validUntil: string | null
  link: string
}): Mail {
  const t = TEXTS[r.locale]
  const paragraphs = [t.hello(r.name), t.sentBody(r.company)]
  if (r.validUntil) paragraphs.push(t.valid(r.validUntil))
  return {
    to: r.to,
    subject: t.sentSubject(r.company, quoteNumber(r.number)),
    ...page(paragraphs, [[t.total, formatMoney(r.total, r.locale)]], {
      label: t.open,
      url: r.link,
    }),
  }
}
