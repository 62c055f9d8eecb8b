// The customers list search (GET /v1/customers?q=…, default page of 20 and the total) of a
// company with 50,000 customers, beside a second company with 50,000 more, on PostgreSQL.
// Prints p50/p95/p99 per query kind (a name fragment, a full e-mail, a phone fragment typed
// with spaces, a search matching nothing, no search, a stage filter) from sequential requests
// after a warm-up, and the p99 of them all. Target: p99 under 100 ms. Needs a PostgreSQL server
// (BENCH_DATABASE_URL, else the local one; a throwaway database is created and dropped,
// KEEP_DATABASE=1 keeps it for EXPLAIN) and the API built (npm run build -w @designer/api), or
// API_ENTRY=apps/api/src/server.ts to run the sources through tsx. SETUP_SQL runs after the
// seeding, to try an index before writing its migration.
import pg from 'pg'
import { insertRows, throwawayDatabase } from './lib/database.mjs'
import { call, production, signUp, startServer } from './lib/server.mjs'

const requests = Number(process.env.REQUESTS ?? 300)
const warmup = 20
const CUSTOMERS = 50_000
const BATCH = 1000
const TARGET_MS = 100

// A seeded generator, so every run searches the same customers.
let seed = 20_251_123
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (list) => list[Math.floor(random() * list.length)]
const digitsOf = (n) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('')

