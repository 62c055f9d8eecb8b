import {
  AREAS,
  type Area,
  configuratorUpdateSchema,
  customerInputSchema,
  designUpdateSchema,
  eventUpdateSchema,
  quoteUpdateSchema,
  supplierInputSchema,
  supplierItemInputSchema,
  viewInputSchema,
} from '@designer/contract'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from '../test/build'
import { companyOwner, expectTenantIsolation } from '../test/companies'
import { configuratorFixtures } from '../test/configurators'
import type { App } from './app'

/**
 * Tenant isolation, area by area: the cases are typed by the contract's list of areas, so a new
 * area fails type-checking until it has its case here. For each, a row made in one company is
 * neither listed, read, changed nor deleted by anyone else (test/companies.ts
 * `expectTenantIsolation`), and the row is as it was afterwards. The changes and deletes are real
 * ones, which the owner then makes too: only isolation refused them.
 */

type Owner = Awaited<ReturnType<typeof companyOwner>>
/** A row as the API answers it. */
type Row = Record<string, unknown>

type Case = {
  /** Makes one row of the area in the owner's company; `secret` is a string only that row contains (its id or a unique name). */
  make(owner: Owner): Promise<{ id: string; secret: string }>
  /** The area's list route (the secret must not show in another company's list). */
  list: string
  /** Read one row. */
  read(id: string): string
  /**
   * A change of the row: method, url, payload (a real valid change, so that only isolation
   * refuses it), made from the row as the owner reads it.
   */
  change(id: string, row: Row): { method: 'PUT' | 'PATCH' | 'POST'; url: string; payload?: object }
  /** Delete the row (where the area has a delete; else null), as the owner reads it. */
  remove: ((id: string, row: Row) => string) | null
}

let app: App
beforeAll(async () => {
  app = await build()
})

const json = async (
  owner: Owner,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<Row> => {
  const res = await app.inject({
    method,
    url,
    headers: owner.scoped,
    ...(payload ? { payload } : {}),
  })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res.json()
}
/** Makes the row with a POST and gives its id, and a name only it has as the secret. */
const made = async (owner: Owner, url: string, payload: object, secret: string) => {
  const row = await json(owner, 'POST', url, payload)
  return { id: row.id as string, secret }
}

let rows = 0
/** A name no other row of the run has. */
const unique = (what: string) => `Secret ${what} ${++rows}-${crypto.randomUUID().slice(0, 8)}`

/**
 * The row's answer to the fields an edit takes (the input schema's keys it holds), as the row
 * says them, then `over`: an edit that changes only `over`. Amounts, definitions and versions
 * go back as the API answered them, whatever their shape.
 */
const inputOf = (schema: { shape: object }, row: Row, over: object = {}) => ({
  ...Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in row)
      .map((key) => [key, row[key]]),
  ),
  ...over,
})

const camera = { position: [2400, 1600, 2400], target: [0, 400, 0], fov: 40, mode: 'orbit' }

