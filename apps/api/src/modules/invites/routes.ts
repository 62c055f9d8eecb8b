import {
  companyInviteSchema,
  inviteCreateSchema,
  invitePreviewQuerySchema,
  invitePreviewSchema,
  inviteTokenSchema,
  pendingInviteSchema,
  sentInviteSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { users } from '../../db/schema/index'
import { createRateLimiter } from '../../lib/rate-limit'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { noContent } from '../../plugins/docs'

const params = z.object({ id: z.uuid() })
const HOUR = 60 * 60_000

/** The company's side: owners and admins invite, resend and revoke. */
export const companyInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invites } = app.services
  const actor = (request: Parameters<typeof caller>[0]) => ({
    userId: caller(request).userId,
    role: scope(request).role,
  })

  const company = ['company invitations']
  app.get(
    '/company-invites',
    {
      schema: {
        operationId: 'listCompanyInvites',
        tags: company,
        summary: "The company's invitations",
        response: { 200: z.array(companyInviteSchema) },
      },
    },
    async (request) => invites.listForCompany(scope(request).id),
  )
  app.post(
    '/company-invites',
    {
      config: { company: { roles: ['owner', 'admin'] } },
      schema: {
        operationId: 'createCompanyInvite',
        errors: [409],
        tags: company,
        summary: 'Invite someone by email with a role',
        body: inviteCreateSchema,
        response: { 201: sentInviteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invites.create(actor(request), scope(request).id, request.body)),
  )
  app.post(
    '/company-invites/:id/resend',
    {
      config: { company: { roles: ['owner', 'admin'] } },
      schema: {
        operationId: 'resendCompanyInvite',
        errors: [409],
        tags: company,
        summary: 'Send the invitation again, valid 7 more days',
        params,
        response: { 200: sentInviteSchema },
      },
    },
    async (request) => invites.resend(actor(request), scope(request).id, request.params.id),
  )
  app.delete(
    '/company-invites/:id',
    {
      config: { company: { roles: ['owner', 'admin'] } },
      schema: {
        response: { 204: noContent },
        operationId: 'revokeCompanyInvite',
        errors: [409],
        tags: company,
        summary: 'Revoke a pending invitation',
        params,
      },
    },
    async (request, reply) => {
      await invites.revoke(actor(request), scope(request).id, request.params.id)
      return reply.status(204).send()
    },
  )
}

/** The invited person's side. */
export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invites } = app.services
  const limit = createRateLimiter(app.rateStore, app.clock, app.config.rateLimitMultiplier)
  const mine = ['invitations']
  app.get(
    '/invites',
    {
      schema: {
        operationId: 'listInvites',
        tags: mine,
        summary: 'Invitations waiting for the signed-in user',
        response: { 200: z.array(pendingInviteSchema) },
      },
    },
    async (request) => {
      const [user] = await app.db
        .select({ email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, caller(request).userId))
      return user ? invites.pendingFor(user) : []
    },
  )
  app.post(
    '/invites/accept',
    {
      schema: {
        operationId: 'acceptInviteByToken',
        errors: [403, 409, 429],
        tags: mine,
        summary: "Join the company with the token of the invitation's mailed link",
        body: inviteTokenSchema,
        response: { 200: z.object({ companyId: z.uuid() }) },
      },
    },
    async (request) => {
      await limit([{ key: `invite-token:user:${caller(request).userId}`, max: 20, windowMs: HOUR }])
      return {
        companyId: await invites.acceptWithToken(caller(request).userId, request.body.token),
      }
    },
  )
  app.post(
    '/invites/:id/accept',
    {
      schema: {
        operationId: 'acceptInvite',
        errors: [403, 409],
        tags: mine,
        summary: 'Join the company',
        params,
        response: { 200: z.object({ companyId: z.uuid() }) },
      },
    },
    async (request) => ({
      companyId: await invites.accept(caller(request).userId, request.params.id),
    }),
  )
  app.post(
    '/invites/:id/decline',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'declineInvite',
        errors: [403, 409],
        tags: mine,
        summary: 'Decline the invitation',
        params,
      },
    },
    async (request, reply) => {
      await invites.decline(caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
}

/** The invitation link, before signing up: its secret is the permission to read it. */
export const invitePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invites } = app.services
  app.get(
    '/invites/preview',
    {
      schema: {
        operationId: 'previewInvite',
        errors: [404],
        tags: ['invitations'],
        summary: 'Who an invitation link is for, and to which company',
        querystring: invitePreviewQuerySchema,
        response: { 200: invitePreviewSchema },
      },
    },
    async (request) => invites.preview(request.query.invite),
  )
}
