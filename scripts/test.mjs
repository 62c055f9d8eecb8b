// `npm test`: every check the project has, in the order a failure is cheapest to find:
// lint and format, types, the production build (the API's rendering tests open its screenshot
// page), unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser journeys in Chromium against the built server.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { npm, root, run } from './lib.mjs'

const reports = path.join(root, 'node_modules', '.cache', 'designer-test-reports')
// Reports of an earlier run must not be counted as this run's.
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const only = process.argv[2] // optional: lint | types | unit | e2e

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((p) => p && existsSync(p))
}

function ensureChromium() {
  if (chromiumPath()) return
  const isRoot = process.getuid?.() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…")
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (chromiumPath()) return
  }
  console.error(
    'The browser tests need Chromium. On Debian or Ubuntu: sudo apt-get install -y chromium\n' +
      'Elsewhere, install Chromium and set CHROMIUM_PATH to its executable.',
  )
  process.exit(1)
}

const results = []
async function step(name, command, args, options) {
  console.log(`\n━━ ${name} ━━`)
  const code = await run(command, args, options)
  results.push({ name, ok: code === 0 })
  return code === 0
}

const npx = 'npx'
let ok = true
if (!only || only === 'lint')
  ok = (await step('lint and format (biome)', npx, ['biome', 'ci', '.'])) && ok
if (!only || only === 'types') ok = (await step('typecheck (tsc -b)', npx, ['tsc', '-b'])) && ok
if (!only || only === 'unit') {
  // The API's rendering tests open the built web app's screenshot page in Chromium.
  ensureChromium()
  ok = (await step('production build', npm, ['run', 'build'])) && ok
  ok =
    (await step('unit and API tests (vitest)', npx, [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ])) && ok
}
if (!only || only === 'e2e') {
  ensureChromium()
  if (only === 'e2e') ok = (await step('production build', npm, ['run', 'build'])) && ok
  ok =
    (await step(
      'browser tests (playwright, chromium)',
      npm,
      ['run', 'test', '-w', '@designer/e2e'],
      {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
      },
    )) && ok
}

// One closing line for people and for CI: the totals of both test runners.
let passed = 0
let failed = 0
let skipped = 0
const vitestReport = path.join(reports, 'vitest.json')
if ((!only || only === 'unit') && existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'))
  passed += r.numPassedTests
  failed += r.numFailedTests
  skipped += r.numPendingTests + (r.numTodoTests ?? 0)
}
const pwReport = path.join(reports, 'playwright.json')
if ((!only || only === 'e2e') && existsSync(pwReport)) {
  const s = JSON.parse(readFileSync(pwReport, 'utf8')).stats
  passed += s.expected + s.flaky
  failed += s.unexpected
  skipped += s.skipped
}
console.log('\n━━ summary ━━')
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name}`)
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(ok && failed === 0 ? 0 : 1)
