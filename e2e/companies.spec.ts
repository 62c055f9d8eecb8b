import { fillLogin, PASSWORD, registerByApi, uniqueEmail } from './support/accounts'
import { signInWithCompany } from './support/admin-session'
import { expect, test } from './support/fixtures'
import { latestMail } from './support/mail'

async function createCompanyThroughTheForm(page: import('@playwright/test').Page, name: string) {
  await page.goto('/admin/company/create')
  await page.getByLabel('Company name').fill(name)
  await page.getByRole('combobox', { name: 'Currency' }).click()
  await page.getByRole('option', { name: /Euro/ }).click()
  await page.getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: 'Spain' }).click()
  await page.getByRole('button', { name: 'Create company' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

test('a new user creates two companies and switches between them', async ({ page }) => {
  const email = uniqueEmail('founder')
  await page.goto('/auth/register')
  await page.getByLabel('Full name').fill('Lucía Ferrer')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/admin\/company\/switch$/)
  await expect(page.getByText("You're not in a company yet")).toBeVisible()

  await createCompanyThroughTheForm(page, 'Taller Ferrer')
  await expect(page.getByTestId('badge-trial')).toBeVisible()
  await createCompanyThroughTheForm(page, 'Ferrer Contract')
  await expect(page.getByRole('banner').getByText('Ferrer Contract')).toBeVisible()

  await page.goto('/admin/company/switch')
  await expect(page.getByRole('heading', { name: 'Select a company' })).toBeVisible()
  await page.getByText('Taller Ferrer').click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('banner').getByText('Taller Ferrer')).toBeVisible()
  const selected = await page.evaluate(() => localStorage.getItem('company'))
  await page.reload()
  await expect(page.getByRole('banner').getByText('Taller Ferrer')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('company'))).toBe(selected)
})

test('an invited colleague registers through the mailed link and lands in the company', async ({
  page,
}) => {
  const owner = await signInWithCompany(page, { name: 'Owner Olsen', companyName: 'Olsen Møbler' })
  await page.goto('/admin/company/invite')
  const colleague = uniqueEmail('colleague')
  await page.getByLabel('Email address').fill(colleague)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${colleague}`)).toBeVisible()

  const mail = await latestMail(colleague)
  expect(mail).toContain('Olsen Møbler')
  const link = /(http:\/\/127\.0\.0\.1:\d+\/auth\/register\?invite=[\w-]+)/.exec(mail)![1]!
  // Owners also get the link on screen, to pass on by hand: the same one that was mailed.
  await expect(page.getByLabel('Invitation link')).toHaveValue(link)

  await page.getByTestId('nav-logout').click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.goto(link)
  await expect(page.getByText('You have been invited to join Olsen Møbler.')).toBeVisible()
  // The link knows who it is for: the e-mail is already filled in.
  await expect(page.getByLabel('Email')).toHaveValue(colleague)
  await page.getByLabel('Full name').fill('Nina Berg')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('banner').getByText('Olsen Møbler')).toBeVisible()

  await page.goto('/admin/company/members')
  await expect(page.getByTestId(`member-${owner.email}`)).toBeVisible()
  await expect(page.getByTestId(`member-${colleague}`)).toContainText('Designer')
})

test('an existing user accepts a pending invitation at sign-in', async ({ page, request }) => {
  const person = await registerByApi(request, 'Pau Vidal')
  // Invitations wait for a proven mailbox: the person opens the link mailed at registration.
  const verifyMail = await latestMail(person.email)
  await page.goto(
    /(http:\/\/127\.0\.0\.1:\d+\/auth\/verify-email\?token=[\w-]+)/.exec(verifyMail)![1]!,
  )
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible()
  const owner = await registerByApi(request, 'Owner Puig')
  const headers = { authorization: `Bearer ${owner.access_token}` }
  const company = await (
    await request.post('/v1/companies', {
      headers,
      data: { name: 'Puig Fusters', currency: 'EUR', country: 'ES' },
    })
  ).json()
  const invited = await request.post('/v1/company-invites', {
    headers: { ...headers, 'company-id': company.id },
    data: { email: person.email, role: 'admin' },
  })
  expect(invited.status()).toBe(201)

  await page.goto('/auth/login')
  await fillLogin(page, person.email)
  await expect(page).toHaveURL(/\/admin\/invites$/)
  const invitation = page.getByTestId('pending-invite-Puig Fusters')
  await expect(invitation).toContainText('Owner Puig')
  await invitation.getByRole('button', { name: 'Accept' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('banner').getByText('Puig Fusters')).toBeVisible()
  // Nothing left to answer: the guard no longer sends the person to the invitations.
  await page.goto('/admin/profile')
  await expect(page).toHaveURL(/\/admin\/profile$/)
})

test('an expired trial leads to the trial-expired page; subscribing in local mode lets the user back in', async ({
  page,
}) => {
  const owner = await signInWithCompany(page, { onTrial: true, companyName: 'Lapsed Studio' })
  const ended = await page.request.post('/v1/billing/local', {
    headers: { ...owner.headers, 'company-id': owner.companyId },
    data: { action: 'end-trial' },
  })
  expect(ended.status()).toBe(200)

  await page.goto('/admin/company/invite')
  await page.getByLabel('Email address').fill(uniqueEmail('late'))
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page).toHaveURL(/\/admin\/trial-expired$/)
  await expect(
    page.getByRole('heading', { name: 'The free trial of Lapsed Studio has ended' }),
  ).toBeVisible()

  await page.getByTestId('subscribe-button').click()
  await expect(page).toHaveURL(/\/admin\/company\/billing\?checkout=success$/)
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible()
  await expect(page.getByTestId('badge-trial')).toHaveCount(0)

  await page.goto('/admin/company/invite')
  const late = uniqueEmail('late')
  await page.getByLabel('Email address').fill(late)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${late}`)).toBeVisible()
})

test('billing in local mode moves through every state, with the badges following', async ({
  page,
}) => {
  await signInWithCompany(page, { onTrial: true, companyName: 'States Studio' })
  await page.goto('/admin')
  await expect(page.getByTestId('dashboard-company-name')).toHaveText('States Studio')
  await expect(page.getByTestId('dashboard-company-state')).toHaveText('Free trial · 14 days left')
  await page.goto('/admin/company/billing')
  await expect(page.getByText('Local billing mode — no payments are taken')).toBeVisible()
  await expect(page.getByTestId('badge-trial')).toBeVisible()
  await page.getByTestId('local-billing-subscribe').click()
  await expect(page.getByTestId('billing-headline')).toHaveText('Your subscription is active')
  await expect(page.getByTestId('badge-trial')).toHaveCount(0)
  await page.getByTestId('local-billing-past-due').click()
  await expect(page.getByTestId('billing-headline')).toHaveText('Payment past due')
  await page.getByTestId('local-billing-cancel').click()
  await expect(page.getByTestId('billing-headline')).toHaveText('Your subscription is cancelled')
  await expect(page.getByTestId('badge-cancelled')).toBeVisible()
  await page.goto('/admin')
  await expect(page.getByTestId('dashboard-company-state')).toContainText(
    'Cancelled · access until',
  )
})
