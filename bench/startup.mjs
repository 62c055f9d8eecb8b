// Measures how long the embedded server takes to answer /v1/health: on a new data dir (the
// database is created and migrated) and on an existing one. Prints the median of a few runs.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'apps/api/dist/server.js')
const runs = Number(process.env.RUNS ?? 3)
const port = 3190

async function timeToHealthy(dataDir) {
  const started = performance.now()
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  try {
    for (let i = 0; i < 600; i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/v1/health`)
        if (res.ok) return performance.now() - started
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25))
    }
    throw new Error('the server did not become healthy within 15 s')
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
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
