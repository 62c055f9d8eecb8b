import type { Billing, SubscriptionStatus } from '@designer/contract'
import { eq, inArray } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { companies, stripeEvents } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import { isUsable } from '../../lib/company-state'
import { AppError, notFound } from '../../lib/errors'

const DAY = 86_400_000
type CompanyRow = typeof companies.$inferSelect
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

type Deps = {
  db: Database
  clock: Clock
  config: Config
  stripe: Stripe | null
  onCompanyChange: (companyId: string) => void
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }
}

/** Stripe's subscription states, in ours. */
export function statusFromStripe(status: string, previous: SubscriptionStatus): SubscriptionStatus {
  switch (status) {
    case 'active':
      return 'active'
    case 'trialing':
      return 'trialing'
    case 'past_due':
    case 'unpaid':
      return 'past_due'
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled'
    default:
      // incomplete, paused: nothing paid yet, nothing changes.
      return previous
  }
}

/** The end of the paid period: on the subscription (older API versions) or on its items. */
function periodEnd(sub: Record<string, unknown>): Date | null {
  const direct = sub.current_period_end
  const items = (sub.items as { data?: { current_period_end?: number }[] } | undefined)?.data ?? []
  const seconds =
    typeof direct === 'number'
      ? direct
      : Math.max(0, ...items.map((i) => i.current_period_end ?? 0))
  return seconds ? new Date(seconds * 1000) : null
}

