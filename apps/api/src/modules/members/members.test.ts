import { beforeAll, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { addMember, companyOwner, expectTenantIsolation, inCompany } from '../../../test/companies'
import { freshToken, signUp } from '../../../test/users'
import type { App } from '../../app'

// companies/companies.test.ts already holds: designers change no role, admins manage designers
// but not owners, the last owner neither leaves nor is demoted, an admin takes over ownership,
// and tenant isolation of the list, role changes and removals. This file holds the rest.

const DAY = 24 * 60 * 60_000
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const clock = testClock()
let app: App

beforeAll(async () => {
  app = await build({ clock })
})

type Headers = Record<string, string>

const members = (headers: Headers) => app.inject({ method: 'GET', url: '/v1/members', headers })
const changeRole = (headers: Headers, userId: string, role: string) =>
  app.inject({ method: 'PUT', url: `/v1/members/${userId}`, headers, payload: { role } })
const remove = (headers: Headers, userId: string) =>
  app.inject({ method: 'DELETE', url: `/v1/members/${userId}`, headers })
const leave = (headers: Headers) =>
  app.inject({ method: 'POST', url: '/v1/members/leave', headers })
const transfer = (headers: Headers, userId: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/members/transfer-ownership',
    headers,
    payload: { userId },
  })
/** The company's roles by user id, as its owner reads them. */
const rolesIn = async (headers: Headers) =>
  Object.fromEntries(
    (await members(headers))
      .json()
      .map((m: { userId: string; role: string }) => [m.userId, m.role]),
  )

test('every member reads the members in the order they joined', async () => {
  const owner = await companyOwner(app)
  const admin = await addMember(app, owner, 'admin')
  const designer = await addMember(app, owner, 'designer')
  const res = await members(designer.scoped)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual([
    expect.objectContaining({
      userId: owner.user.id,
      name: owner.name,
      email: owner.email,
      role: 'owner',
    }),
    expect.objectContaining({
      userId: admin.user.id,
      name: admin.name,
      email: admin.email,
      role: 'admin',
    }),
    expect.objectContaining({ userId: designer.user.id, role: 'designer' }),
  ])
  const joined = res.json().map((m: { joinedAt: string }) => m.joinedAt)
  expect([...joined].sort()).toEqual(joined)
})

test('refuses a bad role or member id, and does not find a user outside the company', async () => {
  const owner = await companyOwner(app)
  const designer = await addMember(app, owner, 'designer')
  const outsider = await signUp(app)

  const badRole = await changeRole(owner.scoped, designer.user.id, 'boss')
  expect(badRole.statusCode).toBe(400)
  expect(badRole.json().details.map((d: { path: string }) => d.path)).toEqual(['role'])
  expect((await changeRole(owner.scoped, 'not-a-uuid', 'admin')).statusCode).toBe(400)
  expect((await remove(owner.scoped, 'not-a-uuid')).statusCode).toBe(400)
  expect((await transfer(owner.scoped, 'not-a-uuid')).statusCode).toBe(400)

  for (const id of [UNKNOWN_ID, outsider.user.id]) {
    expect((await changeRole(owner.scoped, id, 'admin')).statusCode).toBe(404)
    expect((await remove(owner.scoped, id)).statusCode).toBe(404)
    expect((await transfer(owner.scoped, id)).statusCode).toBe(404)
  }
  expect(await rolesIn(owner.scoped)).toEqual({
    [owner.user.id]: 'owner',
    [designer.user.id]: 'designer',
  })
})

test('designers can neither promote themselves nor remove anyone', async () => {
  const owner = await companyOwner(app)
  const designer = await addMember(app, owner, 'designer')
  const colleague = await addMember(app, owner, 'designer')
  expect((await changeRole(designer.scoped, designer.user.id, 'admin')).statusCode).toBe(403)
  expect((await remove(designer.scoped, colleague.user.id)).statusCode).toBe(403)
  expect((await transfer(designer.scoped, designer.user.id)).statusCode).toBe(403)
  expect(await rolesIn(owner.scoped)).toEqual({
    [owner.user.id]: 'owner',
    [designer.user.id]: 'designer',
    [colleague.user.id]: 'designer',
  })
})

test('with a second owner, an owner may be demoted or removed until one owner is left', async () => {
  const owner = await companyOwner(app)
  const partner = await addMember(app, owner, 'admin')
  expect((await changeRole(owner.scoped, partner.user.id, 'owner')).statusCode).toBe(204)

  expect((await changeRole(partner.scoped, owner.user.id, 'designer')).statusCode).toBe(204)
  expect(await rolesIn(partner.scoped)).toEqual({
    [owner.user.id]: 'designer',
    [partner.user.id]: 'owner',
  })
  // The demotion takes effect at once: the former owner may no longer change roles.
  expect((await changeRole(owner.scoped, partner.user.id, 'designer')).statusCode).toBe(403)

  expect((await changeRole(partner.scoped, owner.user.id, 'owner')).statusCode).toBe(204)
  expect((await remove(owner.scoped, partner.user.id)).statusCode).toBe(204)
  const last = await remove(owner.scoped, owner.user.id)
  expect(last.statusCode).toBe(409)
  expect(last.json().code).toBe('last_owner')
  expect(await rolesIn(owner.scoped)).toEqual({ [owner.user.id]: 'owner' })
})

