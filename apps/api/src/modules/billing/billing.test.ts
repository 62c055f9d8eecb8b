import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { build } from '../../../test/build'
import { testClock } from '../../../test/clock'
import { addMember, companyOwner, expectTenantIsolation } from '../../../test/companies'
import { startStripeServer } from '../../../test/stripe-server'
import type { App } from '../../app'
import { statusFromStripe } from './service'

const WEBHOOK_SECRET = 'whsec_test_local_secret'
const DAY = 86_400_000
const clock = testClock()
let stripeServer: Awaited<ReturnType<typeof startStripeServer>>
let app: App
// The SDK's own helper signs test payloads exactly as Stripe does.
const signer = new Stripe('sk_test_local')

beforeAll(async () => {
  stripeServer = await startStripeServer()
  app = await build({
    clock,
    config: {
      billing: {
        mode: 'stripe',
        secretKey: 'sk_test_local',
        webhookSecret: WEBHOOK_SECRET,
        priceId: 'price_test_pro',
        api: { host: '127.0.0.1', port: stripeServer.port, protocol: 'http' },
      },
    },
  })
})
afterAll(() => stripeServer.close())

let eventCounter = 0
function event(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: 1,
    data: { object },
  })
}
function postWebhook(payload: string, secret = WEBHOOK_SECRET) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret })
  return app.inject({
    method: 'POST',
    url: '/v1/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })
}
const billingOf = async (owner: Awaited<ReturnType<typeof companyOwner>>) =>
  (await app.inject({ method: 'GET', url: '/v1/billing', headers: owner.scoped })).json()

describe('Stripe through its official SDK', () => {
  test('the billing portal session creates the customer once and answers its url', async () => {
    const owner = await companyOwner(app, 'Portal Studio')
    const res = await app.inject({
      method: 'GET',
      url: '/v1/stripe/billing-portal-session',
      headers: owner.scoped,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_test_1' })
    const calls = stripeServer.requests.filter(
      (r) => r.params.get('metadata[companyId]') === owner.company.id || r.params.get('return_url'),
    )
    const customer = calls.find((r) => r.path === '/v1/customers')!
    expect(customer.params.get('name')).toBe('Portal Studio')
    const portal = calls.find((r) => r.path === '/v1/billing_portal/sessions')!
    expect(portal.params.get('return_url')).toBe('http://localhost:3000/admin/company/billing')

    const before = stripeServer.requests.filter((r) => r.path === '/v1/customers').length
    await app.inject({
      method: 'GET',
      url: '/v1/stripe/billing-portal-session',
      headers: owner.scoped,
    })
    expect(stripeServer.requests.filter((r) => r.path === '/v1/customers').length).toBe(before)
  })

  test('checkout starts a subscription to the configured price for this company', async () => {
    const owner = await companyOwner(app)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/stripe/checkout-session',
      headers: owner.scoped,
    })
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' })
    const checkout = stripeServer.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
    expect(Object.fromEntries(checkout.params)).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.company.id,
      'line_items[0][price]': 'price_test_pro',
      'subscription_data[metadata][companyId]': owner.company.id,
      success_url: 'http://localhost:3000/admin/company/billing?checkout=success',
    })
    expect(checkout.headers['idempotency-key']).toBeTruthy()
  })

  test('only owners manage billing; every member can read its state', async () => {
    const owner = await companyOwner(app)
    const admin = await addMember(app, owner, 'admin')
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/v1/stripe/billing-portal-session',
          headers: admin.scoped,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/v1/stripe/checkout-session',
          headers: admin.scoped,
        })
      ).statusCode,
    ).toBe(403)
    const state = await app.inject({ method: 'GET', url: '/v1/billing', headers: admin.scoped })
    expect(state.json()).toMatchObject({
      mode: 'stripe',
      subscriptionStatus: 'trialing',
      trialDaysLeft: 14,
      canManage: false,
    })
  })

  test('local mode is refused when Stripe is configured', async () => {
    const owner = await companyOwner(app)
    const res = await app.inject({
      method: 'POST',
      url: '/v1/billing/local',
      headers: owner.scoped,
      payload: { action: 'subscribe' },
    })
    expect(res.statusCode).toBe(404)
  })

  test("another company's member cannot read or open its billing", async () => {
    const owner = await companyOwner(app, 'Secret Billing Co')
    await expectTenantIsolation(app, owner, (headers) =>
      app.inject({ method: 'GET', url: '/v1/billing', headers }),
    )
    await expectTenantIsolation(app, owner, (headers) =>
      app.inject({ method: 'GET', url: '/v1/stripe/billing-portal-session', headers }),
    )
  })
})

