// `npm run bench`: every benchmark, one after the other. Each prints its own figures.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
execFileSync('npm', ['run', 'build', '-w', '@designer/api'], { cwd: root, stdio: 'inherit' })
// designs-list.mjs, cost-overview.mjs, customers-search.mjs, realtime.mjs and co-editing.mjs need a
// PostgreSQL server (BENCH_DATABASE_URL, else the local one); realtime.mjs Redis too (BENCH_REDIS_URL).
// lighthouse.mjs needs the web app built (npm run build) and Chromium (CHROMIUM_PATH).
for (const script of [
  'bundle-size.mjs',
  'startup.mjs',
  'designs-list.mjs',
  'cost-overview.mjs',
  'customers-search.mjs',
  'editor-frames.mjs',
  'realtime.mjs',
  'co-editing.mjs',
  'models.mjs',
  'lighthouse.mjs',
]) {
  console.log(`\n━━ ${script} ━━`)
  execFileSync(process.execPath, [path.join(here, script)], { cwd: root, stdio: 'inherit' })
}
