import {
  type ApiError,
  type FieldError,
  GENERIC_ERROR_MESSAGE,
  type ValidationKey,
  validationMessages,
} from '@designer/contract'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from '@fastify/type-provider-zod'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors'
import { RateLimitError } from '../lib/rate-limit'

const STATUS_CODES: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'validation_failed',
  429: 'rate_limited',
  503: 'service_unavailable',
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
        // Fastify's own client errors (bad JSON, body too large, rate limit…): their message
        // is written for clients, so it is passed on.
        status = error.statusCode
        body = { message: error.message, code: STATUS_CODES[status] ?? 'bad_request' }
      } else {
        status = 500
        request.log.error({ err: error, requestId: request.id }, 'request failed')
        body = { message: GENERIC_ERROR_MESSAGE, code: 'internal_error', requestId: request.id }
      }
      if (status >= 400 && status < 500) request.log.info({ status, code: body.code }, body.message)
      return reply.status(status).type('application/json').send(body)
    })
  },
  { name: 'errors' },
)
