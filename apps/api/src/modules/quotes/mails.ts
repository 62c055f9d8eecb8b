import { type Locale, type Money, minorUnitDigits, quoteNumber } from '@designer/contract'
import { escapeHtml } from '../../lib/html'
import type { Mail } from '../../lib/mail/mailer'
import { formatWhen, LOCALE_TAGS } from '../../lib/when'
import { dateLocale, longDate, type Studio, studioLines } from './document'

/**
 * The quote mails, in the customer's language for the customer and in English for the studio:
 * dates written out, the amount called "Total", the studio's details at the foot, the links to
 * the configuration and the PDF, and the quote's picture when there is one.
 */

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
    total: 'Total',
    meeting: (when: string) =>
      `You asked to meet on ${when}. The studio will confirm it; the invitation is attached.`,
    again: 'See your configuration again',
    sentSubject: (company: string, number: string) => `Your quote ${number} from ${company}`,
    sentBody: (company: string) => `${company} has prepared your quote. Open it here:`,
    open: 'Open the quote (PDF)',
    valid: (date: string) => `Valid until ${date}.`,
    picture: (product: string) => `Picture of ${product} as configured`,
    yes: 'Yes',
    no: 'No',
  },
  es: {
    subject: (company: string, number: string) => `${company} ha recibido tu solicitud ${number}`,
    hello: (name: string) => `Hola ${name}:`,
    thanks: (company: string, product: string) =>
      `Gracias por configurar ${product}. ${company} tiene tu solicitud y te responderá pronto.`,
    total: 'Total',
    meeting: (when: string) =>
      `Has pedido una cita el ${when}. El estudio la confirmará; la invitación va adjunta.`,
    again: 'Ver de nuevo tu configuración',
    sentSubject: (company: string, number: string) => `Tu presupuesto ${number} de ${company}`,
    sentBody: (company: string) => `${company} ha preparado tu presupuesto. Ábrelo aquí:`,
    open: 'Abrir el presupuesto (PDF)',
    valid: (date: string) => `Válido hasta el ${date}.`,
    picture: (product: string) => `Imagen de ${product} tal como se configuró`,
    yes: 'Sí',
    no: 'No',
  },
  fr: {
    subject: (company: string, number: string) => `${company} a reçu votre demande ${number}`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: (company: string, product: string) =>
      `Merci d’avoir configuré ${product}. ${company} a bien reçu votre demande et vous répondra bientôt.`,
    total: 'Total',
    meeting: (when: string) =>
      `Vous avez demandé un rendez-vous le ${when}. L’atelier le confirmera ; l’invitation est jointe.`,
    again: 'Revoir votre configuration',
    sentSubject: (company: string, number: string) => `Votre devis ${number} de ${company}`,
    sentBody: (company: string) => `${company} a préparé votre devis. Ouvrez-le ici :`,
    open: 'Ouvrir le devis (PDF)',
    valid: (date: string) => `Valable jusqu’au ${date}.`,
    picture: (product: string) => `Image de ${product} tel que configuré`,
    yes: 'Oui',
    no: 'Non',
  },
} satisfies Record<Locale, unknown>

/** "Yes"/"No" for an optional part, in the quote's language. */
export const yesNo = (value: boolean, locale: Locale) =>
  value ? TEXTS[locale].yes : TEXTS[locale].no

/** A studio as its mails sign: its details, and its logo's absolute address. */
export type MailStudio = Omit<Studio, 'logo'>

type Page = {
  paragraphs: string[]
  rows: [string, string][]
  action: { label: string; url: string }
  /** A second, quieter link under the button. */
  link?: { label: string; url: string } | null
  picture?: { url: string; alt: string } | null
  studio?: MailStudio | null
  locale: Locale
}

/**
 * A mail's text and HTML: the studio's logo, the first two paragraphs, the table of rows, the
 * other paragraphs, the picture, the button and its link, and the studio's details at the foot.
 */
function page({ paragraphs, rows, action, link, picture, studio, locale }: Page) {
  const details = studio ? studioLines(studio, locale) : null
  const foot = details
    ? [details.name, details.address.join(', '), details.contact.join(' · ')]
    : []
  const text = [
    ...paragraphs.slice(0, 2),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...paragraphs.slice(2),
    ...(picture ? ['', `${picture.alt}: ${picture.url}`] : []),
    '',
    `${action.label}: ${action.url}`,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    ...(foot.length ? ['', '--', ...foot.filter(Boolean)] : []),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5;max-width:600px">
${studio?.logoUrl ? `<p><img src="${escapeHtml(studio.logoUrl)}" alt="${escapeHtml(studio.name)}" style="max-height:56px;max-width:200px"></p>` : ''}
${paragraphs.slice(0, 2).map(p).join('\n')}
<table style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(k)}</td><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
${paragraphs.slice(2).map(p).join('\n')}
${picture ? `<p><img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.alt)}" width="560" style="max-width:100%;height:auto;border:1px solid #e5e7eb;border-radius:8px"></p>` : ''}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
${link ? `<p><a href="${escapeHtml(link.url)}" style="color:#4f46e5">${escapeHtml(link.label)}</a></p>` : ''}
${
  foot.length
    ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:12px;color:#6b7280">${foot
        .filter(Boolean)
        .map((l) => escapeHtml(l))
        .join('<br>')}</p>`
    : ''
}
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
  /** The studio's details for the foot of the mail. */
  studio?: MailStudio | null
  /** The quote's picture, absolute. */
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
    ...page({
      paragraphs,
      rows,
      action: { label: t.again, url: r.link },
      picture: r.pictureUrl ? { url: r.pictureUrl, alt: t.picture(r.product) } : null,
      studio: r.studio,
      locale: r.locale,
    }),
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
  pictureUrl?: string | null
}): Mail {
  const rows: [string, string][] = [
    ['From', `${r.visitor.name} <${r.visitor.email}>`],
    ...(r.visitor.phone ? [['Phone', r.visitor.phone] as [string, string]] : []),
    ['Total', formatMoney(r.total, 'en')],
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
    ...page({
      paragraphs: paragraphs.filter(Boolean),
      rows,
      action: { label: 'Open the quote', url: r.link },
      picture: r.pictureUrl ? { url: r.pictureUrl, alt: `Picture of ${r.product}` } : null,
      locale: 'en',
    }),
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
  /** A calendar day, written out in the customer's language. */
  validUntil: string | null
  /** The signed address of the quote's PDF. */
  link: string
  /** The configuration on the public page, to see it again in 3D; null when unpublished. */
  configurationLink?: string | null
  product?: string
  /** The customer's country, for how dates are written (`en` in the US or in Britain). */
  country?: string | null
  studio?: MailStudio | null
  pictureUrl?: string | null
}): Mail {
  const t = TEXTS[r.locale]
  const paragraphs = [t.hello(r.name), t.sentBody(r.company)]
  if (r.validUntil)
    paragraphs.push(t.valid(longDate(r.validUntil, dateLocale(r.locale, r.country))))
  return {
    to: r.to,
    subject: t.sentSubject(r.company, quoteNumber(r.number)),
    ...page({
      paragraphs,
      rows: [[t.total, formatMoney(r.total, r.locale)]],
      action: { label: t.open, url: r.link },
      link: r.configurationLink ? { label: t.again, url: r.configurationLink } : null,
      picture: r.pictureUrl
        ? { url: r.pictureUrl, alt: t.picture(r.product ?? quoteNumber(r.number)) }
        : null,
      studio: r.studio,
      locale: r.locale,
    }),
  }
}
