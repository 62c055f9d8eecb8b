import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// The test services sit on the next ports: OpenID provider, SMTP, and the mailbox's HTTP side.
const OIDC_PORT = PORT + 1
const SMTP_PORT = PORT + 2
const MAILBOX_PORT = PORT + 3
process.env.E2E_MAILBOX_PORT = String(MAILBOX_PORT)
// A fresh embedded database for every run. The variable is inherited by the workers, which
// load this file again, so they all agree on the one folder the server was started with.
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), 'designer-e2e-'))
  process.env.E2E_DATA_DIR = dir
  // Only the process that made the folder removes it, once the run (and its server) is over.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
]

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // The editor journeys draw WebGL in software on two cores; give them room under load.
  timeout: 60_000,
  // Pages that draw 3D wait for a lazily loaded chunk and a software-WebGL first frame; on two
  // busy cores that alone can pass Playwright's 5 s default.
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          '../node_modules/.cache/designer-test-reports/playwright.json',
      },
    ],
  ],
  outputDir: '../node_modules/.cache/designer-e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A real SMTP server and a real OpenID provider, on this machine.
      command: 'node support/services.mjs',
      url: `http://127.0.0.1:${MAILBOX_PORT}/health`,
      env: {
        E2E_PORT: String(PORT),
        E2E_OIDC_PORT: String(OIDC_PORT),
        E2E_SMTP_PORT: String(SMTP_PORT),
        E2E_MAILBOX_PORT: String(MAILBOX_PORT),
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --enable-source-maps ../apps/api/dist/server.js',
      url: `http://127.0.0.1:${PORT}/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Designer <no-reply@designer.test>',
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'designer-test',
        OIDC_CLIENT_SECRET: 'designer-test-secret',
        OIDC_ALLOW_INSECURE: 'true',
        // Every journey signs up from this one address.
        RATE_LIMIT_MULTIPLIER: '100',
        // The server's own renders after every scene save would put a second software-WebGL
        // Chromium beside the journeys' on two cores. The API suite proves the renderer
        // (src/modules/screenshots); here the editor's thumbnails are the ones in play.
        RENDERER: 'off',
        // The demo studio, for the journeys that open its published configurator.
        DEMO_PASSWORD: 'the demo studio password',
      },
    },
  ],
})
