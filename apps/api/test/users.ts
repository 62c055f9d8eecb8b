import type { Session } from '@designer/contract'
import { eq } from 'drizzle-orm'
import type { App } from '../src/app'
import { users } from '../src/db/schema/index'

let counter = 0

/** Registers a new account and answers its session, with a helper for its bearer header. */
export async function signUp(
  app: App,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  counter += 1
  const body = {
    name: overrides.name ?? `Person ${counter}`,
    email:
      overrides.email ?? `person${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: overrides.password ?? 'correct horse battery',
  }
  const res = await app.inject({ method: 'POST', url: '/v1/auth/register', payload: body })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const session = res.json() as Session
  return { ...session, ...body, headers: { authorization: `Bearer ${session.access_token}` } }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Signs in again: after the test clock moves past 15 minutes, earlier access tokens have expired. */
export async function freshToken<
  T extends {
    email: string
    password: string
    access_token: string
    headers: Record<string, string>
    scoped?: Record<string, string>
  },
>(app: App, person: T) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: person.email, password: person.password },
  })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  const token = res.json().access_token as string
  person.access_token = token
  person.headers = { authorization: `Bearer ${token}` }
  if (person.scoped) person.scoped = { ...person.scoped, authorization: `Bearer ${token}` }
  return person
}

/**
 * Registers an account whose address counts as verified, as if its mailed link had been
 * opened: for tests about something else than verification (invitations accepted by id).
 */
export async function verifiedSignUp(
  app: App,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const person = await signUp(app, overrides)
  await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.user.id))
  return { ...person, user: { ...person.user, emailVerified: true } }
}