const CASES: Record<Area, Case> = {
  designs: {
    make: (owner) => {
      const name = unique('cabinet')
      return made(owner, '/v1/designs', { name, type: 'design' }, name)
    },
    list: '/v1/designs',
    read: (id) => `/v1/designs/${id}`,
    change: (id, row) => ({
      method: 'PUT',
      url: `/v1/designs/${id}`,
      payload: inputOf(designUpdateSchema, row, { name: 'Stolen' }),
    }),
    remove: (id) => `/v1/designs/${id}`,
  },
  views: {
    make: (owner) => {
      const name = unique('angle')
      return made(owner, '/v1/views', { name, camera }, name)
    },
    list: '/v1/views',
    read: (id) => `/v1/views/${id}`,
    change: (id, row) => ({
      method: 'PUT',
      url: `/v1/views/${id}`,
      payload: inputOf(viewInputSchema, row, { name: 'Stolen' }),
    }),
    remove: (id) => `/v1/views/${id}`,
  },
  suppliers: {
    make: (owner) => {
      const name = unique('Timber SL')
      return made(owner, '/v1/suppliers', { name, currency: 'EUR' }, name)
    },
    list: '/v1/suppliers?status=all',
    read: (id) => `/v1/suppliers/${id}`,
    change: (id, row) => ({
      method: 'PUT',
      url: `/v1/suppliers/${id}`,
      payload: inputOf(supplierInputSchema, row, { name: 'Stolen' }),
    }),
    remove: (id) => `/v1/suppliers/${id}`,
  },
  'supplier-items': {
    make: async (owner) => {
      const supplier = await json(owner, 'POST', '/v1/suppliers', {
        name: 'Holzhandel Meier',
        currency: 'EUR',
      })
      const name = unique('walnut board')
      return made(
        owner,
        '/v1/supplier-items',
        {
          supplierId: supplier.id,
          name,
          unit: 'm2',
          materialType: 'solid_wood',
          unitCost: { amount: 4590, currency: 'EUR' },
        },
        name,
      )
    },
    list: '/v1/supplier-items?includeArchived=true',
    read: (id) => `/v1/supplier-items/${id}`,
    change: (id, row) => ({
      method: 'PUT',
      url: `/v1/supplier-items/${id}`,
      payload: inputOf(supplierItemInputSchema, row, { name: 'Stolen' }),
    }),
    remove: (id) => `/v1/supplier-items/${id}`,
  },
  customers: {
    make: (owner) => {
      const name = unique('Customer')
      return made(owner, '/v1/customers', { name }, name)
    },
    list: '/v1/customers',
    read: (id) => `/v1/customers/${id}`,
    // A new customer has no tags, owner or company contact: the input's defaults say the same.
    change: (id, row) => ({
      method: 'PUT',
      url: `/v1/customers/${id}`,
      payload: inputOf(customerInputSchema, row, { name: 'Stolen' }),
    }),
    remove: (id) => `/v1/customers/${id}`,
  },
  calendar: {
    make: (owner) => {
      const title = unique('visit')
      return made(
        owner,
        '/v1/calendar/events',
        { title, start: '2026-03-23T10:00:00+01:00', end: '2026-03-23T11:00:00+01:00' },
        title,
      )
    },
    list: '/v1/calendar/events?from=2026-03-01T00:00:00Z&to=2026-05-01T00:00:00Z',
    read: (id) => `/v1/calendar/events/${id}`,
    // A new event links no customer, design, configurator or member: the defaults say the same.
    change: (id, row) => ({
      method: 'PUT',
      url: `/v1/calendar/events/${id}`,
      payload: inputOf(eventUpdateSchema, row, { title: 'Stolen' }),
    }),
    remove: (id, row) => `/v1/calendar/events/${id}?version=${row.version}`,
  },
  configurators: {
    make: async (owner) => {
      const name = unique('configurator')
      const { configurator } = await configuratorFixtures(app).configurator(owner, { name })
      return { id: configurator.id, secret: name }
    },
    list: '/v1/configurators',
    read: (id) => `/v1/configurators/${id}`,
    change: (id, row) => ({
      method: 'PUT',
      url: `/v1/configurators/${id}`,
      payload: inputOf(configuratorUpdateSchema, row, { name: 'Stolen' }),
    }),
    remove: (id) => `/v1/configurators/${id}`,
  },
  quotes: {
    // A visitor asks for it on the company's published configurator, as a quote is made.
    make: async (owner) => {
      const { configurator } = await configuratorFixtures(app).published(owner)
      const name = unique('Visitor')
      const res = await app.inject({
        method: 'POST',
        url: `/v1/public/configurators/${configurator.id}/quotes`,
        payload: { selections: {}, name, email: `visitor${rows}@example.es`, consent: true },
      })
      expect(res.statusCode, res.body).toBe(201)
      return { id: res.json().id, secret: name }
    },
    list: '/v1/quotes',
    read: (id) => `/v1/quotes/${id}`,
    change: (id, row) => ({
      method: 'PUT',
      url: `/v1/quotes/${id}`,
      payload: inputOf(quoteUpdateSchema, row, { notes: 'Stolen' }),
    }),
    remove: null,
  },
}

describe.each(AREAS)('%s', (area) => {
  const c = CASES[area]
  let owner: Owner
  let id: string
  let secret: string
  /** The row as the owner read it once made. */
  let before: Row

  const asOwner = (
    method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: owner.scoped, ...(payload ? { payload } : {}) })
  const current = async () => {
    const res = await asOwner('GET', c.read(id))
    expect(res.statusCode, `the owner's read: ${res.body}`).toBe(200)
    return res.json() as Row
  }
  /** The row, read again by the owner, is the one made. */
  const unchanged = async () => {
    expect(await current()).toEqual(before)
  }
  const isolated = (
    call: { method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE'; url: string; payload?: object },
    withSecret = false,
  ) =>
    expectTenantIsolation(
      app,
      owner,
      (headers) =>
        app.inject({
          method: call.method,
          url: call.url,
          headers,
          ...(call.payload ? { payload: call.payload } : {}),
        }),
      { ...(withSecret ? { secret } : {}), unchanged },
    )

  beforeAll(async () => {
    owner = await companyOwner(app, `${area} studio`)
    ;({ id, secret } = await c.make(owner))
    before = await current()
    expect(JSON.stringify(before)).toContain(secret)
  })

  test('its list shows the row to its company only', async () => {
    const own = await asOwner('GET', c.list)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.body, 'the secret shows in its own company’s list').toContain(secret)
    await isolated({ method: 'GET', url: c.list }, true)
  })

  test('no one else reads the row', async () => {
    await isolated({ method: 'GET', url: c.read(id) }, true)
  })

  test('no one else changes the row', async () => {
    await isolated(c.change(id, before))
  })

  if (c.remove) {
    const remove = c.remove
    test('no one else deletes the row', async () => {
      await isolated({ method: 'DELETE', url: remove(id, before) })
    })
  } else {
    test('the area deletes nothing: not even its owner deletes the row', async () => {
      const res = await asOwner('DELETE', c.read(id))
      expect(res.statusCode, res.body).toBe(404)
      await unchanged()
    })
  }

  test('the owner makes that very change and delete: only isolation refused them', async () => {
    const change = c.change(id, before)
    const changed = await asOwner(change.method, change.url, change.payload)
    expect(changed.statusCode, changed.body).toBe(200)
    const after = await current()
    expect(after).not.toEqual(before)
    if (!c.remove) return
    const gone = await asOwner('DELETE', c.remove(id, after))
    expect(gone.statusCode, gone.body).toBe(204)
    expect((await asOwner('GET', c.read(id))).statusCode).toBe(404)
  })
})
