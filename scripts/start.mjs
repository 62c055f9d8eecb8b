// `npm start`: installs dependencies on a new machine, builds what is out of date, then runs
// the one server process (API, realtime and the web app on one port, embedded database unless
// DATABASE_URL is set).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { mtime, mustRun, newestMtime, npm, root } from './lib.mjs'

if (!existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (first start)…')
  await mustRun(npm, ['install', '--no-audit', '--no-fund'])
}

const shared = ['packages/contract/src', 'packages/configurator/src', 'package-lock.json']
if (
  mtime('apps/web/dist/index.html') <
  newestMtime([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/configurator.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    ...shared,
  ])
) {
  console.log('Building the web app…')
  await mustRun(npm, ['run', 'build', '-w', '@designer/web'])
}
if (
  mtime('apps/api/dist/server.js') <
  newestMtime(['apps/api/src', 'apps/api/drizzle', 'apps/api/build.mjs', ...shared])
) {
  console.log('Building the API…')
  await mustRun(npm, ['run', 'build', '-w', '@designer/api'])
}

const { spawn } = await import('node:child_process')
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
