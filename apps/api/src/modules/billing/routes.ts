import { billingSchema, localBillingActionSchema, urlSchema } from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { scope } from '../../plugins/company-scope'

const tags = ['billing']

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app.services

  // Billing stays reachable after the trial: it is how a company gets back in.
  const anyMember = { company: { allowExpired: true } }
  const owners = { company: { allowExpired: true, roles: ['owner' as const] } }

  app.get(
    '/billing',
    {
      config: anyMember,
      schema: {
        operationId: 'getBilling',
        tags,
        summary: 'Subscription state, days of trial left, billing mode',
        response: { 200: billingSchema },
      },
    },
    async (request) => billing.state(scope(request).id, scope(request).role === 'owner'),
  )
  app.get(
    '/stripe/billing-portal-session',
    {
      config: owners,
      schema: {
        operationId: 'createBillingPortalSession',
        tags,
        summary: 'A Stripe billing portal session for the company (owners)',
        response: { 200: urlSchema },
      },
    },
    async (request) => ({ url: await billing.portal(scope(request).id) }),
  )
  app.post(
    '/stripe/checkout-session',
    {
      config: owners,
      schema: {
        operationId: 'createCheckoutSession',
        tags,
        summary: 'Start a subscription: a Stripe Checkout page (owners)',
        response: { 200: urlSchema },
      },
    },
    async (request) => ({ url: await billing.checkout(scope(request).id) }),
  )
  app.post(
    '/billing/local',
    {
      config: owners,
      schema: {
        operationId: 'setLocalBillingState',
        errors: [404],
        tags,
        summary: 'Local billing mode only: move the subscription to any state',
        body: localBillingActionSchema,
        response: { 200: billingSchema },
      },
    },
    async (request) => {
      await billing.local(scope(request).id, request.body.action)
      return billing.state(scope(request).id, true)
    },
  )
}

/** Stripe's calls: public, and trusted only through the signature of their exact bytes. */
export const billingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app.services
  // Stripe signs the exact bytes it sends, so this route reads its body raw.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    raw.post(
      '/stripe/webhook',
      {
        schema: {
          operationId: 'receiveStripeEvent',
          errors: [400, 404],
          tags,
          summary: 'Stripe events (signature checked, each event applied once)',
          response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature']
        const result = await billing.webhook(
          request.body as unknown as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        )
        return { received: true, ...result }
      },
    )
  })
}
