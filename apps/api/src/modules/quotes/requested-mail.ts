import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { quotePictures, quotes } from '../../db/schema/index'
import type { EventsPublisher } from '../../lib/events'
import type { Mailer } from '../../lib/mail/mailer'
import { quoteRequestedMail } from './mails'
import { quotePicturePath } from './pictures'

/**
 * The visitor's "request received" mail as it is kept until the quote's picture is stored: all
 * it says but the picture's address.
 */
export type RequestedMail = Omit<Parameters<typeof quoteRequestedMail>[0], 'pictureUrl'>

/** A quote's picture's address, whole (mail programs open it from elsewhere); null before it is rendered. */
export const quotePictureUrl = (publicUrl: string, quoteId: string, key: string | null) =>
  key ? `${publicUrl}${quotePicturePath(quoteId, key)}` : null

/**
 * The visitor's mail waits for the quote's picture (decision 044): kept in the quote's row when
 * the request is made, sent once the picture is stored or has failed (or at once when none is
 * coming), and at the next start when a stop came between.
 */
export function createRequestedMails({
  db,
  mailer,
  events,
  publicUrl,
}: {
  db: Database
  mailer: Mailer
  events: EventsPublisher
  publicUrl: string
}) {
  /**
   * Sends the mail if it is still waiting, with the picture when there is one. Taken from the
   * row under a lock: sent once, whoever asks.
   */
  async function send(quoteId: string) {
    const waiting = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ mail: quotes.requestedMail, pictureKey: quotePictures.key })
        .from(quotes)
        .leftJoin(quotePictures, eq(quotePictures.quoteId, quotes.id))
        .where(eq(quotes.id, quoteId))
        .for('update', { of: quotes })
      if (!row?.mail) return null
      await tx.update(quotes).set({ requestedMail: null }).where(eq(quotes.id, quoteId))
      // Written by `keep` below from this very type.
      const mail = row.mail as RequestedMail
      return { mail, pictureUrl: quotePictureUrl(publicUrl, quoteId, row.pictureKey) }
    })
    if (waiting) {
      await mailer.send(quoteRequestedMail({ ...waiting.mail, pictureUrl: waiting.pictureUrl }))
    }
  }

  return {
    send,

    /** Keeps the mail with its quote until it is sent. */
    async keep(quoteId: string, mail: RequestedMail) {
      await db.update(quotes).set({ requestedMail: mail }).where(eq(quotes.id, quoteId))
    },

    /**
     * After a quote's picture was rendered, or could not be: open pages show it, and the mail
     * that waited for it goes.
     */
    async pictureSettled(companyId: string, quoteId: string) {
      const [pictured] = await db
        .select({ key: quotePictures.key })
        .from(quotePictures)
        .where(and(eq(quotePictures.quoteId, quoteId), eq(quotePictures.companyId, companyId)))
      if (pictured)
        events.publish(companyId, { type: 'quotes.updated', id: quoteId, actorId: null })
      await send(quoteId)
    },

    /**
     * The mails a stop left waiting, sent at start unless their picture is on its way
     * (`coming`): without a picture rather than never. Answers how many were sent.
     */
    async sendWaiting(coming: (quoteId: string) => boolean) {
      const waiting = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(isNotNull(quotes.requestedMail))
      const due = waiting.filter((w) => !coming(w.id))
      await Promise.allSettled(due.map((w) => send(w.id)))
      return due.length
    },
  }
}
