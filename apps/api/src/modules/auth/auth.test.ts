import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build, mailThrough } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { startMailbox } from '../../../test/mailbox.mjs'
import { bearer, freshToken, signUp } from '../../../test/users'
import type { App } from '../../app'
import type { Config } from '../../config'
import { emailVerifications, refreshTokens, users } from '../../db/schema/index'
import { REUSE_GRACE_MS } from './sessions'

const clock = testClock()
let app: App
let mailbox: Awaited<ReturnType<typeof startMailbox>>

beforeAll(async () => {
  mailbox = await startMailbox()
  app = await build({
    clock,
    config: { mail: mailThrough(mailbox) },
  })
})
afterAll(() => mailbox.close())

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: token } })
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } })

describe('register', () => {
  test('creates the account, signs it in and never stores the password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/register?invite=abc',
      payload: { name: '  Ada Lovelace ', email: 'Ada@Example.com', password: 'analytical engine' },
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.access_token).toMatch(/^ey/)
    expect(body.refresh_token.length).toBeGreaterThanOrEqual(43) // 256 bits, base64url
    expect(body.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      companyIds: [],
      onTrial: false,
      profileUrl: null,
    })
    expect(body.pendingInvites).toEqual([])
    const [row] = await app.db.select().from(users).where(eq(users.email, 'ada@example.com'))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const [token] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, row!.id))
    expect(token!.tokenHash).not.toBe(body.refresh_token)
  })

  test('refuses a taken email whatever its case', async () => {
    const first = await signUp(app)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'Other', email: first.email.toUpperCase(), password: 'another good secret' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([
      {
        path: 'email',
        code: 'validation.emailTaken',
        message: 'An account with this email already exists',
      },
    ])
  })

  test('refuses common, short and overlong passwords and bad emails, naming each field', async () => {
    const common = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'A', email: 'common@example.com', password: 'Password1' },
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().details[0]).toMatchObject({
      path: 'password',
      code: 'validation.passwordCommon',
    })

    const bad = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: '', email: 'not-an-email', password: 'short' },
    })
    expect(bad.statusCode).toBe(400)
    const codes = Object.fromEntries(
      bad.json().details.map((d: { path: string; code: string }) => [d.path, d.code]),
    )
    expect(codes).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      password: 'validation.passwordTooShort',
    })

    const long = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'A', email: 'long@example.com', password: 'x'.repeat(129) },
    })
    expect(long.json().details[0]).toMatchObject({
      path: 'password',
      code: 'validation.passwordTooLong',
    })
  })
})

describe('login', () => {
  test('answers tokens, the user and pending invites', async () => {
    const person = await signUp(app)
    const res = await login(person.email.toUpperCase(), person.password)
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json()).sort()).toEqual([
      'access_token',
      'pendingInvites',
      'refresh_token',
      'user',
    ])
  })

  test('whether a password works is answered without starting a session', async () => {
    const person = await signUp(app)
    const sessions = () =>
      app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, person.user.id))
    const before = (await sessions()).length
    const { passwordWorks } = app.services.auth
    expect(await passwordWorks(person.email.toUpperCase(), person.password)).toBe(true)
    expect(await passwordWorks(person.email, 'not the password')).toBe(false)
    expect(await passwordWorks('nobody-here@example.com', person.password)).toBe(false)
    expect(await sessions()).toHaveLength(before)
  })

  test('a wrong password and an unknown email get the same answer', async () => {
    const person = await signUp(app)
    const wrong = await login(person.email, 'not the password')
    const unknown = await login('nobody-here@example.com', 'not the password')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json()).toEqual({
      message: 'Email or password is incorrect',
      code: 'invalid_credentials',
    })
  })
})

