// What a co-editing batch costs the server as the design grows: sequential batches sent to
// POST /v1/designs/{id}/ops on designs of 100 and 5,000 objects, on the embedded database and
// on PostgreSQL. Two kinds of batch: moving one object (a nudge), and moving a selection of 20
// (one frame of a drag). Prints p50/p95 per batch and the 5,000/100 ratio of the p95s.
// Aim (issue 33): p95 ≤ 5 ms per batch at 5,000 objects and ≤ 2× the 100-object figure.
// Needs the API built (npm run build -w @designer/api) and, for the PostgreSQL half, a server:
// BENCH_DATABASE_URL, else the local one (ENGINES=pglite skips it).
import { randomBytes } from 'node:crypto'
import { throwawayDatabase } from './lib/database.mjs'
import { call, production, signUp, startServer } from './lib/server.mjs'

const BATCHES = Number(process.env.BATCHES ?? 300)
const SIZES = (process.env.SIZES ?? '100,5000').split(',').map(Number)
const ENGINES = (process.env.ENGINES ?? 'pglite,postgresql').split(',')

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** A scene of `n` boxes in rows of ten, each row under its first box. */
function sceneOf(n) {
  const objects = Array.from({ length: n }, (_, i) => ({
    id: `box-${i}`,
    name: `Box ${i}`,
    type: 'box',
    parentId: i % 10 === 0 ? null : `box-${i - (i % 10)}`,
    position: [(i % 10) * 120, 0, Math.floor(i / 10) * 120],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#b08d57',
    visible: true,
    params: { width: 100, height: 100, depth: 100 },
  }))
  return {
    settings: { background: '#f8fafc', lighting: 'studio', units: 'mm', gridSize: 10 },
    objects,
  }
}

async function measure(base, headers, n) {
  const design = await call(
    base,
    'POST',
    '/v1/designs',
    { name: `Bench ${n}`, type: 'design' },
    headers,
  )
  await call(
    base,
    'PUT',
    `/v1/designs/${design.id}/scene`,
    { version: design.version, scene: sceneOf(n) },
    headers,
  )
  const clientId = `bench-${randomBytes(6).toString('hex')}`
  const pick = () => Math.floor(Math.random() * n)
  const kinds = {
    'move one': () => [
      { op: 'set', id: `box-${pick()}`, key: 'position', value: [pick(), 0, pick()] },
    ],
    'move 20': () => {
      const first = pick()
      return Array.from({ length: 20 }, (_, k) => ({
        op: 'set',
        id: `box-${(first + k) % n}`,
        key: 'position',
        value: [first + k, 0, k],
      }))
    },
  }
  const figures = {}
  for (const [kind, opsOf] of Object.entries(kinds)) {
    const times = []
    for (let i = 0; i < BATCHES + 20; i++) {
      const started = performance.now()
      await call(
        base,
        'POST',
        `/v1/designs/${design.id}/ops`,
        { clientId, baseVersion: 0, ops: opsOf() },
        headers,
      )
      if (i >= 20) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    figures[kind] = { p50: percentile(times, 0.5), p95: percentile(times, 0.95) }
  }
  return figures
}

const rows = []
for (const engine of ENGINES) {
  const database = engine === 'postgresql' ? await throwawayDatabase('bench_coediting') : null
  const server = await startServer({
    env: { ...production, RENDERER: 'off', ...(database ? { DATABASE_URL: database.url } : {}) },
  })
  try {
    const { headers } = await signUp(server.base, { subscribe: true })
    for (const n of SIZES) {
      const figures = await measure(server.base, headers, n)
      for (const [kind, f] of Object.entries(figures)) rows.push({ engine, n, kind, ...f })
    }
  } finally {
    await server.stop()
    await database?.drop()
  }
}

const ms = (v) => `${v.toFixed(1).padStart(6)} ms`
console.log(`co-editing batches, ${BATCHES} sequential per kind (round trip over loopback)`)
for (const r of rows) {
  console.log(
    `${r.engine.padEnd(11)} ${String(r.n).padStart(5)} objects  ${r.kind.padEnd(9)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}`,
  )
}
const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)]
for (const engine of ENGINES) {
  for (const kind of ['move one', 'move 20']) {
    const a = rows.find((r) => r.engine === engine && r.n === small && r.kind === kind)
    const b = rows.find((r) => r.engine === engine && r.n === large && r.kind === kind)
    if (a && b && a !== b)
      console.log(
        `${engine.padEnd(11)} ${kind.padEnd(9)} p95 ${large}/${small}: ${(b.p95 / a.p95).toFixed(2)}×`,
      )
  }
}