test('a demoted admin loses the admin rights at once', async () => {
  const owner = await companyOwner(app)
  const admin = await addMember(app, owner, 'admin')
  const designer = await addMember(app, owner, 'designer')
  // Acting once first, so the admin's membership is cached as it would be in use.
  expect((await members(admin.scoped)).statusCode).toBe(200)
  expect((await changeRole(owner.scoped, admin.user.id, 'designer')).statusCode).toBe(204)
  expect((await changeRole(admin.scoped, designer.user.id, 'admin')).statusCode).toBe(403)
  expect((await remove(admin.scoped, designer.user.id)).statusCode).toBe(403)
  const invite = await app.inject({
    method: 'POST',
    url: '/v1/company-invites',
    headers: admin.scoped,
    payload: { email: 'late@example.com', role: 'designer' },
  })
  expect(invite.statusCode).toBe(403)
})

test('a member who leaves loses access at once; an owner leaves while another owner remains', async () => {
  const owner = await companyOwner(app)
  const partner = await addMember(app, owner, 'admin')
  const designer = await addMember(app, owner, 'designer')

  expect((await leave(designer.scoped)).statusCode).toBe(204)
  const after = await members(designer.scoped)
  expect(after.statusCode).toBe(403)
  expect(after.json().code).toBe('not_a_member')
  expect((await leave(designer.scoped)).statusCode).toBe(403)

  await changeRole(owner.scoped, partner.user.id, 'owner')
  expect((await leave(owner.scoped)).statusCode).toBe(204)
  expect(await rolesIn(partner.scoped)).toEqual({ [partner.user.id]: 'owner' })
})

test('an owner hands the company to a designer, but not to themselves', async () => {
  const owner = await companyOwner(app)
  const designer = await addMember(app, owner, 'designer')
  const self = await transfer(owner.scoped, owner.user.id)
  expect(self.statusCode).toBe(400)
  expect(self.json().code).toBe('validation_failed')

  expect((await transfer(owner.scoped, designer.user.id)).statusCode).toBe(204)
  expect(await rolesIn(owner.scoped)).toEqual({
    [owner.user.id]: 'admin',
    [designer.user.id]: 'owner',
  })
  // Now an admin, the previous owner cannot take it back.
  expect((await transfer(owner.scoped, owner.user.id)).statusCode).toBe(403)
})

test('after the trial, members are read, leave and hand over ownership, but roles do not change', async () => {
  const owner = await companyOwner(app)
  const admin = await addMember(app, owner, 'admin')
  const designer = await addMember(app, owner, 'designer')
  clock.advance(14 * DAY + 1000)
  try {
    for (const p of [owner, admin, designer]) await freshToken(app, p)
    expect((await members(designer.scoped)).statusCode).toBe(200)
    const change = await changeRole(owner.scoped, designer.user.id, 'admin')
    expect(change.statusCode).toBe(403)
    expect(change.json().code).toBe('company_trial_expired')
    expect((await remove(owner.scoped, designer.user.id)).json().code).toBe('company_trial_expired')
    expect((await leave(designer.scoped)).statusCode).toBe(204)
    expect((await transfer(owner.scoped, admin.user.id)).statusCode).toBe(204)
    expect(await rolesIn(owner.scoped)).toEqual({
      [owner.user.id]: 'admin',
      [admin.user.id]: 'owner',
    })
  } finally {
    clock.advance(-(14 * DAY + 1000))
  }
})

test("another company's member cannot hand over this company's ownership", async () => {
  const owner = await companyOwner(app)
  const designer = await addMember(app, owner, 'designer')
  await expectTenantIsolation(app, owner, (headers) => transfer(headers, designer.user.id), {
    unchanged: async () =>
      expect(await rolesIn(owner.scoped)).toEqual({
        [owner.user.id]: 'owner',
        [designer.user.id]: 'designer',
      }),
  })
})

// Not through expectTenantIsolation: in their own company the stranger is its last owner, and
// leaving answers 409, which that helper does not expect.
test("another company's member cannot leave this company in a member's place", async () => {
  const owner = await companyOwner(app)
  const designer = await addMember(app, owner, 'designer')
  const stranger = await companyOwner(app, 'Other Studio')
  const loner = await signUp(app)
  expect((await leave(inCompany(stranger, owner.company.id))).statusCode).toBe(403)
  expect((await leave(inCompany(loner, owner.company.id))).statusCode).toBe(403)
  expect((await leave({ 'company-id': owner.company.id })).statusCode).toBe(401)
  expect(await rolesIn(owner.scoped)).toEqual({
    [owner.user.id]: 'owner',
    [designer.user.id]: 'designer',
  })
})
