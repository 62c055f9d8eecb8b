import {
  authConfigSchema,
  COMPANY_HEADER,
  emailVerifyConfirmSchema,
  isStorableText,
  localeUpdateSchema,
  loginSchema,
  logoutSchema,
  oidcStartQuerySchema,
  okSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  refreshSchema,
  registerQuerySchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
  sessionSchema,
  tokensSchema,
  userResponseSchema,
  userSchema,
} from '@designer/contract'
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { and, eq, gt } from 'drizzle-orm'
import { z } from 'zod'
import { oidcRequests } from '../../db/schema/index'
import { AppError } from '../../lib/errors'
import { createRateLimiter } from '../../lib/rate-limit'
import { randomToken } from '../../lib/tokens'
import { caller } from '../../plugins/auth'
import { noContent, redirectAnswer } from '../../plugins/docs'
import { createOidcClient } from './oidc'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const OIDC_REQUEST_TTL_MS = 10 * MINUTE

const tags = ['auth']

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services
  const limit = createRateLimiter(app.rateStore, app.clock, app.config.rateLimitMultiplier)
  const oidc = app.config.oidc
    ? createOidcClient(app.config.oidc, `${app.config.publicUrl}/v1/auth/google/callback`)
    : undefined

  app.post(
    '/auth/register',
    {
      schema: {
        operationId: 'register',
        errors: [429],
        tags,
        summary: 'Create an account and sign in',
        body: registerSchema,
        querystring: registerQuerySchema,
        response: { 201: sessionSchema },
      },
    },
    async (request, reply) => {
      await limit([{ key: `register:ip:${request.ip}`, max: 20, windowMs: HOUR }])
      const session = await auth.register(request.body, request.ip, request.query.invite)
      return reply.status(201).send(session)
    },
  )

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        errors: [401, 429],
        tags,
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      // Brute force is expensive, and nobody can lock another person out (decision 014): one
      // address may try a few passwords of one account and a few dozen in all; the account as a
      // whole has a budget only against addresses it has not signed in from lately, so its
      // owner's usual addresses always get through.
      const { email } = request.body
      const known = await auth.signedInFrom(email, request.ip)
      await limit([
        { key: `login:ip:${request.ip}`, max: 50, windowMs: 15 * MINUTE },
        { key: `login:ip-email:${request.ip}:${email}`, max: 10, windowMs: 15 * MINUTE },
        ...(known ? [] : [{ key: `login:email:${email}`, max: 30, windowMs: 15 * MINUTE }]),
      ])
      return auth.login(request.body, request.ip)
    },
  )

  app.post(
    '/auth/refresh',
    {
      schema: {
        operationId: 'refreshSession',
        errors: [401, 429],
        tags,
        summary: 'Rotate a refresh token',
        body: refreshSchema,
        response: { 200: tokensSchema },
      },
    },
    async (request) => {
      await limit([{ key: `refresh:ip:${request.ip}`, max: 120, windowMs: MINUTE }])
      return auth.refresh(request.body.refresh_token, request.ip)
    },
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'logout',
        tags,
        summary: 'End the session',
        body: logoutSchema,
      },
    },
    async (request, reply) => {
      // Signing out must work even with an expired access token: the refresh token is proof enough.
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
      const claims = token ? await app.accessTokens.verify(token, app.clock.now()) : null
      await auth.logout({ sessionId: claims?.sessionId, refreshToken: request.body.refresh_token })
      return reply.status(204).send()
    },
  )

  app.post(
    '/auth/password-reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        errors: [429],
        tags,
        summary: 'Mail a password-reset link (same answer whether or not the account exists)',
        body: resetRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      // Nobody can keep a person from resetting their password (decision 014): the account's
      // budget for strangers is spent only by addresses it has not signed in from lately, so its
      // owner's addresses still get their mail; in all, the mailbox gets ten links an hour.
      // Whether the account exists changes nothing for a stranger: the same limits, one answer.
      const { email } = request.body
      const known = await auth.signedInFrom(email, request.ip)
      await limit([
        { key: `reset:ip:${request.ip}`, max: 10, windowMs: HOUR },
        { key: `reset:ip-email:${request.ip}:${email}`, max: 3, windowMs: HOUR },
        ...(known ? [] : [{ key: `reset:email:${email}`, max: 3, windowMs: HOUR }]),
        { key: `reset:email-all:${email}`, max: 10, windowMs: HOUR },
      ])
      await auth.requestPasswordReset(email)
      return {
        message: 'If an account exists for this email, a link to reset its password is on its way.',
      }
    },
  )

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        operationId: 'confirmPasswordReset',
        tags,
        summary: 'Set a new password from a reset link; every session ends',
        body: resetConfirmSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await limit([{ key: `reset-confirm:ip:${request.ip}`, max: 20, windowMs: HOUR }])
      await auth.confirmPasswordReset(request.body.token, request.body.password)
      return { message: 'Password changed' }
    },
  )

  app.post(
    '/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmail',
        tags,
        summary: 'Confirm an email address from its mailed link (single use, 24 hours)',
        body: emailVerifyConfirmSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await limit([{ key: `verify-email:ip:${request.ip}`, max: 30, windowMs: HOUR }])
      await auth.confirmEmailVerification(request.body.token)
      return { message: 'Email address confirmed' }
    },
  )

  app.get(
    '/auth/config',
    {
      schema: {
        operationId: 'getAuthConfig',
        tags,
        summary: 'Which sign-in methods this deployment offers',
        response: { 200: authConfigSchema },
      },
    },
    async () => ({ google: oidc !== undefined }),
  )

  app.get(
    '/auth/google',
    {
      schema: {
        operationId: 'startOidcSignIn',
        errors: [404],
        response: {
          302: redirectAnswer(
            'To the provider’s sign-in page, or back to the sign-in page when third-party sign-in is off',
          ),
        },
        tags,
        summary: 'Start third-party sign-in (full-page redirect)',
        querystring: oidcStartQuerySchema,
      },
    },
    async (request, reply) => {
      if (!oidc) throw new AppError(404, 'not_found', 'Third-party sign-in is not configured')
      const returnTo = allowedReturn(request.query.state, app.config.allowedOrigins)
      if (!returnTo)
        throw new AppError(400, 'invalid_redirect', 'The return address is not allowed')
      await limit([{ key: `oidc:ip:${request.ip}`, max: 30, windowMs: 15 * MINUTE }])
      const pending = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() }
      await app.db.insert(oidcRequests).values({
        ...pending,
        returnTo,
        expiresAt: new Date(app.clock.now().getTime() + OIDC_REQUEST_TTL_MS),
      })
      return reply.redirect(await oidc.authorizationUrl(pending), 302)
    },
  )

  app.get('/auth/google/callback', { schema: { hide: true } }, async (request, reply) => {
    const fallback = `${app.config.publicUrl}/auth/login`
    if (!oidc) return reply.redirect(`${fallback}?error=oidc_failed`, 302)
    const url = new URL(request.url, app.config.publicUrl)
    const state = url.searchParams.get('state') ?? ''
    // This route has no schema (the provider decides its query), so its text is checked here.
    if (!isStorableText(state)) return reply.redirect(`${fallback}?error=oidc_failed`, 302)
    // Single use: the pending request is removed whatever happens next.
    const [pending] = await app.db
      .delete(oidcRequests)
      .where(and(eq(oidcRequests.state, state), gt(oidcRequests.expiresAt, app.clock.now())))
      .returning()
    if (!pending) return reply.redirect(`${fallback}?error=oidc_failed`, 302)
    const origin = new URL(pending.returnTo).origin
    try {
      const identity = await oidc.identity(url, pending)
      const session = await auth.signInWithIdentity(identity, request.ip)
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        redirect: new URL(pending.returnTo).pathname,
      })
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${origin}/auth/callback#${fragment}`, 302)
    } catch (err) {
      const code = err instanceof AppError ? err.code : 'oidc_failed'
      request.log.warn({ err }, 'third-party sign-in failed')
      return reply.redirect(`${origin}/auth/login?error=${encodeURIComponent(code)}`, 302)
    }
  })
}

