import { fillLogin, PASSWORD, registerByApi, uniqueEmail } from './support/accounts'
import { expect, test } from './support/fixtures'
import { latestMail } from './support/mail'

test('register, sign out, open a deep link signed out, sign in and land on it', async ({
  page,
}) => {
  const email = uniqueEmail('journey')
  await page.goto('/auth/register')
  await page.getByLabel('Full name').fill('Marta Oliveira')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()

  // Signed in without a company yet: the guard sends the new user to choose or create one.
  await expect(page).toHaveURL(/\/admin\/company\/switch$/)
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy()

  await page.goto('/admin/profile')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull()

  await page.goto('/admin/profile?section=password')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fprofile%3Fsection%3Dpassword$/)
  await fillLogin(page, email)
  await expect(page).toHaveURL(/\/admin\/profile\?section=password$/)
  await expect(page.getByLabel('Full name')).toHaveValue('Marta Oliveira')
})

test('a wrong password shows a clear error and keeps what was typed', async ({ page, request }) => {
  const person = await registerByApi(request)
  await page.goto('/auth/login')
  await fillLogin(page, person.email, 'not the password')
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect')
  await expect(page.getByLabel('Email')).toHaveValue(person.email)
})

test('registration shows field errors from the server in the chosen language', async ({
  page,
  request,
}) => {
  const person = await registerByApi(request)
  await page.goto('/auth/register')
  await page.getByTestId('language-switcher').click()
  await page.getByTestId('language-es').click()
  await page.getByLabel('Nombre completo').fill('Otra Persona')
  await page.getByLabel('Correo electrónico').fill(person.email)
  await page.getByLabel('Contraseña').fill(PASSWORD)
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText('Ya existe una cuenta con este correo')).toBeVisible()
  await page.getByLabel('Contraseña').fill('password1')
  await page.getByLabel('Correo electrónico').fill(uniqueEmail())
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText('Esta contraseña es demasiado común. Elige otra.')).toBeVisible()
})

test('a password reset arrives by mail through a real SMTP server and works once', async ({
  page,
  request,
}) => {
  const person = await registerByApi(request)
  await page.goto('/auth/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(person.email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText(`If an account exists for ${person.email}`)).toBeVisible()

  const mail = await latestMail(person.email)
  const link = /(http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\?token=[\w-]+)/.exec(mail)?.[1]
  expect(link).toBeTruthy()
  await page.goto(link!)
  await page.getByLabel('New password', { exact: true }).fill('my brand new secret')
  await page.getByLabel('Repeat the new password').fill('my brand new secret')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  await page.getByRole('link', { name: 'Sign in' }).last().click()
  await fillLogin(page, person.email, 'my brand new secret')
  await expect(page).toHaveURL(/\/admin\/company\/switch$/)

  // The link was single-use.
  await page.evaluate(() => localStorage.clear())
  await page.goto(link!)
  await page.getByLabel('New password', { exact: true }).fill('yet another secret')
  await page.getByLabel('Repeat the new password').fill('yet another secret')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.')
})

test('Google-style sign-in through a local OpenID provider creates the account and lands in the app', async ({
  page,
}) => {
  const email = uniqueEmail('oidc')
  await page.goto('/auth/login')
  await page.getByRole('link', { name: 'Sign in with Google' }).click()

  // The provider's own pages (oidc-provider's development login and consent).
  await page.locator('input[name="login"]').fill(email)
  await page.locator('input[name="password"]').fill('anything')
  await page.locator('button[type="submit"]').click()
  await page.locator('button[type="submit"]').click()

  await expect(page).toHaveURL(/\/admin\/company\/switch$/)
  expect(await page.evaluate(() => window.location.hash)).toBe('')
  await page.goto('/admin/profile')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByText('You sign in with Google.')).toBeVisible()
})

test('the profile saves changes and a bad picture address is refused in place', async ({
  page,
  request,
}) => {
  const person = await registerByApi(request)
  await page.goto('/auth/login')
  await fillLogin(page, person.email)
  await expect(page).toHaveURL(/\/admin\/company\/switch$/)
  await page.goto('/admin/profile')
  await page.getByLabel('Profile image URL').fill('http://insecure.example/me.png')
  await page.getByLabel('Full name').fill('Renamed Person')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter an https:// address, or leave it empty')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Renamed Person')

  await page.getByLabel('Profile image URL').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Full name')).toHaveValue('Renamed Person')
})

test('deleting the account asks first, then signs out for good', async ({ page, request }) => {
  const person = await registerByApi(request)
  await page.goto('/auth/login')
  await fillLogin(page, person.email)
  await expect(page).toHaveURL(/\/admin\/company\/switch$/)
  await page.goto('/admin/profile')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/auth/login')
  await fillLogin(page, person.email)
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect')
})

test('a new account confirms its address through the mailed link, and the banner goes', async ({
  page,
}) => {
  const email = uniqueEmail('confirm')
  await page.goto('/auth/register')
  await page.getByLabel('Full name').fill('Iris Verde')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/admin\/company\/switch$/)
  const banner = page.getByTestId('email-verification-banner')
  await expect(banner).toContainText(`We sent a link to ${email}`)

  // Asking again mails a second link; the first one still works until one is used.
  await banner.getByRole('button', { name: 'Send the link again' }).click()
  await expect(banner).toContainText('A new link is on its way.')
  const mail = await latestMail(email)
  const link = /(http:\/\/127\.0\.0\.1:\d+\/auth\/verify-email\?token=[\w-]+)/.exec(mail)![1]!
  await page.goto(link)
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible()
  await page.getByRole('link', { name: 'Continue to Designer' }).click()
  await expect(page).toHaveURL(/\/admin\/company\/switch$/)
  await expect(page.getByText("You're not in a company yet")).toBeVisible()
  await expect(banner).toHaveCount(0)

  // The link works once.
  await page.goto(link)
  await expect(
    page.getByText('This link is invalid, has expired or was already used.'),
  ).toBeVisible()
})
