import { z } from 'zod'

/**
 * Every error the API sends has this shape. `code` doubles as the i18n key the web shows
 * (under `errors.`), so codes are stable identifiers, never sentences.
 */
export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'company_trial_expired',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
})
export type FieldError = z.infer<typeof fieldErrorSchema>

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

export const GENERIC_ERROR_MESSAGE = 'An error occurred'
export const TRIAL_EXPIRED_MESSAGE = 'Company trial has expired'

/**
 * Field problems are named by a key (`validation.*`) that the web translates; the API answers
 * the English text beside the key for any other client.
 */
export const validationMessages = {
  'validation.required': 'This field is required',
  'validation.email': 'Enter a valid email address',
  'validation.tooLong': 'This is too long',
  'validation.httpsUrl': 'Enter an https:// address, or leave it empty',
  'validation.passwordTooShort': 'Use at least 8 characters',
  'validation.passwordTooLong': 'Use at most 128 characters',
  'validation.passwordCommon': 'This password is too common. Choose another.',
  'validation.passwordMismatch': 'The passwords do not match',
  'validation.currentPasswordWrong': 'The current password is not correct',
  'validation.emailTaken': 'An account with this email already exists',
  'validation.alreadyMember': 'This person is already a member of the company',
  'validation.color': 'Use a colour such as #a0522d',
  'validation.objectId': 'Object ids are 1 to 40 letters, digits, _ or -',
  'validation.tooManyObjects': 'A scene holds at most 5000 objects',
  'validation.duplicateId': 'Two objects have the same id',
  'validation.unknownParent': 'The parent object does not exist',
  'validation.parentCycle': 'An object cannot be inside itself',
  'validation.unknownComponent': 'This component does not exist in the company',
  'validation.unknownDesign': 'This design does not exist in the company',
} as const
export type ValidationKey = keyof typeof validationMessages

export function fieldError(path: string, key: ValidationKey): FieldError {
  return { path, code: key, message: validationMessages[key] }
}
