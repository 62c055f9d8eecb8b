import { existsSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import type { Config } from '../src/config'
import { build } from './build'
import { freePort } from './postgres-server'

/** The built web app, whose screenshot page the server's Chromium opens. */
export const webDist = path.resolve(import.meta.dirname, '../../web/dist')

/**
 * An app that renders pictures with Chromium (software WebGL), listening on a free port so its
 * browser can open its own screenshot page. `pages`: how many pages the renderer keeps;
 * `thumbnailDelayMs`: how soon background pictures start after a change (a long delay keeps them
 * out of a test that asks for images itself); `mail`: where its mails go (a test mailbox).
 */
export async function renderingApp({
  pages = 1,
  thumbnailDelayMs = 50,
  mail,
}: {
  pages?: number
  thumbnailDelayMs?: number
  mail?: Config['mail']
} = {}) {
  expect(existsSync(path.join(webDist, 'index.html')), 'build the web app first').toBe(true)
  const port = await freePort()
  const app = await build({
    config: {
      webDistDir: webDist,
      ...(mail ? { mail } : {}),
      render: {
        chromiumPath: '/usr/bin/chromium',
        baseUrl: `http://127.0.0.1:${port}`,
        pages,
        timeoutMs: 30_000,
        thumbnailDelayMs,
        gl: 'swiftshader',
      },
    },
  })
  await app.listen({ port, host: '127.0.0.1' })
  return app
}
