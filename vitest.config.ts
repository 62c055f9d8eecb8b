import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// The api suite runs on embedded PGlite always, and again on PostgreSQL when a server is given.
const apiOn = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/api/vitest.config.ts',
  test: {
    name: `api:${db}`,
    env: { TEST_DB: db },
    // The outage test brings its own PostgreSQL server; once per run is enough. The test of two
    // API processes needs a PostgreSQL server they share.
    exclude: [
      '**/node_modules/**',
      db === 'postgres' ? 'src/db/outage.test.ts' : 'src/modules/realtime/processes.test.ts',
    ],
  },
})

export default defineConfig({
  test: {
    projects: [
      // Rules about the repository as a whole (file sizes).
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      './apps/web/vitest.config.ts',
      './packages/contract/vitest.config.ts',
      './packages/configurator/vitest.config.ts',
      apiOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiOn('postgres')] : []),
    ],
  },
})
