import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { startOidcProvider } from '../../../test/oidc-provider.mjs'
import { signUp, verifiedSignUp } from '../../../test/users'
import type { App } from '../../app'
import type { Identity } from './identities'
import { allowedReturn } from './routes'
import { createAuthService } from './service'

const PORT = 39_000 + Math.floor(Math.random() * 1000)
let provider: Awaited<ReturnType<typeof startOidcProvider>>
let app: App

beforeAll(async () => {
  provider = await startOidcProvider({
    port: PORT,
    redirectUris: ['http://localhost:3000/v1/auth/google/callback'],
  })
  app = await build({
    config: {
      corsOrigins: ['https://app.designer.example'],
      allowedOrigins: ['http://localhost:3000', 'https://app.designer.example'],
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        allowInsecure: true,
      },
    },
  })
})
afterAll(() => provider.close())

describe('allowed return targets', () => {
  const origins = ['http://localhost:3000', 'https://app.designer.example']
  test.each([
    ['http://localhost:3000/admin', 'http://localhost:3000/admin'],
    ['https://app.designer.example/admin?x=1#y', 'https://app.designer.example/admin'],
    ['https://evil.example/admin', null],
    ['https://app.designer.example.evil.example/admin', null],
    ['http://app.designer.example/admin', null],
    ['https://user:pw@app.designer.example/admin', null],
    ['//evil.example/admin', null],
    ['/admin', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (target, expected) => {
    expect(allowedReturn(target, origins)).toBe(expected)
  })
})

test('the sign-in methods say Google is offered', async () => {
  const res = await app.inject({ method: 'GET', url: '/v1/auth/config' })
  expect(res.json()).toEqual({ google: true })
})

test('starting sign-in redirects to the provider with PKCE, state and nonce', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/v1/auth/google?state=http://localhost:3000/admin',
  })
  expect(res.statusCode).toBe(302)
  const location = new URL(res.headers.location as string)
  expect(location.origin).toBe(provider.issuer)
  expect(location.searchParams.get('client_id')).toBe(provider.clientId)
  expect(location.searchParams.get('redirect_uri')).toBe(
    'http://localhost:3000/v1/auth/google/callback',
  )
  expect(location.searchParams.get('code_challenge_method')).toBe('S256')
  expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
  expect(location.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
  expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
  expect(location.searchParams.get('scope')).toBe('openid email profile')
})

test('a return target outside this deployment is refused: no open redirect', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/v1/auth/google?state=https://evil.example/admin',
  })
  expect(res.statusCode).toBe(400)
  expect(res.json()).toEqual({
    message: 'The return address is not allowed',
    code: 'invalid_redirect',
  })
  expect(res.headers.location).toBeUndefined()
})

test.each(['forged', '%00', '%ED%A0%BD'])(
  'a callback with an unknown state (%s) goes back to the login page with an error',
  async (state) => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/auth/google/callback?code=x&state=${state}`,
    })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('http://localhost:3000/auth/login?error=oidc_failed')
  },
)

test('without a configured provider, third-party sign-in is not offered', async () => {
  const plain = await build()
  expect((await plain.inject({ method: 'GET', url: '/v1/auth/config' })).json()).toEqual({
    google: false,
  })
  const res = await plain.inject({
    method: 'GET',
    url: '/v1/auth/google?state=http://localhost:3000/admin',
  })
  expect(res.statusCode).toBe(404)
})

describe('accounts from a provider', () => {
  const service = () =>
    createAuthService({
      db: app.db,
      clock: app.clock,
      accessTokens: app.accessTokens,
      mailer: app.mailer,
      invites: app.services.invites,
      publicUrl: app.config.publicUrl,
      log: app.log,
    })
  const signIn = (identity: Identity) => service().signInWithIdentity(identity, '127.0.0.1')
  const identity = (over: Partial<Identity> = {}): Identity => ({
    provider: 'google',
    subject: `sub-${Math.random()}`,
    email: `oidc-${Math.random().toString(36).slice(2)}@example.com`,
    emailVerified: true,
    name: 'Oidc Person',
    picture: 'https://img.example/p.png',
    ...over,
  })

  test('a new verified email creates a password-less account', async () => {
    const session = await signIn(identity({ email: 'New.Person@Example.com' }))
    expect(session.user).toMatchObject({
      email: 'new.person@example.com',
      hasPassword: false,
      emailVerified: true,
      profileUrl: 'https://img.example/p.png',
    })
  })

  test('linking an unverified account verifies it and drops the password its registrant chose', async () => {
    // Someone registered the address without proving it; its owner then signs in with Google.
    const squatter = await signUp(app)
    const session = await signIn(identity({ email: squatter.email }))
    expect(session.user).toMatchObject({
      id: squatter.user.id,
      emailVerified: true,
      hasPassword: false,
    })
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: squatter.email, password: squatter.password },
    })
    expect(login.statusCode).toBe(401)
    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      payload: { refresh_token: squatter.refresh_token },
    })
    expect(refresh.statusCode).toBe(401)
  })

  test('linking an already verified account keeps its password', async () => {
    const person = await verifiedSignUp(app)
    const session = await signIn(identity({ email: person.email }))
    expect(session.user).toMatchObject({ id: person.user.id, hasPassword: true })
  })

  test('an existing account with that verified email is linked, then found by its subject', async () => {
    const person = await verifiedSignUp(app)
    const id = identity({ email: person.email.toUpperCase() })
    const first = await signIn(id)
    expect(first.user.id).toBe(person.user.id)
    const again = await signIn({
      ...id,
      email: 'changed-at-provider@example.com',
    })
    expect(again.user.id).toBe(person.user.id)
  })

  test('an unverified email is refused', async () => {
    await expect(signIn(identity({ emailVerified: false }))).rejects.toMatchObject({
      statusCode: 403,
      code: 'email_not_verified',
    })
  })
})
