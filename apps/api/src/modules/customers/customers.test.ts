import { CUSTOMER_IMPORT_FIELDS, type Customer } from '@designer/contract'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { addMember, companyOwner, expectTenantIsolation } from '../../../test/companies'
import { configuratorFixtures } from '../../../test/configurators'
import type { App } from '../../app'
import { customers } from '../../db/schema/index'

const clock = testClock(new Date('2026-11-23T09:00:00Z'))

let app: App
let owner: Awaited<ReturnType<typeof companyOwner>>
type Owner = typeof owner

beforeAll(async () => {
  app = await build({ clock })
  // The company is in Spain (test/companies.ts): national numbers are read as Spanish.
  owner = await companyOwner(app, 'Customers Studio')
})

type Headers = Record<string, string>
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = owner.scoped,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

async function customer(over: object = {}, who: Owner = owner) {
  const res = await call('POST', '/v1/customers', { name: 'Ana García', ...over }, who.scoped)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}
async function tag(name: string, color = 'green', who: Owner = owner) {
  const res = await call('POST', '/v1/customer-tags', { name, color }, who.scoped)
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}
/** The field problems of an answer as `path:code`, each once. */
const paths = (res: { json(): { details?: { path: string; code?: string }[] } }) => [
  ...new Set((res.json().details ?? []).map((d) => `${d.path}:${d.code}`).sort()),
]
const names = (res: { json(): { items: { name: string }[] } }) =>
  res.json().items.map((c) => c.name)
/** Input from a customer as answered, for a PUT that changes only what `over` says. */
const inputOf = (c: Customer, over: object = {}) => ({
  kind: c.kind,
  name: c.name,
  email: c.email,
  companyContactId: c.companyContact?.id ?? null,
  phones: c.phones,
  language: c.language,
  addresses: c.addresses,
  taxId: c.taxId,
  tagIds: c.tags.map((t) => t.id),
  stage: c.stage,
  ownerId: c.owner?.id ?? null,
  marketingConsent: c.marketingConsent,
  notes: c.notes,
  ...over,
})

