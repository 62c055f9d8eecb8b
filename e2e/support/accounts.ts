import type { APIRequestContext, Page } from '@playwright/test'

export const PASSWORD = 'a long and quiet secret'

export function uniqueEmail(prefix = 'person') {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
}

/** Creates an account through the API (the journeys that are not about signing up start here). */
export async function registerByApi(
  request: APIRequestContext,
  name = 'Test Person',
  email = uniqueEmail(),
) {
  const res = await request.post('/v1/auth/register', { data: { name, email, password: PASSWORD } })
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`)
  return { email, name, ...(await res.json()) } as {
    email: string
    name: string
    access_token: string
    refresh_token: string
    user: { id: string; companyIds: string[] }
  }
}

export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}
