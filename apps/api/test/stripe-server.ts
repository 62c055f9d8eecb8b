import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StripeRequest = {
  method: string
  path: string
  params: URLSearchParams
  headers: IncomingMessage['headers']
}

/**
 * A local HTTP server that answers the Stripe endpoints our code calls, in Stripe's own
 * format, so the official SDK is exercised for real: its encoding, headers and parsing.
 */
export async function startStripeServer() {
  const requests: StripeRequest[] = []
  let customers = 0
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!
      const params = new URLSearchParams(body)
      requests.push({ method: req.method ?? '', path, params, headers: req.headers })
      const send = (status: number, json: object) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${requests.length}`,
        })
        res.end(JSON.stringify(json))
      }
      if (req.headers.authorization !== 'Bearer sk_test_local') {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        })
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        customers += 1
        return send(200, {
          id: `cus_test_${customers}`,
          object: 'customer',
          name: params.get('name'),
          metadata: { companyId: params.get('metadata[companyId]') },
        })
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        return send(200, {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          url: 'https://checkout.stripe.test/c/pay/cs_test_1',
        })
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: 'bps_test_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session/bps_test_1',
        })
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path)?.[1]
      if (req.method === 'DELETE' && subscription) {
        // Ids name the answer: `sub_missing_*` is unknown to Stripe, `sub_down_*` meets an outage.
        if (subscription.startsWith('sub_missing')) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such subscription: '${subscription}'`,
            },
          })
        }
        if (subscription.startsWith('sub_down')) {
          res.setHeader('stripe-should-retry', 'false')
          return send(500, { error: { type: 'api_error', message: 'Something went wrong' } })
        }
        return send(200, {
          id: subscription,
          object: 'subscription',
          status: 'canceled',
          canceled_at: 1,
          ended_at: 1,
        })
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
