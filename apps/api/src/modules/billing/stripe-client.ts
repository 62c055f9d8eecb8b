import Stripe from 'stripe'
import type { Config } from '../../config'

type StripeBilling = Extract<Config['billing'], { mode: 'stripe' }>

/** The official SDK; `api` points it at another host (a local server speaking Stripe's protocol in tests). */
export function createStripe(billing: StripeBilling): Stripe {
  return new Stripe(billing.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(billing.api
      ? { host: billing.api.host, port: billing.api.port, protocol: billing.api.protocol }
      : {}),
  })
}
