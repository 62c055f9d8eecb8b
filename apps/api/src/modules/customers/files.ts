import {
  CUSTOMER_IMPORT_FIELDS,
  CUSTOMER_KINDS,
  CUSTOMER_STAGES,
  type Customer,
  type CustomerImportField,
  type CustomerImportResult,
  type CustomerInput as CustomerInputIn,
  type customerImportSchema,
  customerInputSchema,
  LOCALES,
  type Phone,
  TAG_COLORS,
  validationMessages,
} from '@designer/contract'
import { and, eq, ne, sql } from 'drizzle-orm'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { customers, customerTags } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import {
  booleanCell,
  cellReader,
  csvFile,
  importError,
  isUniqueViolation,
  mappedColumns,
  readCsv,
} from '../../lib/csv'
import { AppError } from '../../lib/errors'
import type { EventsPublisher } from '../../lib/events'
import {
  type CustomerInput,
  type CustomerQuery,
  type CustomerRow,
  columnsOf,
  normalisePhone,
} from './columns'

type ImportInput = z.output<typeof customerImportSchema>
type RowError = CustomerImportResult['rows'][number]['errors'][number]

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at 16 columns a row. */
const CHUNK = 1000

/** Words a file may use for a kind, a stage or a language, in English, Spanish and French. */
const KIND_WORDS: Record<string, (typeof CUSTOMER_KINDS)[number]> = {
  person: 'person',
  persona: 'person',
  personne: 'person',
  individual: 'person',
  particular: 'person',
  particulier: 'person',
  company: 'company',
  business: 'company',
  empresa: 'company',
  entreprise: 'company',
  société: 'company',
  societe: 'company',
}
const STAGE_WORDS: Record<string, (typeof CUSTOMER_STAGES)[number]> = {
  lead: 'lead',
  'posible cliente': 'lead',
  piste: 'lead',
  prospect: 'prospect',
  prospecto: 'prospect',
  customer: 'customer',
  client: 'customer',
  cliente: 'customer',
  inactive: 'inactive',
  inactivo: 'inactive',
  inactif: 'inactive',
}
const LANGUAGE_WORDS: Record<string, (typeof LOCALES)[number]> = {
  english: 'en',
  inglés: 'en',
  anglais: 'en',
  spanish: 'es',
  español: 'es',
  espagnol: 'es',
  french: 'fr',
  francés: 'fr',
  français: 'fr',
}

function choice<T extends string>(
  text: string,
  values: readonly T[],
  words: Record<string, T>,
): T | undefined {
  const t = text.trim().toLowerCase()
  if ((values as readonly string[]).includes(t)) return t as T
  return words[t] ?? words[t.normalize('NFD').replace(/\p{Diacritic}/gu, '')]
}

/** A customer as the input that would make it again (an import's update starts from it). */
function inputOf(c: CustomerRow): CustomerInput {
  return {
    kind: c.kind,
    name: c.name,
    email: c.email,
    companyContactId: c.companyContactId,
    phones: c.phones,
    language: c.language,
    addresses: c.addresses,
    taxId: c.taxId,
    tagIds: c.tagIds,
    stage: c.stage,
    ownerId: c.ownerId,
    marketingConsent: c.marketingConsentAt !== null,
    notes: c.notes,
  }
}

/** The import's field a schema problem belongs to. */
function fieldOf(path: PropertyKey[]): string {
  const [head, , sub] = path
  if (head === 'addresses') return String(sub ?? 'line1')
  return String(head ?? '')
}

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const

/** A phone as a spreadsheet shows it: `+34 612 34 56 78`. */
const phoneText = (p: Phone | undefined) =>
  p ? (parsePhoneNumberFromString(p.number)?.formatInternational() ?? p.number) : ''

