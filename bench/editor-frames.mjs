// Frame time of the design editor with 100, 1,000 and 5,000 objects, beside a plain three.js
// page drawing the same boxes instanced (InstancedMesh, the best three.js itself does), in the
// same Chromium (software WebGL here: SwiftShader).
// The ratio is the figure: how much the editor costs over three.js itself.
//
// One measurement of each page swings with whatever else the machine does (two runs gave 3.00
// and 1.26 for the same build), so the pages are measured in ROUNDS rounds, alternating which
// goes first, each round giving one ratio; the figure is the median of the rounds' ratios, with
// their spread (lowest–highest), and how the median settles as rounds are added.
//   COUNTS (default 100,1000,5000), ROUNDS (default 5), SECONDS per measurement (default 3)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { call, signUp, startServer } from './lib/server.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const COUNTS = (process.env.COUNTS ?? '100,1000,5000').split(',').map(Number)
const SECONDS = Number(process.env.SECONDS ?? 3)
const ROUNDS = Number(process.env.ROUNDS ?? 5)
const PLAIN_PORT = 3331

// The plain page, bundled with the same three.js the app uses.
const plainDir = mkdtempSync(path.join(tmpdir(), 'designer-plain-'))
await build({
  entryPoints: [path.join(here, 'plain-three-scene.js')],
  bundle: true,
  format: 'esm',
  outfile: path.join(plainDir, 'scene.js'),
  logLevel: 'warning',
})
writeFileSync(
  path.join(plainDir, 'index.html'),
  '<!doctype html><html><body><script type="module" src="/scene.js"></script></body></html>',
)
const plain = createServer((req, res) => {
  const file = req.url?.startsWith('/scene.js') ? 'scene.js' : 'index.html'
  res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' })
  res.end(readFileSync(path.join(plainDir, file)))
})
await new Promise((r) => plain.listen(PLAIN_PORT, '127.0.0.1', r))

const api = await startServer({ env: { NODE_ENV: 'test', RATE_LIMIT_MULTIPLIER: '1000' } })
const { base } = api
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--disable-background-networking',
    '--disable-gpu-vsync',
    '--disable-frame-rate-limit',
  ],
})

try {
  const { session, company, headers } = await signUp(base, {
    name: 'Frames',
    email: 'frames@example.com',
    password: 'a long frames password',
    company: { name: 'Frames Studio' },
  })

  const colors = ['#c8a165', '#6e4329', '#8a9099', '#d9d4c7', '#3f6b5a', '#b5523b']
  const designs = {}
  for (const n of COUNTS) {
    const design = await call(
      base,
      'POST',
      '/v1/designs',
      { name: `${n} boxes`, type: 'design' },
      headers,
    )
    const side = Math.ceil(Math.sqrt(n))
    const extent = side * 600
    const objects = Array.from({ length: n }, (_, i) => ({
      id: `b${i}`,
      name: `Box ${i}`,
      type: 'box',
      position: [(i % side) * 600 - extent / 2, 200, Math.floor(i / side) * 600 - extent / 2],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
      color: colors[i % colors.length],
      parentId: null,
      visible: true,
      params: { width: 400, height: 400, depth: 400 },
    }))
    await call(
      base,
      'PUT',
      `/v1/designs/${design.id}/scene`,
      {
        version: 1,
        scene: { ...design.scene, settings: { ...design.scene.settings, gridSize: 100 }, objects },
      },
      headers,
    )
    designs[n] = design.id
  }

  const measure = async (page) =>
    page.evaluate(async (seconds) => {
      const deltas = []
      let last = performance.now()
      const end = last + seconds * 1000
      await new Promise((resolve) => {
        const tick = (now) => {
          deltas.push(now - last)
          last = now
          if (now < end) requestAnimationFrame(tick)
          else resolve()
        }
        requestAnimationFrame(tick)
      })
      deltas.sort((a, b) => a - b)
      const at = (q) => deltas[Math.min(deltas.length - 1, Math.floor(q * deltas.length))]
      return { median: at(0.5), p95: at(0.95), frames: deltas.length }
    }, SECONDS)

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${base}/auth/login`)
  await page.evaluate(
    ([token, companyId]) => {
      localStorage.setItem('refresh_token', token)
      localStorage.setItem('company', companyId)
    },
    [session.refresh_token, company.id],
  )

  // Only one page draws at a time: the other is closed (the editor draws every frame).
  const timeEditor = async (n) => {
    const editorPage = await context.newPage()
    await editorPage.goto(`${base}/admin/designs/${designs[n]}/edit`)
    await editorPage.waitForSelector('[data-testid="editor-viewport"] canvas')
    await editorPage.waitForTimeout(1500)
    await measure(editorPage) // warm-up
    const result = await measure(editorPage)
    await editorPage.close()
    return result
  }
  const timePlain = async (n) => {
    const plainPage = await context.newPage()
    await plainPage.setViewportSize({ width: 1280 - 320, height: 800 - 48 })
    await plainPage.goto(`http://127.0.0.1:${PLAIN_PORT}/?n=${n}`)
    await plainPage.waitForFunction(() => window.benchReady === true)
    await plainPage.waitForTimeout(1000)
    await measure(plainPage)
    const result = await measure(plainPage)
    await plainPage.close()
    return result
  }
  await page.close()

  const median = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b)
    const mid = sorted.length / 2
    return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2
  }
  const rows = []
  for (const n of COUNTS) {
    const rounds = []
    for (let r = 0; r < ROUNDS; r++) {
      let editor
      let three
      if (r % 2 === 0) {
        editor = await timeEditor(n)
        three = await timePlain(n)
      } else {
        three = await timePlain(n)
        editor = await timeEditor(n)
      }
      rounds.push({ editor, three, ratio: editor.median / three.median })
      // A run takes minutes (the plain page draws 5,000 meshes at a frame or two a second):
      // each round says where it is.
      console.error(
        `${n} objects, round ${r + 1}/${ROUNDS}: editor ${editor.median.toFixed(1)} ms, plain ${three.median.toFixed(1)} ms`,
      )
    }
    rows.push({ n, rounds })
  }

  const ms = (x) => `${x.toFixed(1)} ms`.padStart(9)
  console.log(
    `editor frame time vs plain three.js, Chromium with SwiftShader (software WebGL), ${ROUNDS} rounds of ${SECONDS} s each`,
  )
  console.log(
    'objects   editor median   p95     plain median   p95     ratio: median of rounds (lowest–highest)',
  )
  for (const { n, rounds } of rows) {
    const ratios = rounds.map((r) => r.ratio)
    const editor = median(rounds.map((r) => r.editor.median))
    const editorP95 = median(rounds.map((r) => r.editor.p95))
    const three = median(rounds.map((r) => r.three.median))
    const threeP95 = median(rounds.map((r) => r.three.p95))
    console.log(
      `${String(n).padStart(7)}   ${ms(editor)}  ${ms(editorP95)}   ${ms(three)}  ${ms(threeP95)}   ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
    )
  }
  console.log('\nhow the median ratio settles as rounds are added (1, 2, … rounds):')
  for (const { n, rounds } of rows) {
    const settling = rounds.map((_, k) => median(rounds.slice(0, k + 1).map((r) => r.ratio)))
    console.log(`${String(n).padStart(7)}   ${settling.map((x) => x.toFixed(2)).join('  ')}`)
    console.log(
      `${''.padStart(7)}   each round: ${rounds.map((r) => r.ratio.toFixed(2)).join('  ')}`,
    )
  }
} finally {
  await browser.close()
  await api.stop()
  plain.close()
  rmSync(plainDir, { recursive: true, force: true })
}
