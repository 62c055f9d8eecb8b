import {
  type AreaAction,
  type Customer,
  type CustomerData,
  type CustomerSource,
  type CustomerTag,
  type FieldError,
  fieldError,
  type Locale,
  type Phone,
  type TimelineEntry,
} from '@designer/contract'
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'
import {
  companies,
  customerNotes,
  customers,
  customerTags,
  memberships,
  users,
} from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/csv'
import { AppError, notFound } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import { listPage, pageWindow, searchPattern, sortOrders } from '../../lib/lists'
import {
  type CustomerInput,
  type CustomerQuery,
  type CustomerRow,
  columnsOf,
  digits,
  normalisePhone,
  searchable,
  searchTextOf,
} from './columns'
import { createCustomerFiles } from './files'
import { createCustomerTags } from './tags'
import { createCustomerTimeline } from './timeline'

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const EMAIL_INDEX = 'customers_company_email_idx'

export const invalid = (errors: FieldError[]) =>
  new AppError(400, 'validation_failed', 'Some fields are invalid', errors)

const contact = alias(customers, 'contact')
const owner = alias(users, 'owner')

const SORTS = sortOrders(
  {
    name: sql`lower(${customers.name})`,
    email: sql`lower(${customers.email})`,
    stage: sql`array_position(array['lead','prospect','customer','inactive'], ${customers.stage})`,
    created: customers.createdAt,
    updated: customers.updatedAt,
  },
  customers.id,
)

/**
 * The search's condition: the text anywhere in the search column, accents and case aside. A
 * query that looks like a number (digits, spaces, `+ ( ) . / -`, 3 digits or more) is matched
 * by its digits alone, so `612 34` finds `+34 612 34…` and never spans two numbers.
 */
export function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const number = digits(q)
  const text = number.length >= 3 && /^[\d\s()+./-]+$/.test(q) ? number : searchable(q)
  return sql`${customers.searchText} like ${searchPattern(text)}`
}

type Select = {
  c: CustomerRow
  contactName: string | null
  ownerName: string | null
}

/**
 * Customers: the people and companies a studio sells to, and a visitor who asked for a quote.
 * Their notes and timeline, tags and CSV files are jobs of their own, built here into the one
 * service the routes and the quotes use.
 */