export function createBillingService(deps: Deps) {
  const { db, clock, config } = deps
  const billing = config.billing
  const returnUrl = `${config.publicUrl}/admin/company/billing`

  async function company(companyId: string): Promise<CompanyRow> {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId))
    if (!row) throw notFound('Company')
    return row
  }

  async function update(companyId: string, patch: Partial<CompanyRow>, tx: Tx | Database = db) {
    await tx.update(companies).set(patch).where(eq(companies.id, companyId))
    deps.onCompanyChange(companyId)
  }

  async function ensureCustomer(row: CompanyRow): Promise<string> {
    if (row.stripeCustomerId) return row.stripeCustomerId
    const customer = await deps.stripe!.customers.create({
      name: row.name,
      metadata: { companyId: row.id },
    })
    await update(row.id, { stripeCustomerId: customer.id })
    return customer.id
  }

  async function companyForSubscription(
    sub: Record<string, unknown>,
    tx: Tx,
  ): Promise<CompanyRow | undefined> {
    const metadataId = (sub.metadata as Record<string, string> | undefined)?.companyId
    if (metadataId) {
      const [row] = await tx.select().from(companies).where(eq(companies.id, metadataId))
      if (row) return row
    }
    const customer =
      typeof sub.customer === 'string' ? sub.customer : (sub.customer as { id?: string } | null)?.id
    if (!customer) return undefined
    const [row] = await tx.select().from(companies).where(eq(companies.stripeCustomerId, customer))
    return row
  }

  async function applyEvent(event: Stripe.Event, tx: Tx) {
    const object = event.data.object as unknown as Record<string, unknown>
    switch (event.type) {
      case 'checkout.session.completed': {
        const companyId = object.client_reference_id as string | null
        if (!companyId) return
        const customer = object.customer as string | null
        const subscription = object.subscription as string | null
        await update(
          companyId,
          {
            ...(customer ? { stripeCustomerId: customer } : {}),
            ...(subscription ? { stripeSubscriptionId: subscription } : {}),
            subscriptionStatus: 'active',
            cancelAtPeriodEnd: false,
          },
          tx,
        )
        return
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const row = await companyForSubscription(object, tx)
        if (!row) {
          deps.log.warn({ eventId: event.id }, 'stripe event for an unknown company')
          return
        }
        const deleted = event.type === 'customer.subscription.deleted'
        const status = deleted
          ? 'cancelled'
          : statusFromStripe(String(object.status), row.subscriptionStatus as SubscriptionStatus)
        const end = periodEnd(object)
        const endedAt =
          typeof object.ended_at === 'number' ? new Date(object.ended_at * 1000) : null
        await update(
          row.id,
          {
            stripeSubscriptionId: String(object.id),
            subscriptionStatus: status,
            currentPeriodEnd: deleted ? (endedAt ?? end ?? clock.now()) : end,
            cancelAtPeriodEnd: !deleted && object.cancel_at_period_end === true,
            ...(status === 'trialing' && typeof object.trial_end === 'number'
              ? { trialEndsAt: new Date(object.trial_end * 1000) }
              : {}),
          },
          tx,
        )
        return
      }
      case 'customer.subscription.trial_will_end': {
        const row = await companyForSubscription(object, tx)
        deps.log.info({ companyId: row?.id }, 'stripe: trial ends in three days')
        return
      }
      default:
        return
    }
  }

  return {
    mode: billing.mode,

    async state(companyId: string, canManage: boolean): Promise<Billing> {
      const row = await company(companyId)
      const now = clock.now()
      return {
        mode: billing.mode,
        subscriptionStatus: row.subscriptionStatus as SubscriptionStatus,
        trialEndsAt: row.trialEndsAt.toISOString(),
        trialDaysLeft: Math.max(0, Math.ceil((row.trialEndsAt.getTime() - now.getTime()) / DAY)),
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        usable: isUsable(row, now),
        canManage,
      }
    },

    /** Starts a subscription ("Subscribe Now"): a Checkout page on Stripe, or at once in local mode. */
    async checkout(companyId: string): Promise<string> {
      const row = await company(companyId)
      if (billing.mode === 'local') {
        await this.local(companyId, 'subscribe')
        return `${returnUrl}?checkout=success`
      }
      const customer = await ensureCustomer(row)
      const session = await deps.stripe!.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: companyId,
        line_items: [{ price: billing.priceId, quantity: 1 }],
        subscription_data: { metadata: { companyId } },
        success_url: `${returnUrl}?checkout=success`,
        cancel_url: `${returnUrl}?checkout=cancelled`,
      })
      if (!session.url)
        throw new AppError(502, 'billing_unavailable', 'Stripe did not return a checkout page')
      return session.url
    },

    async portal(companyId: string): Promise<string> {
      const row = await company(companyId)
      if (billing.mode === 'local') return `${returnUrl}?portal=local`
      const customer = await ensureCustomer(row)
      const session = await deps.stripe!.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
      })
      return session.url
    },

    /** Local mode only: every state a subscription can be in, one click away. */
    async local(
      companyId: string,
      action: 'subscribe' | 'cancel' | 'resume' | 'past-due' | 'end-trial' | 'end-period',
    ) {
      if (billing.mode !== 'local')
        throw new AppError(404, 'not_found', 'Local billing is off: this deployment uses Stripe')
      const now = clock.now()
      const row = await company(companyId)
      const nextPeriod = new Date(now.getTime() + 30 * DAY)
      const patches: Record<typeof action, Partial<CompanyRow>> = {
        subscribe: {
          subscriptionStatus: 'active',
          currentPeriodEnd: nextPeriod,
          cancelAtPeriodEnd: false,
        },
        cancel: {
          subscriptionStatus: 'cancelled',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: row.currentPeriodEnd ?? now,
        },
        resume: {
          subscriptionStatus: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodEnd:
            row.currentPeriodEnd && row.currentPeriodEnd > now ? row.currentPeriodEnd : nextPeriod,
        },
        'past-due': { subscriptionStatus: 'past_due' },
        'end-trial': { trialEndsAt: now },
        'end-period': { currentPeriodEnd: now },
      }
      await update(companyId, patches[action])
    },

    /**
     * Ends at once the Stripe subscriptions of companies about to be deleted: nobody could use
     * or cancel them afterwards, and Stripe would go on charging. A failure refuses the
     * deletion (502) rather than leave a subscription billing a company that no longer exists
     * (docs/decisions/016-company-deletion-cancels-stripe.md).
     */
    async endSubscriptions(companyIds: string[]) {
      if (!deps.stripe || companyIds.length === 0) return
      const rows = await db.select().from(companies).where(inArray(companies.id, companyIds))
      for (const row of rows) {
        if (!row.stripeSubscriptionId || row.subscriptionStatus === 'cancelled') continue
        try {
          await deps.stripe.subscriptions.cancel(row.stripeSubscriptionId, {
            invoice_now: false,
            prorate: false,
          })
        } catch (err) {
          const stripeError = err as { type?: string; code?: string }
          // Already gone on Stripe's side (deleted there, or another test mode): nothing bills.
          const gone =
            stripeError.type === 'StripeInvalidRequestError' &&
            stripeError.code === 'resource_missing'
          if (!gone) {
            deps.log.warn({ err, companyId: row.id }, 'stripe: cancelling a subscription failed')
            throw new AppError(
              502,
              'subscription_not_cancelled',
              'The subscription could not be cancelled, so nothing was deleted. Please try again in a few minutes.',
            )
          }
        }
        await update(row.id, {
          subscriptionStatus: 'cancelled',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: clock.now(),
        })
      }
    },

    /**
     * A Stripe webhook: the signature is checked on the raw body, then the event is applied
     * once — its id is recorded in the same transaction as its change.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
      if (billing.mode !== 'stripe' || !deps.stripe)
        throw new AppError(404, 'not_found', 'Stripe is not configured')
      let event: Stripe.Event
      try {
        event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? '', billing.webhookSecret)
      } catch {
        throw new AppError(
          400,
          'invalid_signature',
          'The Stripe signature does not match this payload',
        )
      }
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id })
        if (!inserted.length) return { duplicate: true }
        await applyEvent(event, tx)
        return { duplicate: false }
      })
    },
  }
}
export type BillingService = ReturnType<typeof createBillingService>
