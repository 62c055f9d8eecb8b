// Measures how long the embedded server takes to answer /v1/health: on a new data dir (the
// database is created and migrated) and on an existing one. Prints the median of a few runs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startServer } from './lib/server.mjs'

const runs = Number(process.env.RUNS ?? 3)

async function timeToHealthy(dataDir) {
  const started = performance.now()
  const server = await startServer({ dataDir, pollMs: 25 })
  const took = performance.now() - started
  await server.stop()
  return took
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fresh = []
const existing = []
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'designer-startup-'))
  fresh.push(await timeToHealthy(dir))
  existing.push(await timeToHealthy(dir))
  rmSync(dir, { recursive: true, force: true })
}
const fmt = (xs) =>
  `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`
console.log(`start-up to healthy, new data dir:      ${fmt(fresh)}`)
console.log(`start-up to healthy, existing data dir: ${fmt(existing)}`)
