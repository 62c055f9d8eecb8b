import type { ErrorCode } from '@designer/contract'

/**
 * An error a service throws on purpose: it reaches the client with its status, code and
 * message, unlike any other error, which becomes a logged 500.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`)
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message)
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'unauthorized', message)
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, 'conflict', message, details)
