import type { CalendarEvent, Locale } from '@designer/contract'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { companies, customers } from '../../db/schema/index'
import { escapeHtml } from '../../lib/html'
import type { Mailer } from '../../lib/mail/mailer'
import { formatDay, formatWhen } from '../../lib/when'
import { eventsIcs } from './ics'

/**
 * What the customer is told of: a new appointment, a change to it (moved, resized, edited), or
 * its cancellation. Each carries the event as an iCalendar invitation with the same UID, so
 * the customer's calendar app updates the one entry (SEQUENCE grows with every change).
 */
export type Notice = 'planned' | 'changed' | 'cancelled'
export type Notify = (companyId: string, event: CalendarEvent, notice?: Notice) => Promise<void>

type Texts = {
  subject: Record<Notice, (title: string, when: string) => string>
  body: Record<Notice, (company: string, title: string, when: string) => string>
  attached: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: {
      planned: (title, when) => `${title} — ${when}`,
      changed: (title, when) => `Changed: ${title} — ${when}`,
      cancelled: (title, when) => `Cancelled: ${title} — ${when}`,
    },
    body: {
      planned: (company, title, when) => `${company} has planned "${title}" with you: ${when}.`,
      changed: (company, title, when) => `${company} has changed "${title}". It is now: ${when}.`,
      cancelled: (company, title, when) => `${company} has cancelled "${title}" (${when}).`,
    },
    attached: 'The invitation is attached: open it to update your calendar.',
  },
  es: {
    subject: {
      planned: (title, when) => `${title} — ${when}`,
      changed: (title, when) => `Cambio: ${title} — ${when}`,
      cancelled: (title, when) => `Cancelada: ${title} — ${when}`,
    },
    body: {
      planned: (company, title, when) => `${company} ha programado «${title}» contigo: ${when}.`,
      changed: (company, title, when) => `${company} ha cambiado «${title}». Ahora es: ${when}.`,
      cancelled: (company, title, when) => `${company} ha cancelado «${title}» (${when}).`,
    },
    attached: 'La invitación va adjunta: ábrela para actualizar tu calendario.',
  },
  fr: {
    subject: {
      planned: (title, when) => `${title} — ${when}`,
      changed: (title, when) => `Modifié : ${title} — ${when}`,
      cancelled: (title, when) => `Annulé : ${title} — ${when}`,
    },
    body: {
      planned: (company, title, when) => `${company} a prévu « ${title} » avec vous : ${when}.`,
      changed: (company, title, when) =>
        `${company} a modifié « ${title} ». Nouvelle date : ${when}.`,
      cancelled: (company, title, when) => `${company} a annulé « ${title} » (${when}).`,
    },
    attached: 'L’invitation est jointe : ouvrez-la pour mettre à jour votre agenda.',
  },
}

export function createInvitationMail({
  db,
  mailer,
  publicUrl,
}: {
  db: Database
  mailer: Mailer
  publicUrl: string
}): Notify {
  /** The customer learns of it by mail, in their language, with the event as an invitation. */
  async function notify(companyId: string, event: CalendarEvent, notice: Notice = 'planned') {
    if (!event.customer) return
    const [c] = await db
      .select({ email: customers.email, language: customers.language, company: companies.name })
      .from(customers)
      .innerJoin(companies, eq(companies.id, customers.companyId))
      .where(and(eq(customers.id, event.customer.id), eq(customers.companyId, companyId)))
    if (!c?.email) return
    const texts = TEXTS[c.language]
    // On the event's own clock, its zone named: the customer may read it elsewhere.
    const when = event.allDay
      ? formatDay(event.start, c.language)
      : formatWhen(event.start, event.timeZone, c.language)
    const location = event.location && notice !== 'cancelled' ? ` ${event.location}.` : ''
    const text = `${texts.body[notice](c.company, event.title, when)}${location}\n\n${texts.attached}`
    const method = notice === 'cancelled' ? 'CANCEL' : 'REQUEST'
    // A cancellation comes after the last invitation sent: its SEQUENCE is one more.
    const sent =
      notice === 'cancelled'
        ? { ...event, status: 'cancelled' as const, version: event.version + 1 }
        : event
    await mailer.send({
      to: c.email,
      subject: texts.subject[notice](event.title, when),
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
      icalEvent: {
        method,
        filename: 'invitation.ics',
        content: eventsIcs(c.company, [sent], publicUrl, method),
      },
    })
  }

  return notify
}
