import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

type Options = { name?: string; onTrial?: boolean }

/**
 * Registers a fresh account through the API and leaves the page signed in with a selected
 * company, as the app finds it at start-up: a refresh token and a company id in localStorage.
 *
 * There is no company API yet, so the server lists no company for the user and the app would
 * drop the stored one. Until companies exist, the user the server describes is given the
 * company (and, when asked, the trial flag) on its way to the page.
 */
export async function signInWithCompany(page: Page, { name = 'Ada Lovelace', onTrial = false }: Options = {}) {
  const companyId = randomUUID()
  const email = `shell-${randomUUID()}@example.com`
  const response = await page.request.post('/v1/auth/register', {
    data: { name, email, password: 'a long enough passphrase' },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { refresh_token: refreshToken } = (await response.json()) as { refresh_token: string }

  await page.route(/\/v1\/auth\/(verify|profile)$/, async (route) => {
    const answer = await route.fetch()
    if (!answer.ok()) return route.fulfill({ response: answer })
    const body = await answer.json()
    const patch = (user: object) => ({ ...user, companyIds: [companyId], onTrial })
    await route.fulfill({
      response: answer,
      json: 'user' in body ? { ...body, user: patch(body.user) } : patch(body),
    })
  })

  // Any page of the site gives access to its localStorage; the login page is the lightest.
  await page.goto('/auth/login')
  await page.evaluate(
    ([token, company]) => {
      localStorage.setItem('refresh_token', token)
      localStorage.setItem('company', company)
    },
    [refreshToken, companyId] as const,
  )
  return { email, companyId }
}
