import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { request as apiRequest } from '@playwright/test'
import { uniqueEmail } from './support/accounts'
import { DEMO_PASSWORD, demoStudio } from './support/admin-session'
import { expect, test } from './support/fixtures'
import { differingPixels } from './support/pixels'

// The quote's picture is what the customer configured (issue 32, decision 044), rendered by the
// server in Chromium when the request arrives. The journeys' own server renders nothing
// (RENDERER=off, to keep two cores for the browsers), so this journey starts one that does, on
// a database of its own with the demo studio, and looks at the quote's page there.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

let server: { base: string; child: ChildProcess; dataDir: string } | null = null

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'designer-e2e-render-'))
  const child = spawn(process.execPath, ['../apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEMO_PASSWORD,
      RATE_LIMIT_MULTIPLIER: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  server = { base, child, dataDir }
  const deadline = Date.now() + 90_000
  for (;;) {
    const res = await fetch(`${base}/v1/health`).catch(() => null)
    if (res?.ok) break
    if (child.exitCode !== null) throw new Error(`the rendering server exited (${child.exitCode})`)
    if (Date.now() > deadline) throw new Error('the rendering server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(async () => {
  if (!server) return
  const exited = new Promise((resolve) => server!.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
  rmSync(server.dataDir, { recursive: true, force: true })
})

test('the quote page shows the picture of what the customer configured, rendered by the server', async ({
  page,
}) => {
  test.slow()
  const { base } = server!
  const api = await apiRequest.newContext({ baseURL: base })
  const demo = await demoStudio(api)

  /** A request, and the address of its picture once the server has rendered it. */
  const askAndWait = async (selections: object) => {
    const asked = await api.post(`/v1/public/configurators/${demo.configuratorId}/quotes`, {
      data: { selections, name: 'Greta Picture', email: uniqueEmail('picture'), consent: true },
    })
    expect(asked.status(), await asked.text()).toBe(201)
    const { id } = (await asked.json()) as { id: string }
    // The request answered at once; the picture follows, ahead of whatever else is queued.
    let url: string | null = null
    await expect
      .poll(
        async () => {
          const quote = await api.get(`/v1/quotes/${id}`, { headers: demo.headers })
          url = ((await quote.json()) as { imageUrl: string | null }).imageUrl
          return url
        },
        { timeout: 90_000, intervals: [1_000] },
      )
      .not.toBeNull()
    return { id, imageUrl: url as unknown as string }
  }
  // A walnut table 2,400 mm long, without its leaf; and the table as the page opens it.
  const { id, imageUrl } = await askAndWait({ W: 2400, wood: 'walnut', leaf: false })
  const asOpened = await askAndWait({})

  // The studio's page of the quote shows it.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${base}/auth/login`)
  await page.evaluate(
    ([token, company]) => {
      localStorage.setItem('refresh_token', token)
      localStorage.setItem('company', company)
    },
    [demo.refreshToken, demo.companyId] as const,
  )
  await page.goto(`${base}/admin/quotes/${id}`)
  const picture = page.getByTestId('quote-image')
  await expect(picture).toBeVisible()
  await expect(picture).toHaveAttribute('src', imageUrl)
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.getByTestId('quote-image-placeholder')).toHaveCount(0)

  // And it is what this customer chose, not the table the page opens with.
  const configured = await (await api.get(imageUrl)).body()
  const plain = await (await api.get(asOpened.imageUrl)).body()
  expect(await differingPixels(page, configured, plain)).toBeGreaterThan(20_000)
  await api.dispose()
})
