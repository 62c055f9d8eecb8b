import { COMPANY_LOGO_PATH, type Company } from '@designer/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build, mailThrough } from '../../../test/build'
import { testClock } from '../../../test/clock'
import {
  addMember,
  companyOwner,
  createCompany,
  expectTenantIsolation,
  inCompany,
} from '../../../test/companies'
import { startMailbox } from '../../../test/mailbox.mjs'
import { freshToken, signUp, verifiedSignUp } from '../../../test/users'
import type { App } from '../../app'

const DAY = 86_400_000
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

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers })

describe('companies', () => {
  test('creating one makes the caller its owner and starts a 14-day trial', async () => {
    const person = await signUp(app)
    const company = await createCompany(app, person, 'Taller Sur')
    expect(company).toMatchObject({
      name: 'Taller Sur',
      role: 'owner',
      subscriptionStatus: 'trialing',
      usable: true,
      currency: 'EUR',
      country: 'ES',
    })
    expect(new Date(company.trialEndsAt).getTime() - clock.now().getTime()).toBe(14 * DAY)

    const list = await get('/v1/companies', person.headers)
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([company.id])
    const user = await get('/v1/auth/verify', inCompany(person, company.id))
    expect(user.json()).toMatchObject({ companyIds: [company.id], onTrial: true })
  })

  test('the create form data lists the trial length, currencies and countries', async () => {
    const person = await signUp(app)
    const res = await get('/v1/companies/create', person.headers)
    expect(res.json()).toMatchObject({ trialDays: 14 })
    expect(res.json().currencies).toContain('EUR')
    expect(res.json().countries).toContain('FR')
  })

  test('refuses a bad company with the fields named', async () => {
    const person = await signUp(app)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/companies',
      headers: person.headers,
      payload: {
        name: '',
        currency: 'XXX',
        country: 'Narnia',
        phone: 'call me',
        email: 'not-an-address',
        website: 'not a site',
        paymentTerms: { en: 'x'.repeat(2001) },
      },
    })
    expect(res.statusCode).toBe(400)
    expect(
      res
        .json()
        .details.map((d: { path: string; code: string }) => `${d.path}:${d.code}`)
        .sort(),
    ).toEqual([
      'country:validation.required',
      'currency:validation.required',
      'email:validation.email',
      'name:validation.required',
      'paymentTerms.en:validation.tooLong',
      'phone:validation.phone',
      'website:validation.url',
    ])
  })

  test('owners and admins edit it, designers cannot, strangers do not see it', async () => {
    const owner = await companyOwner(app)
    const admin = await addMember(app, owner, 'admin')
    const designer = await addMember(app, owner, 'designer')
    const stranger = await signUp(app)
    const body = { name: 'Renamed', currency: 'USD', country: 'US', city: 'Austin' }
    const put = (headers: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: `/v1/companies/${owner.company.id}`,
        headers,
        payload: body,
      })

    expect((await put(admin.headers)).json()).toMatchObject({
      name: 'Renamed',
      city: 'Austin',
      role: 'admin',
    })
    expect((await put(designer.headers)).statusCode).toBe(403)
    expect((await put(stranger.headers)).statusCode).toBe(404)
    expect((await get(`/v1/companies/${owner.company.id}`, stranger.headers)).statusCode).toBe(404)
    expect((await get(`/v1/companies/${owner.company.id}`, designer.headers)).json().role).toBe(
      'designer',
    )
  })

  test('only an owner deletes it', async () => {
    const owner = await companyOwner(app)
    const admin = await addMember(app, owner, 'admin')
    const del = (headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: `/v1/companies/${owner.company.id}`, headers })
    expect((await del(admin.headers)).statusCode).toBe(403)
    expect((await del(owner.headers)).statusCode).toBe(204)
    expect((await get('/v1/companies', admin.headers)).json()).toEqual([])
  })
})

