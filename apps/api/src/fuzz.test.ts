import { apiErrorSchema, errorCodes } from '@designer/contract'
import { sql } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect, test } from 'vitest'
import { build } from '../test/build'
import { companyOwner } from '../test/companies'

/**
 * Walks every route of the OpenAPI document with malformed bodies, queries, parameters and
 * headers, as a company member and as a stranger, and fails on any 5xx and on any error
 * answer outside `{ message, code, details? }` with a code of the contract's list. Routes come
 * from the document, so a route added later is walked without anyone listing it. Seeded:
 * FUZZ_SEED=<n> replays another run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)

type Schema = {
  /** OpenAPI 3.1 (JSON Schema 2020-12): a type, or several (`['string', 'null']`). */
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  /** A tuple's items, one schema each. */
  prefixItems?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  allOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  nullable?: boolean
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  $ref?: string
}
type Parameter = {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema: Schema
}
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema: Schema }> }
}
type Route = { method: string; path: string; params: Parameter[]; body?: Schema }
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const app = await build()
const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}
const routes: Route[] = Object.entries(doc.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
)
const bodyLimit = app.config.bodyLimit

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
type Rng = ReturnType<typeof random>
const hash = (text: string) =>
  [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261)
const uuid = (rng: Rng) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16)).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`
}

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema
  const name = schema.$ref.split('/').pop()!
  return resolve(doc.components?.schemas?.[name] ?? {})
}

/** Strings tried against a pattern when a valid value is needed. */
const CANDIDATES = [
  'a',
  'fuzz',
  'EUR',
  '#a0522d',
  'abcdefghijklmnopqrstuv',
  'abcdefghijklmnopqrstuv.png',
  'abcdefghijklmnopqrstuv.jpg',
  '2026-01-01T00:00:00Z',
]

/** The schema's type; of several, the first that is not `null`. */
const typeOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type

/** A valid-looking value of a schema: required properties only, first of every choice. */
function sample(input: Schema, rng: Rng, key = ''): Json {
  const schema = resolve(input)
  if (schema.const !== undefined) return schema.const as Json
  if (schema.enum?.length) return schema.enum[0] as Json
  const choice = schema.oneOf ?? schema.anyOf
  if (choice?.length) return sample(choice[0]!, rng, key)
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((s) => sample(s, rng, key) as object))
  if (schema.prefixItems) return schema.prefixItems.map((item) => sample(item, rng, key))
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((k) => [k, sample(schema.properties?.[k] ?? {}, rng, k)]),
      )
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () =>
        sample(schema.items ?? {}, rng, key),
      )
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1)
    case 'boolean':
      return true
    case 'string': {
      if (schema.format === 'uuid') return uuid(rng)
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z'
      if (/email/i.test(key)) return `fuzz-${Math.floor(rng() * 1e9)}@example.com`
      if (schema.pattern) {
        const re = new RegExp(schema.pattern)
        return CANDIDATES.find((c) => re.test(c)) ?? 'a'
      }
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1))
    }
    default:
      return 'a'
  }
}

/** Every place in a body schema a bad value can go: properties (required or not), first items. */
function leaves(input: Schema, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  const schema = resolve(input)
  const choice = schema.oneOf ?? schema.anyOf
  if (choice?.length) return leaves(choice[0]!, path, depth)
  if (depth > 6) return [path]
  if (typeOf(schema) === 'object' && schema.properties)
    return [
      path,
      ...Object.entries(schema.properties).flatMap(([k, s]) => leaves(s, [...path, k], depth + 1)),
    ]
  const first = schema.prefixItems?.[0] ?? schema.items
  if (typeOf(schema) === 'array' && first) return [path, ...leaves(first, [...path, 0], depth + 1)]
  return [path]
}

function setAt(value: Json, path: (string | number)[], leaf: Json): Json {
  if (path.length === 0) return leaf
  const [head, ...rest] = path
  const container: Json =
    value !== null && typeof value === 'object'
      ? structuredClone(value)
      : typeof head === 'number'
        ? []
        : {}
  ;(container as Record<string | number, Json>)[head!] = setAt(
    (container as Record<string | number, Json>)[head!] ?? null,
    rest,
    leaf,
  )
  return container
}

const nested = (depth: number): Json => {
  let v: Json = 'bottom'
  for (let i = 0; i < depth; i++) v = { a: v }
  return v
}
/** Text no person types: NUL, half an emoji, control characters, a lot of it. */
const BAD_TEXT = ['a\u0000b', 'a\uD83D', '\uDE00z', '\u0001\u0008\u001b\u007f\u0085\u2028\u202e']
const BAD_VALUES: Json[] = [
  'x'.repeat(100_000),
  '',
  ' ',
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  true,
  null,
  [],
  {},
  [1, 'a', null],
  { length: 1 },
  nested(200),
]
/** Raw URL text for parameters: some valid as text, many not. */
const BAD_URL_VALUES = [
  'not-a-uuid',
  '%00',
  '%ED%A0%BD',
  '%E0%A4%A',
  '%',
  'x'.repeat(2000),
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%F0%9F%AA%91',
  'a%20b',
]

/** Ids of rows the member can reach, by table: a route's `{id}` gets one when its table is known. */
async function existingIds(owner: Awaited<ReturnType<typeof companyOwner>>) {
  const columns = (await app.db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] }
  const tables = new Map<string, Set<string>>()
  for (const { table_name, column_name } of columns.rows) {
    if (!tables.has(table_name)) tables.set(table_name, new Set())
    tables.get(table_name)!.add(column_name)
  }
  const cache = new Map<string, string | undefined>()
  return async (table: string): Promise<string | undefined> => {
    if (cache.has(table)) return cache.get(table)
    let id: string | undefined
    const cols = tables.get(table)
    if (cols?.has('id')) {
      const where = cols.has('company_id')
        ? sql`company_id = ${owner.company.id}`
        : sql`id in (${owner.user.id}, ${owner.company.id})`
      const found = (await app.db.execute(
        sql`select id::text as id from ${sql.identifier(table)} where ${where} limit 1`,
      )) as unknown as { rows: { id: string }[] }
      id = found.rows[0]?.id
    }
    cache.set(table, id)
    return id
  }
}

/** The table a path parameter names: `{userId}` → users, `/designs/{id}` → designs. */
function tablesFor(path: string, param: string): string[] {
  const snake = (s: string) =>
    s
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .replaceAll('-', '_')
      .toLowerCase()
  if (param !== 'id' && /Id$/.test(param)) return [`${snake(param.slice(0, -2))}s`]
  const before = path.split(`/{${param}}`)[0]!.split('/').pop() ?? ''
  const name = snake(before)
  return [name, name.split('_').pop()!]
}

/** A fresh company with a row in every collection: each create route is called once. */
async function world(rng: Rng) {
  const owner = await companyOwner(app, 'Fuzz Works')
  for (const r of routes) {
    if (r.method !== 'POST' || !r.body || r.path.includes('{')) continue
    await app.inject({
      method: 'POST',
      url: r.path,
      headers: owner.scoped,
      payload: sample(r.body, rng) as object,
    })
  }
  const ids = await existingIds(owner)
  const pathValues: Record<string, string> = {}
  for (const p of routes.flatMap((r) =>
    r.params.filter((q) => q.in === 'path').map((q) => [r, q] as const),
  )) {
    const [r, q] = p
    const key = `${r.path}:${q.name}`
    let id: string | undefined
    if (resolve(q.schema).format === 'uuid')
      for (const table of tablesFor(r.path, q.name)) id ??= await ids(table)
    pathValues[key] = id ?? encodeURIComponent(String(sample(q.schema, rng, q.name)))
  }
  return { owner, pathValues }
}

type Case = { name: string; request: InjectOptions }

function cases(route: Route, rng: Rng, pathValues: Record<string, string>): Case[] {
  const pathParams = route.params.filter((p) => p.in === 'path')
  const queryParams = route.params.filter((p) => p.in === 'query')
  const baseQuery = Object.fromEntries(
    queryParams
      .filter((p) => p.required)
      .map((p) => [p.name, String(sample(p.schema, rng, p.name))]),
  )
  const url = (override: Record<string, string> = {}, query: string[] = []) => {
    const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      name in override ? override[name]! : pathValues[`${route.path}:${name}`]!,
    )
    const pairs = [
      ...Object.entries(baseQuery)
        .filter(([k]) => !query.some((q) => q.startsWith(`${k}=`)))
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`),
      ...query,
    ]
    return pairs.length ? `${path}?${pairs.join('&')}` : path
  }
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method)
  const base = route.body ? sample(route.body, rng) : undefined
  const json = (payload: Json | undefined) =>
    payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }
  const out: Case[] = []
  const add = (name: string, request: Omit<InjectOptions, 'method'>) =>
    out.push({ name, request: { method: route.method as InjectOptions['method'], ...request } })

  for (const p of pathParams) {
    const values = [...BAD_URL_VALUES.filter(() => rng() < 0.6), uuid(rng)]
    for (const v of values)
      add(`path ${p.name}=${v.slice(0, 40)}`, { url: url({ [p.name]: v }), ...json(base) })
  }
  for (const p of queryParams) {
    for (const v of [...BAD_URL_VALUES.filter(() => rng() < 0.6), 'x'.repeat(5000)])
      add(`query ${p.name}=${v.slice(0, 40)}`, { url: url({}, [`${p.name}=${v}`]), ...json(base) })
    add(`query ${p.name} twice`, { url: url({}, [`${p.name}=a`, `${p.name}=b`]), ...json(base) })
    add(`query ${p.name}[]`, { url: url({}, [`${p.name}[a]=1`, `${p.name}[]=2`]), ...json(base) })
  }
  for (const extra of ['__proto__[x]=1', 'constructor[prototype][x]=1', '__proto__=1', '%00=%00'])
    add(`query ${extra}`, { url: url({}, [extra]), ...json(base) })

  if (route.body) {
    for (const leaf of leaves(route.body)) {
      const values = [...BAD_TEXT, ...BAD_VALUES.filter(() => rng() < 0.35)]
      for (const v of values)
        add(`body ${leaf.join('.') || '(root)'}=${JSON.stringify(v).slice(0, 40)}`, {
          url: url(),
          ...json(setAt(base ?? {}, leaf, v)),
        })
    }
  }
  if (hasBody) {
    const body = JSON.stringify(base ?? {})
    const raw: [string, string | undefined, string | Buffer][] = [
      ['invalid JSON', 'application/json', '{"a":'],
      ['trailing comma', 'application/json', '{"a":1,}'],
      ['empty JSON body', 'application/json', ''],
      ['JSON null', 'application/json', 'null'],
      ['JSON array', 'application/json', '[]'],
      ['JSON string', 'application/json', '"x"'],
      ['JSON number', 'application/json', '1e999'],
      ['__proto__ key', 'application/json', `{"__proto__":{"polluted":true},${body.slice(1)}`],
      [
        'constructor key',
        'application/json',
        `{"constructor":{"prototype":{"polluted":true}},${body.slice(1)}`,
      ],
      ['deep arrays', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['deep objects', 'application/json', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
      ['over the body limit', 'application/json', JSON.stringify({ a: 'x'.repeat(bodyLimit) })],
      ['UTF-16 JSON', 'application/json; charset=utf-16', Buffer.from(body, 'utf16le')],
      ['bytes that are not UTF-8', 'application/json', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
      ['plain text', 'text/plain', body],
      ['a form', 'application/x-www-form-urlencoded', 'a=1&b=2'],
      ['multipart', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
      ['a PNG that is not one', 'image/png', Buffer.from('\x89PNG but not really')],
      ['an XML body', 'application/xml', '<a/>'],
      ['no content type', undefined, body],
      ['a content type with no type', ';', body],
    ]
    for (const [name, type, payload] of raw)
      add(`body: ${name}`, { url: url(), payload, headers: type ? { 'content-type': type } : {} })
  } else {
    add('a body on a method without one', { url: url(), ...json({ a: 1 }) })
  }
  add('the valid-looking request', { url: url(), ...json(base) })
  return out
}

function problem(res: LightMyRequestResponse): string | undefined {
  // This run has no Chromium: images answer their documented 503, which is not a crash.
  const rendererOff = res.statusCode === 503 && res.body.includes('"code":"renderer_unavailable"')
  if (res.statusCode >= 500 && !rendererOff) return `${res.statusCode} ${res.body.slice(0, 300)}`
  if (res.statusCode < 400) return undefined
  if (!String(res.headers['content-type']).startsWith('application/json'))
    return `${res.statusCode} answered ${res.headers['content-type']}: ${res.body.slice(0, 200)}`
  let body: unknown
  try {
    body = res.json()
  } catch {
    return `${res.statusCode} answered invalid JSON: ${res.body.slice(0, 200)}`
  }
  const parsed = apiErrorSchema.strict().safeParse(body)
  if (!parsed.success || !(errorCodes as readonly string[]).includes(parsed.data.code))
    return `${res.statusCode} outside the error shape: ${res.body.slice(0, 300)}`
  return undefined
}

test('the OpenAPI document gives the fuzzer every route, with bodies and parameters', () => {
  expect(routes.length).toBeGreaterThan(40)
  expect(routes.filter((r) => r.body).length).toBeGreaterThan(10)
  expect(routes.filter((r) => r.params.some((p) => p.in === 'path')).length).toBeGreaterThan(10)
})

/** What each route's valid-looking request answered as the member. */
const validAnswers = new Map<string, number>()
/**
 * Answers only a handler gives, so they count as reached too: a signed route refusing a request
 * the walk cannot sign, and images when this run has no renderer.
 */
// Answers only a handler gives, after the guards and the validation let the request through: a
// public configurator's routes take any id and look it up (`configurator_unavailable`).
const HANDLER_CODES = new Set([
  'invalid_signature',
  'renderer_unavailable',
  'configurator_unavailable',
])
const reachedByCode = new Set<string>()

test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s survives malformed input',
  async (name, route) => {
    const rng = random(SEED ^ hash(name))
    const { owner, pathValues } = await world(rng)
    const identities: [string, Record<string, string>][] = [
      ['member', owner.scoped],
      ['stranger', {}],
    ]
    const failures: string[] = []
    let answered = 0
    const run = async (who: string, c: Case, headers: Record<string, string>) => {
      const res = await app.inject({
        ...c.request,
        headers: { ...headers, ...(c.request.headers as Record<string, string>) },
      })
      answered += 1
      if (who === 'member' && c === all.at(-1)) {
        validAnswers.set(name, res.statusCode)
        if (res.statusCode >= 400 && HANDLER_CODES.has(res.json<{ code?: string }>().code ?? '')) {
          reachedByCode.add(name)
        }
      }
      const p = problem(res)
      if (p) failures.push(`${who} · ${c.name}: ${p}`)
    }
    const all = cases(route, rng, pathValues)
    for (const [who, headers] of identities) for (const c of all) await run(who, c, headers)

    // The member's credentials, bent: another company, a malformed one, a forged token.
    const valid = all.at(-1)!
    const bent: Record<string, string>[] = [
      { ...owner.scoped, 'company-id': uuid(rng) },
      { ...owner.scoped, 'company-id': 'not-a-uuid' },
      { ...owner.scoped, 'company-id': `${owner.company.id},${owner.company.id}` },
      { ...owner.scoped, authorization: `${owner.scoped.authorization!.slice(0, -4)}AAAA` },
      { ...owner.scoped, authorization: 'Bearer a.b.c' },
      { ...owner.scoped, authorization: 'Basic Zm9vOmJhcg==' },
    ]
    for (const headers of bent)
      await run(`bent ${JSON.stringify(headers).slice(0, 60)}`, valid, headers)

    expect(failures, `seed ${SEED}, ${answered} requests`).toEqual([])
  },
)

/**
 * Pictures whose address holds a random key, the key being the permission (thumbnails, views'
 * pictures, configurators' posters, quotes' pictures): a well-formed address the walk makes up
 * reaches the handler, which looks the key up and answers 404, as it must.
 */
const KEYED_PICTURE = /^GET \/v1\/.*\/\{file\}$/

test('the walk reached the handlers: most valid-looking requests succeeded', () => {
  const ok = [...validAnswers].filter(
    ([name, status]) =>
      status < 300 || reachedByCode.has(name) || (KEYED_PICTURE.test(name) && status === 404),
  ).length
  expect(validAnswers.size).toBe(routes.length)
  // Routes whose valid request needs a secret the walk cannot have (a mailed token, a
  // signature) cannot succeed blind; half of all routes answering 2xx shows the walk gets past
  // the guards and the validation into the handlers.
  expect(ok / routes.length, JSON.stringify([...validAnswers])).toBeGreaterThan(0.5)
})