describe('access tokens', () => {
  test('verify answers the user for a valid token and 401 otherwise', async () => {
    const person = await signUp(app)
    const ok = await app.inject({ method: 'GET', url: '/v1/auth/verify', headers: person.headers })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ id: person.user.id, email: person.email })

    expect((await app.inject({ method: 'GET', url: '/v1/auth/verify' })).statusCode).toBe(401)
    const forged = `${person.access_token.slice(0, -4)}AAAA`
    expect(
      (await app.inject({ method: 'GET', url: '/v1/auth/verify', headers: bearer(forged) }))
        .statusCode,
    ).toBe(401)
  })

  test('expire after 15 minutes', async () => {
    const person = await signUp(app)
    clock.advance(14 * MINUTE)
    expect(
      (await app.inject({ method: 'GET', url: '/v1/auth/verify', headers: person.headers }))
        .statusCode,
    ).toBe(200)
    clock.advance(2 * MINUTE)
    const expired = await app.inject({
      method: 'GET',
      url: '/v1/auth/verify',
      headers: person.headers,
    })
    expect(expired.statusCode).toBe(401)
    expect(expired.json().code).toBe('unauthorized')
  })
})

describe('refresh', () => {
  test('rotates: the new pair works and the old access token keeps working until it expires', async () => {
    const person = await signUp(app)
    const res = await refresh(person.refresh_token)
    expect(res.statusCode).toBe(200)
    const next = res.json()
    expect(Object.keys(next).sort()).toEqual(['access_token', 'refresh_token'])
    expect(next.refresh_token).not.toBe(person.refresh_token)
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/v1/auth/verify',
          headers: bearer(next.access_token),
        })
      ).statusCode,
    ).toBe(200)
  })

  test('reusing a rotated token after the grace period revokes the whole family', async () => {
    const person = await signUp(app)
    const next = (await refresh(person.refresh_token)).json()
    clock.advance(REUSE_GRACE_MS + 1000)
    const reuse = await refresh(person.refresh_token)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().code).toBe('refresh_token_reused')
    // The thief's and the owner's newer token are both dead now.
    expect((await refresh(next.refresh_token)).statusCode).toBe(401)
  })

  test("a reuse within the grace period is the client's own concurrent refresh and succeeds", async () => {
    const person = await signUp(app)
    const [a, b] = await Promise.all([refresh(person.refresh_token), refresh(person.refresh_token)])
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect((await refresh(a.json().refresh_token)).statusCode).toBe(200)
    expect((await refresh(b.json().refresh_token)).statusCode).toBe(200)
  })

  test('ends after 7 idle days, and after 30 days however active', async () => {
    const idle = await signUp(app)
    clock.advance(7 * DAY + MINUTE)
    expect((await refresh(idle.refresh_token)).json().code).toBe('session_expired')

    const active = await signUp(app)
    let token = active.refresh_token
    for (let day = 6; day <= 30; day += 6) {
      clock.advance(6 * DAY)
      const res = await refresh(token)
      if (day < 30) {
        expect(res.statusCode, `day ${day}`).toBe(200)
        token = res.json().refresh_token
      } else {
        expect(res.statusCode).toBe(401)
      }
    }
  })

  test('an unknown token is 401 and a missing one is 400', async () => {
    expect((await refresh('nope-nope-nope')).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: {} })).statusCode,
    ).toBe(400)
  })
})

describe('logout', () => {
  test('ends the session, even when the access token has expired', async () => {
    const person = await signUp(app)
    clock.advance(20 * MINUTE)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: person.headers,
      payload: { refresh_token: person.refresh_token },
    })
    expect(res.statusCode).toBe(204)
    expect((await refresh(person.refresh_token)).statusCode).toBe(401)
  })

  test('does not touch the other sessions of the account', async () => {
    const person = await signUp(app)
    const other = (await login(person.email, person.password)).json()
    await app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: person.headers,
      payload: {},
    })
    expect((await refresh(person.refresh_token)).statusCode).toBe(401)
    expect((await refresh(other.refresh_token)).statusCode).toBe(200)
  })
})

