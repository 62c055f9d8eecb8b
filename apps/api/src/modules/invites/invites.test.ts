import { afterAll, beforeAll, expect, test } from 'vitest'
import { build, mailThrough } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { addMember, companyOwner, expectTenantIsolation } from '../../../test/companies'
import { startMailbox } from '../../../test/mailbox.mjs'
import { freshToken, signUp, verifiedSignUp } from '../../../test/users'
import type { App } from '../../app'

// The journeys through these routes (registering with the link, accepting at sign-in, the
// link shown to owners, tenant isolation of list, resend and revoke) are in
// companies/companies.test.ts; this file holds each route's own rules and refusals.

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
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

type Headers = Record<string, string>

const invite = (headers: Headers, email: string, role = 'designer') =>
  app.inject({ method: 'POST', url: '/v1/company-invites', headers, payload: { email, role } })
const resend = (headers: Headers, id: string) =>
  app.inject({ method: 'POST', url: `/v1/company-invites/${id}/resend`, headers })
const revoke = (headers: Headers, id: string) =>
  app.inject({ method: 'DELETE', url: `/v1/company-invites/${id}`, headers })
const companyInvites = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/v1/company-invites', headers })).json()
const myInvites = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/v1/invites', headers })).json()
const accept = (headers: Headers, id: string) =>
  app.inject({ method: 'POST', url: `/v1/invites/${id}/accept`, headers })
const decline = (headers: Headers, id: string) =>
  app.inject({ method: 'POST', url: `/v1/invites/${id}/decline`, headers })
const acceptToken = (headers: Headers, token: string) =>
  app.inject({ method: 'POST', url: '/v1/invites/accept', headers, payload: { token } })
const preview = (token: string) =>
  app.inject({ method: 'GET', url: `/v1/invites/preview?invite=${encodeURIComponent(token)}` })
