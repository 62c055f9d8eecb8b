import { test as base, expect } from '@playwright/test'

/**
 * Every page a journey opens is watched: a Content-Security-Policy violation, an uncaught
 * error or a console error fails the test, so "it works" also means "it runs clean".
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`))
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`)
      })
      await use(problems)
      expect(problems, 'the page logged errors or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