describe('profile', () => {
  test('reads and updates name, email, picture and language', async () => {
    const person = await signUp(app)
    const read = await app.inject({
      method: 'GET',
      url: '/v1/auth/profile',
      headers: person.headers,
    })
    expect(read.json().user.id).toBe(person.user.id)
    const update = await app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers: person.headers,
      payload: {
        name: 'Grace',
        email: 'Grace.H@example.com',
        profileUrl: 'https://img.example/g.png',
        locale: 'fr',
      },
    })
    expect(update.statusCode).toBe(200)
    // The new address waits for its link; the old one stays until then.
    expect(update.json().user).toMatchObject({
      name: 'Grace',
      email: person.email,
      pendingEmail: 'grace.h@example.com',
      profileUrl: 'https://img.example/g.png',
      locale: 'fr',
    })
    const cleared = await app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers: person.headers,
      payload: { name: 'Grace', email: person.email, profileUrl: '', locale: 'fr' },
    })
    expect(cleared.json().user).toMatchObject({
      profileUrl: null,
      pendingEmail: 'grace.h@example.com',
    })
  })

  test("refuses another account's email and a non-https picture", async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers: b.headers,
      payload: { name: 'B', email: a.email, profileUrl: 'javascript:alert(1)', locale: 'en' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([
      expect.objectContaining({ path: 'profileUrl', code: 'validation.httpsUrl' }),
    ])
    const taken = await app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers: b.headers,
      payload: { name: 'B', email: a.email, profileUrl: '', locale: 'en' },
    })
    expect(taken.json().details[0]).toMatchObject({ path: 'email', code: 'validation.emailTaken' })
  })
})

describe('language', () => {
  test("the account's language is set alone and the mails follow it", async () => {
    const person = await signUp(app)
    const set = await app.inject({
      method: 'PUT',
      url: '/v1/auth/locale',
      headers: person.headers,
      payload: { locale: 'es' },
    })
    expect(set.statusCode).toBe(200)
    expect(set.json().user).toMatchObject({ locale: 'es', name: person.name, email: person.email })
    const bad = await app.inject({
      method: 'PUT',
      url: '/v1/auth/locale',
      headers: person.headers,
      payload: { locale: 'de' },
    })
    expect(bad.statusCode).toBe(400)
    await app.inject({
      method: 'POST',
      url: '/v1/auth/password-reset',
      payload: { email: person.email },
    })
    expect(mailbox.latestTo(person.email)).toContain('Elegir una nueva contrase')
  })
})

describe('password change', () => {
  test('needs the current password and ends the other sessions only', async () => {
    const person = await signUp(app)
    const other = (await login(person.email, person.password)).json()
    const wrong = await app.inject({
      method: 'PUT',
      url: '/v1/auth/password',
      headers: person.headers,
      payload: { currentPassword: 'not it', newPassword: 'a brand new secret' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().details[0]).toMatchObject({
      path: 'currentPassword',
      code: 'validation.currentPasswordWrong',
    })

    const ok = await app.inject({
      method: 'PUT',
      url: '/v1/auth/password',
      headers: person.headers,
      payload: { currentPassword: person.password, newPassword: 'a brand new secret' },
    })
    expect(ok.statusCode).toBe(200)
    expect((await refresh(other.refresh_token)).statusCode).toBe(401)
    expect((await refresh(person.refresh_token)).statusCode).toBe(200)
    expect((await login(person.email, 'a brand new secret')).statusCode).toBe(200)
  })
})

describe('password reset', () => {
  const ask = (email: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email } })
  const confirm = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/auth/password-reset/confirm',
      payload: { token, password },
    })
  const tokenFrom = (mail: string) => /reset-password\?token=([\w-]+)/.exec(mail)?.[1]

  test('answers the same whether or not the account exists, and mails a link that works once', async () => {
    const person = await signUp(app)
    const known = await ask(person.email)
    const unknown = await ask('nobody-at-all@example.com')
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    expect(mailbox.latestTo('nobody-at-all@example.com')).toBeUndefined()

    const mail = mailbox.latestTo(person.email)!
    expect(mail).toContain('Subject: Reset your Designer password')
    const token = tokenFrom(mail)!
    expect(mail).toContain(`http://localhost:3000/auth/reset-password?token=${token}`)

    expect((await confirm(token, 'fresh new password')).statusCode).toBe(200)
    expect((await refresh(person.refresh_token)).statusCode).toBe(401) // every session ended
    expect((await login(person.email, 'fresh new password')).statusCode).toBe(200)
    const again = await confirm(token, 'another new password')
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('reset_token_invalid')
  })

  test('mails in the account language and the link dies after an hour', async () => {
    const person = await signUp(app)
    await app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers: person.headers,
      payload: { name: person.name, email: person.email, profileUrl: '', locale: 'es' },
    })
    await ask(person.email)
    const mail = mailbox.latestTo(person.email)!
    expect(mail).toMatch(/Subject: .*Restablece/)
    clock.advance(61 * MINUTE)
    expect((await confirm(tokenFrom(mail)!, 'fresh new password')).json().code).toBe(
      'reset_token_invalid',
    )
  })

  test('refuses a common password from a valid link', async () => {
    const person = await signUp(app)
    await ask(person.email)
    const res = await confirm(tokenFrom(mailbox.latestTo(person.email)!)!, 'iloveyou1')
    expect(res.statusCode).toBe(400)
    expect(res.json().details[0]).toMatchObject({
      path: 'password',
      code: 'validation.passwordCommon',
    })
  })
})

