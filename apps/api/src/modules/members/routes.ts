import { memberRoleSchema, memberSchema, transferOwnershipSchema } from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { noContent } from '../../plugins/docs'

const tags = ['members']
const params = z.object({ userId: z.uuid() })

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members } = app.services
  const actor = (request: Parameters<typeof caller>[0]) => ({
    userId: caller(request).userId,
    role: scope(request).role,
  })

  app.get(
    '/members',
    // Reading the members stays possible after the trial: a person may need to find the owner.
    {
      config: { company: { allowExpired: true } },
      schema: {
        operationId: 'listMembers',
        tags,
        summary: 'The members of the company',
        response: { 200: z.array(memberSchema) },
      },
    },
    async (request) => members.list(scope(request).id),
  )

  app.put(
    '/members/:userId',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'updateMemberRole',
        errors: [409],
        tags,
        summary: "Change a member's role (owners and admins)",
        params,
        body: memberRoleSchema,
      },
    },
    async (request, reply) => {
      await members.changeRole(
        actor(request),
        scope(request).id,
        request.params.userId,
        request.body.role,
      )
      return reply.status(204).send()
    },
  )

  app.delete(
    '/members/:userId',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'removeMember',
        errors: [409],
        tags,
        summary: 'Remove a member (owners and admins)',
        params,
      },
    },
    async (request, reply) => {
      await members.remove(actor(request), scope(request).id, request.params.userId)
      return reply.status(204).send()
    },
  )

  app.post(
    '/members/leave',
    {
      config: { company: { allowExpired: true } },
      schema: {
        response: { 204: noContent },
        operationId: 'leaveCompany',
        errors: [409],
        tags,
        summary: 'Leave the company',
      },
    },
    async (request, reply) => {
      await members.leave(caller(request).userId, scope(request).id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/members/transfer-ownership',
    {
      config: { company: { allowExpired: true } },
      schema: {
        response: { 204: noContent },
        operationId: 'transferOwnership',
        errors: [404, 409],
        tags,
        summary: 'Make another member the owner; you become an admin',
        body: transferOwnershipSchema,
      },
    },
    async (request, reply) => {
      await members.transferOwnership(actor(request), scope(request).id, request.body.userId)
      return reply.status(204).send()
    },
  )
}
