import type { CalendarEvent } from '@designer/contract'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { companies, customers } from '../../db/schema/index'
import { escapeHtml } from '../../lib/html'
import type { Mailer } from '../../lib/mail/mailer'
import { eventsIcs } from './ics'

export type Notify = (companyId: string, event: CalendarEvent) => Promise<void>

export function createInvitationMail({
  db,
  mailer,
  publicUrl,
}: {
  db: Database
  mailer: Mailer
  publicUrl: string
}): Notify {
  /** The customer learns of the appointment by mail, with it attached as an invitation. */
  async function notify(companyId: string, event: CalendarEvent) {
    if (!event.customer) return
    const [c] = await db
      .select({ email: customers.email, company: companies.name })
      .from(customers)
      .innerJoin(companies, eq(companies.id, customers.companyId))
      .where(and(eq(customers.id, event.customer.id), eq(customers.companyId, companyId)))
    if (!c?.email) return
    const when = event.allDay
      ? event.start
      : new Intl.DateTimeFormat('en-GB', {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: event.timeZone,
        }).format(new Date(event.start))
    const text = `${c.company} has planned "${event.title}" with you: ${when}${
      event.location ? `, ${event.location}` : ''
    }.\n\nThe invitation is attached: open it to add it to your calendar.`
    await mailer.send({
      to: c.email,
      subject: `${event.title} — ${when}`,
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
      icalEvent: {
        method: 'REQUEST',
        filename: 'invitation.ics',
        content: eventsIcs(c.company, [event], publicUrl, 'REQUEST'),
      },
    })
  }

  return notify
}