describe('what a quote needs: the profile and the logo', () => {
  const put = (id: string, body: object, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/v1/companies/${id}`, headers, payload: body })
  const upload = (id: string, bytes: Buffer, type: string, headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: `/v1/companies/${id}/logo`,
      headers: { ...headers, 'content-type': type },
      payload: bytes,
    })
  const removeLogo = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/v1/companies/${id}/logo`, headers })
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: '#4f46e5' } })

  test('legal name, tax id, phone, e-mail, website, and texts per language', async () => {
    const owner = await companyOwner(app)
    const saved = await put(
      owner.company.id,
      {
        name: 'Atelier Nord',
        currency: 'EUR',
        country: 'FR',
        legalName: '  Atelier Nord SARL ',
        taxId: 'FR 12 345678901',
        phone: '+33 1 23 45 67 89',
        email: 'bonjour@atelier-nord.fr',
        website: 'atelier-nord.fr',
        paymentTerms: { fr: '30 jours fin de mois.', en: 'Net 30.' },
        quoteFooter: { fr: 'SARL au capital de 10 000 €' },
      },
      owner.headers,
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const expected = {
      legalName: 'Atelier Nord SARL',
      taxId: 'FR 12 345678901',
      phone: '+33 1 23 45 67 89',
      email: 'bonjour@atelier-nord.fr',
      // A site typed without its scheme is an https one.
      website: 'https://atelier-nord.fr',
      // A language the studio has not written is an empty text, never missing.
      paymentTerms: { en: 'Net 30.', es: '', fr: '30 jours fin de mois.' },
      quoteFooter: { en: '', es: '', fr: 'SARL au capital de 10 000 €' },
    }
    expect(saved.json()).toMatchObject(expected)
    expect((await get(`/v1/companies/${owner.company.id}`, owner.headers)).json()).toMatchObject(
      expected,
    )
    // Emptied fields are cleared.
    const cleared = await put(
      owner.company.id,
      { name: 'Atelier Nord', currency: 'EUR', country: 'FR', phone: '', website: '' },
      owner.headers,
    )
    expect(cleared.json()).toMatchObject({ phone: null, website: null, legalName: null })
  })

  test('a logo is uploaded, normalised to a PNG of at most 512 px, served publicly, replaced and removed', async () => {
    const owner = await companyOwner(app)
    const admin = await addMember(app, owner, 'admin')
    const designer = await addMember(app, owner, 'designer')
    const jpeg = await picture(2000, 1000).flatten({ background: '#fff' }).jpeg().toBuffer()

    expect((await upload(owner.company.id, jpeg, 'image/jpeg', designer.headers)).statusCode).toBe(
      403,
    )
    const first = await upload(owner.company.id, jpeg, 'image/jpeg', admin.headers)
    expect(first.statusCode, first.body).toBe(200)
    const { logoUrl } = first.json<Company>()
    expect(logoUrl).toMatch(
      new RegExp(`^${COMPANY_LOGO_PATH}${owner.company.id}/[\\w-]{22}\\.png$`),
    )
    // Served without a session, for pages and mails, cached for good.
    const served = await app.inject({ method: 'GET', url: logoUrl! })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toContain('immutable')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 256 })
    // Every member sees it; the list of companies too.
    expect((await get(`/v1/companies/${owner.company.id}`, designer.headers)).json().logoUrl).toBe(
      logoUrl,
    )

    // A new upload retires the old address; a small logo is not enlarged.
    const png = await picture(120, 60).png().toBuffer()
    const second = (await upload(owner.company.id, png, 'image/png', owner.headers)).json<Company>()
    expect(second.logoUrl).not.toBe(logoUrl)
    expect((await app.inject({ method: 'GET', url: logoUrl! })).statusCode).toBe(404)
    const small = await app.inject({ method: 'GET', url: second.logoUrl! })
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 120, height: 60 })

    expect((await removeLogo(owner.company.id, designer.headers)).statusCode).toBe(403)
    const removed = await removeLogo(owner.company.id, owner.headers)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().logoUrl).toBeNull()
    expect((await app.inject({ method: 'GET', url: second.logoUrl! })).statusCode).toBe(404)
  })

  test('a file that is not a PNG or JPEG logo is refused with a clear error', async () => {
    const owner = await companyOwner(app)
    const id = owner.company.id
    const refused = async (bytes: Buffer, type: string) => {
      const res = await upload(id, bytes, type, owner.headers)
      return [res.statusCode, res.json().code, res.json().message]
    }
    expect(await refused(Buffer.from('\x89PNG but not really'), 'image/png')).toEqual([
      400,
      'invalid_image',
      'The file is not a readable picture',
    ])
    // What it is counts, not what it says it is.
    const webp = await picture(100, 100).webp().toBuffer()
    expect(await refused(webp, 'image/png')).toEqual([
      415,
      'unsupported_media_type',
      'A logo must be a PNG or JPEG image',
    ])
    const gif = await picture(100, 100).gif().toBuffer()
    expect((await refused(gif, 'image/gif'))[0]).toBe(415)
    // More than 5 MB, and a small file that claims too many pixels.
    const big = Buffer.concat([
      await picture(10, 10).png().toBuffer(),
      Buffer.alloc(5 * 1024 * 1024),
    ])
    expect((await refused(big, 'image/png')).slice(0, 2)).toEqual([413, 'payload_too_large'])
    const huge = await sharp({
      create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer()
    expect((await refused(huge, 'image/png')).slice(0, 2)).toEqual([413, 'image_too_large'])
    // Nothing was kept.
    expect((await get(`/v1/companies/${id}`, owner.headers)).json().logoUrl).toBeNull()
  })

  test("another company's member cannot read or change the profile or the logo", async () => {
    const owner = await companyOwner(app)
    const id = owner.company.id
    const png = await picture(64, 64).png().toBuffer()
    const logoUrl = (await upload(id, png, 'image/png', owner.headers)).json<Company>().logoUrl!
    const stranger = await companyOwner(app, 'Other Studio')
    const loner = await signUp(app)
    for (const headers of [stranger.headers, loner.headers, inCompany(stranger, id)]) {
      expect((await get(`/v1/companies/${id}`, headers)).statusCode).toBe(404)
      const body = { name: 'Stolen', currency: 'EUR', country: 'ES', legalName: 'Stolen S.L.' }
      expect((await put(id, body, headers)).statusCode).toBe(404)
      expect((await upload(id, png, 'image/png', headers)).statusCode).toBe(404)
      expect((await removeLogo(id, headers)).statusCode).toBe(404)
    }
    for (const call of [
      () => get(`/v1/companies/${id}`, {}),
      () => upload(id, png, 'image/png', {}),
      () => removeLogo(id, {}),
    ])
      expect((await call()).statusCode).toBe(401)
    // A stranger's list holds only their own company.
    const theirs = (await get('/v1/companies', stranger.headers)).json<Company[]>()
    expect(theirs.map((c) => c.id)).toEqual([stranger.company.id])
    const after = (await get(`/v1/companies/${id}`, owner.headers)).json<Company>()
    expect(after).toMatchObject({ name: owner.company.name, legalName: null, logoUrl })
    expect((await app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(200)
  })
})

describe('company scope', () => {
  test('a missing or malformed company-id header is a clear 400; a non-member gets 403', async () => {
    const owner = await companyOwner(app)
    const other = await signUp(app)
    const missing = await get('/v1/members', owner.headers)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().code).toBe('company_required')
    const malformed = await get('/v1/members', { ...owner.headers, 'company-id': 'not-a-uuid' })
    expect(malformed.json().code).toBe('invalid_company_id')
    const unknown = await get('/v1/members', {
      ...owner.headers,
      'company-id': '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(403)
    expect(unknown.json().code).toBe('not_a_member')
    expect((await get('/v1/members', inCompany(other, owner.company.id))).statusCode).toBe(403)
  })

  test('an expired trial answers 403 "Company trial has expired" except to what paying needs', async () => {
    const owner = await companyOwner(app)
    clock.advance(14 * DAY + 1000)
    await freshToken(app, owner)
    try {
      const blocked = await get('/v1/company-invites', owner.scoped)
      expect(blocked.statusCode).toBe(403)
      expect(blocked.json()).toMatchObject({
        message: 'Company trial has expired',
        code: 'company_trial_expired',
      })
      // Exempt: billing, reading the company and its members, listing and creating companies.
      expect((await get('/v1/billing', owner.scoped)).json()).toMatchObject({
        usable: false,
        trialDaysLeft: 0,
      })
      expect((await get('/v1/members', owner.scoped)).statusCode).toBe(200)
      expect((await get(`/v1/companies/${owner.company.id}`, owner.headers)).json().usable).toBe(
        false,
      )
      expect((await get('/v1/companies', owner.headers)).statusCode).toBe(200)
      expect((await createCompany(app, owner, 'Fresh Start')).usable).toBe(true)
      expect((await get('/v1/auth/verify', owner.scoped)).json().onTrial).toBe(false)

      // Subscribing (local billing mode) lets the company back in at once.
      const subscribe = await app.inject({
        method: 'POST',
        url: '/v1/stripe/checkout-session',
        headers: owner.scoped,
      })
      expect(subscribe.json().url).toBe(
        'http://localhost:3000/admin/company/billing?checkout=success',
      )
      expect((await get('/v1/company-invites', owner.scoped)).statusCode).toBe(200)
    } finally {
      clock.advance(-(14 * DAY + 1000))
    }
  })

  test('a cancelled subscription keeps access until its paid period ends', async () => {
    const owner = await companyOwner(app)
    const local = (action: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/billing/local',
        headers: owner.scoped,
        payload: { action },
      })
    await local('subscribe')
    await local('end-trial')
    expect((await local('cancel')).json()).toMatchObject({
      subscriptionStatus: 'cancelled',
      usable: true,
    })
    expect((await get('/v1/company-invites', owner.scoped)).statusCode).toBe(200)
    await local('end-period')
    expect((await get('/v1/company-invites', owner.scoped)).json().message).toBe(
      'Company trial has expired',
    )
    expect((await local('resume')).json()).toMatchObject({
      subscriptionStatus: 'active',
      usable: true,
    })
  })
})

describe('members and roles', () => {
  test('everyone reads the members; designers change nothing', async () => {
    const owner = await companyOwner(app)
    const designer = await addMember(app, owner, 'designer')
    const list = await get('/v1/members', designer.scoped)
    expect(list.json().map((m: { role: string }) => m.role)).toEqual(['owner', 'designer'])
    const change = await app.inject({
      method: 'PUT',
      url: `/v1/members/${owner.user.id}`,
      headers: designer.scoped,
      payload: { role: 'designer' },
    })
    expect(change.statusCode).toBe(403)
    const invite = await app.inject({
      method: 'POST',
      url: '/v1/company-invites',
      headers: designer.scoped,
      payload: { email: 'x@example.com', role: 'designer' },
    })
    expect(invite.statusCode).toBe(403)
  })

  test('admins manage designers but not owners', async () => {
    const owner = await companyOwner(app)
    const admin = await addMember(app, owner, 'admin')
    const designer = await addMember(app, owner, 'designer')
    const put = (who: string, role: string) =>
      app.inject({
        method: 'PUT',
        url: `/v1/members/${who}`,
        headers: admin.scoped,
        payload: { role },
      })
    expect((await put(designer.user.id, 'admin')).statusCode).toBe(204)
    expect((await put(designer.user.id, 'owner')).statusCode).toBe(403)
    expect((await put(owner.user.id, 'admin')).statusCode).toBe(403)
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/v1/members/${owner.user.id}`,
          headers: admin.scoped,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/v1/members/${designer.user.id}`,
          headers: admin.scoped,
        })
      ).statusCode,
    ).toBe(204)
    // The removed member loses access at once.
    expect((await get('/v1/members', designer.scoped)).statusCode).toBe(403)
  })

  test('the last owner can neither leave nor be demoted', async () => {
    const owner = await companyOwner(app)
    await addMember(app, owner, 'admin')
    const leave = await app.inject({
      method: 'POST',
      url: '/v1/members/leave',
      headers: owner.scoped,
    })
    expect(leave.statusCode).toBe(409)
    expect(leave.json().code).toBe('last_owner')
    const demote = await app.inject({
      method: 'PUT',
      url: `/v1/members/${owner.user.id}`,
      headers: owner.scoped,
      payload: { role: 'admin' },
    })
    expect(demote.json().code).toBe('last_owner')
    const deleteAccount = await app.inject({
      method: 'DELETE',
      url: `/v1/users/${owner.user.id}`,
      headers: owner.headers,
    })
    expect(deleteAccount.statusCode).toBe(409)
    expect(deleteAccount.json().code).toBe('last_owner')
  })

  test('ownership is transferred; the previous owner becomes an admin and may then leave', async () => {
    const owner = await companyOwner(app)
    const admin = await addMember(app, owner, 'admin')
    const notOwner = await app.inject({
      method: 'POST',
      url: '/v1/members/transfer-ownership',
      headers: admin.scoped,
      payload: { userId: admin.user.id },
    })
    expect(notOwner.statusCode).toBe(403)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/members/transfer-ownership',
      headers: owner.scoped,
      payload: { userId: admin.user.id },
    })
    expect(res.statusCode).toBe(204)
    const roles = Object.fromEntries(
      (await get('/v1/members', owner.scoped))
        .json()
        .map((m: { userId: string; role: string }) => [m.userId, m.role]),
    )
    expect(roles).toEqual({ [owner.user.id]: 'admin', [admin.user.id]: 'owner' })
    expect(
      (await app.inject({ method: 'POST', url: '/v1/members/leave', headers: owner.scoped }))
        .statusCode,
    ).toBe(204)
  })

  test("another company's member cannot read or change the members", async () => {
    const owner = await companyOwner(app)
    const designer = await addMember(app, owner, 'designer')
    await expectTenantIsolation(app, owner, (headers) => get('/v1/members', headers), {
      secret: owner.email,
    })
    await expectTenantIsolation(
      app,
      owner,
      (headers) =>
        app.inject({
          method: 'PUT',
          url: `/v1/members/${designer.user.id}`,
          headers,
          payload: { role: 'admin' },
        }),
      {
        unchanged: async () => {
          const members = (await get('/v1/members', owner.scoped)).json()
          expect(members.find((m: { userId: string }) => m.userId === designer.user.id).role).toBe(
            'designer',
          )
        },
      },
    )
    await expectTenantIsolation(app, owner, (headers) =>
      app.inject({ method: 'DELETE', url: `/v1/members/${designer.user.id}`, headers }),
    )
    expect((await get('/v1/members', owner.scoped)).json()).toHaveLength(2)
  })
})

