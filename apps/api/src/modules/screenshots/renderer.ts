import { existsSync } from 'node:fs'
import type { FastifyBaseLogger } from 'fastify'
import type { Browser, Page } from 'playwright-core'
import { AppError } from '../../lib/errors'

/** Chromium's switches: software WebGL (no GPU on a server), and nothing that calls home. */
const GL_ARGS = {
  swiftshader: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  // Needs Mesa (Debian's libegl-mesa0 and libgl1-mesa-dri); measured faster than SwiftShader here.
  llvmpipe: ['--use-angle=gl-egl', '--ignore-gpu-blocklist'],
}
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export type RendererOptions = {
  /** Debian's /usr/bin/chromium; null turns server rendering off. */
  chromiumPath: string | null
  /** Where Chromium reaches this server's web app, e.g. http://127.0.0.1:3000. */
  baseUrl: string
  /** How many pages render at once. */
  pages: number
  /** How long one render may take before it fails. */
  timeoutMs: number
  gl: keyof typeof GL_ARGS
  log: FastifyBaseLogger
}

export type Shot = { path: string; width: number; height: number; transparent: boolean }

/**
 * Drives Chromium on the screenshot page: one browser started on first use, a small pool of
 * pages reused between renders, and a wait for the page's own signal (`data-ready` or
 * `data-error` on <body>) instead of a guessed delay.
 */
export function createRenderer(options: RendererOptions) {
  let browser: Promise<Browser> | null = null
  const idle: Page[] = []
  const waiting: ((page: Page) => void)[] = []
  let open = 0
  let renders = 0

  const available = () => options.chromiumPath !== null && existsSync(options.chromiumPath)

  function unavailable(reason: string) {
    return new AppError(503, 'renderer_unavailable', `Images cannot be rendered here: ${reason}`)
  }

  async function launch(): Promise<Browser> {
    const { chromium } = await import('playwright-core')
    const b = await chromium.launch({
      executablePath: options.chromiumPath!,
      args: [...CHROMIUM_ARGS, ...GL_ARGS[options.gl]],
      headless: true,
      // Playwright's default is three minutes: a Chromium that cannot start on a busy machine
      // would keep every background picture "rendering" that long.
      timeout: options.timeoutMs,
    })
    b.on('disconnected', () => {
      browser = null
      idle.length = 0
      open = 0
    })
    return b
  }

  async function acquire(): Promise<Page> {
    const page = idle.pop()
    if (page && !page.isClosed()) return page
    if (open < options.pages) {
      open++
      try {
        browser ??= launch()
        const b = await browser.catch((err) => {
          browser = null
          throw err
        })
        return await b.newPage()
      } catch (err) {
        open--
        options.log.error({ err }, 'Chromium could not start')
        throw unavailable('Chromium could not start')
      }
    }
    return new Promise((resolve) => waiting.push(resolve))
  }

  function release(page: Page, healthy: boolean) {
    if (!healthy || page.isClosed()) {
      open--
      void page.close().catch(() => {})
      return
    }
    const next = waiting.shift()
    if (next) next(page)
    else idle.push(page)
  }

  return {
    available,
    /** How many pictures were rendered since start: the cache's tests count them. */
    get renders() {
      return renders
    },
    async render(shot: Shot): Promise<Buffer> {
      if (!available()) throw unavailable(`no Chromium at ${options.chromiumPath ?? '(off)'}`)
      const page = await acquire()
      let healthy = true
      try {
        await page.setViewportSize({ width: shot.width, height: shot.height })
        await page.goto(`${options.baseUrl}${shot.path}`, { timeout: options.timeoutMs })
        await page.waitForSelector('body[data-ready="true"], body[data-error]', {
          timeout: options.timeoutMs,
          state: 'attached',
        })
        const error = await page.getAttribute('body', 'data-error')
        if (error) throw new AppError(502, 'internal_error', `The screenshot page failed: ${error}`)
        renders++
        // Lossless from Chromium; sharp encodes the format asked for.
        return await page.screenshot({ type: 'png', omitBackground: shot.transparent })
      } catch (err) {
        healthy = err instanceof AppError
        if (healthy) throw err
        // The page did not load or never said it was ready: a deployment problem (wrong
        // RENDER_BASE_URL, web app not built), said as such rather than as a crash.
        options.log.error({ err, path: shot.path }, 'the screenshot page did not render')
        throw unavailable('the screenshot page did not render')
      } finally {
        // Leave the page blank, so a reused page never shows the last design while loading.
        if (healthy) await page.goto('about:blank').catch(() => {})
        release(page, healthy)
      }
    },
    async close() {
      const b = browser
      browser = null
      if (b) await (await b.catch(() => null))?.close()
    },
  }
}
export type Renderer = ReturnType<typeof createRenderer>
