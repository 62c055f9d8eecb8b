import { companyInviteSchema, inviteCreateSchema, pendingInviteSchema } from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { users } from '../../db/schema/index'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'

const params = z.object({ id: z.uuid() })

export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invites } = app.services
  app.addHook('preHandler', app.authenticate)
  const actor = (request: Parameters<typeof caller>[0]) => ({
    userId: caller(request).userId,
    role: scope(request).role,
  })

  // The company's side: owners and admins invite, resend and revoke.
  const company = ['company invitations']
  app.get(
    '/company-invites',
    {
      preHandler: app.companyScope(),
      schema: {
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
      preHandler: app.companyScope({ roles: ['owner', 'admin'] }),
      schema: {
        tags: company,
        summary: 'Invite someone by email with a role',
        body: inviteCreateSchema,
        response: { 201: companyInviteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invites.create(actor(request), scope(request).id, request.body)),
  )
  app.post(
    '/company-invites/:id/resend',
    {
      preHandler: app.companyScope({ roles: ['owner', 'admin'] }),
      schema: {
        tags: company,
        summary: 'Send the invitation again, valid 7 more days',
        params,
        response: { 200: companyInviteSchema },
      },
    },
    async (request) => invites.resend(actor(request), scope(request).id, request.params.id),
  )
  app.delete(
    '/company-invites/:id',
    {
      preHandler: app.companyScope({ roles: ['owner', 'admin'] }),
      schema: { tags: company, summary: 'Revoke a pending invitation', params },
    },
    async (request, reply) => {
      await invites.revoke(actor(request), scope(request).id, request.params.id)
      return reply.status(204).send()
    },
  )

  // The invited person's side.
  const mine = ['invitations']
  app.get(
    '/invites',
    {
      schema: {
        tags: mine,
        summary: 'Invitations waiting for the signed-in user',
        response: { 200: z.array(pendingInviteSchema) },
      },
    },
    async (request) => {
      const [user] = await app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, caller(request).userId))
      return user ? invites.pendingFor(user.email) : []
    },
  )
  app.post(
    '/invites/:id/accept',
    {
      schema: {
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
    { schema: { tags: mine, summary: 'Decline the invitation', params } },
    async (request, reply) => {
      await invites.decline(caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
}