const FIRST_NAMES = [
  ...['María', 'Carmen', 'Ana', 'Laura', 'Isabel', 'Lucía', 'Marta', 'Cristina', 'Elena', 'Pilar'],
  ...['Paula', 'Sara', 'Raquel', 'Núria', 'Montserrat', 'Alba', 'Irene', 'Silvia', 'Rocío'],
  ...['Antonio', 'José', 'Manuel', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos'],
  ...['Jesús', 'Alejandro', 'Miguel', 'Rafael', 'Pablo', 'Sergio', 'Jordi', 'Álvaro', 'Iñaki'],
  ...['Emma', 'Olivia', 'Sophie', 'Claire', 'James', 'Thomas', 'Pierre', 'Lukas', 'Giulia'],
]
const SURNAMES = [
  ...['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez'],
  ...['Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez'],
  ...['Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos'],
  ...['Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado'],
  ...['Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido'],
  ...['Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Cruz'],
  ...['Calvo', 'Gallego', 'Vidal', 'León', 'Márquez', 'Herrera', 'Peña', 'Flores', 'Cabrera'],
  ...['Campos', 'Vega', 'Fuentes', 'Carrasco', 'Díez', 'Caballero', 'Reyes', 'Nieto', 'Aguilar'],
  ...['Pascual', 'Santana', 'Herrero', 'Lorenzo', 'Montero', 'Hidalgo', 'Ibáñez', 'Ferrer'],
  ...['Puig', 'Soler', 'Vila', 'Bosch', 'Smith', 'Müller', 'Dubois', 'Rossi', "O'Brien"],
]
const TRADES = ['Reformas', 'Interiorismo', 'Carpintería', 'Cocinas', 'Construcciones', 'Muebles']
const LEGAL = ['SL', 'SA', 'SLU', 'SCP', '']
const MAIL_HOSTS = [
  ...['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'hotmail.es', 'yahoo.es'],
  ...['outlook.com', 'icloud.com', 'telefonica.net', 'protonmail.com'],
]
// lead 40 %, prospect 20 %, customer 35 %, inactive 5 %.
const STAGES = [...Array(8).fill('lead'), ...Array(4).fill('prospect')]
STAGES.push(...Array(7).fill('customer'), 'inactive')

/** Lower case, without accents or anything an address cannot hold. */
const slug = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

/** A Spanish mobile (6xx, 7xx) or landline (9xx) in E.164. */
const spanishPhone = (first) => `+34${first}${digitsOf(8)}`

/**
 * The API's searchTextOf (apps/api/src/modules/customers/columns.ts) for Spanish numbers: name,
 * e-mail, then each phone's E.164 digits and its national digits (the 9 after +34), lower case
 * and without accents.
 * The seeding is checked against a customer added through the API below.
 */
const searchTextOf = ({ name, email, phones }) =>
  [name, email, ...phones.flatMap((p) => [p.number.replace(/\D/g, ''), p.number.slice(3)])]
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** `count` customers of a company: nine people in ten, one company; most with a mobile. */
function customerRows(companyId, ownerId, count) {
  const emails = new Set()
  const unique = (local, host) => {
    let email = `${local}@${host}`
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${host}`
    emails.add(email)
    return email
  }
  const now = Date.now()
  return Array.from({ length: count }, () => {
    const isCompany = random() < 0.1
    let name
    let email = ''
    if (isCompany) {
      const owner = pick(SURNAMES)
      name = `${pick(TRADES)} ${owner} ${pick(LEGAL)}`.trim()
      if (random() < 0.8) email = unique(pick(['info', 'hola', 'admin']), `${slug(name)}.es`)
    } else {
      const first = pick(FIRST_NAMES)
      const last = pick(SURNAMES)
      name = `${first} ${last} ${pick(SURNAMES)}`
      if (random() < 0.9) {
        const local = pick([`${first}.${last}`, `${first[0]}${last}`, `${first}${last}`])
        email = unique(slug(local), pick(MAIL_HOSTS))
      }
    }
    // The e-mail is typed the way people do: sometimes with capitals.
    if (random() < 0.1) email = email.replace(/^./, (c) => c.toUpperCase())
    const phones = []
    if (random() < 0.85) phones.push({ label: 'mobile', number: spanishPhone(pick([6, 6, 7])) })
    if (random() < 0.15) phones.push({ label: 'work', number: spanishPhone(9) })
    const created = new Date(now - random() * 3 * 365 * 86_400_000)
    return {
      company_id: companyId,
      kind: isCompany ? 'company' : 'person',
      name,
      email,
      phones: JSON.stringify(phones),
      language: random() < 0.85 ? 'es' : pick(['en', 'fr']),
      stage: pick(STAGES),
      source: pick(['manual', 'manual', 'import', 'configurator']),
      owner_id: random() < 0.3 ? ownerId : null,
      search_text: searchTextOf({ name, email, phones }),
      created_at: created,
      updated_at: new Date(created.getTime() + random() * (now - created.getTime())),
    }
  })
}

const database = await throwawayDatabase('bench_customers')
const db = new pg.Client({ connectionString: database.url })
let api
try {
  api = await startServer({ env: { ...production, DATABASE_URL: database.url } })
  const { session, company, auth, headers } = await signUp(api.base, {
    email: 'bench-customers@example.com',
    company: { name: 'Bench Interiors' },
    subscribe: true,
  })
  const other = await call(
    api.base,
    'POST',
    '/v1/companies',
    { name: 'Other Interiors', currency: 'EUR', country: 'ES' },
    auth,
  )
  await db.connect()

  // One customer through the API: the seeded search column must be what the API writes.
  const sample = {
    name: 'José García Pérez',
    email: 'Jose.Garcia@Example.es',
    phones: [{ label: 'mobile', number: '+34 612 34 56 78' }],
  }
  const added = await call(api.base, 'POST', '/v1/customers', sample, headers)
  const {
    rows: [written],
  } = await db.query('select search_text from customers where id = $1', [added.id])
  const seeded = searchTextOf({ ...sample, phones: added.phones })
  if (written.search_text !== seeded) {
    throw new Error(`search_text differs: API ${written.search_text}, seed ${seeded}`)
  }
  await call(api.base, 'DELETE', `/v1/customers/${added.id}`, undefined, headers)

  // The customers go straight into the table, a thousand a statement: 100,000 creations
  // through the API would measure the creations, not the search.
  const started = performance.now()
  const benchRows = customerRows(company.id, session.user.id, CUSTOMERS)
  for (const rows of [benchRows, customerRows(other.id, session.user.id, CUSTOMERS)]) {
    for (let start = 0; start < rows.length; start += BATCH) {
      await insertRows(db, 'customers', rows.slice(start, start + BATCH))
    }
  }
  if (process.env.SETUP_SQL) await db.query(process.env.SETUP_SQL)
  // Statistics as autovacuum would leave them after a load this size.
  await db.query('analyze customers')
  console.log(
    `seeded 2 × ${CUSTOMERS} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  // The searches, and how many of the bench company's customers each must find, the way the
  // API's LIKE does: a full e-mail also finds longer ones ending with it (`jgarcia@…` in
  // `mjgarcia@…`); a number-like query is matched by its digits alone.
  const email = benchRows.find((r, i) => i > CUSTOMERS / 2 && r.email).email
  const found = (...texts) =>
    benchRows.filter((r) => texts.some((t) => r.search_text.includes(t))).length
  const kinds = [
    ['name fragment', 'q=garc', found('garc')],
    ['full e-mail', `q=${encodeURIComponent(email)}`, found(email.toLowerCase())],
    ['phone, with spaces', 'q=612%2034', found('61234')],
    ['matching nothing', 'q=zzqx', 0],
    ['no search (by name)', '', CUSTOMERS],
    ['stage filter', 'stage=customer', benchRows.filter((r) => r.stage === 'customer').length],
  ]

  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  /** Warm-up, then `requests` sequential requests; checks the total on the first answer. */
  async function sequential(query, total) {
    const url = `${api.base}/v1/customers?${query}`
    const first = await (await fetch(url, { headers })).json()
    if (first.total !== total || first.items.length !== Math.min(total, 20)) {
      throw new Error(`${query}: ${first.total} found, ${total} expected`)
    }
    for (let i = 1; i < warmup; i++) await (await fetch(url, { headers })).arrayBuffer()
    const times = []
    for (let i = 0; i < requests; i++) {
      const t = performance.now()
      const res = await fetch(url, { headers })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      times.push(performance.now() - t)
    }
    return times.sort((a, b) => a - b)
  }

  console.log(
    `GET /v1/customers, ${CUSTOMERS} customers (+${CUSTOMERS} in another company), page of 20, ${requests} sequential requests each after ${warmup}, PostgreSQL`,
  )
  const ms = (n) => `${n.toFixed(1).padStart(6)} ms`
  console.log(
    `${'query kind'.padEnd(22)}${'query'.padEnd(40)}${'found'.padStart(7)}     p50        p95        p99`,
  )
  const all = []
  const slow = []
  for (const [kind, query, total] of kinds) {
    const times = await sequential(query, total)
    all.push(...times)
    const p99 = percentile(times, 99)
    if (p99 >= TARGET_MS) slow.push(kind)
    console.log(
      `${kind.padEnd(22)}${(query || '(none)').slice(0, 38).padEnd(40)}${String(total).padStart(7)}  ${ms(percentile(times, 50))}  ${ms(percentile(times, 95))}  ${ms(p99)}`,
    )
  }
  all.sort((a, b) => a - b)
  const overall = percentile(all, 99)
  const verdict = overall < TARGET_MS && !slow.length ? 'met' : 'NOT met'
  console.log(
    `overall p99: ${overall.toFixed(1)} ms (target < ${TARGET_MS} ms): ${verdict}${slow.length ? `; over it: ${slow.join(', ')}` : ''}`,
  )
} finally {
  await db.end().catch(() => {})
  await api?.stop()
  await database.drop()
}