describe('webhooks', () => {
  test('a bad signature is refused and changes nothing', async () => {
    const owner = await companyOwner(app)
    const payload = event('checkout.session.completed', {
      client_reference_id: owner.company.id,
      customer: 'cus_x',
      subscription: 'sub_x',
    })
    const res = await postWebhook(payload, 'whsec_someone_else')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('invalid_signature')
    const unsigned = await app.inject({
      method: 'POST',
      url: '/v1/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(unsigned.statusCode).toBe(400)
    expect((await billingOf(owner)).subscriptionStatus).toBe('trialing')
  })

  test('checkout completion activates the company; a replayed event is applied once', async () => {
    const owner = await companyOwner(app)
    const payload = event('checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: owner.company.id,
      customer: `cus_${owner.company.id.slice(0, 8)}`,
      subscription: `sub_${owner.company.id.slice(0, 8)}`,
    })
    const first = await postWebhook(payload)
    expect(first.json()).toEqual({ received: true, duplicate: false })
    expect((await billingOf(owner)).subscriptionStatus).toBe('active')

    // Meanwhile the subscription is cancelled; replaying the old event must not revive it.
    await postWebhook(
      event('customer.subscription.deleted', {
        id: `sub_${owner.company.id.slice(0, 8)}`,
        object: 'subscription',
        status: 'canceled',
        customer: `cus_${owner.company.id.slice(0, 8)}`,
        metadata: { companyId: owner.company.id },
        ended_at: Math.floor(clock.now().getTime() / 1000),
      }),
    )
    const replay = await postWebhook(payload)
    expect(replay.json()).toEqual({ received: true, duplicate: true })
    expect((await billingOf(owner)).subscriptionStatus).toBe('cancelled')
  })

  test('subscription updates move the company through every state', async () => {
    const owner = await companyOwner(app)
    const periodEnd = Math.floor((clock.now().getTime() + 30 * DAY) / 1000)
    const sub = (status: string, extra: Record<string, unknown> = {}) =>
      event('customer.subscription.updated', {
        id: `sub_states_${owner.company.id.slice(0, 6)}`,
        object: 'subscription',
        status,
        customer: null,
        metadata: { companyId: owner.company.id },
        cancel_at_period_end: false,
        items: { data: [{ current_period_end: periodEnd }] },
        ...extra,
      })

    await postWebhook(sub('active'))
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'active',
      usable: true,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    })
    await postWebhook(sub('past_due'))
    expect(await billingOf(owner)).toMatchObject({ subscriptionStatus: 'past_due', usable: true })
    await postWebhook(sub('active', { cancel_at_period_end: true }))
    expect(await billingOf(owner)).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    })
    await postWebhook(sub('canceled'))
    expect(await billingOf(owner)).toMatchObject({ subscriptionStatus: 'cancelled', usable: true })

    clock.advance(31 * DAY)
    try {
      const fresh = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: owner.email, password: owner.password },
      })
      const headers = { ...owner.scoped, authorization: `Bearer ${fresh.json().access_token}` }
      const state = await app.inject({ method: 'GET', url: '/v1/billing', headers })
      expect(state.json()).toMatchObject({ subscriptionStatus: 'cancelled', usable: false })
      const blocked = await app.inject({ method: 'GET', url: '/v1/company-invites', headers })
      expect(blocked.json().message).toBe('Company trial has expired')
    } finally {
      clock.advance(-31 * DAY)
    }
  })

  test('trial-will-end and unknown events are acknowledged', async () => {
    const owner = await companyOwner(app)
    const trial = await postWebhook(
      event('customer.subscription.trial_will_end', {
        id: 'sub_t',
        object: 'subscription',
        metadata: { companyId: owner.company.id },
      }),
    )
    expect(trial.statusCode).toBe(200)
    const other = await postWebhook(event('invoice.paid', { id: 'in_1', object: 'invoice' }))
    expect(other.json()).toEqual({ received: true, duplicate: false })
  })
})

test.each([
  ['active', 'trialing', 'active'],
  ['trialing', 'trialing', 'trialing'],
  ['past_due', 'active', 'past_due'],
  ['unpaid', 'active', 'past_due'],
  ['canceled', 'active', 'cancelled'],
  ['incomplete_expired', 'trialing', 'cancelled'],
  ['incomplete', 'trialing', 'trialing'],
  ['paused', 'active', 'active'],
] as const)('Stripe status %s (was %s) → %s', (stripe, previous, expected) => {
  expect(statusFromStripe(stripe, previous)).toBe(expected)
})

