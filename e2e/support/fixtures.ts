import { test as base, expect } from '@playwright/test'

/**
 * Every page a journey opens is watched: a Content-Security-Policy violation, an uncaught
 * error or a console error fails the test, so "it works" also means "it runs clean".
 */
export const test = base.extend<{ pageProblems: string[]; expectedProblems: RegExp[] }>({
  /** Problems a journey causes on purpose (a dropped connection); it lists them here. */
  expectedProblems: async ({ page: _page }, use) => {
    await use([])
  },
  pageProblems: [
    async ({ page, baseURL, expectedProblems }, use) => {
      const problems: string[] = []
      // Other origins (the stand-in identity provider) are not ours to judge.
      const ours = (url: string) => !url || !baseURL || url.startsWith(new URL(baseURL).origin)
      page.on('pageerror', (err) => {
        if (ours(page.url())) problems.push(`page error: ${err.message}`)
      })
      page.on('console', (msg) => {
        const where = msg.location().url
        // An API answering 4xx is the app working as designed (a wrong password, a stale
        // version); the page shows it. Only 5xx and every other error count.
        const expected4xx = /status of 4\d\d/.test(msg.text()) && where.includes('/v1/')
        if (msg.type() === 'error' && !expected4xx && ours(where) && ours(page.url())) {
          problems.push(`console error: ${msg.text()} (${where})`)
        }
      })
      await use(problems)
      const unexpected = problems.filter(
        (p) => !expectedProblems.some((pattern) => pattern.test(p)),
      )
      expect(unexpected, 'the page logged errors or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
