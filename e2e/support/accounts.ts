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

/** Starts the page signed in: the app turns a stored refresh token into a session at start-up. */
export async function signInWithToken(page: Page, refreshToken: string, companyId?: string) {
  await page.addInitScript(
    ([token, company]) => {
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem('refresh_token', token as string)
        if (company) localStorage.setItem('company', company as string)
        sessionStorage.setItem('e2e-signed-in', '1')
      }
    },
    [refreshToken, companyId ?? ''],
  )
}

export async function fillLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}