describe('deleting a company with a subscription', () => {
  const subscribe = async (owner: Awaited<ReturnType<typeof companyOwner>>, id: string) => {
    const res = await postWebhook(
      event('customer.subscription.updated', {
        id,
        object: 'subscription',
        status: 'active',
        customer: null,
        metadata: { companyId: owner.company.id },
        cancel_at_period_end: false,
        items: {
          data: [{ current_period_end: Math.floor(clock.now().getTime() / 1000) + 86_400 }],
        },
      }),
    )
    expect(res.statusCode).toBe(200)
  }
  const cancels = (id: string) =>
    stripeServer.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${id}`,
    )
  const deleteCompany = (owner: Awaited<ReturnType<typeof companyOwner>>) =>
    app.inject({
      method: 'DELETE',
      url: `/v1/companies/${owner.company.id}`,
      headers: owner.headers,
    })
  const exists = async (owner: Awaited<ReturnType<typeof companyOwner>>) =>
    (
      await app.inject({
        method: 'GET',
        url: `/v1/companies/${owner.company.id}`,
        headers: owner.headers,
      })
    ).statusCode === 200

  test('cancels the live subscription on Stripe, then deletes the company', async () => {
    const owner = await companyOwner(app, 'Closing Studio')
    await subscribe(owner, 'sub_live_closing')
    const res = await deleteCompany(owner)
    expect(res.statusCode, res.body).toBe(204)
    expect(cancels('sub_live_closing')).toHaveLength(1)
    expect(await exists(owner)).toBe(false)
  })

  test('when Stripe cannot cancel it, nothing is deleted and the owner is told', async () => {
    const owner = await companyOwner(app, 'Unlucky Studio')
    await subscribe(owner, 'sub_down_unlucky')
    const res = await deleteCompany(owner)
    expect(res.statusCode).toBe(502)
    expect(res.json().code).toBe('subscription_not_cancelled')
    expect(cancels('sub_down_unlucky')).toHaveLength(1)
    expect(await exists(owner)).toBe(true)
    expect(await billingOf(owner)).toMatchObject({ subscriptionStatus: 'active' })
  })

  test('a subscription Stripe no longer knows does not block the deletion', async () => {
    const owner = await companyOwner(app, 'Forgotten Studio')
    await subscribe(owner, 'sub_missing_forgotten')
    expect((await deleteCompany(owner)).statusCode).toBe(204)
    expect(await exists(owner)).toBe(false)
  })

  test('a company without a live subscription is deleted without calling Stripe', async () => {
    const owner = await companyOwner(app, 'Trial Studio')
    const before = stripeServer.requests.length
    expect((await deleteCompany(owner)).statusCode).toBe(204)
    expect(stripeServer.requests.length).toBe(before)
  })

  test('deleting an account cancels the subscriptions of the companies it owned alone', async () => {
    const owner = await companyOwner(app, 'Solo Studio')
    await subscribe(owner, 'sub_live_solo')
    const res = await app.inject({
      method: 'DELETE',
      url: `/v1/users/${owner.user.id}`,
      headers: owner.headers,
    })
    expect(res.statusCode, res.body).toBe(204)
    expect(cancels('sub_live_solo')).toHaveLength(1)
  })

  test('a designer cannot delete the company, and Stripe is not called', async () => {
    const owner = await companyOwner(app, 'Guarded Studio')
    await subscribe(owner, 'sub_live_guarded')
    const designer = await addMember(app, owner, 'designer')
    const res = await app.inject({
      method: 'DELETE',
      url: `/v1/companies/${owner.company.id}`,
      headers: designer.headers,
    })
    expect(res.statusCode).toBe(403)
    expect(cancels('sub_live_guarded')).toHaveLength(0)
  })
})

describe('local billing mode', () => {
  test('subscribing and cancelling work without Stripe, clearly labelled', async () => {
    const local = await build({ clock })
    const owner = await companyOwner(local)
    const state = (
      await local.inject({ method: 'GET', url: '/v1/billing', headers: owner.scoped })
    ).json()
    expect(state).toMatchObject({ mode: 'local', subscriptionStatus: 'trialing', canManage: true })
    const portal = await local.inject({
      method: 'GET',
      url: '/v1/stripe/billing-portal-session',
      headers: owner.scoped,
    })
    expect(portal.json().url).toBe('http://localhost:3000/admin/company/billing?portal=local')
    const steps = ['subscribe', 'past-due', 'resume', 'cancel', 'end-period'] as const
    const seen = []
    for (const action of steps) {
      const res = await local.inject({
        method: 'POST',
        url: '/v1/billing/local',
        headers: owner.scoped,
        payload: { action },
      })
      seen.push(`${res.json().subscriptionStatus}:${res.json().usable}`)
    }
    expect(seen).toEqual([
      'active:true',
      'past_due:true',
      'active:true',
      'cancelled:true',
      'cancelled:false',
    ])
    const webhook = await local.inject({
      method: 'POST',
      url: '/v1/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(webhook.statusCode).toBe(404)
  })
})
