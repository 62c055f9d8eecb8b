import { type QuoteLine, quoteTotals } from '@designer/contract'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { databaseBefore } from '../../test/migrations'

// 0022_quotes-inbox (docs/decisions/043-quotes-inbox.md): quotes nobody at the studio has
// touched become requests, every quote gets its total (counted as `quoteTotals` counts it), and
// the steps its row tells of. On whichever engine this run tests.

const MIGRATION = '0022_quotes-inbox'

test(`${MIGRATION} finds the requests, counts the totals and writes the steps already taken`, async () => {
  const { db, finish, rows } = await databaseBefore(MIGRATION)
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
  const company = '00000000-0000-4000-8000-00000000e001'
  await db.execute(sql`
    insert into companies (id, name, currency, country, trial_ends_at)
    values (${company}, 'Atelier', 'EUR', 'ES', now())`)
  const eur = (amount: number) => ({ amount, currency: 'EUR' })
  // Half a cent to round (1.5 × 333 = 499.5), a negative surcharge, a second piece.
  const lines: QuoteLine[] = [
    { label: 'Table', quantity: 1.5, unitPrice: eur(333) },
    { label: 'Wood: Pine', quantity: 1, unitPrice: eur(-5_000) },
    { label: 'Bench', quantity: 2, unitPrice: eur(80_095) },
  ]
  type Old = {
    n: number
    status: string
    version: number
    sentAt: string | null
    taxIncluded: boolean
    discount: number
  }
  const quotes: Old[] = [
    // Asked for, never touched: a request.
    { n: 1, status: 'draft', version: 1, sentAt: null, taxIncluded: true, discount: 0 },
    // Edited once: the studio's draft.
    { n: 2, status: 'draft', version: 2, sentAt: null, taxIncluded: false, discount: 1_000 },
    {
      n: 3,
      status: 'sent',
      version: 2,
      sentAt: '2026-11-02T10:00:00Z',
      taxIncluded: false,
      discount: 0,
    },
    {
      n: 4,
      status: 'accepted',
      version: 3,
      sentAt: '2026-11-02T10:00:00Z',
      taxIncluded: true,
      discount: 250,
    },
    {
      n: 5,
      status: 'expired',
      version: 3,
      sentAt: '2026-11-02T10:00:00Z',
      taxIncluded: true,
      discount: 0,
    },
    // Sent, then taken back to draft: not a request.
    {
      n: 6,
      status: 'draft',
      version: 3,
      sentAt: '2026-11-02T10:00:00Z',
      taxIncluded: true,
      discount: 0,
    },
  ]
  for (const q of quotes) {
    await db.execute(sql`
      insert into quotes
        (company_id, number, configurator_name, configurator_version, selections, configuration,
         price, currency, lines, discount, tax_percent, tax_included, status, version, sent_at,
         created_at, updated_at)
      values
        (${company}, ${q.n}, 'Table', 1, '{}', '[]', 155690, 'EUR', ${json(lines)}, ${q.discount},
         21, ${q.taxIncluded}, ${q.status}, ${q.version}, ${q.sentAt}, '2026-11-01T09:00:00Z',
         '2026-11-03T09:00:00Z')`)
  }

  await finish()

  const after = await rows<{ number: number; status: string; total: number; id: string }>(
    sql`select id, number, status, total from quotes order by number`,
  )
  expect(after.map((q) => q.status)).toEqual([
    'requested',
    'draft',
    'sent',
    'accepted',
    'expired',
    'draft',
  ])
  for (const [i, q] of quotes.entries()) {
    const { total } = quoteTotals({
      currency: 'EUR',
      lines,
      discount: eur(q.discount),
      taxPercent: 21,
      taxIncluded: q.taxIncluded,
    })
    expect(after[i]!.total, `Q-${q.n}`).toBe(total.amount)
  }

  const steps = await rows<{ number: number; kind: string; amount: number | null; at: Date }>(sql`
    select q.number, e.kind, e.amount, e.at from quote_events e join quotes q on q.id = e.quote_id
    order by q.number, e.at, e.kind`)
  const of = (n: number) =>
    steps.filter((s) => s.number === n).map((s) => [s.kind, s.amount, new Date(s.at).toISOString()])
  const total = (n: number) => after[n - 1]!.total
  const asked = ['requested', 155_690, '2026-11-01T09:00:00.000Z']
  expect(of(1)).toEqual([asked])
  expect(of(2)).toEqual([asked])
  expect(of(3)).toEqual([asked, ['sent', total(3), '2026-11-02T10:00:00.000Z']])
  expect(of(4)).toEqual([
    asked,
    ['sent', total(4), '2026-11-02T10:00:00.000Z'],
    ['accepted', total(4), '2026-11-03T09:00:00.000Z'],
  ])
  expect(of(5)).toEqual([
    asked,
    ['sent', total(5), '2026-11-02T10:00:00.000Z'],
    ['expired', null, '2026-11-03T09:00:00.000Z'],
  ])
  expect(of(6)).toEqual([asked, ['sent', total(6), '2026-11-02T10:00:00.000Z']])

  // New quotes start as requests.
  const [column] = await rows<{ column_default: string }>(sql`
    select column_default from information_schema.columns
    where table_name = 'quotes' and column_name = 'status'`)
  expect(column!.column_default).toContain("'requested'")
}, 90_000)
