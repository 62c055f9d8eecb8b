import { expect, test } from 'vitest'
import { ApiError } from './api'
import { shouldRetry } from './query-client'

test('queries retry once after a network failure or a 5xx, never after a 4xx', () => {
  expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true)
  expect(shouldRetry(0, new ApiError(502, 'internal_error', 'x'))).toBe(true)
  expect(shouldRetry(1, new ApiError(502, 'internal_error', 'x'))).toBe(false)
  expect(shouldRetry(0, new ApiError(404, 'not_found', 'x'))).toBe(false)
  expect(shouldRetry(0, new ApiError(403, 'forbidden', 'x'))).toBe(false)
})