/** The token of the latest invitation link mailed to this address. */
const tokenFor = (email: string) =>
  /register\?invite=([\w-]+)/.exec(mailbox.latestTo(email) ?? '')?.[1]
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`

test('an admin invites with a role for 7 days; every member reads the list, newest first', async () => {
  const owner = await companyOwner(app)
  const admin = await addMember(app, owner, 'admin')
  const designer = await addMember(app, owner, 'designer')
  const first = uniqueEmail('first')
  const second = uniqueEmail('second')

  const res = await invite(admin.scoped, first, 'admin')
  expect(res.statusCode).toBe(201)
  expect(res.json()).toMatchObject({
    email: first,
    role: 'admin',
    status: 'pending',
    invitedByName: admin.name,
    mailed: true,
  })
  expect(new Date(res.json().expiresAt).getTime() - clock.now().getTime()).toBe(7 * DAY)
  expect(tokenFor(first)).toBeDefined()
  await invite(owner.scoped, second)

  const list = await companyInvites(designer.scoped)
  expect(list.map((i: { email: string }) => i.email).slice(0, 2)).toEqual([second, first])
  expect(list.find((i: { email: string }) => i.email === first)).toMatchObject({
    role: 'admin',
    status: 'pending',
    invitedByName: admin.name,
  })
})

test('refuses an invitation with a bad address or the owner role, naming the fields', async () => {
  const owner = await companyOwner(app)
  const res = await invite(owner.scoped, 'not-an-address', 'owner')
  expect(res.statusCode).toBe(400)
  expect(
    res
      .json()
      .details.map((d: { path: string }) => d.path)
      .sort(),
  ).toEqual(['email', 'role'])
  expect(await companyInvites(owner.scoped)).toEqual([])
})

test('designers can neither invite, resend nor revoke, and nothing is mailed', async () => {
  const owner = await companyOwner(app)
  const designer = await addMember(app, owner, 'designer')
  const email = uniqueEmail('guarded')
  const created = (await invite(owner.scoped, email)).json()
  const mailsBefore = mailbox.mails.length

  expect((await invite(designer.scoped, uniqueEmail('by-designer'))).statusCode).toBe(403)
  expect((await resend(designer.scoped, created.id)).statusCode).toBe(403)
  expect((await revoke(designer.scoped, created.id)).statusCode).toBe(403)

  expect(mailbox.mails.length).toBe(mailsBefore)
  const list = await companyInvites(owner.scoped)
  expect(list.find((i: { email: string }) => i.email === email).status).toBe('pending')
  expect(list.filter((i: { status: string }) => i.status === 'pending')).toHaveLength(1)
})

test('resending mails a new link valid 7 more days, and the previous link stops working', async () => {
  const owner = await companyOwner(app)
  const admin = await addMember(app, owner, 'admin')
  const person = await signUp(app)
  const email = uniqueEmail('resent')
  const created = (await invite(owner.scoped, email)).json()
  const oldToken = tokenFor(email)!

  clock.advance(3 * DAY)
  try {
    for (const p of [admin, person]) await freshToken(app, p)
    const res = await resend(admin.scoped, created.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: created.id,
      status: 'pending',
      invitedByName: admin.name,
    })
    expect(new Date(res.json().expiresAt).getTime() - clock.now().getTime()).toBe(7 * DAY)
    const newToken = tokenFor(email)!
    expect(newToken).not.toBe(oldToken)

    expect((await preview(oldToken)).statusCode).toBe(404)
    expect((await acceptToken(person.headers, oldToken)).json().code).toBe('invite_unavailable')

    // Past the first link's 7 days, the new one still holds.
    clock.advance(5 * DAY)
    await freshToken(app, person)
    expect((await preview(newToken)).json().email).toBe(email)
    expect((await acceptToken(person.headers, newToken)).json()).toEqual({
      companyId: owner.company.id,
    })
  } finally {
    clock.advance(-8 * DAY)
  }
})

test('an answered or revoked invitation cannot be resent; an unknown one is not found', async () => {
  const owner = await companyOwner(app)
  const accepter = await verifiedSignUp(app)
  const decliner = await verifiedSignUp(app)
  const accepted = (await invite(owner.scoped, accepter.email)).json()
  const declined = (await invite(owner.scoped, decliner.email)).json()
  const revoked = (await invite(owner.scoped, uniqueEmail('revoked'))).json()
  await accept(accepter.headers, accepted.id)
  await decline(decliner.headers, declined.id)
  await revoke(owner.scoped, revoked.id)

  for (const id of [accepted.id, declined.id, revoked.id]) {
    const res = await resend(owner.scoped, id)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('invite_unavailable')
  }
  expect((await resend(owner.scoped, UNKNOWN_ID)).statusCode).toBe(404)
  expect((await resend(owner.scoped, 'not-a-uuid')).statusCode).toBe(400)
})

test('an admin revokes a pending invitation once, and its link stops working', async () => {
  const owner = await companyOwner(app)
  const admin = await addMember(app, owner, 'admin')
  const person = await signUp(app)
  const email = uniqueEmail('revoked')
  const created = (await invite(owner.scoped, email)).json()
  const token = tokenFor(email)!

  expect((await revoke(admin.scoped, created.id)).statusCode).toBe(204)
  expect((await companyInvites(owner.scoped))[0].status).toBe('revoked')
  expect((await preview(token)).statusCode).toBe(404)
  expect((await acceptToken(person.headers, token)).statusCode).toBe(409)

  const again = await revoke(admin.scoped, created.id)
  expect(again.statusCode).toBe(409)
  expect(again.json().code).toBe('invite_unavailable')
  expect((await revoke(admin.scoped, UNKNOWN_ID)).statusCode).toBe(404)
  expect((await revoke(admin.scoped, 'not-a-uuid')).statusCode).toBe(400)
})

test('a person sees the invitations of every company to their address and joins with the role', async () => {
  const north = await companyOwner(app, 'North Works')
  const south = await companyOwner(app, 'South Works')
  const person = await verifiedSignUp(app)
  const bystander = await verifiedSignUp(app)
  await invite(north.scoped, person.email, 'admin')
  await invite(south.scoped, person.email.toUpperCase(), 'designer')
  await invite(north.scoped, bystander.email)

  const mine = await myInvites(person.headers)
  expect(
    mine.map((i: { companyName: string; role: string }) => [i.companyName, i.role]).sort(),
  ).toEqual([
    ['North Works', 'admin'],
    ['South Works', 'designer'],
  ])

  const fromNorth = mine.find((i: { companyId: string }) => i.companyId === north.company.id)
  expect((await accept(person.headers, fromNorth.id)).json()).toEqual({
    companyId: north.company.id,
  })
  const members = (await app.inject({ method: 'GET', url: '/v1/members', headers: north.scoped }))
    .json()
    .map((m: { email: string; role: string }) => [m.email, m.role])
  expect(members).toContainEqual([person.email, 'admin'])
  const statuses = (await companyInvites(north.scoped)).map(
    (i: { email: string; status: string }) => [i.email, i.status],
  )
  expect(statuses).toContainEqual([person.email, 'accepted'])
  expect((await myInvites(person.headers)).map((i: { companyId: string }) => i.companyId)).toEqual([
    south.company.id,
  ])
  expect((await app.inject({ method: 'GET', url: '/v1/invites' })).statusCode).toBe(401)
})

test('only the verified holder of the address answers an invitation by its id', async () => {
  const owner = await companyOwner(app)
  const email = uniqueEmail('holder')
  const created = (await invite(owner.scoped, email)).json()
  const other = await verifiedSignUp(app)
  const unverifiedHolder = await signUp(app, { email })

  expect((await accept(other.headers, created.id)).statusCode).toBe(404)
  expect((await decline(other.headers, created.id)).statusCode).toBe(404)
  const refused = await decline(unverifiedHolder.headers, created.id)
  expect(refused.statusCode).toBe(403)
  expect(refused.json().code).toBe('email_not_verified')
  expect((await companyInvites(owner.scoped))[0].status).toBe('pending')

  for (const answer of [accept, decline]) {
    expect((await answer(other.headers, UNKNOWN_ID)).statusCode).toBe(404)
    expect((await answer(other.headers, 'not-a-uuid')).statusCode).toBe(400)
    expect((await answer({}, created.id)).statusCode).toBe(401)
  }
})

test('declining answers the invitation for good: its id and its link are used up', async () => {
  const owner = await companyOwner(app)
  const person = await verifiedSignUp(app)
  const created = (await invite(owner.scoped, person.email)).json()
  const token = tokenFor(person.email)!

  expect((await decline(person.headers, created.id)).statusCode).toBe(204)
  const again = await decline(person.headers, created.id)
  expect(again.statusCode).toBe(409)
  expect(again.json().code).toBe('invite_unavailable')
  expect((await preview(token)).statusCode).toBe(404)
  expect((await acceptToken(person.headers, token)).statusCode).toBe(409)
  expect(await myInvites(person.headers)).toEqual([])
  expect((await companyInvites(owner.scoped))[0].status).toBe('declined')
  const members = await app.inject({ method: 'GET', url: '/v1/members', headers: owner.scoped })
  expect(members.json()).toHaveLength(1)
})

test('an invitation holds for 7 days to the minute; then no route takes it', async () => {
  const owner = await companyOwner(app)
  const person = await verifiedSignUp(app)
  const created = (await invite(owner.scoped, person.email)).json()
  const token = tokenFor(person.email)!

  clock.advance(7 * DAY - MINUTE)
  try {
    await freshToken(app, person)
    expect((await preview(token)).statusCode).toBe(200)
    expect(await myInvites(person.headers)).toHaveLength(1)

    clock.advance(2 * MINUTE)
    expect((await preview(token)).statusCode).toBe(404)
    expect(await myInvites(person.headers)).toEqual([])
    expect((await acceptToken(person.headers, token)).json().code).toBe('invite_unavailable')
    expect((await decline(person.headers, created.id)).json().code).toBe('invite_unavailable')
  } finally {
    clock.advance(-(7 * DAY + MINUTE))
  }
})

test('refuses a missing or malformed token before looking it up', async () => {
  const person = await signUp(app)
  expect((await acceptToken(person.headers, 'short')).statusCode).toBe(400)
  const empty = await app.inject({
    method: 'POST',
    url: '/v1/invites/accept',
    headers: person.headers,
    payload: {},
  })
  expect(empty.statusCode).toBe(400)
  expect(empty.json().details.map((d: { path: string }) => d.path)).toEqual(['token'])
  expect((await acceptToken({}, 'x'.repeat(43))).statusCode).toBe(401)
  expect((await preview('short')).statusCode).toBe(400)
  expect((await app.inject({ method: 'GET', url: '/v1/invites/preview' })).statusCode).toBe(400)
})

test('accepting by token is limited to 20 tries an hour per person', async () => {
  const limitedClock = testClock()
  const limited = await build({ clock: limitedClock, config: { rateLimitMultiplier: 1 } })
  const person = await signUp(limited)
  const guess = () =>
    limited.inject({
      method: 'POST',
      url: '/v1/invites/accept',
      headers: person.headers,
      payload: { token: 'x'.repeat(43) },
    })
  for (let i = 0; i < 20; i++) expect((await guess()).statusCode).toBe(409)
  const refused = await guess()
  expect(refused.statusCode).toBe(429)
  expect(refused.json().code).toBe('rate_limited')
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
})

test("another company's member cannot invite into this company", async () => {
  const owner = await companyOwner(app)
  await expectTenantIsolation(
    app,
    owner,
    (headers) => invite(headers, uniqueEmail('smuggled'), 'admin'),
    { unchanged: async () => expect(await companyInvites(owner.scoped)).toEqual([]) },
  )
})