describe('customers', () => {
  test('a customer is made with its defaults, read, changed and deleted', async () => {
    const c = await customer({ name: '  Lucía Pérez ' })
    expect(c).toMatchObject({
      name: 'Lucía Pérez',
      kind: 'person',
      email: '',
      phones: [],
      language: 'en',
      stage: 'lead',
      source: 'manual',
      owner: null,
      tags: [],
      marketingConsent: false,
      marketingConsentAt: null,
      anonymisedAt: null,
    })
    expect((await call('GET', `/v1/customers/${c.id}`)).json()).toEqual(c)

    const changed = await call(
      'PUT',
      `/v1/customers/${c.id}`,
      inputOf(c, {
        email: 'lucia@example.es',
        language: 'es',
        stage: 'customer',
        taxId: 'B12345678',
        addresses: [{ type: 'delivery', line1: 'Calle Mayor 1', city: 'Madrid', country: 'ES' }],
      }),
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      email: 'lucia@example.es',
      language: 'es',
      stage: 'customer',
      taxId: 'B12345678',
      addresses: [
        {
          type: 'delivery',
          line1: 'Calle Mayor 1',
          line2: '',
          city: 'Madrid',
          region: '',
          postalCode: '',
          country: 'ES',
        },
      ],
    })

    expect((await call('DELETE', `/v1/customers/${c.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/v1/customers/${c.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/v1/customers/${c.id}`)).statusCode).toBe(404)
  })

  test('a name is required and bad fields are named', async () => {
    const res = await call('POST', '/v1/customers', {
      name: ' ',
      email: 'not-mail',
      stage: 'friend',
      addresses: [{ country: 'XX' }],
    })
    expect(res.statusCode).toBe(400)
    expect(paths(res)).toEqual(
      expect.arrayContaining([
        'name:validation.required',
        'email:validation.email',
        'addresses.0.country:validation.country',
      ]),
    )
  })

  test('phones are stored in E.164, read in the country of the address or the company', async () => {
    const c = await customer({
      name: 'Phones',
      phones: [
        { label: 'mobile', number: '612 34 56 78' },
        { label: 'work', number: '+1 (415) 555-2671' },
      ],
    })
    expect(c.phones).toEqual([
      { label: 'mobile', number: '+34612345678' },
      { label: 'work', number: '+14155552671' },
    ])
    const french = await customer({
      name: 'Élodie Martin',
      phones: [{ number: '06 11 22 33 44' }],
      addresses: [{ city: 'Lyon', country: 'FR' }],
    })
    expect(french.phones).toEqual([{ label: 'mobile', number: '+33611223344' }])

    const bad = await call('POST', '/v1/customers', {
      name: 'Bad phone',
      phones: [{ number: '+34 612 345 678' }, { number: 'call me' }, { number: '12' }],
    })
    expect(bad.statusCode).toBe(400)
    expect(paths(bad)).toEqual([
      'phones.1.number:validation.phone',
      'phones.2.number:validation.phone',
    ])
  })

  test('search finds a customer by name, e-mail or phone as people type it', async () => {
    const who = await companyOwner(app, 'Search Studio')
    await customer(
      {
        name: 'Marta Ruiz',
        email: 'marta@ruiz.es',
        phones: [{ number: '+34 699 11 22 33' }],
      },
      who,
    )
    await customer(
      {
        name: 'Jean Dupont',
        phones: [{ number: '06 55 44 33 22' }],
        addresses: [{ country: 'FR' }],
      },
      who,
    )
    await customer({ name: 'Noé 100% Bois', email: 'noe@bois.fr' }, who)
    // Its numbers end in 612 and start with 34: a query never spans two of them.
    await customer(
      {
        name: 'Two numbers',
        phones: [{ number: '+34 911 000 612' }, { number: '+34 634 000 000' }],
      },
      who,
    )
    const search = async (q: string) =>
      names(await call('GET', `/v1/customers?q=${encodeURIComponent(q)}`, undefined, who.scoped))

    expect(await search('marta')).toEqual(['Marta Ruiz'])
    expect(await search('RUIZ.ES')).toEqual(['Marta Ruiz'])
    expect(await search('699 11 22')).toEqual(['Marta Ruiz'])
    expect(await search('612 34')).toEqual([])
    expect(await search('+34699112233')).toEqual(['Marta Ruiz'])
    expect(await search('06 55 44')).toEqual(['Jean Dupont'])
    expect(await search('33655')).toEqual(['Jean Dupont'])
    expect(await search('100%')).toEqual(['Noé 100% Bois'])
    // Accents and case aside, both ways.
    expect(await search('noe')).toEqual(['Noé 100% Bois'])
    expect(await search('NOÉ')).toEqual(['Noé 100% Bois'])
    expect(await search('nobody')).toEqual([])
  })

  test('an e-mail belongs to one customer of a company, whatever its case', async () => {
    const first = await customer({ name: 'First', email: 'Same@Example.com' })
    const again = await call('POST', '/v1/customers', { name: 'Second', email: 'same@example.COM' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'customer_email_taken',
      message: 'Another customer has this email: First',
      details: { customer: { id: first.id, name: 'First' } },
    })
    const other = await customer({ name: 'Other' })
    const taking = await call(
      'PUT',
      `/v1/customers/${other.id}`,
      inputOf(other, { email: 'SAME@example.com' }),
    )
    expect(taking.statusCode).toBe(409)
    // Keeping one's own e-mail is no conflict; another company may have it too.
    const kept = await call('PUT', `/v1/customers/${first.id}`, inputOf(first, { notes: 'VIP' }))
    expect(kept.statusCode, kept.body).toBe(200)
    const elsewhere = await companyOwner(app, 'Elsewhere')
    await customer({ name: 'Theirs', email: 'same@example.com' }, elsewhere)
  })

  test('when requests race for one e-mail, exactly one customer gets it', async () => {
    const racing = await Promise.all(
      ['race@example.com', 'RACE@example.com', 'Race@Example.com', 'race@EXAMPLE.com'].map(
        (email, i) => call('POST', '/v1/customers', { name: `Racer ${i}`, email }),
      ),
    )
    const codes = racing.map((r) => r.statusCode).sort()
    expect(codes).toEqual([201, 409, 409, 409])
    for (const lost of racing.filter((r) => r.statusCode === 409)) {
      expect(lost.json().code).toBe('customer_email_taken')
    }
    const found = await call('GET', '/v1/customers?q=race%40example.com')
    expect(found.json().total).toBe(1)
  })

  test('stage, tag, owner and kind filter the list; sorts are stable', async () => {
    const who = await companyOwner(app, 'Filter Studio')
    const designer = await addMember(app, who, 'designer')
    const vip = await tag('VIP', 'amber', who)
    const trade = await tag('Trade', 'blue', who)
    const a = await customer(
      { name: 'Alpha', stage: 'customer', tagIds: [vip.id, trade.id], ownerId: designer.user.id },
      who,
    )
    await customer({ name: 'Beta', stage: 'prospect', tagIds: [trade.id] }, who)
    await customer({ name: 'Gamma Ltd', kind: 'company', stage: 'lead' }, who)
    expect(a.tags).toEqual([
      { id: vip.id, name: 'VIP', color: 'amber' },
      { id: trade.id, name: 'Trade', color: 'blue' },
    ])
    expect(a.owner).toEqual({ id: designer.user.id, name: designer.user.name })

    const list = async (query: string) =>
      names(await call('GET', `/v1/customers?${query}`, undefined, who.scoped))
    expect(await list('stage=customer')).toEqual(['Alpha'])
    expect(await list(`tagId=${trade.id}`)).toEqual(['Alpha', 'Beta'])
    expect(await list(`ownerId=${designer.user.id}`)).toEqual(['Alpha'])
    expect(await list('ownerId=none')).toEqual(['Beta', 'Gamma Ltd'])
    expect(await list('kind=company')).toEqual(['Gamma Ltd'])
    expect(await list('sort=-name')).toEqual(['Gamma Ltd', 'Beta', 'Alpha'])
    expect(await list('sort=stage')).toEqual(['Gamma Ltd', 'Beta', 'Alpha'])
    expect(await list('pageSize=2&page=2')).toEqual(['Gamma Ltd'])

    const tags = (await call('GET', '/v1/customer-tags', undefined, who.scoped)).json()
    expect(tags).toEqual([
      { id: trade.id, name: 'Trade', color: 'blue', customerCount: 2 },
      { id: vip.id, name: 'VIP', color: 'amber', customerCount: 1 },
    ])
  })

  test('tags: names are unique, renaming keeps them on, deleting takes them off', async () => {
    const who = await companyOwner(app, 'Tag Studio')
    const t = await tag('Architect', 'violet', who)
    const twice = await call('POST', '/v1/customer-tags', { name: 'architect' }, who.scoped)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('tag_name_taken')
    const c = await customer({ name: 'Tagged', tagIds: [t.id, t.id] }, who)
    expect(c.tags).toHaveLength(1)
    const renamed = await call(
      'PUT',
      `/v1/customer-tags/${t.id}`,
      { name: 'Architects', color: 'teal' },
      who.scoped,
    )
    expect(renamed.json()).toMatchObject({ name: 'Architects', color: 'teal', customerCount: 1 })
    expect(
      (await call('DELETE', `/v1/customer-tags/${t.id}`, undefined, who.scoped)).statusCode,
    ).toBe(204)
    expect((await call('GET', `/v1/customers/${c.id}`, undefined, who.scoped)).json().tags).toEqual(
      [],
    )
  })

  test("what a customer refers to must be this company's: tags, contact company, owner", async () => {
    const who = await companyOwner(app, 'Refs Studio')
    const stranger = await companyOwner(app, 'Strangers')
    const theirTag = await tag('Theirs', 'red', stranger)
    const theirCompany = await customer({ name: 'Their Co', kind: 'company' }, stranger)
    const person = await customer({ name: 'A person' }, who)
    const res = await call(
      'POST',
      '/v1/customers',
      {
        name: 'Refs',
        tagIds: [theirTag.id],
        companyContactId: theirCompany.id,
        ownerId: stranger.user.id,
      },
      who.scoped,
    )
    expect(res.statusCode).toBe(400)
    expect(paths(res)).toEqual([
      'companyContactId:validation.unknownCustomer',
      'ownerId:validation.unknownMember',
      'tagIds:validation.unknownTag',
    ])
    const notCompany = await call(
      'POST',
      '/v1/customers',
      { name: 'Works at a person', companyContactId: person.id },
      who.scoped,
    )
    expect(paths(notCompany)).toEqual(['companyContactId:validation.notACompany'])

    const company = await customer({ name: 'Mueblería Sol', kind: 'company' }, who)
    const employee = await customer(
      { name: 'Pedro Sol', companyContactId: company.id, ownerId: who.user.id },
      who,
    )
    expect(employee.companyContact).toEqual({ id: company.id, name: 'Mueblería Sol' })
    expect(employee.owner).toEqual({ id: who.user.id, name: who.user.name })
  })

  test('consent keeps the time it was given until it is withdrawn', async () => {
    const c = await customer({ name: 'Consent', marketingConsent: true })
    expect(c.marketingConsentAt).toBe('2026-11-23T09:00:00.000Z')
    clock.advance(60_000)
    const kept = (
      await call('PUT', `/v1/customers/${c.id}`, inputOf(c, { notes: 'changed' }))
    ).json()
    expect(kept.marketingConsentAt).toBe('2026-11-23T09:00:00.000Z')
    const withdrawn = (
      await call('PUT', `/v1/customers/${c.id}`, inputOf(c, { marketingConsent: false }))
    ).json()
    expect(withdrawn).toMatchObject({ marketingConsent: false, marketingConsentAt: null })
  })
})

