import {
  type ApiError,
  type ErrorCode,
  type FieldError,
  GENERIC_ERROR_MESSAGE,
  type ValidationKey,
  validationMessages,
} from '@designer/contract'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from '@fastify/type-provider-zod'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/database-errors'
import { AppError } from '../lib/errors'
import { RateLimitError } from '../lib/rate-limit'
import { redactText } from '../lib/redact'

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
}

/**
 * Fastify's own client errors, by their `FST_ERR_*` code: our code and a message a person can
 * read (Fastify's mention its internals, such as content-type parsers).
 */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { code: 'bad_request', message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'bad_request', message: 'The address is too long' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'This content type is not accepted here',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'bad_request',
    message: 'The content length does not match the body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'validation_failed',
    message: 'The body is empty although it is declared as JSON',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'validation_failed',
    message: 'The body is not valid JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The body is too large' },
}

/** Our answer to a client error raised by Fastify rather than by our code. */
function clientError(error: FastifyError, status: number): ApiError {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined
  if (known) return known
  // The JSON parser throws a plain SyntaxError (bad JSON, or a `__proto__` key it refuses).
  if (error instanceof SyntaxError) return FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!
  return { message: error.message, code: STATUS_CODES[status] ?? 'bad_request' }
}

/**
 * Errors Fastify raises before a route is found (a malformed URL, an over-long parameter):
 * they skip the error handler, so `buildApp` passes this as the `frameworkErrors` option.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
  request.log.info({ status, code: error.code }, 'request refused before routing')
  return reply
    .status(status)
    .header('x-request-id', request.id)
    .type('application/json')
    .send(clientError(error, status))
}

/** One error shape for the whole API: `{ message, code, details? }`, never a stack. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let body: ApiError
      let status: number

      if (hasZodFastifySchemaValidationErrors(error)) {
        status = 400
        const details: FieldError[] = error.validation.map((v) => {
          const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.')
          const message = v.message ?? 'Invalid value'
          return message in validationMessages
            ? { path, code: message, message: validationMessages[message as ValidationKey] }
            : { path, code: v.keyword, message }
        })
        body = { message: 'Some fields are invalid', code: 'validation_failed', details }
      } else if (error instanceof AppError) {
        status = error.statusCode
        if (error instanceof RateLimitError) reply.header('retry-after', error.retryAfterSeconds)
        body = { message: error.message, code: error.code, details: error.details }
      } else if (
        !isResponseSerializationError(error) &&
        typeof error.statusCode === 'number' &&
        error.statusCode >= 400 &&
        error.statusCode < 500
      ) {
        status = error.statusCode
        body = clientError(error, status)
      } else if (isDatabaseUnavailable(error)) {
        // An outage, not a bug: the client may try again shortly (docs/decisions/012).
        status = 503
        reply.header('retry-after', 5)
        request.log.warn({ err: error }, 'database unavailable')
        body = { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' }
      } else {
        status = 500
        request.log.error({ err: error, requestId: request.id }, 'request failed')
        body = { message: GENERIC_ERROR_MESSAGE, code: 'internal_error', requestId: request.id }
      }
      if (status >= 400 && status < 500)
        request.log.debug({ status, code: body.code }, redactText(body.message))
      return reply.status(status).type('application/json').send(body)
    })
  },
  { name: 'errors' },
)
