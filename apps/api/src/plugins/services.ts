import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createBillingService } from '../modules/billing/service'
import { createStripe } from '../modules/billing/stripe-client'
import { createCompaniesService } from '../modules/companies/service'
import { createInvitesService } from '../modules/invites/service'
import { createMembersService } from '../modules/members/service'

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}

function build(app: FastifyInstance) {
  const { db, clock, config } = app
  // Whatever changes who belongs where, or what a company may do, drops the cached answers.
  const onMembershipChange = (companyId: string, userId?: string) => {
    app.memberships.forgetCompany(companyId)
    if (userId) app.memberships.forgetUser(userId)
  }
  return {
    companies: createCompaniesService({
      db,
      clock,
      trialDays: config.trialDays,
      onMembershipChange,
    }),
    members: createMembersService({ db, onMembershipChange }),
    invites: createInvitesService({
      db,
      clock,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      onMembershipChange,
    }),
    billing: createBillingService({
      db,
      clock,
      config,
      stripe: config.billing.mode === 'stripe' ? createStripe(config.billing) : null,
      onCompanyChange: (companyId) => app.memberships.forgetCompany(companyId),
      log: app.log,
    }),
  }
}
export type Services = ReturnType<typeof build>

/** The domain services, built once per app on its database, clock and mailer. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('services', build(app))
  },
  { name: 'services', dependencies: ['database', 'company-scope'] },
)