/** The signed-in person's own account: who they are, their profile, password and deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services
  const limit = createRateLimiter(app.rateStore, app.clock, app.config.rateLimitMultiplier)

  app.post(
    '/auth/verify-email/resend',
    {
      schema: {
        operationId: 'resendVerificationEmail',
        errors: [400, 429],
        tags,
        summary: 'Mail the confirmation links again (unproven address, pending new address)',
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = caller(request)
      await limit([
        { key: `verify-resend:user:${userId}`, max: 3, windowMs: HOUR },
        { key: `verify-resend:ip:${request.ip}`, max: 20, windowMs: HOUR },
      ])
      await auth.resendVerification(userId)
      return { message: 'If your address still needs confirming, a link is on its way.' }
    },
  )

  app.get(
    '/auth/verify',
    {
      schema: {
        operationId: 'verifySession',
        tags,
        summary: 'The signed-in user',
        response: { 200: userSchema },
      },
    },
    async (request) => auth.requireUser(caller(request).userId, selectedCompany(request)),
  )

  app.get(
    '/auth/profile',
    {
      schema: {
        operationId: 'getProfile',
        tags,
        summary: 'The signed-in user, under `user`',
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({
      user: await auth.requireUser(caller(request).userId, selectedCompany(request)),
    }),
  )

  app.put(
    '/auth/profile',
    {
      schema: {
        operationId: 'updateProfile',
        tags,
        summary: 'Update name, email, picture and language',
        body: profileUpdateSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ user: await auth.updateProfile(caller(request).userId, request.body) }),
  )

  app.put(
    '/auth/locale',
    {
      schema: {
        operationId: 'updateLocale',
        tags,
        summary: "Set the account's language (interface and mails)",
        body: localeUpdateSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({
      user: await auth.setLocale(caller(request).userId, request.body.locale),
    }),
  )

  app.put(
    '/auth/password',
    {
      schema: {
        operationId: 'changePassword',
        tags,
        summary: 'Change the password; other sessions end',
        body: passwordChangeSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = caller(request)
      await limit([{ key: `password:user:${userId}`, max: 10, windowMs: 15 * MINUTE }])
      await auth.changePassword(userId, sessionId, request.body)
      return { message: 'Password changed' }
    },
  )

  app.delete(
    '/users/:id',
    {
      schema: {
        response: { 204: noContent },
        operationId: 'deleteAccount',
        errors: [403, 409],
        tags: ['users'],
        summary: 'Delete your own account; every session ends',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      await auth.deleteAccount(caller(request).userId, request.params.id)
      return reply.status(204).send()
    },
  )
}

/** The company the browser has selected, which decides `user.onTrial`. */
function selectedCompany(request: {
  headers: Record<string, string | string[] | undefined>
}): string | null {
  const header = request.headers[COMPANY_HEADER]
  return (Array.isArray(header) ? header[0] : header) ?? null
}

/** The return target of a sign-in, if its origin belongs to this deployment; never an open redirect. */
export function allowedReturn(target: string, allowedOrigins: string[]): string | null {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return null
  }
  if (!allowedOrigins.includes(url.origin) || url.username || url.password) return null
  return `${url.origin}${url.pathname}`
}