export function createCustomerFiles({
  db,
  clock,
  events,
  service,
  tagsOf,
  countryOf,
}: {
  db: Database
  clock: Clock
  events: EventsPublisher
  service: {
    all(companyId: string, query: Omit<CustomerQuery, 'page' | 'pageSize'>): Promise<Customer[]>
  }
  tagsOf(companyId: string): Promise<{ id: string; name: string }[]>
  countryOf(companyId: string): Promise<string>
}) {
  return {
    /** The customers the list's filters select, one row each, in the import's columns. */
    async exportCsv(
      companyId: string,
      query: Omit<CustomerQuery, 'page' | 'pageSize'>,
      delimiter: ',' | ';',
    ): Promise<string> {
      const rows = (await service.all(companyId, query)).map((c) => {
        const address = c.addresses.find((a) => a.type === 'billing') ?? c.addresses[0]
        const cells: Record<CustomerImportField, string> = {
          name: c.name,
          kind: c.kind,
          email: c.email,
          phone: phoneText(c.phones.find((p) => p.label !== 'mobile')),
          mobile: phoneText(c.phones.find((p) => p.label === 'mobile')),
          language: c.language,
          stage: c.stage,
          tags: c.tags.map((t) => t.name).join(', '),
          taxId: c.taxId,
          line1: address?.line1 ?? '',
          line2: address?.line2 ?? '',
          city: address?.city ?? '',
          region: address?.region ?? '',
          postalCode: address?.postalCode ?? '',
          country: address?.country ?? '',
          marketingConsent: c.marketingConsent ? 'yes' : 'no',
          notes: c.notes,
        }
        return CUSTOMER_IMPORT_FIELDS.map((f) => cells[f])
      })
      return csvFile(CUSTOMER_IMPORT_FIELDS, rows, delimiter)
    },

    /**
     * Reads a CSV file through the column mapping, checking every row as a customer would be.
     * Rows with problems are reported by line and left out. A row whose e-mail is a known
     * customer's updates it (only the mapped fields) or is skipped, as asked; an e-mail twice
     * in the file is reported on its second row. Tags the file names that do not exist are
     * made. A dry run only reports; otherwise every good row is written in one transaction,
     * a thousand rows per statement.
     */
    async importCsv(
      companyId: string,
      userId: string,
      body: ImportInput,
    ): Promise<CustomerImportResult> {
      const { header, records } = readCsv(body.csv)
      const columns = mappedColumns(header, body.mapping)
      const companyCountry = await countryOf(companyId)
      const tags = new Map((await tagsOf(companyId)).map((t) => [t.name.toLowerCase(), t]))
      const newTags = new Map<string, string>()

      const byEmail = new Map<string, CustomerRow>()
      if (columns.has('email')) {
        const rows = await db
          .select()
          .from(customers)
          .where(and(eq(customers.companyId, companyId), ne(customers.email, '')))
        for (const r of rows) byEmail.set(r.email.toLowerCase(), r)
      }

      const result: CustomerImportResult = {
        rows: [],
        created: 0,
        updated: 0,
        skipped: 0,
        failed: 0,
        newTags: [],
        dryRun: body.dryRun,
      }
      type Planned = {
        current: CustomerRow | null
        input: CustomerInput
        phones: Phone[]
        tagNames: string[] | null
      }
      const planned: Planned[] = []
      const seen = new Set<string>()
      const now = clock.now()

      for (const { line, cells } of records) {
        const has = (field: CustomerImportField) => columns.has(field)
        const cell = cellReader(columns, cells)
        const errors: RowError[] = []
        const email = cell('email').toLowerCase()
        const current = email ? (byEmail.get(email) ?? null) : null
        const name = cell('name') || current?.name || ''
        if (email && seen.has(email)) {
          result.rows.push({
            line,
            action: 'error',
            name,
            errors: [importError('email', 'validation.duplicateEmail')],
          })
          result.failed++
          continue
        }
        if (current && (body.duplicates === 'skip' || current.anonymisedAt)) {
          if (email) seen.add(email)
          result.rows.push({ line, action: 'skip', name, errors: [] })
          result.skipped++
          continue
        }

        const raw: Partial<CustomerInputIn> = current ? inputOf(current) : {}
        for (const field of ['name', 'email', 'taxId', 'notes'] as const) {
          if (has(field)) raw[field] = cell(field)
        }
        const choices = [
          ['kind', CUSTOMER_KINDS, KIND_WORDS],
          ['stage', CUSTOMER_STAGES, STAGE_WORDS],
          ['language', LOCALES, LANGUAGE_WORDS],
        ] as const
        for (const [field, values, words] of choices) {
          const text = cell(field)
          if (!text) continue
          const value = choice<string>(text, values, words)
          if (value) (raw as Record<string, unknown>)[field] = value
          else errors.push(importError(field, 'validation.choice'))
        }
        if (has('marketingConsent')) {
          const consent = booleanCell(cell('marketingConsent'))
          if (consent === undefined)
            errors.push(importError('marketingConsent', 'validation.boolean'))
          else raw.marketingConsent = consent
        }
        if (ADDRESS_FIELDS.some((f) => cell(f))) {
          const addresses = [...(raw.addresses ?? [])]
          const at = addresses.findIndex((a) => a.type === 'billing')
          const base = at >= 0 ? addresses[at]! : { type: 'billing' as const }
          const address: Record<string, string> = { ...base }
          for (const f of ADDRESS_FIELDS) if (has(f)) address[f] = cell(f)
          address.country = address.country?.toUpperCase() ?? ''
          if (at >= 0) addresses[at] = address
          else addresses.unshift(address)
          raw.addresses = addresses
        }

        const country =
          cell('country').toUpperCase() ||
          raw.addresses?.find((a) => a.country)?.country ||
          companyCountry
        let phones: Phone[] = (raw.phones ?? []) as Phone[]
        for (const [field, label] of [
          ['phone', 'work'],
          ['mobile', 'mobile'],
        ] as const) {
          const text = cell(field)
          if (!text) continue
          const number = normalisePhone(text, country)
          if (!number) {
            errors.push(importError(field, 'validation.phone'))
            continue
          }
          const matches = (p: Phone) => (label === 'mobile') === (p.label === 'mobile')
          phones = [...phones.filter((p) => !matches(p)), { label, number }]
        }
        raw.phones = phones.slice(0, 5)

        const parsed = customerInputSchema.safeParse(raw)
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const field = fieldOf(issue.path)
            if (errors.some((e) => e.field === field)) continue
            errors.push(
              importError(
                field,
                issue.message in validationMessages ? issue.message : issue.code,
                issue.message,
              ),
            )
          }
        }
        if (errors.length || !parsed.success) {
          result.rows.push({ line, action: 'error', name, errors })
          result.failed++
          continue
        }
        const tagNames = has('tags')
          ? [
              ...new Set(
                cell('tags')
                  .split(/[,;|]/)
                  .map((t) => t.trim().slice(0, 40))
                  .filter(Boolean),
              ),
            ]
          : null
        for (const tagName of tagNames ?? []) {
          const key = tagName.toLowerCase()
          if (!tags.has(key) && !newTags.has(key)) newTags.set(key, tagName)
        }
        if (email) seen.add(email)
        planned.push({ current, input: parsed.data, phones: raw.phones as Phone[], tagNames })
        if (current) result.updated++
        else result.created++
      }
      result.newTags = [...newTags.values()]
      if (body.dryRun || !planned.length) return result

      const written: { id: string; created: boolean }[] = []
      try {
        await db.transaction(async (tx) => {
          if (newTags.size) {
            const made = await tx
              .insert(customerTags)
              .values(
                [...newTags.values()].map((name, i) => ({
                  companyId,
                  name,
                  color: TAG_COLORS[(tags.size + i) % TAG_COLORS.length]!,
                })),
              )
              .onConflictDoNothing()
              .returning({ id: customerTags.id, name: customerTags.name })
            for (const t of made) tags.set(t.name.toLowerCase(), t)
            // A tag another request made meanwhile is the same tag.
            if (made.length < newTags.size) {
              for (const t of await tagsOf(companyId)) tags.set(t.name.toLowerCase(), t)
            }
          }
          const values = planned.map((p) => {
            const tagIds = p.tagNames
              ? p.tagNames.flatMap((n) => tags.get(n.toLowerCase())?.id ?? [])
              : p.input.tagIds
            return {
              ...(p.current ? { id: p.current.id } : {}),
              ...columnsOf(p.input, p.phones, tagIds, p.current, now),
              companyId,
              source: 'import' as const,
              createdBy: userId,
              createdAt: now,
              updatedAt: now,
            }
          })
          const creates = values.filter((v) => !('id' in v))
          const updates = values.filter((v) => 'id' in v)
          for (let i = 0; i < creates.length; i += CHUNK) {
            const ids = await tx
              .insert(customers)
              .values(creates.slice(i, i + CHUNK))
              .returning({ id: customers.id })
            for (const { id } of ids) written.push({ id, created: true })
          }
          // Updates go in the same batches: an insert of the known id that turns into an update
          // of the columns the row brings (never its source, creator or company).
          const excluded = (column: string) => sql.raw(`excluded."${column}"`)
          for (let i = 0; i < updates.length; i += CHUNK) {
            const ids = await tx
              .insert(customers)
              .values(updates.slice(i, i + CHUNK))
              .onConflictDoUpdate({
                target: customers.id,
                set: {
                  kind: excluded('kind'),
                  name: excluded('name'),
                  email: excluded('email'),
                  phones: excluded('phones'),
                  language: excluded('language'),
                  addresses: excluded('addresses'),
                  taxId: excluded('tax_id'),
                  tagIds: excluded('tag_ids'),
                  stage: excluded('stage'),
                  marketingConsentAt: excluded('marketing_consent_at'),
                  notes: excluded('notes'),
                  searchText: excluded('search_text'),
                  updatedAt: now,
                },
                setWhere: sql`${customers.companyId} = ${companyId}`,
              })
              .returning({ id: customers.id })
            for (const { id } of ids) written.push({ id, created: false })
          }
        })
      } catch (err) {
        if (isUniqueViolation(err, 'customers_company_email_idx')) {
          throw new AppError(
            409,
            'customer_email_taken',
            'Another customer took one of these emails meanwhile; import the file again',
          )
        }
        throw err
      }
      for (const w of written) {
        events.publish(companyId, {
          type: w.created ? 'customers.created' : 'customers.updated',
          id: w.id,
          actorId: userId,
        })
      }
      return result
    },
  }
}