describe('timeline', () => {
  test('notes are added, paged newest first, edited and deleted; the creation is there', async () => {
    const c = await customer({ name: 'Timeline' })
    const added = []
    for (const body of ['First call', 'Sent samples', 'Visited showroom']) {
      clock.advance(60_000)
      const res = await call('POST', `/v1/customers/${c.id}/notes`, { body })
      expect(res.statusCode, res.body).toBe(201)
      added.push(res.json())
    }
    expect(added[0]).toMatchObject({
      type: 'note',
      body: 'First call',
      actor: { id: owner.user.id, name: owner.user.name },
      editedAt: null,
    })
    const first = (await call('GET', `/v1/customers/${c.id}/timeline?limit=2`)).json()
    expect(first.entries.map((e: { body: string }) => e.body)).toEqual([
      'Visited showroom',
      'Sent samples',
    ])
    expect(first.hasMore).toBe(true)
    const rest = (
      await call(
        'GET',
        `/v1/customers/${c.id}/timeline?limit=2&before=${encodeURIComponent(first.entries[1].at)}`,
      )
    ).json()
    expect(rest.entries.map((e: { type: string }) => e.type)).toEqual(['note', 'created'])
    expect(rest.entries[1]).toMatchObject({ body: 'manual', actor: { id: owner.user.id } })
    expect(rest.hasMore).toBe(false)

    clock.advance(60_000)
    const noteId = added[0].refId
    expect(
      (await call('PUT', `/v1/customers/${c.id}/notes/${noteId}`, { body: 'First call, long' }))
        .statusCode,
    ).toBe(204)
    const edited = (await call('GET', `/v1/customers/${c.id}/timeline`)).json().entries
    expect(edited.find((e: { refId: string }) => e.refId === noteId)).toMatchObject({
      body: 'First call, long',
      editedAt: expect.any(String),
    })
    expect((await call('DELETE', `/v1/customers/${c.id}/notes/${noteId}`)).statusCode).toBe(204)
    expect((await call('DELETE', `/v1/customers/${c.id}/notes/${noteId}`)).statusCode).toBe(404)
    const empty = await call('POST', `/v1/customers/${c.id}/notes`, { body: '  ' })
    expect(paths(empty)).toEqual(['body:validation.required'])
    // A note is reached only through its own customer.
    const other = await customer({ name: 'Not the note owner' })
    const wrong = await call('DELETE', `/v1/customers/${other.id}/notes/${added[1].refId}`)
    expect(wrong.statusCode).toBe(404)
  })
})

