// Images rendered on the server at 1200×630: cold renders (each a new picture) and cached answers
// (p50/p95), through the API with Chromium on software WebGL; then the screenshot page alone
// under SwiftShader and under Mesa's llvmpipe, to say which is faster on this machine.
// Needs the web app built (npm run build -w @designer/web) and /usr/bin/chromium.
import { createHmac } from 'node:crypto'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { call, root, signUp, startServer } from './lib/server.mjs'

const SECRET = 'bench-screenshot-secret-long-enough-to-sign-with'
const COLD = Number(process.env.COLD ?? 8)
const CACHED = Number(process.env.CACHED ?? 200)

const api = await startServer({
  entry: 'apps/api/src/server.ts',
  port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
  env: {
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    SCREENSHOT_SECRET: SECRET,
    RATE_LIMIT_MULTIPLIER: '1000',
  },
})
const { base } = api

const { headers: scoped } = await signUp(base, {
  email: `bench${Date.now()}@example.com`,
  password: 'correct horse battery',
  company: { name: 'Bench' },
})
const design = await call(base, 'POST', '/v1/designs', { name: 'Shelving', type: 'design' }, scoped)
// A shelving unit: two sides and twelve shelves, some 14 boxes and spheres.
const box = (id, position, params) => ({
  id,
  name: id,
  type: 'box',
  position,
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
  color: '#a0522d',
  parentId: null,
  visible: true,
  params,
})
const objects = [
  box('left', [-500, 1000, 0], { width: 20, height: 2000, depth: 400 }),
  box('right', [500, 1000, 0], { width: 20, height: 2000, depth: 400 }),
  ...Array.from({ length: 12 }, (_, i) =>
    box(`shelf${i}`, [0, 80 + i * 160, 0], { width: 980, height: 20, depth: 400 }),
  ),
]
await call(
  base,
  'PUT',
  `/v1/designs/${design.id}/scene`,
  { version: 1, scene: { ...design.scene, objects } },
  scoped,
)

const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
const ms = (n) => `${n.toFixed(1)} ms`
async function timed(url) {
  const t = performance.now()
  const res = await fetch(base + url, { headers: scoped })
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`)
  return performance.now() - t
}

const image = (bg) => `/v1/designs/${design.id}/image?size=1200x630&bg=${bg}&format=png`
await timed(image('000000')) // starts Chromium; not counted
const cold = []
for (let i = 0; i < COLD; i++)
  cold.push(await timed(image((0x101010 * (i + 1)).toString(16).padStart(6, '0').slice(-6))))
const cached = []
for (let i = 0; i < CACHED; i++) cached.push(await timed(image('000000')))
console.log(`1200×630 PNG through the API (SwiftShader), ${COLD} cold, ${CACHED} cached`)
console.log(`  cold   p50 ${ms(pct(cold, 50))}  p95 ${ms(pct(cold, 95))}`)
console.log(`  cached p50 ${ms(pct(cached, 50))}  p95 ${ms(pct(cached, 95))}`)

// The page alone, under each software GL, in a browser of its own.
function pageUrl() {
  const p = `/screenshot/${design.id}`
  const params = { bg: 'ffffff', exp: Math.floor(Date.now() / 1000) + 600, size: '1200x630' }
  const canonical = `${p}?${Object.entries(params)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&')}`
  const sig = createHmac('sha256', SECRET).update(canonical).digest('base64url')
  return `${base}${p}?${new URLSearchParams({ ...params, sig })}`
}
const common = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
const variants = {
  swiftshader: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  llvmpipe: ['--use-angle=gl-egl', '--ignore-gpu-blocklist'],
}
for (const [name, args] of Object.entries(variants)) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...common, ...args],
  })
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  const gl = await page.evaluate(() => {
    const c = document.createElement('canvas').getContext('webgl2')
    const ext = c?.getExtension('WEBGL_debug_renderer_info')
    return c ? c.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : c.RENDERER) : 'no WebGL'
  })
  const times = []
  for (let i = 0; i < COLD + 1; i++) {
    const t = performance.now()
    await page.goto(pageUrl())
    await page.waitForSelector('body[data-ready="true"], body[data-error]', {
      state: 'attached',
      timeout: 60_000,
    })
    await page.screenshot({ type: 'png' })
    if (i > 0) times.push(performance.now() - t)
    await page.goto('about:blank')
  }
  console.log(
    `page + screenshot, ${name} (${gl}): p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}`,
  )
  await browser.close()
}
await api.stop()
process.exit(0)