describe('account deletion', () => {
  test("deletes one's own account and ends every session", async () => {
    const person = await signUp(app)
    const res = await app.inject({
      method: 'DELETE',
      url: `/v1/users/${person.user.id}`,
      headers: person.headers,
    })
    expect(res.statusCode).toBe(204)
    expect((await refresh(person.refresh_token)).statusCode).toBe(401)
    expect((await login(person.email, person.password)).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'GET', url: '/v1/auth/profile', headers: person.headers }))
        .statusCode,
    ).toBe(401)
  })

  test("cannot delete somebody else's account", async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const res = await app.inject({
      method: 'DELETE',
      url: `/v1/users/${a.user.id}`,
      headers: b.headers,
    })
    expect(res.statusCode).toBe(403)
    expect((await login(a.email, a.password)).statusCode).toBe(200)
  })

  test('needs a session', async () => {
    const a = await signUp(app)
    expect((await app.inject({ method: 'DELETE', url: `/v1/users/${a.user.id}` })).statusCode).toBe(
      401,
    )
  })
})

describe('email verification', () => {
  const linkIn = (mail: string) => /verify-email\?token=([\w-]+)/.exec(mail)?.[1]
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/verify-email', payload: { token } })
  const me = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/v1/auth/verify', headers })).json()

  test('registration mails a link, in the account language, that verifies the address once', async () => {
    const email = `verify-${Date.now()}@example.com`
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'Vera', email, password: 'a good long secret', locale: 'es' },
    })
    expect(res.json().user).toMatchObject({ emailVerified: false, pendingEmail: null })
    const headers = bearer(res.json().access_token)
    const mail = mailbox.latestTo(email)!
    expect(mail).toMatch(/Subject: .*Confirma/)
    const token = linkIn(mail)!
    const [stored] = await app.db.select().from(emailVerifications)
    expect(JSON.stringify(stored)).not.toContain(token)

    expect((await confirm(token)).statusCode).toBe(200)
    expect((await me(headers)).emailVerified).toBe(true)
    const again = await confirm(token)
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('verification_invalid')
    expect((await confirm('a-token-that-was-never-sent')).json().code).toBe('verification_invalid')
  })

  test('an address proven without a link (the demo account) retires the mailed one', async () => {
    const person = await signUp(app)
    const link = linkIn(mailbox.latestTo(person.email)!)!
    await app.services.auth.markEmailProven(person.user.id)
    expect((await me(person.headers)).emailVerified).toBe(true)
    expect((await confirm(link)).json().code).toBe('verification_invalid')
  })

  test('a link dies after 24 hours; resending mails a new one', async () => {
    const person = await signUp(app)
    const old = linkIn(mailbox.latestTo(person.email)!)!
    clock.advance(24 * 60 * MINUTE + 1)
    try {
      await freshToken(app, person)
      expect((await confirm(old)).json().code).toBe('verification_invalid')
      const resend = await app.inject({
        method: 'POST',
        url: '/v1/auth/verify-email/resend',
        headers: person.headers,
      })
      expect(resend.statusCode).toBe(200)
      const fresh = linkIn(mailbox.latestTo(person.email)!)!
      expect(fresh).not.toBe(old)
      expect((await confirm(fresh)).statusCode).toBe(200)
      expect((await me(person.headers)).emailVerified).toBe(true)
    } finally {
      clock.advance(-(24 * 60 * MINUTE + 1))
    }
  })

  test('a new profile address takes effect only when its link is opened', async () => {
    const person = await signUp(app)
    const next = `moved-${Date.now()}@example.com`
    await app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers: person.headers,
      payload: { name: person.name, email: next, profileUrl: null, locale: 'en' },
    })
    // Until then the old address signs in, and the new one does not.
    expect((await login(person.email, person.password)).statusCode).toBe(200)
    expect((await login(next, person.password)).statusCode).toBe(401)
    expect((await confirm(linkIn(mailbox.latestTo(next)!)!)).statusCode).toBe(200)
    expect(await me(person.headers)).toMatchObject({
      email: next,
      pendingEmail: null,
      emailVerified: true,
    })
    expect((await login(next, person.password)).statusCode).toBe(200)
    expect((await login(person.email, person.password)).statusCode).toBe(401)
  })

  test('a pending address taken by someone else meanwhile is not stolen', async () => {
    const person = await signUp(app)
    const next = `race-${Date.now()}@example.com`
    await app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers: person.headers,
      payload: { name: person.name, email: next, profileUrl: null, locale: 'en' },
    })
    const token = linkIn(mailbox.latestTo(next)!)!
    await signUp(app, { email: next })
    expect((await confirm(token)).statusCode).toBe(400)
    expect(await me(person.headers)).toMatchObject({ email: person.email, pendingEmail: null })
  })
})