describe('privacy', () => {
  test("a customer's data is exported as JSON, then anonymised: nothing naming them stays", async () => {
    const vip = await tag('Private', 'pink')
    const c = await customer({
      name: 'Sofía Privada',
      email: 'sofia@privada.es',
      phones: [{ number: '611 000 111' }],
      addresses: [{ line1: 'Calle Secreta 9', city: 'Sevilla', country: 'ES' }],
      taxId: '12345678Z',
      tagIds: [vip.id],
      marketingConsent: true,
      notes: 'Likes walnut',
    })
    await call('POST', `/v1/customers/${c.id}/notes`, { body: 'Called Sofía about the table' })

    const data = await call('GET', `/v1/customers/${c.id}/data`)
    expect(data.statusCode).toBe(200)
    expect(data.headers['content-disposition']).toBe(`attachment; filename="customer-${c.id}.json"`)
    expect(data.json()).toMatchObject({
      customer: { id: c.id, name: 'Sofía Privada', email: 'sofia@privada.es' },
      timeline: [{ type: 'note', body: 'Called Sofía about the table' }, { type: 'created' }],
    })

    clock.advance(60_000)
    const anonymised = await call('POST', `/v1/customers/${c.id}/anonymise`)
    expect(anonymised.statusCode, anonymised.body).toBe(200)
    const after = anonymised.json()
    expect(after).toMatchObject({
      id: c.id,
      name: '',
      email: '',
      phones: [],
      addresses: [],
      taxId: '',
      tags: [],
      notes: '',
      marketingConsent: false,
      stage: 'inactive',
      anonymisedAt: expect.any(String),
    })
    const everything = JSON.stringify([
      after,
      (await call('GET', `/v1/customers/${c.id}/timeline`)).json(),
      (await call('GET', `/v1/customers/${c.id}/data`)).json(),
      (await call('GET', '/v1/customers/export')).body,
    ])
    for (const secret of ['Sofía', 'privada', '611000111', 'Secreta', '12345678Z', 'walnut']) {
      expect(everything).not.toContain(secret)
    }
    expect(
      (await call('GET', `/v1/customers/${c.id}/timeline`))
        .json()
        .entries.map((e: { type: string }) => e.type),
    ).toEqual(['anonymised', 'created'])
    // It stays anonymous: no edits, no notes; anonymising again changes nothing.
    const edit = await call('PUT', `/v1/customers/${c.id}`, inputOf(c))
    expect(edit.statusCode).toBe(409)
    expect((await call('POST', `/v1/customers/${c.id}/notes`, { body: 'x' })).statusCode).toBe(409)
    expect((await call('POST', `/v1/customers/${c.id}/anonymise`)).json()).toEqual(after)
    // Its e-mail is free again.
    await customer({ name: 'New Sofía', email: 'sofia@privada.es' })
  })
})

