// Takes a screenshot of a page in Debian's Chromium, for looking at what we build:
//   node scripts/screenshot.mjs URL OUT.png [width] [height] [locale]   (FULL=1 for the full page)
import { chromium } from '@playwright/test'

const [, , url, out, width = '1280', height = '900', locale = 'en-US'] = process.argv
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
})
const ctx = await browser.newContext({ viewport: { width: +width, height: +height }, locale })
const page = await ctx.newPage()
const problems = []
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
})
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(400)
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
console.log(problems.join('\n') || 'no console problems')
await browser.close()
