import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { freePort } from './postgres-server'

/**
 * The real server (src/server.ts, through tsx) in a process of its own, on a free port, for the
 * tests that need what only a process has: its start-up, its database outages, several of them
 * side by side. `env` adds to (or replaces) the test's defaults; its output is kept in `log`.
 */
export async function startApiProcess(env: Record<string, string | undefined>) {
  const port = await freePort()
  let log = ''
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    log += chunk
  })
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    /** Everything the process has printed so far. */
    get log() {
      return log
    },
    /** Ends the process and waits for it. */
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r))
    },
  }
}
export type ApiProcess = Awaited<ReturnType<typeof startApiProcess>>