describe('CSV', () => {
  const allFields = Object.fromEntries(CUSTOMER_IMPORT_FIELDS.map((f) => [f, f]))
  const importCsv = (csv: string, over: object = {}, who: Owner = owner) =>
    call('POST', '/v1/customers/import', { csv, mapping: allFields, ...over }, who.scoped)

  test('good rows are kept, bad rows reported by line; a dry run writes nothing', async () => {
    const who = await companyOwner(app, 'Import Studio')
    const csv = [
      '\uFEFFNombre;Correo;Teléfono;Etiquetas;Etapa;País',
      'Carmen Vidal;carmen@vidal.es;612 111 222;VIP, Trade;cliente;ES',
      ';nobody@example.com;;;;',
      'Luis Mora;not-an-email;612 111 333;;;ES',
      'Ana Sanz;ana@sanz.es;call me;;;',
      'Pablo Gil;carmen@VIDAL.es;;;;',
      '"Mueble; Hogar SL";hola@mueblehogar.es;+34 911 222 333;Trade;lead;ES',
      'Rosa Luna;rosa@luna.es;;;friend;',
    ].join('\r\n')
    const mapping = {
      name: 'Nombre',
      email: 'Correo',
      phone: 'Teléfono',
      tags: 'Etiquetas',
      stage: 'Etapa',
      country: 'País',
    }
    const dry = await importCsv(csv, { mapping }, who)
    expect(dry.statusCode, dry.body).toBe(200)
    const report = dry.json()
    expect(report).toMatchObject({ created: 2, updated: 0, skipped: 0, failed: 5, dryRun: true })
    expect(report.newTags).toEqual(['VIP', 'Trade'])
    expect(
      report.rows.map((r: { line: number; errors: { field: string; code: string }[] }) => [
        r.line,
        r.errors.map((e) => `${e.field}:${e.code}`),
      ]),
    ).toEqual([
      [3, ['name:validation.required']],
      [4, ['email:validation.email']],
      [5, ['phone:validation.phone']],
      [6, ['email:validation.duplicateEmail']],
      [8, ['stage:validation.choice']],
    ])
    expect((await call('GET', '/v1/customers', undefined, who.scoped)).json().total).toBe(0)

    const done = await importCsv(csv, { mapping, dryRun: false }, who)
    expect(done.json()).toMatchObject({ created: 2, failed: 5, dryRun: false })
    const list = (await call('GET', '/v1/customers', undefined, who.scoped)).json()
    expect(list.items).toMatchObject([
      {
        name: 'Carmen Vidal',
        email: 'carmen@vidal.es',
        phones: [{ label: 'work', number: '+34612111222' }],
        stage: 'customer',
        source: 'import',
        tags: [{ name: 'VIP' }, { name: 'Trade' }],
        addresses: [{ type: 'billing', country: 'ES' }],
      },
      { name: 'Mueble; Hogar SL', tags: [{ name: 'Trade' }], stage: 'lead' },
    ])
  })

  test('known e-mails are skipped or updated, as asked; only mapped fields change', async () => {
    const who = await companyOwner(app, 'Dedupe Studio')
    const known = await customer(
      { name: 'Known', email: 'known@example.com', taxId: 'T-1', stage: 'customer' },
      who,
    )
    const csv = 'email,name,stage\nKNOWN@example.com,Known Renamed,inactive\nnew@example.com,New,\n'
    const mapping = { email: 'email', name: 'name', stage: 'stage' }
    const skipped = (await importCsv(csv, { mapping, dryRun: false }, who)).json()
    expect(skipped).toMatchObject({ created: 1, skipped: 1, updated: 0 })
    expect(skipped.rows).toEqual([{ line: 2, action: 'skip', name: 'Known Renamed', errors: [] }])
    const updated = (
      await importCsv(csv, { mapping, dryRun: false, duplicates: 'update' }, who)
    ).json()
    expect(updated).toMatchObject({ created: 0, updated: 2, skipped: 0 })
    const after = (await call('GET', `/v1/customers/${known.id}`, undefined, who.scoped)).json()
    expect(after).toMatchObject({
      name: 'Known Renamed',
      stage: 'inactive',
      taxId: 'T-1',
      source: 'manual',
    })
    expect((await call('GET', '/v1/customers', undefined, who.scoped)).json().total).toBe(2)
  })

  test('10,000 rows import in one request', async () => {
    const who = await companyOwner(app, 'Big Import')
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `Customer ${i},c${i}@example.com,+34 600 ${String(i).padStart(6, '0')},Bulk`,
    )
    const csv = ['name,email,phone,tags', ...rows].join('\n')
    const mapping = { name: 'name', email: 'email', phone: 'phone', tags: 'tags' }
    const res = await importCsv(csv, { mapping, dryRun: false }, who)
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200)
    expect(res.json()).toMatchObject({ created: 10_000, failed: 0 })
    const found = await call('GET', '/v1/customers?q=600%20009%20999', undefined, who.scoped)
    expect(names(found)).toEqual(['Customer 9999'])
    const tags = (await call('GET', '/v1/customer-tags', undefined, who.scoped)).json()
    expect(tags).toMatchObject([{ name: 'Bulk', customerCount: 10_000 }])
  })

  test('export: the filtered customers, BOM, either separator, and it imports back', async () => {
    const from = await companyOwner(app, 'Export Studio')
    const vip = await tag('VIP', 'amber', from)
    await customer(
      {
        name: 'Export "One"; Ltd',
        kind: 'company',
        email: 'one@example.com',
        phones: [{ label: 'work', number: '+34 911 000 000' }, { number: '+34 611 000 000' }],
        language: 'es',
        stage: 'customer',
        tagIds: [vip.id],
        taxId: 'B-1',
        addresses: [{ line1: 'Rúa 1', city: 'Vigo', postalCode: '36201', country: 'ES' }],
        marketingConsent: true,
        notes: 'Line one\nline two',
      },
      from,
    )
    await customer({ name: 'Export Two', stage: 'lead' }, from)

    const res = await call('GET', '/v1/customers/export?stage=customer', undefined, from.scoped)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"')
    expect(res.body.startsWith(`\uFEFF${CUSTOMER_IMPORT_FIELDS.join(',')}\r\n`)).toBe(true)
    expect(res.body).not.toContain('Export Two')
    const semi = await call(
      'GET',
      '/v1/customers/export?separator=semicolon',
      undefined,
      from.scoped,
    )
    expect(semi.body.split('\r\n')[0]).toBe(`\uFEFF${CUSTOMER_IMPORT_FIELDS.join(';')}`)
    expect(semi.body).toContain('Export Two')

    const to = await companyOwner(app, 'Import Back')
    const back = await importCsv(semi.body, { dryRun: false }, to)
    expect(back.json()).toMatchObject({ created: 2, failed: 0 })
    const strip = (c: Record<string, unknown>) => {
      const { id, createdAt, updatedAt, marketingConsentAt, source, tags, ...rest } = c
      return { ...rest, tags: (tags as { name: string }[]).map((t) => t.name) }
    }
    const original = (await call('GET', '/v1/customers', undefined, from.scoped)).json().items
    const copied = (await call('GET', '/v1/customers', undefined, to.scoped)).json().items
    expect(copied.map(strip)).toEqual(original.map(strip))
  })

  /** An export's rows as an independent parser reads them, by column name. */
  const exportedRows = async (who: Owner, query = '') => {
    const res = await call('GET', `/v1/customers/export?sort=name${query}`, undefined, who.scoped)
    expect(res.statusCode, res.body).toBe(200)
    const delimiter = query.includes('semicolon') ? ';' : ','
    return {
      body: res.body,
      rows: parse(res.body, { bom: true, columns: true, delimiter }) as Record<string, string>[],
    }
  }

  /** Customers whose free-text fields start as spreadsheet formulas do, as the API takes them. */
  async function formulaCustomers(who: Owner) {
    const evil = await tag('=2+5', 'red', who)
    await customer(
      {
        name: '=HYPERLINK("http://x","y")',
        email: '-ana@example.com',
        taxId: '+B-1',
        tagIds: [evil.id],
        addresses: [
          {
            line1: '@SUM(A1:A9)',
            line2: "'=typed with a quote",
            city: '-Vigo',
            region: "''+two quotes",
            postalCode: '+36201',
            country: 'ES',
          },
        ],
        notes: '@mention\n=second line',
      },
      who,
    )
    await customer({ name: '+34 plus', email: '+plus@example.com', notes: '-5.00' }, who)
    await customer({ name: "'@quoted", email: "'q@example.com", taxId: '-12' }, who)
  }

  test('export: every cell a spreadsheet would run as a formula starts with a quote', async () => {
    const who = await companyOwner(app, 'Formula Studio')
    await formulaCustomers(who)
    // A tab or a carriage return first cannot come through the API (it trims), only from rows
    // written some other way; the export defuses them all the same.
    const raw = await customer({ name: 'Tab' }, who)
    await app.db
      .update(customers)
      .set({ name: '\t=1+1', taxId: '\r=1+1', notes: '\t@x' })
      .where(eq(customers.id, raw.id))

    for (const query of ['', '&separator=semicolon']) {
      const { rows } = await exportedRows(who, query)
      const cells = (name: string) => rows.find((r) => r.name === name)!
      expect(cells(`'=HYPERLINK("http://x","y")`)).toMatchObject({
        email: "'-ana@example.com",
        taxId: "'+B-1",
        tags: "'=2+5",
        line1: "'@SUM(A1:A9)",
        line2: "''=typed with a quote",
        city: "'-Vigo",
        region: "'''+two quotes",
        postalCode: "'+36201",
        notes: "'@mention\n=second line",
      })
      // A plain number is a number, not a formula: it stays as it is and sums.
      expect(cells("'+34 plus")).toMatchObject({ email: "'+plus@example.com", notes: '-5.00' })
      expect(cells("''@quoted")).toMatchObject({ email: "'q@example.com", taxId: '-12' })
      expect(cells("'\t=1+1")).toMatchObject({ taxId: "'\r=1+1", notes: "'\t@x" })
      // No cell of the file but a plain number starts as a formula.
      const formula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)
      const cellsOf = rows.flatMap((r) => Object.entries(r))
      expect(cellsOf.filter(([, cell]) => formula(cell))).toEqual([])
      expect(cellsOf.length).toBe(4 * CUSTOMER_IMPORT_FIELDS.length)
    }
  })

  test('export: cells starting as formulas import back as they were typed', async () => {
    const from = await companyOwner(app, 'Formula Export')
    await formulaCustomers(from)
    const strip = (c: Record<string, unknown>) => {
      const { id, createdAt, updatedAt, marketingConsentAt, source, tags, ...rest } = c
      return { ...rest, tags: (tags as { name: string }[]).map((t) => t.name) }
    }
    const list = async (who: Owner) =>
      (await call('GET', '/v1/customers?sort=name', undefined, who.scoped)).json().items.map(strip)
    for (const query of ['', '&separator=semicolon']) {
      const to = await companyOwner(app, `Formula Import${query}`)
      const { body } = await exportedRows(from, query)
      const back = await importCsv(body, { dryRun: false }, to)
      expect(back.json()).toMatchObject({ created: 3, failed: 0 })
      const copied = await list(to)
      expect(copied).toEqual(await list(from))
      expect(copied.map((c: { name: string }) => c.name).sort()).toEqual([
        "'@quoted",
        '+34 plus',
        '=HYPERLINK("http://x","y")',
      ])
    }
  })

  test('a name planted through the public quote form is exported defused', async () => {
    const who = await companyOwner(app, 'Quote Form Studio')
    const { configurator } = await configuratorFixtures(app).published(who)
    const asked = await app.inject({
      method: 'POST',
      url: `/v1/public/configurators/${configurator.id}/quotes`,
      payload: {
        selections: {},
        name: '=HYPERLINK("http://x","y")',
        email: 'visitor@example.com',
        phone: '+34 612 345 678',
        consent: true,
      },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const { rows } = await exportedRows(who)
    expect(rows).toEqual([
      expect.objectContaining({
        name: `'=HYPERLINK("http://x","y")`,
        email: 'visitor@example.com',
        mobile: "'+34 612 34 56 78",
      }),
    ])
  })

  test('a mapping naming a column the file lacks is refused by field', async () => {
    const res = await importCsv('name\nA\n', { mapping: { name: 'name', email: 'E-mail' } })
    expect(res.statusCode).toBe(400)
    expect(paths(res)).toEqual(['mapping.email:validation.unknownColumn'])
  })
})

