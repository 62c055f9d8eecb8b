import type { APIRequestContext, Page } from '@playwright/test'
import { PASSWORD, registerByApi, uniqueEmail } from './accounts'
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

/** The demo studio the e2e server seeds (apps/api/src/demo/; DEMO_PASSWORD in the config). */
const DEMO_EMAIL = 'demo@designer.local'
export const DEMO_PASSWORD = 'the demo studio password'
/** The demo's published configurator, named as the design it configures. */
export const DEMO_PRODUCT = 'Dining table'

export type Demo = {
  refreshToken: string
  companyId: string
  headers: Record<string, string>
  configuratorId: string
}

/** Signs in to the API as the demo studio and finds its published configurator. */
export async function demoStudio(request: APIRequestContext): Promise<Demo> {
  const login = await request.post('/v1/auth/login', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  })
  expect(login.status(), await login.text()).toBe(200)
  const session = (await login.json()) as {
    access_token: string
    refresh_token: string
    user: { companyIds: string[] }
  }
  const companyId = session.user.companyIds[0]!
  const headers = { authorization: `Bearer ${session.access_token}`, 'company-id': companyId }
  const list = await request.get('/v1/configurators', { headers })
  expect(list.status(), await list.text()).toBe(200)
  const { items } = (await list.json()) as { items: { id: string; name: string }[] }
  const table = items.find((c) => c.name === DEMO_PRODUCT)
  expect(table, 'the demo studio has its dining table configurator').toBeTruthy()
  return {
    refreshToken: session.refresh_token,
    companyId,
    headers,
    configuratorId: table!.id,
  }
}

/** The admin, as the app finds it at start-up: the demo's refresh token and company stored. */
export async function openAdminAs(page: Page, demo: Demo) {
  await page.goto('/auth/login')
  await page.evaluate(
    ([token, company]) => {
      localStorage.setItem('refresh_token', token)
      localStorage.setItem('company', company)
    },
    [demo.refreshToken, demo.companyId] as const,
  )
}

/**
 * Someone who joined the demo studio as an admin through an invitation link, speaking `locale`:
 * the demo's designs, customers and calendar, in another language, without changing the language
 * of the demo account that other journeys sign in with at the same time.
 */
export async function demoColleague(
  request: APIRequestContext,
  demo: Demo,
  locale: 'en' | 'es' | 'fr',
): Promise<Demo> {
  const email = uniqueEmail(`colleague-${locale}`)
  const invite = await request.post('/v1/company-invites', {
    headers: demo.headers,
    data: { email, role: 'admin' },
  })
  expect(invite.status(), await invite.text()).toBe(201)
  const token = new URL(((await invite.json()) as { link: string }).link).searchParams.get(
    'invite',
  )!
  const registered = await request.post(`/v1/auth/register?invite=${encodeURIComponent(token)}`, {
    data: { name: 'Inés Fontaine-Aguilar', email, password: PASSWORD, locale },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const session = (await registered.json()) as { access_token: string; refresh_token: string }
  return {
    ...demo,
    refreshToken: session.refresh_token,
    headers: { authorization: `Bearer ${session.access_token}`, 'company-id': demo.companyId },
  }
}
