// Real time across two API processes on one PostgreSQL database and Redis, as a scaled-out
// deployment runs them.
//  1. Edit latency: an operation sent to process A (POST /v1/designs/{id}/ops) until a socket on
//     process B receives it, sequentially, after a warm-up: p50/p95/p99/max. Target p95 < 150 ms.
//  2. Idle sockets: SOCKETS sockets (1,000 by default) held open on process B through HOLD_S
//     seconds (default 35: two heartbeat rounds of 15 s), answering pings as browsers do; how
//     many are still open, the pings each got, B's memory and CPU meanwhile, and the edit latency
//     again with all of them connected (every one hears the company's events).
// Needs PostgreSQL (BENCH_DATABASE_URL, else the local one; a throwaway database is made and
// dropped), Redis (BENCH_REDIS_URL, else the local one) and the API built (npm run build -w
// @designer/api), or API_ENTRY=apps/api/src/server.ts to run the sources through tsx.
import { readFileSync } from 'node:fs'
import WebSocket from 'ws'
import { throwawayDatabase } from './lib/database.mjs'
import { production, call as request, signUp, startServer } from './lib/server.mjs'

const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const EDITS = Number(process.env.EDITS ?? 300)
const SOCKETS = Number(process.env.SOCKETS ?? 1000)
const HOLD_S = Number(process.env.HOLD_S ?? 35)
const TARGET_P95_MS = 150

const database = await throwawayDatabase('bench_realtime')
const servers = []
async function cleanup() {
  for (const s of servers) await s.stop()
  await database.drop()
}
process.on('SIGINT', async () => {
  await cleanup()
  process.exit(130)
})

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
const ms = (n) => `${n.toFixed(1)} ms`

try {
  // Two processes on one database and one Redis, with one secret and one public address: a
  // token of one process is good on the other. /v1/health/ready answers once Redis does too.
  for (let i = 0; i < 2; i++) {
    servers.push(
      await startServer({
        baseEnv: { PATH: process.env.PATH },
        env: {
          ...production,
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          PUBLIC_URL: 'http://designer.bench',
          RENDERER: 'off',
          RATE_LIMIT_MULTIPLIER: '1000',
        },
        health: '/v1/health/ready',
        stdout: 'inherit',
        pollMs: 200,
      }),
    )
  }
  const [a, b] = servers

  const { headers } = await signUp(a.base, {
    name: 'Bench Person',
    password: 'correct horse battery staple',
  })
  const call = (base, method, url, body) => request(base, method, url, body, headers)
  const design = await call(a.base, 'POST', '/v1/designs', { name: 'Bench', type: 'design' })
  let version = design.version
  const box = {
    id: 'b1',
    name: 'Box',
    type: 'box',
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    color: '#888888',
    parentId: null,
    visible: true,
    params: { width: 500, height: 500, depth: 500 },
  }
  version = (
    await call(a.base, 'POST', `/v1/designs/${design.id}/ops`, {
      clientId: 'bench-writer-1',
      baseVersion: version,
      ops: [{ op: 'create', object: box, index: 0 }],
    })
  ).version

  /** A socket on `base`, joined to the design when asked; resolves once the server said hello. */
  async function socket(base, join = false) {
    const { ticket } = await call(base, 'POST', '/v1/realtime/ticket')
    const ws = new WebSocket(`${base.replace('http', 'ws')}/v1/realtime?ticket=${ticket}`)
    const state = { ws, pings: 0, open: true, listeners: new Set() }
    ws.on('ping', () => {
      state.pings += 1
    })
    ws.on('close', () => {
      state.open = false
    })
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw))
      for (const l of state.listeners) l(m)
    })
    await new Promise((resolve, reject) => {
      const hello = (m) => {
        if (m.type !== 'hello') return
        state.listeners.delete(hello)
        if (!join) return resolve()
        const joined = (j) => {
          if (j.type !== 'joined') return
          state.listeners.delete(joined)
          resolve()
        }
        state.listeners.add(joined)
        ws.send(JSON.stringify({ type: 'join', designId: design.id }))
      }
      state.listeners.add(hello)
      ws.on('error', reject)
    })
    return state
  }

  const reader = await socket(b.base, true)
  async function latencies(n) {
    const times = []
    for (let i = 0; i < n; i++) {
      const arrived = new Promise((resolve) => {
        const on = (m) => {
          if (m.type !== 'ops' || m.batch.clientId !== 'bench-writer-1') return
          reader.listeners.delete(on)
          resolve(performance.now())
        }
        reader.listeners.add(on)
      })
      const sent = performance.now()
      const result = await call(a.base, 'POST', `/v1/designs/${design.id}/ops`, {
        clientId: 'bench-writer-1',
        baseVersion: version,
        ops: [{ op: 'set', id: 'b1', key: 'position', value: [i + 1, 0, 0] }],
      })
      version = result.version
      times.push((await arrived) - sent)
    }
    return times.sort((x, y) => x - y)
  }
  const report = (label, sorted) =>
    console.log(
      `${label}: p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, ` +
        `p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1))} over ${sorted.length} edits`,
    )

  await latencies(20) // warm-up
  const quiet = await latencies(EDITS)
  report('edit on A → socket on B', quiet)

  // Idle sockets on B.
  const pid = b.child.pid
  const rssMb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024
  const cpuTicks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return Number(fields[11]) + Number(fields[12])
  }
  const rssBefore = rssMb()
  const opened = performance.now()
  const idle = []
  for (let i = 0; i < SOCKETS; i += 50) {
    idle.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, SOCKETS - i) }, () => socket(b.base)),
      )),
    )
  }
  console.log(
    `${idle.length} idle sockets opened on B in ${((performance.now() - opened) / 1000).toFixed(1)} s; ` +
      `B's memory ${rssBefore.toFixed(0)} → ${rssMb().toFixed(0)} MB`,
  )
  const ticks = cpuTicks()
  const held = performance.now()
  await new Promise((r) => setTimeout(r, HOLD_S * 1000))
  const heldS = (performance.now() - held) / 1000
  const cpu = (cpuTicks() - ticks) / 100 / heldS
  const stillOpen = idle.filter((s) => s.open).length
  const pings = idle.map((s) => s.pings).sort((x, y) => x - y)
  console.log(
    `after ${heldS.toFixed(0)} s: ${stillOpen} of ${idle.length} still open; pings per socket ` +
      `${pings[0]}–${pings.at(-1)}; B used ${(cpu * 100).toFixed(1)} % of a core, ${rssMb().toFixed(0)} MB`,
  )
  const loaded = await latencies(Math.min(EDITS, 100))
  report(`edit on A → socket on B, with ${stillOpen} sockets held on B`, loaded)
  const p95 = Math.max(percentile(quiet, 0.95), percentile(loaded, 0.95))
  console.log(
    `p95 ${ms(p95)} (target < ${TARGET_P95_MS} ms): ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}; ` +
      `idle sockets ${stillOpen}/${SOCKETS}: ${stillOpen === SOCKETS ? 'held' : 'NOT all held'}`,
  )
  for (const s of [...idle, reader]) s.ws.terminate()
} finally {
  await cleanup()
}
