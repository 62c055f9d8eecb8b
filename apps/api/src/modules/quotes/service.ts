import { randomUUID } from 'node:crypto'
import type { Evaluation } from '@designer/configurator/engine'
import { selectionsToQuery } from '@designer/configurator/share'
import { localize } from '@designer/configurator/texts'
import {
  type ConfiguratorDefinition,
  fieldError,
  isQuoteEditable,
  isQuoteSendable,
  type Locale,
  type Money,
  QUOTE_STATUSES,
  QUOTE_TRANSITIONS,
  type Quote,
  type QuoteLine,
  type QuoteList,
  type QuoteRequested,
  type QuoteStatus,
  type quoteListQuerySchema,
  quoteNumberIn,
  type quoteRequestSchema,
  quoteTotals,
  type quoteUpdateSchema,
  sumMoney,
} from '@designer/contract'
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import {
  companies,
  customers,
  memberships,
  quotePictures,
  quotes,
  users,
} from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { AppError, notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { listPage, matchesSearch, pageWindow, sortOrders } from '../../lib/lists'
import type { Mailer } from '../../lib/mail/mailer'
import { signedQuery, verify } from '../../lib/signing'
import { expectVersion, versionedWrite } from '../../lib/versions'
import { type CalendarService, eventsIcs } from '../calendar/service'
import type { PublicConfiguratorsService } from '../configurators/service'
import type { CustomersService } from '../customers/service'
import { quoteArrivedMail, quoteNumber, quoteSentMail, yesNo } from './mails'
import { quotePdf } from './pdf'
import type { QuotePicturesService } from './pictures'
import { createRequestedMails, quotePictureUrl } from './requested-mail'
import type { QuoteSteps } from './steps'
import { loadCustomer, loadStudio } from './studio'

type RequestInput = z.output<typeof quoteRequestSchema>
type UpdateInput = z.output<typeof quoteUpdateSchema>
type ListQuery = z.output<typeof quoteListQuerySchema>
type Row = typeof quotes.$inferSelect

/** How long the address of a sent quote's PDF works. */
const PDF_LINK_SECONDS = 90 * 24 * 3600
/** How long a quote is valid when the studio sends it without saying. */
const DEFAULT_VALID_DAYS = 30

const SORTS = sortOrders(
  { number: quotes.number, created: quotes.createdAt, total: quotes.total },
  quotes.id,
)

/** What a list's search matches: the number as people write it, the customer and the product. */
const searchOf = (q: string | undefined) => {
  if (!q) return undefined
  const number = quoteNumberIn(q)
  const words = matchesSearch(q, [customers.name, customers.email, quotes.configuratorName])
  return number === null ? words : or(eq(quotes.number, number), words)
}

export const pdfPath = (id: string) => `/v1/public/quotes/${id}/pdf`

/**
 * What a customer chose: option names and value names (in the definition's language; a
 * localized definition gives them in the visitor's), visible options only; a part's yes or no
 * in `locale`.
 */
export function configurationOf(
  def: ConfiguratorDefinition,
  evaluation: Pick<Evaluation, 'selections' | 'options'>,
  locale: Locale,
) {
  const entries: { option: string; value: string }[] = []
  for (const option of def.steps.flatMap((s) => s.options)) {
    if (evaluation.options[option.id]?.visible === false) continue
    const value = evaluation.selections[option.id]
    if (value === undefined) continue
    let shown: string
    if (option.kind === 'material' || option.kind === 'component') {
      shown = option.values.find((v) => v.id === value)?.name ?? String(value)
    } else if (option.kind === 'part') shown = yesNo(value === true, locale)
    else if (option.kind === 'dimension') shown = `${value} mm`
    else shown = String(value)
    if (option.kind === 'text' && !shown.trim()) continue
    entries.push({ option: option.name, value: shown })
  }
  return entries
}

/**
 * The quote's lines from the price the engine computed: the configurator's own price (base and
 * materials), each surcharge and formula, each for the quantity ordered. A rounding rule's
 * difference joins the first line, so the lines add up to the price quoted, to the cent.
 */
export function linesOf(name: string, price: Evaluation['price']): QuoteLine[] {
  const { currency } = price.total
  const own = sumMoney(currency, [
    ...price.lines.filter((l) => l.kind === 'base' || l.kind === 'cost').map((l) => l.amount),
    price.rounded,
    { amount: -price.subtotal.amount, currency: price.subtotal.currency },
  ])
  const quantity = price.quantity
  const lines: QuoteLine[] = [{ label: name, quantity, unitPrice: own }]
  for (const l of price.lines) {
    if (l.kind === 'surcharge' || l.kind === 'formula')
      lines.push({ label: l.label, quantity, unitPrice: l.amount })
  }
  return lines
}

/**
 * A row's money as the contract has it: its amounts are minor units of its one `currency`
 * column (the lines hold Money since decision 030), and its totals follow from them.
 */
function moneyOf(q: Row) {
  const discount: Money = { amount: q.discount, currency: q.currency }
  return {
    price: { amount: q.price, currency: q.currency },
    discount,
    ...quoteTotals({ ...q, discount }),
  }
}

/**
 * The fields of an edit whose amount is in another currency than the quote's: refused, never
 * counted as if it were the quote's (decision 030).
 */
function otherCurrencies(currency: string, input: UpdateInput) {
  const paths = input.lines.flatMap((l, i) =>
    l.unitPrice.currency === currency ? [] : [`lines.${i}.unitPrice`],
  )
  if (input.discount.currency !== currency) paths.push('discount')
  return paths.map((path) => fieldError(path, 'validation.currency'))
}

export function createQuotesService({
  db,
  clock,
  events,
  mailer,
  publicUrl,
  secret,
  pages,
  customers: customerService,
  calendar,
  pictures,
  renderPicture,
  steps,
}: {
  db: Database
  clock: Clock
  events: EventsPublisher
  mailer: Mailer
  publicUrl: string
  secret: string
  pages: PublicConfiguratorsService
  customers: Pick<CustomersService, 'lead'>
  calendar: Pick<CalendarService, 'offered' | 'book' | 'booked' | 'get' | 'settings'>
  pictures: Pick<QuotePicturesService, 'picture'>
  /**
   * Schedules the quote's picture (the screenshots module's queue, wired in services.ts); false
   * when none will come (no renderer), so that nothing waits for it.
   */
  renderPicture: (companyId: string, quoteId: string) => boolean
  steps: QuoteSteps
}) {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)

  const select = () =>
    db
      .select({
        q: quotes,
        customerName: customers.name,
        customerEmail: customers.email,
        pictureKey: quotePictures.key,
      })
      .from(quotes)
      .leftJoin(customers, eq(customers.id, quotes.customerId))
      .leftJoin(quotePictures, eq(quotePictures.quoteId, quotes.id))

  type Selected = {
    q: Row
    customerName: string | null
    customerEmail: string | null
    pictureKey: string | null
  }

  const requestedMails = createRequestedMails({ db, mailer, events, publicUrl })

  /** The appointments quotes booked, as the calendar has them now (they may have moved). */
  async function appointments(rows: Row[]) {
    const found = new Map<string, { start: string; end: string; timeZone: string }>()
    for (const r of rows) {
      if (!r.eventId) continue
      const e = await calendar.get(r.companyId, r.eventId).catch(() => null)
      if (e) found.set(r.eventId, { start: e.start, end: e.end, timeZone: e.timeZone })
    }
    return found
  }

  async function toQuotes(selected: Selected[]): Promise<Quote[]> {
    const meetings = await appointments(selected.map((s) => s.q))
    return selected.map(({ q, customerName, customerEmail, pictureKey }) => {
      const meeting = q.eventId ? meetings.get(q.eventId) : undefined
      return {
        id: q.id,
        number: q.number,
        status: q.status,
        configurator: q.configuratorId ? { id: q.configuratorId, name: q.configuratorName } : null,
        configuratorVersion: q.configuratorVersion,
        customer:
          q.customerId && customerName !== null
            ? { id: q.customerId, name: customerName, email: customerEmail ?? '' }
            : null,
        selections: q.selections,
        configuration: q.configuration,
        customerConfiguration: q.customerConfiguration ?? q.configuration,
        lines: q.lines,
        taxPercent: q.taxPercent,
        taxIncluded: q.taxIncluded,
        ...moneyOf(q),
        validUntil: q.validUntil,
        notes: q.notes,
        message: q.message,
        language: q.language,
        imageUrl: quotePictureUrl(publicUrl, q.id, pictureKey),
        appointment: meeting && q.eventId ? { id: q.eventId, ...meeting } : null,
        embedded: q.embedded,
        sentAt: q.sentAt?.toISOString() ?? null,
        version: q.version,
        createdAt: q.createdAt.toISOString(),
        updatedAt: q.updatedAt.toISOString(),
      }
    })
  }

  async function get(companyId: string, id: string): Promise<Quote> {
    const rows = await select().where(and(eq(quotes.id, id), eq(quotes.companyId, companyId)))
    if (!rows.length) throw notFound('Quote')
    return (await toQuotes(rows))[0]!
  }

  /** The owners' and admins' addresses, for news of a request. */
  async function studioAddresses(companyId: string) {
    const rows = await db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(eq(memberships.companyId, companyId), inArray(memberships.role, ['owner', 'admin'])),
      )
    return rows.map((r) => r.email)
  }

  /** The quote as a PDF, for a member of its company. */
  async function pdf(companyId: string, id: string) {
    const quote = await get(companyId, id)
    const [studio, customer, picture, settings] = await Promise.all([
      loadStudio(db, companyId, publicUrl),
      quote.customer ? loadCustomer(db, companyId, quote.customer.id) : null,
      pictures.picture(companyId, id),
      calendar.settings(companyId),
    ])
    const body = await quotePdf({ quote, studio, customer, picture, timeZone: settings.timeZone })
    return { quote, body }
  }

  /** The configuration on the public page, while its configurator is live. */
  async function configurationLink(quote: Quote) {
    if (!quote.configurator) return null
    const live = await pages.live(quote.configurator.id).catch(() => null)
    if (!live) return null
    const query = selectionsToQuery(live.definition, quote.selections).toString()
    return `${publicUrl}/configurator/${live.id}${query ? `?${query}` : ''}`
  }

  const pdfLink = (id: string) =>
    `${publicUrl}${pdfPath(id)}?${signedQuery(secret, pdfPath(id), {}, nowSeconds(), PDF_LINK_SECONDS)}`

  /** The quote's picture (JPEG bytes) for its company, as the PDF shows it; null before it is rendered. */
  const picture = (companyId: string, id: string) => pictures.picture(companyId, id)

  return {
    get,

    picture,

    /** After a quote's picture was rendered, or could not be: the mail waiting for it goes. */
    pictureSettled: requestedMails.pictureSettled,
    /** At start: the mails a stop left waiting for their picture. */
    sendWaitingMails: requestedMails.sendWaiting,

    /**
     * A visitor's request from the public page: the server prices the configuration itself
     * (whatever price the request carried is never read), files the customer, books the slot
     * asked for, and writes to both sides. A request that fills the hidden field is a robot's:
     * it is answered like any other and nothing is kept.
     */
    async request(id: string, input: RequestInput): Promise<QuoteRequested> {
      const c = await pages.live(id)
      const result = await pages.evaluateLive(c, input.selections)
      const price = result.price.total
      if (input.website) return { id: randomUUID(), number: 0, price, appointment: null }
      if (result.blocks.length) {
        throw new AppError(
          400,
          'configuration_blocked',
          result.blocks.map((b) => b.message).join(' '),
          result.blocks,
        )
      }
      if (result.missing.length) {
        throw new AppError(
          400,
          'validation_failed',
          'Some fields are invalid',
          result.missing.map((m) => fieldError(`selections.${m}`, 'validation.required')),
        )
      }
      const customer = await customerService.lead(c.companyId, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        language: input.language,
        marketing: input.marketing,
      })
      // The quote keeps the choices in the studio's own words, as its admin shows them; the
      // visitor's mail names them as the page did, in the visitor's language.
      const configuration = configurationOf(c.definition, result, c.definition.language)
      const visitorTexts = localize(c.definition, c.name, input.language)
      const visitorConfiguration = configurationOf(visitorTexts.definition, result, input.language)
      // The lines go to the customer: named in their language. The same definition in other
      // words prices the same, to the cent.
      const visitorPrice =
        visitorTexts.definition === c.definition
          ? result.price
          : (
              await pages.evaluateLive(
                { ...c, definition: visitorTexts.definition },
                result.selections,
              )
            ).price
      // Checked before the transaction (reading the calendar), decided inside it (the index).
      const slot = input.slot ? await calendar.offered(c.companyId, input.slot) : null
      const now = clock.now()
      const made = await db.transaction(async (tx) => {
        // One request at a time per company: numbers follow each other without gaps or twins.
        await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, c.companyId))
          .for('update')
        const [last] = await tx
          .select({ n: sql<number>`coalesce(max(${quotes.number}), 0)::int` })
          .from(quotes)
          .where(eq(quotes.companyId, c.companyId))
        const number = (last?.n ?? 0) + 1
        const booked = slot
          ? await calendar.book(tx, c.companyId, slot, {
              title: `${input.name} — ${c.name} (${quoteNumber(number)})`,
              notes: [input.email, input.phone, input.message].filter(Boolean).join('\n'),
              customerId: customer.id,
              configuratorId: c.id,
            })
          : null
        const lines = linesOf(visitorTexts.name, visitorPrice)
        const { taxPercent, taxIncluded } = c.definition.price
        const [row] = await tx
          .insert(quotes)
          .values({
            companyId: c.companyId,
            number,
            // Nobody at the studio has touched it yet (decision 043).
            status: 'requested',
            configuratorId: c.id,
            configuratorName: c.name,
            configuratorVersion: c.version,
            customerId: customer.id,
            selections: result.selections,
            configuration,
            customerConfiguration: visitorConfiguration,
            price: price.amount,
            currency: price.currency,
            lines,
            total: quoteTotals({
              currency: price.currency,
              lines,
              discount: { amount: 0, currency: price.currency },
              taxPercent,
              taxIncluded,
            }).total.amount,
            taxPercent,
            taxIncluded,
            message: input.message,
            language: input.language,
            eventId: booked?.id ?? null,
            embedded: input.embedded,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: quotes.id })
        // The first step: asked for, at the price the page showed.
        await steps.record(tx, {
          companyId: c.companyId,
          quoteId: row!.id,
          kind: 'requested',
          amount: price,
          actorId: null,
          at: now,
        })
        return { id: row!.id, number, booked }
      })
      events.publish(c.companyId, { type: 'quotes.created', id: made.id, actorId: null })
      events.publish(c.companyId, {
        type: `customers.${customer.created ? 'created' : 'updated'}`,
        id: customer.id,
        actorId: null,
      })
      let ics: string | null = null
      let timeZone = 'UTC'
      if (made.booked) {
        await calendar.booked(c.companyId, made.booked.id, false)
        const event = await calendar.get(c.companyId, made.booked.id)
        timeZone = event.timeZone
        ics = eventsIcs(c.companyName, [event], publicUrl, 'REQUEST')
      }
      const appointment = made.booked ? { start: made.booked.start, timeZone } : null
      const query = selectionsToQuery(c.definition, result.selections).toString()
      const link = `${publicUrl}/configurator/${c.id}${query ? `?${query}` : ''}`
      const { logo: _, ...studio } = await loadStudio(db, c.companyId, publicUrl, {
        withLogo: false,
      })
      // The visitor's mail shows what they configured: it goes once the picture is stored or
      // has failed, or now when none is coming (decision 044). The studio hears at once.
      await requestedMails.keep(made.id, {
        to: input.email,
        locale: input.language,
        name: input.name,
        company: c.companyName,
        product: visitorTexts.name,
        number: made.number,
        total: price,
        configuration: visitorConfiguration,
        appointment,
        link,
        ics,
        studio,
      })
      const pictureComing = renderPicture(c.companyId, made.id)
      // The request is kept whatever the mail servers say: a failed mail is logged, not fatal.
      await Promise.allSettled([
        ...(pictureComing ? [] : [requestedMails.send(made.id)]),
        ...(await studioAddresses(c.companyId)).map((to) =>
          mailer.send(
            quoteArrivedMail({
              to,
              number: made.number,
              product: c.name,
              visitor: input,
              total: price,
              appointment,
              link: `${publicUrl}/admin/quotes/${made.id}`,
            }),
          ),
        ),
      ])
      return {
        id: made.id,
        number: made.number,
        price,
        appointment: made.booked ? { start: made.booked.start, end: made.booked.end } : null,
      }
    },

    /**
     * A page of quotes, and how many each status holds under the same search and filters (the
     * status filter's counts).
     */
    async list(companyId: string, query: ListQuery): Promise<QuoteList> {
      const others = [
        eq(quotes.companyId, companyId),
        query.configuratorId ? eq(quotes.configuratorId, query.configuratorId) : undefined,
        query.customerId ? eq(quotes.customerId, query.customerId) : undefined,
        searchOf(query.q),
      ]
      const where = and(
        ...others,
        query.status ? eq(quotes.status, query.status) : undefined,
      ) as SQL
      const { limit, offset } = pageWindow(query)
      const [page, byStatus] = await Promise.all([
        listPage(
          select()
            .where(where)
            .orderBy(...SORTS[query.sort])
            .limit(limit)
            .offset(offset),
          db
            .select({ n: count() })
            .from(quotes)
            .leftJoin(customers, eq(customers.id, quotes.customerId))
            .where(where),
          (r) => r,
        ),
        db
          .select({ status: quotes.status, n: count() })
          .from(quotes)
          .leftJoin(customers, eq(customers.id, quotes.customerId))
          .where(and(...others))
          .groupBy(quotes.status),
      ])
      const counts = Object.fromEntries(QUOTE_STATUSES.map((st) => [st, 0])) as Record<
        QuoteStatus,
        number
      >
      for (const row of byStatus) counts[row.status] = row.n
      return { items: await toQuotes(page.items), total: page.total, counts }
    },

    /**
     * The studio's edit: lines, discount, validity, notes and status along the allowed moves.
     * Lines are fixed once the quote is sent; a stale version answers 409. A request's first
     * save makes it a draft. Each step is kept with its figure: an edit of the terms with the
     * new total, an answer with the total answered.
     */
    async update(companyId: string, userId: string, id: string, input: UpdateInput) {
      const current = await get(companyId, id)
      // Made on another version: a conflict to resolve, whatever else it asks (decision 033).
      expectVersion('quote', current.version, input.version)
      const currency = current.price.currency
      const foreign = otherCurrencies(currency, input)
      if (foreign.length) {
        throw new AppError(400, 'validation_failed', 'Some fields are invalid', foreign)
      }
      if (
        input.status !== current.status &&
        !QUOTE_TRANSITIONS[current.status].includes(input.status)
      ) {
        throw new AppError(
          409,
          'invalid_transition',
          `A ${current.status} quote cannot become ${input.status}`,
        )
      }
      const changedTerms =
        JSON.stringify(input.lines) !== JSON.stringify(current.lines) ||
        input.discount.amount !== current.discount.amount
      if (!isQuoteEditable(current.status) && changedTerms) {
        throw new AppError(
          409,
          'invalid_transition',
          'A sent quote cannot change: take it back to draft first',
        )
      }
      const status = input.status === 'requested' ? 'draft' : input.status
      const edited =
        changedTerms || input.validUntil !== current.validUntil || input.notes !== current.notes
      const { total } = quoteTotals({
        currency,
        lines: input.lines,
        discount: input.discount,
        taxPercent: current.taxPercent,
        taxIncluded: current.taxIncluded,
      })
      const now = clock.now()
      const updated = await db.transaction(async (tx) => {
        const written = await versionedWrite(
          'quote',
          () =>
            tx
              .update(quotes)
              .set({
                status,
                lines: input.lines,
                discount: input.discount.amount,
                total: total.amount,
                validUntil: input.validUntil,
                notes: input.notes,
                version: sql`${quotes.version} + 1`,
                updatedAt: now,
              })
              .where(
                and(
                  eq(quotes.id, id),
                  eq(quotes.companyId, companyId),
                  eq(quotes.version, input.version),
                ),
              )
              .returning({ version: quotes.version }),
          // Read in the transaction: outside it, an embedded database would wait for it.
          async () => {
            const [row] = await tx
              .select({ version: quotes.version })
              .from(quotes)
              .where(and(eq(quotes.id, id), eq(quotes.companyId, companyId)))
            return row?.version ?? input.version
          },
        )
        const step = { companyId, quoteId: id, actorId: userId, at: now }
        if (edited) await steps.record(tx, { ...step, kind: 'edited', amount: total })
        if (status !== current.status && status !== 'draft') {
          const answer = status === 'expired' ? null : total
          await steps.record(tx, { ...step, kind: status, amount: answer })
        }
        return written
      })
      events.publish(companyId, {
        type: 'quotes.updated',
        id,
        version: updated.version,
        actorId: userId,
      })
      return get(companyId, id)
    },

    /** The quote's steps, oldest first. */
    async steps(companyId: string, id: string) {
      await get(companyId, id)
      return { steps: await steps.of(companyId, id) }
    },

    /**
     * Sends a request or a draft (or a sent quote again) to its customer: a mail with the address
     * of the quote's PDF.
     */
    async send(companyId: string, userId: string, id: string) {
      const current = await get(companyId, id)
      if (!isQuoteSendable(current.status)) {
        throw new AppError(409, 'invalid_transition', `A ${current.status} quote cannot be sent`)
      }
      if (!current.customer?.email) {
        throw new AppError(400, 'validation_failed', 'The quote has no customer to send it to', [
          fieldError('customer', 'validation.email'),
        ])
      }
      const now = clock.now()
      const validUntil =
        current.validUntil ??
        new Date(now.getTime() + DEFAULT_VALID_DAYS * 86_400_000).toISOString().slice(0, 10)
      const [studio, customer] = await Promise.all([
        loadStudio(db, companyId, publicUrl, { withLogo: false }),
        loadCustomer(db, companyId, current.customer.id),
      ])
      const link = pdfLink(id)
      await mailer.send(
        quoteSentMail({
          to: current.customer.email,
          locale: current.language,
          name: current.customer.name,
          company: studio.name,
          number: current.number,
          total: current.total,
          validUntil,
          link,
          configurationLink: await configurationLink(current),
          product: current.configurator?.name ?? quoteNumber(current.number),
          country: customer?.address?.country,
          studio,
          pictureUrl: current.imageUrl,
        }),
      )
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(quotes)
          .set({
            status: 'sent',
            sentAt: now,
            validUntil,
            version: sql`${quotes.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(quotes.id, id), eq(quotes.companyId, companyId)))
          .returning({ version: quotes.version })
        await steps.record(tx, {
          companyId,
          quoteId: id,
          kind: 'sent',
          amount: current.total,
          actorId: userId,
          at: now,
        })
        return row
      })
      events.publish(companyId, {
        type: 'quotes.updated',
        id,
        version: saved!.version,
        actorId: userId,
      })
      return { quote: await get(companyId, id), pdfUrl: link }
    },

    pdf,

    /**
     * The quote as a PDF from a signed address: the signature is the permission. The customer
     * opening it is a step of the quote (once an hour at most).
     */
    async signedPdf(id: string, params: { exp?: number; sig?: string }) {
      const verdict =
        params.exp === undefined || params.sig === undefined
          ? 'invalid'
          : verify(secret, pdfPath(id), { exp: params.exp, sig: params.sig }, nowSeconds())
      if (verdict === 'invalid')
        throw new AppError(403, 'invalid_signature', 'This address is not signed, or was altered')
      if (verdict === 'expired')
        throw new AppError(403, 'signature_expired', 'This address has expired')
      const [row] = await db
        .select({ companyId: quotes.companyId })
        .from(quotes)
        .where(eq(quotes.id, id))
      if (!row) throw notFound('Quote')
      const answer = await pdf(row.companyId, id)
      if (await steps.viewed(row.companyId, id)) {
        events.publish(row.companyId, { type: 'quotes.updated', id, actorId: null })
      }
      return answer
    },
  }
}
export type QuotesService = ReturnType<typeof createQuotesService>