describe('invitations', () => {
  const invite = (owner: { scoped: Record<string, string> }, email: string, role = 'designer') =>
    app.inject({
      method: 'POST',
      url: '/v1/company-invites',
      headers: owner.scoped,
      payload: { email, role },
    })
  const tokenIn = (mail: string) => /register\?invite=([\w-]+)/.exec(mail)?.[1]

  test('a new person registers through the mailed link and lands in the company', async () => {
    const owner = await companyOwner(app, 'Casa Mueble')
    const email = `new-${Date.now()}@example.com`
    const res = await invite(owner, email, 'admin')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ email, role: 'admin', status: 'pending' })
    const mail = mailbox.latestTo(email)!
    expect(mail).toContain('Casa Mueble')
    const token = tokenIn(mail)!

    const reg = await app.inject({
      method: 'POST',
      url: `/v1/auth/register?invite=${token}`,
      payload: { name: 'Newcomer', email: `different-${email}`, password: 'a fine long secret' },
    })
    expect(reg.statusCode).toBe(201)
    expect(reg.json().user.companyIds).toEqual([owner.company.id])
    const members = (await get('/v1/members', owner.scoped)).json()
    expect(members.find((m: { name: string }) => m.name === 'Newcomer').role).toBe('admin')
    // Used once: the same link does not let a second account in.
    const again = await app.inject({
      method: 'POST',
      url: `/v1/auth/register?invite=${token}`,
      payload: { name: 'Second', email: `second-${email}`, password: 'a fine long secret' },
    })
    expect(again.json().user.companyIds).toEqual([])
  })

  test('the link previews who is invited where, until it is used', async () => {
    const owner = await companyOwner(app, 'Taller Vista')
    const email = `preview-${Date.now()}@example.com`
    const sent = (await invite(owner, email, 'admin')).json()
    const token = tokenIn(mailbox.latestTo(email)!)!
    // Owners get the link too, to pass on by hand; it is the one that was mailed.
    expect(sent).toMatchObject({ mailed: true, link: expect.stringContaining(token) })
    const preview = (t: string) =>
      app.inject({ method: 'GET', url: `/v1/invites/preview?invite=${encodeURIComponent(t)}` })
    const seen = await preview(token)
    expect(seen.statusCode).toBe(200)
    expect(seen.json()).toEqual({
      email,
      companyName: 'Taller Vista',
      inviterName: owner.name,
      role: 'admin',
    })
    expect((await preview('x'.repeat(43))).json().code).toBe('invite_unavailable')
    await app.inject({
      method: 'POST',
      url: `/v1/auth/register?invite=${token}`,
      payload: { name: 'Joined', email, password: 'a fine long secret' },
    })
    expect((await preview(token)).statusCode).toBe(404)
  })

  test('an admin sees the link only when this server cannot mail it', async () => {
    const owner = await companyOwner(app, 'Links Studio')
    const admin = await addMember(app, owner, 'admin')
    const mailed = (await invite(admin, `mailed-${Date.now()}@example.com`)).json()
    expect(mailed).toMatchObject({ mailed: true, link: null })

    const offline = await build({ clock })
    const boss = await companyOwner(offline, 'Offline Studio')
    const helper = await addMember(offline, boss, 'admin')
    const res = await offline.inject({
      method: 'POST',
      url: '/v1/company-invites',
      headers: helper.scoped,
      payload: { email: `by-hand-${Date.now()}@example.com`, role: 'designer' },
    })
    expect(res.json()).toMatchObject({
      mailed: false,
      link: expect.stringMatching(/^http:\/\/localhost:3000\/auth\/register\?invite=[\w-]+$/),
    })
  })

  const verifyLinkIn = (mail: string) => /verify-email\?token=([\w-]+)/.exec(mail)?.[1]
  const accept = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/v1/invites/${id}/accept`, headers })

  test('registering with the invited address without its link grants nothing until the address is verified', async () => {
    const owner = await companyOwner(app, 'Taller Sur')
    const email = `claimed-${Date.now()}@example.com`
    const created = (await invite(owner, email, 'admin')).json()
    const person = await signUp(app, { email })
    expect(person.user.emailVerified).toBe(false)
    expect(person.pendingInvites).toEqual([])
    expect((await get('/v1/invites', person.headers)).json()).toEqual([])
    const refused = await accept(created.id, person.headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('email_not_verified')
    expect((await get('/v1/members', owner.scoped)).json()).toHaveLength(1)

    // Opening the link mailed to that address proves the mailbox: now it may accept.
    const token = verifyLinkIn(mailbox.latestTo(email)!)!
    const verified = await app.inject({
      method: 'POST',
      url: '/v1/auth/verify-email',
      payload: { token },
    })
    expect(verified.statusCode).toBe(200)
    expect((await get('/v1/invites', person.headers)).json()).toHaveLength(1)
    expect((await accept(created.id, person.headers)).json()).toEqual({
      companyId: owner.company.id,
    })
  })

  test('changing the profile email to an invited address does not grant the invitation', async () => {
    const owner = await companyOwner(app, 'Forja')
    const victim = `victim-${Date.now()}@example.com`
    const created = (await invite(owner, victim, 'admin')).json()
    const intruder = await verifiedSignUp(app)
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/auth/profile',
      headers: intruder.headers,
      payload: { name: 'Intruder', email: victim, profileUrl: null, locale: 'en' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ email: intruder.email, pendingEmail: victim })
    expect((await get('/v1/invites', intruder.headers)).json()).toEqual([])
    expect((await accept(created.id, intruder.headers)).statusCode).toBe(404)
    // The confirmation went to the invited mailbox, which the intruder does not read.
    expect(mailbox.latestTo(victim)).toContain('verify-email?token=')
    expect((await get('/v1/members', owner.scoped)).json()).toHaveLength(1)
  })

  test('a signed-in person accepts with the token of the mailed link, once', async () => {
    const owner = await companyOwner(app, 'Ebanistas')
    const invited = `work-${Date.now()}@example.com`
    await invite(owner, invited, 'designer')
    const token = tokenIn(mailbox.latestTo(invited)!)!
    // Signed in under another (unverified) address: the link itself is the proof.
    const person = await signUp(app)
    const byToken = (t: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/invites/accept',
        headers: person.headers,
        payload: { token: t },
      })
    expect((await byToken('not-the-token-at-all')).statusCode).toBe(409)
    expect((await byToken(token)).json()).toEqual({ companyId: owner.company.id })
    expect((await byToken(token)).json().code).toBe('invite_unavailable')
    const members = (await get('/v1/members', owner.scoped)).json()
    expect(members.map((m: { email: string }) => m.email)).toContain(person.email)
  })

  test('registering through the link with the invited address verifies it', async () => {
    const owner = await companyOwner(app, 'Carpintería')
    const email = `linked-${Date.now()}@example.com`
    await invite(owner, email)
    const token = tokenIn(mailbox.latestTo(email)!)!
    const reg = await app.inject({
      method: 'POST',
      url: `/v1/auth/register?invite=${token}`,
      payload: { name: 'Linked', email, password: 'a fine long secret' },
    })
    expect(reg.json().user).toMatchObject({
      emailVerified: true,
      companyIds: [owner.company.id],
    })
  })

  test('an existing user sees it at login and in /invites, and accepts it', async () => {
    const owner = await companyOwner(app, 'Mobles Est')
    const person = await verifiedSignUp(app)
    await invite(owner, person.email.toUpperCase())
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: person.email, password: person.password },
    })
    expect(login.json().pendingInvites).toEqual([
      expect.objectContaining({
        companyId: owner.company.id,
        companyName: 'Mobles Est',
        role: 'designer',
        invitedByName: owner.name,
      }),
    ])
    const mine = (await get('/v1/invites', person.headers)).json()
    expect(mine).toHaveLength(1)
    // Nobody else can answer it.
    const other = await signUp(app)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/v1/invites/${mine[0].id}/accept`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404)

    const accept = await app.inject({
      method: 'POST',
      url: `/v1/invites/${mine[0].id}/accept`,
      headers: person.headers,
    })
    expect(accept.json()).toEqual({ companyId: owner.company.id })
    expect((await get('/v1/auth/verify', person.headers)).json().companyIds).toEqual([
      owner.company.id,
    ])
    expect((await get('/v1/invites', person.headers)).json()).toEqual([])
    const reuse = await app.inject({
      method: 'POST',
      url: `/v1/invites/${mine[0].id}/accept`,
      headers: person.headers,
    })
    expect(reuse.statusCode).toBe(409)
    expect(reuse.json().code).toBe('invite_unavailable')
  })

  test('declined, revoked and expired invitations cannot be used', async () => {
    const owner = await companyOwner(app)
    const a = await verifiedSignUp(app)
    const b = await verifiedSignUp(app)
    const c = await verifiedSignUp(app)
    const ia = (await invite(owner, a.email)).json()
    const ib = (await invite(owner, b.email)).json()
    const ic = (await invite(owner, c.email)).json()

    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/v1/invites/${ia.id}/decline`,
          headers: a.headers,
        })
      ).statusCode,
    ).toBe(204)
    expect(
      (
        await app.inject({ method: 'POST', url: `/v1/invites/${ia.id}/accept`, headers: a.headers })
      ).json().code,
    ).toBe('invite_unavailable')

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/v1/company-invites/${ib.id}`,
          headers: owner.scoped,
        })
      ).statusCode,
    ).toBe(204)
    expect((await get('/v1/invites', b.headers)).json()).toEqual([])
    expect(
      (
        await app.inject({ method: 'POST', url: `/v1/invites/${ib.id}/accept`, headers: b.headers })
      ).json().code,
    ).toBe('invite_unavailable')

    clock.advance(7 * DAY + 1000)
    for (const p of [owner, c]) await freshToken(app, p)
    try {
      expect((await get('/v1/invites', c.headers)).json()).toEqual([])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/v1/invites/${ic.id}/accept`,
            headers: c.headers,
          })
        ).json().code,
      ).toBe('invite_unavailable')
      const list = (await get('/v1/company-invites', owner.scoped)).json()
      expect(
        Object.fromEntries(list.map((i: { id: string; status: string }) => [i.id, i.status])),
      ).toEqual({
        [ia.id]: 'declined',
        [ib.id]: 'revoked',
        [ic.id]: 'expired',
      })
    } finally {
      clock.advance(-(7 * DAY + 1000))
    }
  })

  test('an expired invitation is shown as expired and can be resent', async () => {
    const owner = await companyOwner(app)
    const person = await verifiedSignUp(app)
    await app.inject({
      method: 'POST',
      url: '/v1/billing/local',
      headers: owner.scoped,
      payload: { action: 'subscribe' },
    })
    const created = (await invite(owner, person.email)).json()
    clock.advance(8 * DAY)
    for (const p of [owner, person]) await freshToken(app, p)
    try {
      const list = (await get('/v1/company-invites', owner.scoped)).json()
      expect(list[0].status).toBe('expired')
      const resent = await app.inject({
        method: 'POST',
        url: `/v1/company-invites/${created.id}/resend`,
        headers: owner.scoped,
      })
      expect(resent.json().status).toBe('pending')
      expect((await get('/v1/invites', person.headers)).json()).toHaveLength(1)
    } finally {
      clock.advance(-8 * DAY)
    }
  })

  test('inviting a member is refused clearly; inviting again renews the pending invitation', async () => {
    const owner = await companyOwner(app)
    const member = await addMember(app, owner, 'designer')
    const res = await invite(owner, member.email)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'already_member',
      message: 'This person is already a member of the company',
    })
    const first = (await invite(owner, 'twice@example.com')).json()
    const second = (await invite(owner, 'TWICE@example.com', 'admin')).json()
    expect(second.id).toBe(first.id)
    expect(second.role).toBe('admin')
  })

  test("another company's member cannot list, resend or revoke the invitations", async () => {
    const owner = await companyOwner(app)
    const created = (await invite(owner, 'private-invitee@example.com')).json()
    await expectTenantIsolation(app, owner, (headers) => get('/v1/company-invites', headers), {
      secret: 'private-invitee',
    })
    await expectTenantIsolation(app, owner, (headers) =>
      app.inject({ method: 'POST', url: `/v1/company-invites/${created.id}/resend`, headers }),
    )
    await expectTenantIsolation(
      app,
      owner,
      (headers) =>
        app.inject({ method: 'DELETE', url: `/v1/company-invites/${created.id}`, headers }),
      {
        unchanged: async () => {
          expect((await get('/v1/company-invites', owner.scoped)).json()[0].status).toBe('pending')
        },
      },
    )
  })
})
