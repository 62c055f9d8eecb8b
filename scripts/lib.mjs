// Small helpers the repository's scripts share. Node built-ins only: these run before
// `npm install` has necessarily happened.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
  })
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options)
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} exited with ${code}`)
    process.exit(code)
  }
}

/** The newest modification time under the given paths (files or folders), skipping build output. */
export function newestMtime(paths) {
  let newest = 0
  const visit = (p) => {
    if (!existsSync(p)) return
    const s = statSync(p)
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist') continue
        visit(path.join(p, name))
      }
    } else if (s.mtimeMs > newest) newest = s.mtimeMs
  }
  for (const p of paths) visit(path.join(root, p))
  return newest
}

export function mtime(file) {
  const p = path.join(root, file)
  return existsSync(p) ? statSync(p).mtimeMs : 0
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
