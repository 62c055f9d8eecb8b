import type { Page } from '@playwright/test'
import { registerByApi } from './accounts'
import { expect } from './fixtures'

type Options = { name?: string; onTrial?: boolean; companyName?: string }

/**
 * A fresh account that owns a fresh company, and the page signed in with it selected, as the
 * app finds it at start-up: a refresh token and a company id in localStorage. A new company
 * is on its trial; `onTrial: false` subscribes it (the e2e server bills in local mode).
 */
export async function signInWithCompany(
  page: Page,
  { name = 'Ada Lovelace', onTrial = false, companyName = 'Atelier Lumen' }: Options = {},
) {
  const person = await registerByApi(page.request, name)
  const headers = { authorization: `Bearer ${person.access_token}` }
  const created = await page.request.post('/v1/companies', {
    headers,
    data: { name: companyName, currency: 'EUR', country: 'FR' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const companyId = ((await created.json()) as { id: string }).id
  if (!onTrial) {
    const subscribed = await page.request.post('/v1/billing/local', {
      headers: { ...headers, 'company-id': companyId },
      data: { action: 'subscribe' },
    })
    expect(subscribed.status(), await subscribed.text()).toBe(200)
  }

  // Any page of the site gives access to its localStorage; the login page is the lightest.
  await page.goto('/auth/login')
  await page.evaluate(
    ([token, company]) => {
      localStorage.setItem('refresh_token', token)
      localStorage.setItem('company', company)
    },
    [person.refresh_token, companyId] as const,
  )
  return { ...person, companyId, headers }
}