describe('tenant isolation', () => {
  test("another company's member can neither read nor change customers, notes or tags", async () => {
    const t = await tag('Secret tag', 'red')
    const c = await customer({
      name: 'Secret Customer',
      email: 'secret@example.com',
      tagIds: [t.id],
    })
    const n = (await call('POST', `/v1/customers/${c.id}/notes`, { body: 'Secret note' })).json()
    const unchanged = async () => {
      const again = (await call('GET', `/v1/customers/${c.id}`)).json()
      expect(again).toMatchObject({
        name: 'Secret Customer',
        anonymisedAt: null,
        tags: [{ id: t.id }],
      })
      const notes = (await call('GET', `/v1/customers/${c.id}/timeline`)).json().entries
      expect(notes.map((e: { body: string }) => e.body)).toContain('Secret note')
    }
    const csv = 'name,email\nSecret Planted,secret@example.com\n'
    const calls: [string, string, object?][] = [
      ['GET', '/v1/customers'],
      ['GET', `/v1/customers/${c.id}`],
      ['PUT', `/v1/customers/${c.id}`, inputOf(c, { name: 'Stolen', tagIds: [] })],
      ['DELETE', `/v1/customers/${c.id}`],
      ['POST', `/v1/customers/${c.id}/anonymise`],
      ['GET', `/v1/customers/${c.id}/data`],
      ['GET', `/v1/customers/${c.id}/timeline`],
      ['POST', `/v1/customers/${c.id}/notes`, { body: 'Planted' }],
      ['PUT', `/v1/customers/${c.id}/notes/${n.refId}`, { body: 'Changed' }],
      ['DELETE', `/v1/customers/${c.id}/notes/${n.refId}`],
      ['GET', '/v1/customers/export'],
      [
        'POST',
        '/v1/customers/import',
        { csv, mapping: { name: 'name', email: 'email' }, duplicates: 'update', dryRun: false },
      ],
      ['POST', '/v1/customers', { name: 'Intruder' }],
      ['GET', '/v1/customer-tags'],
      ['POST', '/v1/customer-tags', { name: 'Intruder tag' }],
      ['PUT', `/v1/customer-tags/${t.id}`, { name: 'Stolen tag' }],
      ['DELETE', `/v1/customer-tags/${t.id}`],
    ]
    for (const [method, url, payload] of calls) {
      await expectTenantIsolation(
        app,
        owner,
        (headers) => call(method as 'GET', url, payload, headers),
        { secret: 'Secret', unchanged },
      )
    }
    expect((await call('GET', '/v1/customers?q=Intruder')).json().total).toBe(0)
    expect((await call('GET', '/v1/customers?q=Planted')).json().total).toBe(0)
  })
})
