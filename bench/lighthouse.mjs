// Lighthouse (mobile settings, its defaults) on the sign-in page, the dashboard, the designs
// list and the public configurator (the demo studio's dining table) of the built app, served by
// the built server as in production. Prints the four scores, the Largest Contentful Paint, the
// bytes transferred and the JavaScript among them (compressed, as sent) of each page. Drives
// the machine's Chromium: no download.
//   CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default a free one), RUNS
//   (default 1: the median of RUNS runs per page), PAGES (default all: a comma-separated list
//   of sign-in, dashboard, designs, public).
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { call, production, root, signUp, startServer } from './lib/server.mjs'

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const runs = Number(process.env.RUNS ?? 1)
const only = process.env.PAGES ? new Set(process.env.PAGES.split(',')) : null
const DEMO_PASSWORD = randomBytes(12).toString('hex')

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Build first: npm run build')
  process.exit(1)
}

const server = await startServer({
  entry: 'apps/api/dist/server.js',
  port: process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : undefined,
  // The demo studio and its published dining table configurator, for the public page.
  env: { ...production, DEMO_PASSWORD },
})
const { base } = server

let chrome
try {
  const account = await signUpWithDesigns()
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const page = await browser.newPage()

  const pages = [
    { key: 'sign-in', name: 'sign-in', url: '/auth/login', signedIn: false },
    { key: 'dashboard', name: 'dashboard', url: '/admin', signedIn: true },
    { key: 'designs', name: 'designs list', url: '/admin/designs', signedIn: true },
    {
      key: 'public',
      name: 'public configurator',
      url: `/configurator/${await demoConfigurator()}`,
      signedIn: false,
    },
  ].filter((p) => !only || only.has(p.key))
  const rows = []
  for (const target of pages) {
    const results = []
    for (let i = 0; i < runs; i++) {
      // The app signs in from a refresh token and a company in localStorage, as after a sign-in;
      // a refresh token is single-use, so each run gets one of its own.
      await page.goto(`${base}/auth/login`)
      const token = target.signedIn ? await refreshToken(account) : null
      await page.evaluate(
        (t, company) => {
          localStorage.clear()
          if (t) {
            localStorage.setItem('refresh_token', t)
            localStorage.setItem('company', company)
          }
        },
        token,
        account.companyId,
      )
      // A first visit, as Lighthouse measures by default: nothing in the HTTP cache.
      const cdp = await page.createCDPSession()
      await cdp.send('Network.clearBrowserCache')
      await cdp.detach()
      const result = await lighthouse(
        base + target.url,
        { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
        undefined,
        page,
      )
      if (result.lhr.runtimeError) {
        console.warn(
          `${target.name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        )
      }
      results.push(figures(result.lhr))
    }
    const median = (key) =>
      [...results].sort((a, b) => a[key] - b[key])[Math.floor(results.length / 2)][key]
    rows.push({
      page: target.name,
      performance: median('performance'),
      accessibility: median('accessibility'),
      'best practices': median('bestPractices'),
      seo: median('seo'),
      'FCP (s)': median('fcp'),
      'LCP (s)': median('lcp'),
      'TBT (ms)': median('tbt'),
      CLS: median('cls'),
      'transfer (KiB)': median('transfer'),
      'JS (KiB)': median('script'),
    })
  }
  await browser.disconnect()
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, ${base}`)
  console.table(rows)
} finally {
  await chrome?.kill()
  await server.stop()
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
    .map((a) => a.id)
  if (process.env.VERBOSE) {
    // What Lighthouse blames, to know what to fix next.
    const blamed = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    )
    console.log(lhr.finalDisplayedUrl, failing)
    for (const a of blamed) {
      const items = (a.details?.items ?? []).slice(0, 6).map((i) => i.url ?? i.node?.snippet ?? '')
      console.log(`  ${a.id} (${a.displayValue ?? a.score})`, items)
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? []
    for (const r of requests) {
      console.log(`    ${Math.round(r.transferSize / 1024)} KiB ${r.url.replace(base, '')}`)
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: seconds(lhr, 'first-contentful-paint'),
    lcp: seconds(lhr, 'largest-contentful-paint'),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    transfer: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    // Every script the page fetched, lazy chunks (three.js) included, as sent on the wire.
    script: Math.round(
      (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + r.transferSize, 0) / 1024,
    ),
  }
}

function seconds(lhr, audit) {
  return Number(((lhr.audits[audit]?.numericValue ?? 0) / 1000).toFixed(1))
}

/** A new account owning a company with a few designs, so the pages show what people see. */
async function signUpWithDesigns() {
  const { company, headers, email, password } = await signUp(base, {
    name: 'Ada Bench',
    email: `lighthouse-${Date.now()}@example.com`,
    password: 'correct horse battery staple',
    company: { name: 'Atelier Bench', country: 'FR' },
  })
  for (const name of ['Dining table', 'Bookshelf', 'Stool', 'Desk', 'Bench']) {
    await call(base, 'POST', '/v1/designs', { name, type: 'design' }, headers)
  }
  return { email, password, companyId: company.id }
}

/** The demo studio's published configurator, as its owner lists it. */
async function demoConfigurator() {
  const session = await call(base, 'POST', '/v1/auth/login', {
    email: 'demo@designer.local',
    password: DEMO_PASSWORD,
  })
  const list = await call(base, 'GET', '/v1/configurators?status=published', undefined, {
    authorization: `Bearer ${session.access_token}`,
    'company-id': session.user.companyIds[0],
  })
  return list.items[0].id
}

async function refreshToken(account) {
  const session = await call(base, 'POST', '/v1/auth/login', {
    email: account.email,
    password: account.password,
  })
  return session.refresh_token
}
