// The cost overview (GET /v1/costs) of a company with 1,000 designs of 20 material lines each,
// some of them through components, on PostgreSQL: every design's bill of materials is rolled up
// on each request when the sort or filter needs it. Prints p50/p95/p99 and req/s, sequential
// and under a few connections. Target: p99 under 300 ms. Needs a PostgreSQL server
// (BENCH_DATABASE_URL, else the local one) and the API built (npm run build -w @designer/api),
// or API_ENTRY=apps/api/src/server.ts to run the sources through tsx.
import autocannon from 'autocannon'
import pg from 'pg'
import { insertRows, throwawayDatabase } from './lib/database.mjs'
import { production, signUp, startServer } from './lib/server.mjs'

const requests = Number(process.env.REQUESTS ?? 200)
const duration = Number(process.env.DURATION ?? 5)
const connections = 4
const DESIGNS = 1000
const COMPONENTS = 50

const database = await throwawayDatabase('designer_bench_costs')
const db = new pg.Client({ connectionString: database.url })
let api
try {
  api = await startServer({
    env: { ...production, DATABASE_URL: database.url },
  })
  const { company, headers } = await signUp(api.base, {
    email: 'bench-costs@example.com',
    company: { name: 'Bench Workshop' },
    subscribe: true,
  })

  // The catalogue and the designs go straight into the tables: a thousand scene saves through
  // the API would measure the saves, not the overview.
  await db.connect()
  const started = performance.now()
  const insert = (table, rows) => insertRows(db, table, rows)
  const [timber, hardware] = await insert('suppliers', [
    { company_id: company.id, name: 'Bench Timber', currency: 'EUR' },
    { company_id: company.id, name: 'Bench Hardware', currency: 'EUR' },
  ])
  const today = new Date().toISOString().slice(0, 10)
  const kinds = [
    ['sheet', 'm2', timber, 3840, 800, null],
    ['solid_wood', 'm2', timber, 9600, 1200, null],
    ['linear', 'm', hardware, 1180, 500, null],
    ['hardware', 'piece', hardware, 135, 0, null],
    ['finish', 'kg', timber, 2450, 500, 900],
  ]
  const itemRows = []
  for (let i = 0; i < 30; i++) {
    const [materialType, unit, supplier, cost, waste, density] = kinds[i % kinds.length]
    itemRows.push({
      company_id: company.id,
      supplier_id: supplier,
      name: `${materialType} ${i}`,
      code: `B-${i}`,
      unit,
      material_type: materialType,
      cost_amount: cost + i,
      cost_currency: 'EUR',
      cost_since: today,
      waste_basis_points: waste,
      density,
    })
  }
  itemRows.push({
    company_id: company.id,
    supplier_id: timber,
    name: 'Workshop hour',
    code: 'B-HOUR',
    unit: 'hour',
    material_type: 'labour',
    cost_amount: 3500,
    cost_currency: 'EUR',
    cost_since: today,
    waste_basis_points: 0,
    density: null,
  })
  const items = await insert('supplier_items', itemRows)
  const labour = items.at(-1)

  const settings = { background: '#f4f4f5', lighting: 'studio', units: 'mm', gridSize: 100 }
  const box = (id, n, item, extra = {}) => ({
    id,
    name: `Part ${id}`,
    type: 'box',
    position: [n * 40, 300, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#c8a165',
    parentId: null,
    visible: true,
    params: { width: 400 + n * 10, height: 18, depth: 300 + n * 5 },
    supplierItemId: item,
    ...extra,
  })
  const place = (id, designId, n) => ({
    id,
    name: `Instance ${id}`,
    type: 'component',
    position: [n * 500, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#ffffff',
    parentId: null,
    visible: true,
    params: { designId },
  })
  const designRow = (name, type, objects, costLines) => ({
    company_id: company.id,
    name,
    type,
    scene: JSON.stringify({ settings, objects, costLines }),
    component_ids: `{${[...new Set(objects.filter((o) => o.type === 'component').map((o) => o.params.designId))].join(',')}}`,
    supplier_item_ids: `{${[
      ...new Set([
        ...objects.flatMap((o) => (o.supplierItemId ? [o.supplierItemId] : [])),
        ...costLines.map((l) => l.supplierItemId),
      ]),
    ].join(',')}}`,
    object_count: objects.length,
  })

  // Components: two parts and a line of screws, three cost lines each.
  const components = await insert(
    'designs',
    Array.from({ length: COMPONENTS }, (_, c) =>
      designRow(
        `Component ${String(c).padStart(3, '0')}`,
        'component',
        [box('a', 1, items[c % 30]), box('b', 2, items[(c + 7) % 30])],
        [{ id: 'screws', supplierItemId: items[3], quantity: 4, note: 'Screws' }],
      ),
    ),
  )
  // Designs: twelve parts, an hour of work on a part, two cost lines and two component
  // instances (3 lines each): 20 cost lines.
  for (let start = 0; start < DESIGNS; start += 100) {
    await insert(
      'designs',
      Array.from({ length: 100 }, (_, k) => {
        const d = start + k
        const objects = [
          ...Array.from({ length: 11 }, (_, n) => box(`p${n}`, n, items[(d + n) % 30])),
          box('work', 11, labour, { labourHours: 1 + (d % 5) / 2 }),
          place('c1', components[d % COMPONENTS], 1),
          place('c2', components[(d * 7) % COMPONENTS], 2),
        ]
        return designRow(`Design ${String(d).padStart(4, '0')}`, 'design', objects, [
          { id: 'screws', supplierItemId: items[3], quantity: 12, note: 'Screws' },
          { id: 'oil', supplierItemId: items[4], quantity: 0.3, note: 'Oil' },
        ])
      }),
    )
  }
  console.log(
    `seeded ${DESIGNS} designs × 20 lines and ${COMPONENTS} components in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  // The first answer reads and rolls up everything; later ones only what changed.
  const cold = performance.now()
  const check = await fetch(`${api.base}/v1/costs?pageSize=1&sort=-total`, { headers })
  const body = await check.json()
  const coldMs = performance.now() - cold
  if (!check.ok || body.total !== DESIGNS + COMPONENTS) {
    throw new Error(`unexpected answer: ${check.status} ${JSON.stringify(body).slice(0, 300)}`)
  }
  if (body.items[0].lineCount !== 20 || body.items[0].missingCount !== 0) {
    throw new Error(`a design should have 20 lines: ${JSON.stringify(body.items[0])}`)
  }

  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  /** `edit`: a design is saved before each request (not timed), so everything is rolled up again. */
  async function sequential(query, edit = false) {
    const url = `${api.base}/v1/costs?${query}`
    for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer()
    const times = []
    const begun = performance.now()
    let paused = 0
    for (let i = 0; i < requests; i++) {
      if (edit) {
        const p = performance.now()
        await db.query(
          `update designs set version = version + 1, updated_at = now()
           where id = (select id from designs where company_id = $1 order by name offset $2 limit 1)`,
          [company.id, i % DESIGNS],
        )
        paused += performance.now() - p
      }
      const t = performance.now()
      const res = await fetch(url, { headers })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      times.push(performance.now() - t)
    }
    const seconds = (performance.now() - begun - paused) / 1000
    times.sort((a, b) => a - b)
    const ms = (n) => `${n.toFixed(1).padStart(6)} ms`
    console.log(
      `${(edit ? `${query}, after an edit` : query).padEnd(44)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}  ${(requests / seconds).toFixed(1).padStart(6)} req/s`,
    )
    return percentile(times, 99)
  }
  const concurrent = (query) =>
    new Promise((resolve, reject) => {
      autocannon(
        { url: `${api.base}/v1/costs?${query}`, connections, duration, headers },
        (err, r) => {
          if (err) return reject(err)
          console.log(
            `${query.padEnd(44)} ${connections} connections, ${duration} s: p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${r.requests.average.toFixed(1)} req/s  non-2xx ${r.non2xx}`,
          )
          resolve(r)
        },
      )
    })

  console.log(
    `GET /v1/costs, ${DESIGNS} designs + ${COMPONENTS} components, ${requests} sequential requests each, PostgreSQL`,
  )
  console.log(`first request (every scene read and rolled up): ${coldMs.toFixed(1)} ms`)
  // The name sort rolls up only the page; the money sorts and the flagged filter roll up all.
  const p99s = []
  for (const query of [
    'pageSize=20',
    'pageSize=20&sort=-total',
    'pageSize=20&flagged=true',
    'pageSize=20&sort=material&page=30',
  ]) {
    p99s.push(await sequential(query))
  }
  p99s.push(await sequential('pageSize=20&sort=-total', true))
  await concurrent('pageSize=20')
  await concurrent('pageSize=20&sort=-total')
  const worst = Math.max(...p99s)
  console.log(`worst sequential p99: ${worst.toFixed(1)} ms (target < 300 ms)`)
} finally {
  await db.end().catch(() => {})
  await api?.stop()
  await database.drop()
}