describe('rate limits', () => {
  // Their own app with the production limits: every other test shares one address too.
  const limitedClock = testClock()
  let limited: App
  beforeAll(async () => {
    limited = await build({ clock: limitedClock, config: { rateLimitMultiplier: 1 } })
  })
  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    limited.inject({ method: 'POST', url, payload, remoteAddress })

  test('the 21st sign-up from one address within an hour is refused', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const res = await post('/v1/auth/register', {
        name: 'N',
        email: `rl${i}@example.com`,
        password: 'a good long secret',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  test('sign-in is refused per address and account, with a clear message and Retry-After', async () => {
    const email = 'rl0@example.com'
    const attacker = '127.0.0.9'
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/v1/auth/login', { email, password: 'wrong password' }, attacker)).statusCode,
      ).toBe(401)
    }
    const refused = await post(
      '/v1/auth/login',
      { email, password: 'a good long secret' },
      attacker,
    )
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('Too many attempts'),
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The same address may still sign in to another account, and the owner from their own.
    expect(
      (
        await post(
          '/v1/auth/login',
          { email: 'rl1@example.com', password: 'a good long secret' },
          attacker,
        )
      ).statusCode,
    ).toBe(200)
    expect(
      (await post('/v1/auth/login', { email, password: 'a good long secret' }, '127.0.0.2'))
        .statusCode,
    ).toBe(200)
    limitedClock.advance(15 * MINUTE)
    expect(
      (await post('/v1/auth/login', { email, password: 'a good long secret' }, attacker))
        .statusCode,
    ).toBe(200)
  })

  test('nobody can lock another person out: their usual address always gets in', async () => {
    const victim = { email: 'victim@example.com', password: 'a good long secret' }
    const registered = await limited.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'Victim', ...victim },
      remoteAddress: '127.0.0.20',
    })
    expect(registered.statusCode).toBe(201)
    const from = (remoteAddress: string, password: string) =>
      limited.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: victim.email, password },
        remoteAddress,
      })
    // The victim has signed in from home before.
    expect((await from('127.0.0.20', victim.password)).statusCode).toBe(200)
    // An attacker guesses from four addresses: each is stopped after ten tries.
    const statuses: number[] = []
    for (const attacker of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'])
      for (let i = 0; i < 12; i++) statuses.push((await from(attacker, `guess ${i}`)).statusCode)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30)
    expect(statuses.at(-1)).toBe(429)
    // The account's budget for unknown addresses is spent, yet the victim signs in from home.
    expect((await from('10.0.0.5', victim.password)).statusCode).toBe(429)
    expect((await from('127.0.0.20', victim.password)).statusCode).toBe(200)
  })

  test('a forged X-Forwarded-For does not change the counted address unless the proxy is trusted', async () => {
    const forged = (app: App, i: number) =>
      app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'forger@example.com', password: 'wrong password' },
        remoteAddress: '127.0.0.30',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await forged(limited, i)).statusCode)
    expect(statuses.at(-1)).toBe(429)

    const behindProxy = await build({
      config: { rateLimitMultiplier: 1, trustProxy: true },
    })
    const proxied: number[] = []
    for (let i = 0; i < 11; i++) proxied.push((await forged(behindProxy, i)).statusCode)
    expect(proxied.every((s) => s === 401)).toBe(true)
  })

  test('one address trying many accounts is refused after 50 attempts', async () => {
    limitedClock.advance(15 * MINUTE)
    const statuses: number[] = []
    for (let i = 0; i < 51; i++) {
      const res = await post(
        '/v1/auth/login',
        { email: `spray${i}@example.com`, password: 'wrong password' },
        '127.0.0.77',
      )
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true)
    expect(statuses[50]).toBe(429)
  })

  test('verification mails are resent at most 3 times an hour', async () => {
    // The sign-ups of the tests above used up this address's hour.
    limitedClock.advance(60 * MINUTE)
    const person = await signUp(limited, { email: 'rl-verify@example.com' })
    const resend = () =>
      limited.inject({
        method: 'POST',
        url: '/v1/auth/verify-email/resend',
        headers: person.headers,
      })
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(200)
    expect((await resend()).statusCode).toBe(429)
  })

  test('refresh is limited per address', async () => {
    const statuses = new Set<number>()
    for (let i = 0; i < 121; i++)
      statuses.add((await post('/v1/auth/refresh', { refresh_token: `unknown-${i}` })).statusCode)
    expect([...statuses].sort()).toEqual([401, 429])
  })
})

