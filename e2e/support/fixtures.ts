import { test as base, expect } from '@playwright/test'

/**
 * Whether a console error is a refusal the app makes by design: an API answering 4xx (a wrong
 * password, a stale version), which the page shows, or the public page of a configurator that is
 * not there, a 404 for search engines and "not available" for people (decision 041).
 */
export function isDesignedRefusal(text: string, where: string) {
  return (
    /status of 4\d\d/.test(text) &&
    (where.includes('/v1/') || /\/configurator\/[^/?]+(\?|$)/.test(where))
  )
}

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
        const expected4xx = isDesignedRefusal(msg.text(), where)
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
