import {
  calendarEventSchema,
  calendarSettingsSchema,
  eventCreateSchema,
  eventDeleteQuerySchema,
  eventRangeQuerySchema,
  eventUpdateSchema,
  feedCreateSchema,
  feedSchema,
  feedStatusSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors'
import { caller } from '../../plugins/auth'
import { scope } from '../../plugins/company-scope'
import { fileContent, noContent } from '../../plugins/docs'

const tags = ['calendar']
const params = z.object({ id: z.uuid() })

/** The company's calendar: events in a range, writes with versions, settings, the member's feed. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calendar } = app.services

  app.get(
    '/calendar/events',
    {
      schema: {
        operationId: 'listCalendarEvents',
        tags,
        summary: 'Events overlapping [from, to), recurring ones expanded into occurrences',
        querystring: eventRangeQuerySchema,
        response: { 200: z.array(calendarEventSchema) },
      },
    },
    async (request) => calendar.range(scope(request).id, request.query),
  )
  app.post(
    '/calendar/events',
    {
      schema: {
        operationId: 'createCalendarEvent',
        errors: [409],
        tags,
        summary: 'Plan an event (`notifyCustomer` mails the customer an invitation)',
        body: eventCreateSchema,
        response: { 201: calendarEventSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await calendar.create(scope(request).id, caller(request).userId, request.body)),
  )
  app.get(
    '/calendar/events/:id',
    {
      schema: {
        operationId: 'getCalendarEvent',
        tags,
        summary: 'One event (a series as a whole)',
        params,
        response: { 200: calendarEventSchema },
      },
    },
    async (request) => calendar.get(scope(request).id, request.params.id),
  )
  app.put(
    '/calendar/events/:id',
    {
      schema: {
        operationId: 'updateCalendarEvent',
        errors: [409],
        tags,
        summary: 'Change an event, or this / following / all occurrences (409 on a stale version)',
        params,
        body: eventUpdateSchema,
        response: { 200: calendarEventSchema },
      },
    },
    async (request) =>
      calendar.update(scope(request).id, caller(request).userId, request.params.id, request.body),
  )
  app.delete(
    '/calendar/events/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteCalendarEvent',
        errors: [409],
        tags,
        summary: 'Delete an event, or this / following / all occurrences',
        params,
        querystring: eventDeleteQuerySchema,
      },
    },
    async (request, reply) => {
      await calendar.remove(
        scope(request).id,
        caller(request).userId,
        request.params.id,
        request.query,
      )
      return reply.status(204).send()
    },
  )
  app.get(
    '/calendar/settings',
    {
      schema: {
        operationId: 'getCalendarSettings',
        tags,
        summary: 'Working hours, time zone and appointment defaults',
        response: { 200: calendarSettingsSchema },
      },
    },
    async (request) => calendar.settings(scope(request).id),
  )
  app.put(
    '/calendar/settings',
    {
      schema: {
        operationId: 'updateCalendarSettings',
        tags,
        summary: 'Set working hours, time zone and appointment defaults',
        body: calendarSettingsSchema,
        response: { 200: calendarSettingsSchema },
      },
    },
    async (request) => calendar.saveSettings(scope(request).id, request.body),
  )
  app.get(
    '/calendar/feed',
    {
      schema: {
        operationId: 'getCalendarFeed',
        tags,
        summary: 'Whether the member has a feed',
        response: { 200: feedStatusSchema },
      },
    },
    async (request) => calendar.feedStatus(scope(request).id, caller(request).userId),
  )
  app.post(
    '/calendar/feed',
    {
      schema: {
        operationId: 'createCalendarFeed',
        tags,
        summary: 'A private ICS address for the member (replaces the previous one)',
        body: feedCreateSchema,
        response: { 200: feedSchema },
      },
    },
    async (request) =>
      calendar.createFeed(scope(request).id, caller(request).userId, request.body.scope),
  )
  app.delete(
    '/calendar/feed',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'revokeCalendarFeed',
        tags,
        summary: "Revoke the member's feed address",
      },
    },
    async (request, reply) => {
      await calendar.revokeFeed(scope(request).id, caller(request).userId)
      return reply.status(204).send()
    },
  )
}

/** The feed itself: no sign-in, the token in the address is the key. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/feed/:file',
    {
      schema: {
        operationId: 'getCalendarFeedFile',
        produces: ['text/calendar'],
        response: { 200: fileContent('The calendar (iCalendar, RFC 5545)') },
        tags,
        summary: 'A member’s calendar as iCalendar (RFC 5545), by its private address',
        params: z.object({ file: z.string().regex(/^[\w-]{20,100}\.ics$/) }),
      },
    },
    async (request, reply) => {
      const ics = await app.services.calendar.feed(request.params.file.replace(/\.ics$/, ''))
      if (ics === null) throw notFound('Feed')
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(ics)
    },
  )
}