export function createCustomersService({
  db,
  clock,
  events,
}: {
  db: Database
  clock: Clock
  events: EventsPublisher
}) {
  const publish = (companyId: string, action: AreaAction, id: string, actorId: string) =>
    events.publish(companyId, { type: `customers.${action}`, id, actorId })

  async function tagsOf(companyId: string, executor: Database | Tx = db) {
    const rows = await executor
      .select({ id: customerTags.id, name: customerTags.name, color: customerTags.color })
      .from(customerTags)
      .where(eq(customerTags.companyId, companyId))
      .orderBy(asc(sql`lower(${customerTags.name})`))
    return rows
  }

  const select = () =>
    db
      .select({ c: customers, contactName: contact.name, ownerName: owner.name })
      .from(customers)
      .leftJoin(contact, eq(contact.id, customers.companyContactId))
      .leftJoin(owner, eq(owner.id, customers.ownerId))

  function toCustomer(
    tags: Map<string, { id: string; name: string; color: CustomerTag['color'] }>,
  ) {
    return ({ c, contactName, ownerName }: Select): Customer => ({
      id: c.id,
      kind: c.kind,
      name: c.name,
      email: c.email,
      companyContact: c.companyContactId
        ? { id: c.companyContactId, name: contactName ?? '' }
        : null,
      phones: c.phones,
      language: c.language,
      addresses: c.addresses,
      taxId: c.taxId,
      tags: c.tagIds.flatMap((id) => {
        const tag = tags.get(id)
        return tag ? [tag] : []
      }),
      source: c.source,
      stage: c.stage,
      owner: c.ownerId ? { id: c.ownerId, name: ownerName ?? '' } : null,
      marketingConsent: c.marketingConsentAt !== null,
      marketingConsentAt: c.marketingConsentAt?.toISOString() ?? null,
      notes: c.notes,
      anonymisedAt: c.anonymisedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    })
  }

  async function rowsToCustomers(companyId: string, rows: Select[]): Promise<Customer[]> {
    const tags = new Map((await tagsOf(companyId)).map((t) => [t.id, t]))
    return rows.map(toCustomer(tags))
  }

  async function get(companyId: string, id: string): Promise<Customer> {
    const [row] = await select().where(
      and(eq(customers.id, id), eq(customers.companyId, companyId)),
    )
    if (!row) throw notFound('Customer')
    return (await rowsToCustomers(companyId, [row]))[0]!
  }

  async function row(companyId: string, id: string, tx: Database | Tx = db) {
    const [r] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
    if (!r) throw notFound('Customer')
    return r
  }

  function listWhere(companyId: string, query: Omit<CustomerQuery, 'page' | 'pageSize' | 'sort'>) {
    return and(
      eq(customers.companyId, companyId),
      customerSearch(query.q),
      query.stage ? eq(customers.stage, query.stage) : undefined,
      query.kind ? eq(customers.kind, query.kind) : undefined,
      query.tagId ? sql`${customers.tagIds} @> array[${query.tagId}]::uuid[]` : undefined,
      query.ownerId === 'none'
        ? isNull(customers.ownerId)
        : query.ownerId
          ? eq(customers.ownerId, query.ownerId)
          : undefined,
    )
  }

  /** The company's country, where national phone numbers are read when nothing else says. */
  async function countryOf(companyId: string) {
    const [c] = await db
      .select({ country: companies.country })
      .from(companies)
      .where(eq(companies.id, companyId))
    return c?.country ?? ''
  }

  /**
   * Checks what the input refers to (the contact company, tags, the owner) in this company,
   * and turns phones into E.164; every problem is reported at once, by field.
   */
  async function resolve(
    companyId: string,
    input: CustomerInput,
    selfId: string | null,
    current: CustomerRow | null,
  ) {
    const errors: FieldError[] = []
    const country = input.addresses.find((a) => a.country)?.country || (await countryOf(companyId))
    const phones: Phone[] = []
    input.phones.forEach((p, index) => {
      const number = normalisePhone(p.number, country)
      if (number) phones.push({ label: p.label, number })
      else errors.push(fieldError(`phones.${index}.number`, 'validation.phone'))
    })
    if (input.companyContactId) {
      const [c] = await db
        .select({ kind: customers.kind })
        .from(customers)
        .where(and(eq(customers.id, input.companyContactId), eq(customers.companyId, companyId)))
      if (!c) errors.push(fieldError('companyContactId', 'validation.unknownCustomer'))
      else if (c.kind !== 'company' || input.companyContactId === selfId) {
        errors.push(fieldError('companyContactId', 'validation.notACompany'))
      }
    }
    const tagIds = [...new Set(input.tagIds)]
    if (tagIds.length) {
      const found = await db
        .select({ id: customerTags.id })
        .from(customerTags)
        .where(and(eq(customerTags.companyId, companyId), inArray(customerTags.id, tagIds)))
      if (found.length !== tagIds.length) errors.push(fieldError('tagIds', 'validation.unknownTag'))
    }
    if (input.ownerId) {
      const [m] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, input.ownerId)))
      if (!m) errors.push(fieldError('ownerId', 'validation.unknownMember'))
    }
    if (input.email) {
      const other = await emailOwner(companyId, input.email)
      if (other && other.id !== selfId) throw emailTaken(other)
    }
    if (errors.length) throw invalid(errors)
    return columnsOf(input, phones, tagIds, current, clock.now())
  }

  async function emailOwner(companyId: string, email: string) {
    const [other] = await db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(
        and(
          eq(customers.companyId, companyId),
          sql`lower(${customers.email}) = ${email.toLowerCase()}`,
        ),
      )
    return other
  }

  /** Writes, turning the e-mail index's refusal (a race lost) into the same 409 as the check. */
  async function guardEmail<T>(companyId: string, email: string, write: () => Promise<T>) {
    try {
      return await write()
    } catch (err) {
      if (isUniqueViolation(err, EMAIL_INDEX)) {
        const other = await emailOwner(companyId, email)
        throw emailTaken(other ?? { id: null, name: '' })
      }
      throw err
    }
  }

  function refuseAnonymised(c: CustomerRow) {
    if (c.anonymisedAt) {
      throw new AppError(409, 'conflict', 'This customer was anonymised and cannot be changed')
    }
  }

  const notes = createCustomerTimeline({ db, clock, publish, row, refuseAnonymised })
  const { timeline } = notes

  const service = {
    get,

    async list(companyId: string, query: CustomerQuery) {
      const where = listWhere(companyId, query)
      const { limit, offset } = pageWindow(query)
      const page = await listPage(
        select()
          .where(where)
          .orderBy(...SORTS[query.sort])
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(customers).where(where),
        (r) => r,
      )
      return { items: await rowsToCustomers(companyId, page.items), total: page.total }
    },

    /** Every customer the filters select, in the list's order (the CSV export). */
    async all(companyId: string, query: Omit<CustomerQuery, 'page' | 'pageSize'>) {
      const rows = await select()
        .where(listWhere(companyId, query))
        .orderBy(...SORTS[query.sort])
      return rowsToCustomers(companyId, rows)
    },

    async create(
      companyId: string,
      userId: string | null,
      input: CustomerInput,
      source: CustomerSource = 'manual',
    ) {
      const values = await resolve(companyId, input, null, null)
      const now = clock.now()
      const [created] = await guardEmail(companyId, input.email, () =>
        db
          .insert(customers)
          .values({
            ...values,
            companyId,
            source,
            createdBy: userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: customers.id }),
      )
      if (userId) publish(companyId, 'created', created!.id, userId)
      return get(companyId, created!.id)
    },

    /**
     * A visitor who asked for a quote: the customer with their e-mail, made (source
     * `configurator`) or brought up to date (a new phone added, consent to news recorded), never
     * with anything of theirs overwritten. Two requests racing with one e-mail meet at its
     * unique index: the loser finds the winner's row.
     */
    async lead(
      companyId: string,
      visitor: { name: string; email: string; phone: string; language: Locale; marketing: boolean },
    ): Promise<{ id: string; created: boolean }> {
      const country = await countryOf(companyId)
      const number = visitor.phone ? normalisePhone(visitor.phone, country) : null
      if (visitor.phone && !number) throw invalid([fieldError('phone', 'validation.phone')])
      const now = clock.now()
      for (let attempt = 0; attempt < 3; attempt++) {
        const [known] = await db
          .select()
          .from(customers)
          .where(
            and(
              eq(customers.companyId, companyId),
              sql`lower(${customers.email}) = ${visitor.email.toLowerCase()}`,
              isNull(customers.anonymisedAt),
            ),
          )
        if (known) {
          const phones =
            number && !known.phones.some((p) => p.number === number)
              ? [...known.phones, { label: 'mobile' as const, number }]
              : known.phones
          await db
            .update(customers)
            .set({
              phones,
              marketingConsentAt: known.marketingConsentAt ?? (visitor.marketing ? now : null),
              searchText: searchTextOf({ name: known.name, email: known.email, phones }),
              updatedAt: now,
            })
            .where(eq(customers.id, known.id))
          return { id: known.id, created: false }
        }
        const phones = number ? [{ label: 'mobile' as const, number }] : []
        try {
          const [made] = await db
            .insert(customers)
            .values({
              companyId,
              name: visitor.name,
              email: visitor.email,
              phones,
              language: visitor.language,
              source: 'configurator',
              stage: 'lead',
              marketingConsentAt: visitor.marketing ? now : null,
              searchText: searchTextOf({ name: visitor.name, email: visitor.email, phones }),
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: customers.id })
          return { id: made!.id, created: true }
        } catch (err) {
          if (!isUniqueViolation(err, EMAIL_INDEX)) throw err
        }
      }
      throw new AppError(503, 'service_unavailable', 'Please try again')
    },

    async update(companyId: string, userId: string, id: string, input: CustomerInput) {
      const current = await row(companyId, id)
      refuseAnonymised(current)
      const values = await resolve(companyId, input, id, current)
      await guardEmail(companyId, input.email, () =>
        db
          .update(customers)
          .set({ ...values, updatedAt: clock.now() })
          .where(and(eq(customers.id, id), eq(customers.companyId, companyId))),
      )
      publish(companyId, 'updated', id, userId)
      return get(companyId, id)
    },

    async remove(companyId: string, userId: string, id: string) {
      const deleted = await db
        .delete(customers)
        .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
        .returning({ id: customers.id })
      if (!deleted.length) throw notFound('Customer')
      publish(companyId, 'deleted', id, userId)
    },

    /**
     * Removes everything that names the person and keeps the row, so what was sold to them
     * (quotes, their totals) still adds up. Notes go; the timeline keeps that it happened.
     */
    async anonymise(companyId: string, userId: string, id: string) {
      const current = await row(companyId, id)
      if (!current.anonymisedAt) {
        await db.transaction(async (tx) => {
          await tx
            .delete(customerNotes)
            .where(and(eq(customerNotes.customerId, id), eq(customerNotes.companyId, companyId)))
          await tx
            .update(customers)
            .set({
              name: '',
              email: '',
              companyContactId: null,
              phones: [],
              addresses: [],
              taxId: '',
              tagIds: [],
              stage: 'inactive',
              marketingConsentAt: null,
              notes: '',
              searchText: '',
              anonymisedAt: clock.now(),
              updatedAt: clock.now(),
            })
            .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
        })
        publish(companyId, 'updated', id, userId)
      }
      return get(companyId, id)
    },

    /** What the product holds about one customer, for them to take away. */
    async data(companyId: string, id: string): Promise<CustomerData> {
      const customer = await get(companyId, id)
      const entries: TimelineEntry[] = []
      let before: string | undefined
      for (;;) {
        const page = await timeline(companyId, id, { before, limit: 100 })
        entries.push(...page.entries)
        if (!page.hasMore) break
        before = page.entries.at(-1)?.at
      }
      return { exportedAt: clock.now().toISOString(), customer, timeline: entries }
    },
  }

  return {
    ...service,
    ...notes,
    ...createCustomerTags({ db }),
    ...createCustomerFiles({ db, clock, events, service, tagsOf, countryOf }),
  }
}
export type CustomersService = ReturnType<typeof createCustomersService>

function emailTaken(other: { id: string | null; name: string }) {
  return new AppError(
    409,
    'customer_email_taken',
    other.name
      ? `Another customer has this email: ${other.name}`
      : 'Another customer has this email',
    { customer: other },
  )
}
