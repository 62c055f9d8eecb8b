import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, that a test may
 * stop, start and freeze at will — never the machine's server on 5432. It needs the server's
 * binaries (Debian's /usr/lib/postgresql/<version>/bin); `postgresBinDir()` says whether they
 * are there.
 */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function createPostgresServer() {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql')
  const dir = mkdtempSync(path.join(tmpdir(), 'designer-pg-'))
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  // PostgreSQL refuses to run as root; as root, its own tools run as the postgres account.
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? accountIds('postgres') : undefined
  if (owner) chownSync(dir, owner.uid, owner.gid)
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(path.join(bin, tool), args, {
      cwd: dir,
      encoding: 'utf8',
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    })
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`)
    }
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`

  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run('pg_ctl', ['start', '-w', '-D', dataDir, '-o', options, '-l', `${dir}/log`]),
    /** A restart or failover as clients see it: every connection is terminated (57P01). */
    stop: () => run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]),
    /** A frozen server: the postmaster and every backend stopped, sockets open, no answers. */
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    remove: () => {
      try {
        signalAll('SIGCONT')
        run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', dataDir])
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }

  function signalAll(signal: NodeJS.Signals) {
    const pidFile = path.join(dataDir, 'postmaster.pid')
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    for (const pid of [postmaster, ...childrenOf(postmaster)]) process.kill(pid, signal)
  }
  return server
}

function childrenOf(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
  return out.stdout
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0)
}

function accountIds(name: string) {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim())
  return { uid, gid }
}