describe('password-reset limits (decision 014)', () => {
  // Their own app with the production limits, and the mailbox to count the links.
  const resetClock = testClock()
  let limited: App
  beforeAll(async () => {
    limited = await build({
      clock: resetClock,
      config: {
        rateLimitMultiplier: 1,
        mail: mailThrough(mailbox),
      },
    })
  })
  const password = 'a good long secret'
  const from = (remoteAddress: string, url: string, payload: object) =>
    limited.inject({ method: 'POST', url, payload, remoteAddress })
  const ask = (email: string, remoteAddress: string) =>
    from(remoteAddress, '/v1/auth/password-reset', { email })
  const linksTo = (email: string) =>
    mailbox.mails.filter(
      (m) => m.to.includes(email) && m.raw.includes('Subject: Reset your Designer password'),
    ).length
  /** Every stranger asks three times for the email: the statuses, in order. */
  async function strangersAsk(email: string, addresses: string[]) {
    const statuses: number[] = []
    for (const address of addresses)
      for (let i = 0; i < 3; i++) statuses.push((await ask(email, address)).statusCode)
    return statuses
  }

  test("strangers cannot keep the owner from resetting their password, whether or not it's an account", async () => {
    const owner = 'reset-owner@example.com'
    expect(
      (await from('192.0.2.1', '/v1/auth/register', { name: 'Owner', email: owner, password }))
        .statusCode,
    ).toBe(201)
    // The owner signs in at home.
    expect((await from('192.0.2.2', '/v1/auth/login', { email: owner, password })).statusCode).toBe(
      200,
    )
    const strangers = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']
    const statuses = await strangersAsk(owner, strangers)
    expect(statuses.filter((s) => s === 200)).toHaveLength(3)
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true)
    expect(linksTo(owner)).toBe(3)
    // An email without an account is answered exactly alike.
    expect(await strangersAsk('reset-nobody@example.com', strangers)).toEqual(statuses)

    // The strangers' budget is spent, yet the owner at home gets a link, and it works.
    const own = await ask(owner, '192.0.2.2')
    expect(own.statusCode).toBe(200)
    expect(own.json().message).toContain('If an account exists for this email')
    expect(linksTo(owner)).toBe(4)
    const token = /reset-password\?token=([\w-]+)/.exec(mailbox.latestTo(owner)!)?.[1]
    const confirmed = await from('192.0.2.2', '/v1/auth/password-reset/confirm', {
      token,
      password: 'a brand new secret',
    })
    expect(confirmed.statusCode).toBe(200)
    // A new address is still a stranger's.
    expect((await ask(owner, '203.0.113.1')).statusCode).toBe(429)
  })

  test('addresses the account was used from are limited per address, and its mailbox to ten links an hour', async () => {
    const owner = 'reset-busy@example.com'
    const registered = await from('192.0.2.11', '/v1/auth/register', {
      name: 'Busy',
      email: owner,
      password,
    })
    // Known from its registration, a sign-in, and a refresh of the session.
    await from('192.0.2.12', '/v1/auth/login', { email: owner, password })
    const refreshed = await from('192.0.2.13', '/v1/auth/refresh', {
      refresh_token: registered.json().refresh_token,
    })
    expect(refreshed.statusCode).toBe(200)
    expect(await strangersAsk(owner, ['198.51.100.11', '198.51.100.12'])).toEqual([
      200, 200, 200, 429, 429, 429,
    ])
    // Three an hour from one address, even the owner's; ten links in all.
    expect(await strangersAsk(owner, ['192.0.2.11', '192.0.2.12', '192.0.2.13'])).toEqual([
      200, 200, 200, 200, 200, 200, 200, 429, 429,
    ])
    expect(linksTo(owner)).toBe(10)
    resetClock.advance(60 * MINUTE)
    expect((await ask(owner, '192.0.2.11')).statusCode).toBe(200)
  })

  test('an address not used for 30 days is a stranger again', async () => {
    const owner = 'reset-away@example.com'
    await from('192.0.2.21', '/v1/auth/register', { name: 'Away', email: owner, password })
    resetClock.advance(31 * DAY)
    expect(await strangersAsk(owner, ['198.51.100.21'])).toEqual([200, 200, 200])
    expect((await ask(owner, '192.0.2.21')).statusCode).toBe(429)
  })

  test('one address may ask for ten links an hour, whatever the emails', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await ask(`reset-spray${i}@example.com`, '198.51.100.31')).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('the address rate limits count (TRUST_PROXY)', () => {
  /** 51 failed sign-ins, each claiming another forwarded address: the statuses seen. */
  async function forgedAttempts(config: Partial<Config>, remoteAddress: string) {
    const app = await build({ config: { rateLimitMultiplier: 1, ...config } })
    const statuses = new Set<number>()
    for (let i = 0; i < 51; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: `xff${i}@example.com`, password: 'wrong password' },
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      })
      statuses.add(res.statusCode)
    }
    return [...statuses].sort()
  }

  test('a forged X-Forwarded-For does not change the counted address by default, even in production', async () => {
    expect(await forgedAttempts({ env: 'production' }, '127.0.0.1')).toEqual([401, 429])
  })

  test('behind a listed proxy the forwarded address is counted; from anyone else it is not', async () => {
    expect(await forgedAttempts({ trustProxy: ['127.0.0.1'] }, '127.0.0.1')).toEqual([401])
    expect(await forgedAttempts({ trustProxy: ['10.0.0.0/8'] }, '10.1.2.3')).toEqual([401])
    expect(await forgedAttempts({ trustProxy: ['127.0.0.1'] }, '127.0.0.5')).toEqual([401, 429])
    // 153 refused sign-ins, each verifying a password hash: two cores under load need room.
  }, 60_000)
})
