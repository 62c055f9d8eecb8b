// A new start with the demo renders every demo picture in the background (decision 036): does
// that slow what a person asks for meanwhile? Starts the built server on a new data dir with
// Chromium and with RENDERER=off, and prints the time to the first answer of GET /v1/health and
// of the designs list, then their latencies while the pictures render, and how long they take.
// Needs the web app built (npm run build) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { call, production, startServer } from './lib/server.mjs'

const runs = Number(process.env.RUNS ?? 3)
const PASSWORD = 'a demo password for the bench'
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 20_000)

const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]
const median = (xs) => pct(xs, 0.5)

async function timed(base, url, headers) {
  const started = performance.now()
  const res = await fetch(base + url, { headers })
  const body = await res.json()
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  return { ms: performance.now() - started, body }
}

async function once(renderer) {
  const started = performance.now()
  const server = await startServer({
    env: { ...production, DEMO_PASSWORD: PASSWORD, RENDERER: renderer },
    pollMs: 10,
    stdout: process.env.SERVER_LOG ? 'inherit' : 'ignore',
  })
  const health = performance.now() - started
  try {
    const session = await call(server.base, 'POST', '/v1/auth/login', {
      email: 'demo@designer.local',
      password: PASSWORD,
    })
    const headers = {
      authorization: `Bearer ${session.access_token}`,
      'company-id': session.user.companyIds[0],
    }
    const list = '/v1/designs?pageSize=24'
    const first = await timed(server.base, list, headers)
    const statuses = (body) => body.items.map((d) => d.thumbnailStatus)
    const firstStatuses = statuses(first.body)

    // Both asked for every 250 ms while the pictures render (or for the window, without them).
    const healthMs = []
    const listMs = []
    let allReadyAt = null
    const windowStart = performance.now()
    while (performance.now() - windowStart < WINDOW_MS) {
      healthMs.push((await timed(server.base, '/v1/health')).ms)
      const answer = await timed(server.base, list, headers)
      listMs.push(answer.ms)
      if (allReadyAt === null && statuses(answer.body).every((s) => s === 'ready')) {
        allReadyAt = performance.now() - started
        if (renderer !== 'off') break
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return { health, first: first.ms, firstStatuses, healthMs, listMs, allReadyAt }
  } finally {
    await server.stop()
  }
}

const fmt = (ms) => `${ms.toFixed(0)} ms`
// Taken in turns, so that both see the same machine (a busy one changes between minutes).
const renderers = ['chromium', 'off']
const results = Object.fromEntries(renderers.map((r) => [r, []]))
for (let i = 0; i < runs; i++) {
  for (const renderer of renderers) results[renderer].push(await once(renderer))
}
for (const renderer of renderers) {
  const runs = results[renderer]
  const all = (key) => runs.flatMap((r) => r[key])
  const each = (key) =>
    `median ${fmt(median(runs.map((r) => r[key])))}  (${runs.map((r) => fmt(r[key])).join(', ')})`
  console.log(`\nRENDERER=${renderer} (${runs.length} new starts with the demo)`)
  console.log(`  spawn → first /v1/health answer   ${each('health')}`)
  console.log(`  first designs list after sign-in  ${each('first')}`)
  console.log(`  its thumbnailStatus: ${runs[0].firstStatuses.join(' ')}`)
  console.log(
    `  /v1/health meanwhile              p50 ${fmt(median(all('healthMs')))}  p95 ${fmt(pct(all('healthMs'), 0.95))}  max ${fmt(Math.max(...all('healthMs')))}  (${all('healthMs').length} asks)`,
  )
  console.log(
    `  designs list meanwhile            p50 ${fmt(median(all('listMs')))}  p95 ${fmt(pct(all('listMs'), 0.95))}  max ${fmt(Math.max(...all('listMs')))}`,
  )
  if (renderer !== 'off') {
    console.log(
      `  every demo picture ready after    ${runs.map((r) => (r.allReadyAt ? fmt(r.allReadyAt) : 'not within the window')).join(', ')} from spawn`,
    )
  }
}
