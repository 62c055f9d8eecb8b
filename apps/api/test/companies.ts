import type { Company } from '@designer/contract'
import { expect } from 'vitest'
import type { App } from '../src/app'
import { signUp, verifiedSignUp } from './users'

type Person = Awaited<ReturnType<typeof signUp>>

/** Headers of a member acting inside a company. */
export const inCompany = (person: { access_token: string }, companyId: string) => ({
  authorization: `Bearer ${person.access_token}`,
  'company-id': companyId,
})

export async function createCompany(
  app: App,
  person: Person,
  name = 'Atelier Nord',
): Promise<Company> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/companies',
    headers: person.headers,
    payload: { name, currency: 'EUR', country: 'ES' },
  })
  if (res.statusCode !== 201)
    throw new Error(`company creation failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** A new account that owns a new company, with the headers to act in it. */
export async function companyOwner(app: App, name?: string) {
  const person = await signUp(app)
  const company = await createCompany(app, person, name)
  return { ...person, company, scoped: inCompany(person, company.id) }
}

/** Adds an account to the company with the given role, through an accepted invitation. */
export async function addMember(
  app: App,
  owner: Awaited<ReturnType<typeof companyOwner>>,
  role: 'admin' | 'designer',
) {
  const person = await verifiedSignUp(app)
  const invite = await app.inject({
    method: 'POST',
    url: '/v1/company-invites',
    headers: owner.scoped,
    payload: { email: person.email, role },
  })
  if (invite.statusCode !== 201)
    throw new Error(`invite failed: ${invite.statusCode} ${invite.body}`)
  const accept = await app.inject({
    method: 'POST',
    url: `/v1/invites/${invite.json().id}/accept`,
    headers: person.headers,
  })
  if (accept.statusCode !== 200)
    throw new Error(`accept failed: ${accept.statusCode} ${accept.body}`)
  return { ...person, scoped: inCompany(person, owner.company.id) }
}

type Call = (headers: Record<string, string>) => Promise<{ statusCode: number; body: string }>

/**
 * Tenant isolation, for any company-scoped route: a member of another company (in their own
 * company, or naming this one), an account without any membership and an anonymous caller can
 * neither read nor change this company's rows. `secret` is a string only this company's rows
 * contain (an id, a name); `unchanged` re-reads the rows as the owner afterwards.
 */
export async function expectTenantIsolation(
  app: App,
  owner: Awaited<ReturnType<typeof companyOwner>>,
  call: Call,
  options: { secret?: string; unchanged?: () => Promise<void> } = {},
) {
  const stranger = await companyOwner(app, 'Other Studio')
  const loner = await signUp(app)

  const inOwnCompany = await call(stranger.scoped)
  expect(
    [200, 201, 204, 403, 404],
    `another company's member in their own company: ${inOwnCompany.body}`,
  ).toContain(inOwnCompany.statusCode)
  if (options.secret) expect(inOwnCompany.body).not.toContain(options.secret)

  const namingThisOne = await call(inCompany(stranger, owner.company.id))
  expect(
    namingThisOne.statusCode,
    `another company's member naming this company: ${namingThisOne.body}`,
  ).toBe(403)

  const withoutCompany = await call(inCompany(loner, owner.company.id))
  expect(withoutCompany.statusCode, `an account without membership: ${withoutCompany.body}`).toBe(
    403,
  )

  const anonymous = await call({ 'company-id': owner.company.id })
  expect(anonymous.statusCode, 'anonymous').toBe(401)

  await options.unchanged?.()
}
