// The API process's resident memory under a long mixed load: after start, after 10,000 and after
// 50,000 requests (ROUNDS overrides the marks), on the embedded database and on PostgreSQL.
// The load is what a studio's day sends: lists and searches, a design read and co-edited,
// customers created and read, the calendar, the public configurator page and its quote.
// Aim (issue 33): between the last two marks no growth beyond 10 % (caches bounded, no leak),
// and ≤ 300 MB on PostgreSQL.
// Needs the API built (npm run build -w @designer/api) and, for the PostgreSQL half, a server:
// BENCH_DATABASE_URL, else the local one (ENGINES=pglite skips it).
import { readFileSync } from 'node:fs'
import { throwawayDatabase } from './lib/database.mjs'
import { call, production, signUp, startServer } from './lib/server.mjs'

const MARKS = (process.env.ROUNDS ?? '10000,50000').split(',').map(Number)
const ENGINES = (process.env.ENGINES ?? 'pglite,postgresql').split(',')
const CONCURRENCY = 8

/** The child's resident set, from the kernel: what the process really holds. */
const residentMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return Number(line[1]) / 1024
}

async function prepare(base) {
  const { headers } = await signUp(base, { subscribe: true })
  const design = await call(
    base,
    'POST',
    '/v1/designs',
    { name: 'Memory', type: 'design' },
    headers,
  )
  const objects = Array.from({ length: 200 }, (_, i) => ({
    id: `box-${i}`,
    name: `Box ${i}`,
    type: 'box',
    parentId: null,
    position: [i * 120, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#b08d57',
    visible: true,
    params: { width: 100, height: 100, depth: 100 },
  }))
  await call(
    base,
    'PUT',
    `/v1/designs/${design.id}/scene`,
    {
      version: design.version,
      scene: {
        settings: { background: '#f8fafc', lighting: 'studio', units: 'mm', gridSize: 10 },
        objects,
      },
    },
    headers,
  )
  return { headers, designId: design.id }
}

/** One request of the mix, the n-th. */
function request(base, { headers, designId }, n) {
  const get = (url) => fetch(base + url, { headers })
  const post = (url, body) =>
    fetch(base + url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  switch (n % 10) {
    case 0:
      return get('/v1/designs?pageSize=20')
    case 1:
      return get(`/v1/designs/${designId}`)
    case 2:
      return post(`/v1/designs/${designId}/ops`, {
        clientId: 'bench-memory-client',
        baseVersion: 0,
        ops: [{ op: 'set', id: `box-${n % 200}`, key: 'position', value: [n % 997, 0, 0] }],
      })
    case 3:
      return n % 100 === 3
        ? post('/v1/customers', { name: `Customer ${n}`, email: `c${n}@example.com` })
        : get('/v1/customers?pageSize=20')
    case 4:
      return get(`/v1/customers?q=${encodeURIComponent(`Customer ${n % 50}`)}`)
    case 5:
      return get('/v1/calendar/events?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z')
    case 6:
      return get('/v1/supplier-items?pageSize=20')
    case 7:
      return get('/v1/quotes?pageSize=20')
    case 8:
      return get('/v1/configurators?pageSize=20')
    default:
      return get('/v1/auth/profile')
  }
}

const rows = []
for (const engine of ENGINES) {
  const database = engine === 'postgresql' ? await throwawayDatabase('bench_memory') : null
  const server = await startServer({
    env: { ...production, RENDERER: 'off', ...(database ? { DATABASE_URL: database.url } : {}) },
  })
  try {
    const fixture = await prepare(server.base)
    const marks = [{ requests: 0, mb: residentMb(server.child.pid) }]
    const failed = new Map()
    let sent = 0
    for (const mark of MARKS) {
      const workers = Array.from({ length: CONCURRENCY }, async () => {
        while (sent < mark) {
          const n = sent++
          const res = await request(server.base, fixture, n)
          await res.arrayBuffer()
          if (!res.ok)
            failed.set(`${n % 10}:${res.status}`, (failed.get(`${n % 10}:${res.status}`) ?? 0) + 1)
        }
      })
      await Promise.all(workers)
      marks.push({ requests: mark, mb: residentMb(server.child.pid) })
    }
    rows.push({ engine, marks, failed })
  } finally {
    await server.stop()
    await database?.drop()
  }
}

console.log(`API resident memory under a mixed load (${CONCURRENCY} at a time)`)
for (const { engine, marks, failed } of rows) {
  const figures = marks.map((m) => `${m.requests.toLocaleString('en')}: ${m.mb.toFixed(0)} MB`)
  const [a, b] = marks.slice(-2)
  console.log(
    `${engine.padEnd(11)} ${figures.join('   ')}   last growth ${(((b.mb - a.mb) / a.mb) * 100).toFixed(1)} %`,
  )
  if (failed.size)
    console.log(
      `${''.padEnd(11)} non-2xx (kind:status → count): ${[...failed].map(([k, v]) => `${k} → ${v}`).join(', ')}`,
    )
}
