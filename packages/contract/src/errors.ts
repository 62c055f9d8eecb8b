import { z } from 'zod'

/**
 * Every error the API sends has this shape. `code` doubles as the i18n key the web shows
 * (under `errors.`), so codes are stable identifiers, never sentences.
 */
export const errorCodes = [
  // Any route
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  'database_unavailable',
  // Sessions and accounts
  'invalid_credentials',
  'session_expired',
  'invalid_refresh_token',
  'refresh_token_reused',
  'reset_token_invalid',
  'oidc_failed',
  'email_not_verified',
  'invalid_redirect',
  // Company scope, members and invitations
  'company_required',
  'invalid_company_id',
  'not_a_member',
  'company_trial_expired',
  'last_owner',
  'invite_unavailable',
  'already_member',
  // Billing
  'billing_unavailable',
  'invalid_signature',
  'subscription_not_cancelled',
  // Designs
  'component_cycle',
  'component_in_use',
  'scene_too_large',
  'verification_invalid',
  // Suppliers and costs
  'supplier_in_use',
  'supplier_item_in_use',
  'duplicate_code',
  'invalid_image',
  'image_too_large',
  // Configurators
  'design_in_configurator',
  // Customers
  'customer_email_taken',
  'tag_name_taken',
  // Images rendered on the server
  'signature_expired',
  'renderer_unavailable',
  // The public configurator and quotes
  'configurator_unavailable',
  'slot_taken',
  'configuration_blocked',
  'invalid_transition',
  'invalid_ticket',
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
  code: z.enum(errorCodes),
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
  'validation.currency': 'Use a currency code such as EUR or USD',
  'validation.wholeMinorUnits': 'Amounts are whole numbers of cents',
  'validation.invalidCharacters': 'This contains a character that cannot be stored',
  'validation.url': 'Enter a web address such as https://example.com, or leave it empty',
  'validation.date': 'Enter a date such as 2026-01-31',
  'validation.dateOrder': 'This date comes before the start date',
  'validation.notNegative': 'This cannot be negative',
  'validation.twoDecimals': 'Use at most two decimals',
  'validation.densityRequired': 'Items counted by weight need a density',
  'validation.unknownSupplier': 'This supplier does not exist in the company',
  'validation.unknownSupplierItem': 'This supplier item does not exist in the company',
  'validation.unknownView': 'This view does not exist in the company',
  'validation.duplicateCode': 'Another item of this supplier has this code',
  'validation.unknownColumn': 'The file has no column with this name',
  'validation.futureDate': 'A cost takes effect today or earlier, not in the future',
  'validation.phone': 'Enter a phone number such as +34 612 345 678',
  'validation.country': 'Choose a country from the list',
  'validation.unknownCustomer': 'This customer does not exist in the company',
  'validation.notACompany': 'Choose a customer that is a company',
  'validation.unknownTag': 'This tag does not exist in the company',
  'validation.unknownMember': 'This person is not a member of the company',
  'validation.customerEmailTaken': 'Another customer has this email',
  'validation.tagTaken': 'Another tag has this name',
  'validation.duplicateEmail': 'An earlier row of the file has this email',
  'validation.boolean': 'Use yes or no',
  'validation.choice': 'This is not one of the allowed values',
  'validation.configId': 'Use letters, digits and _, starting with a letter (at most 40)',
  'validation.range': 'This is outside the allowed range',
  'validation.unknownValue': "This is not one of the option's values",
  'validation.unknownObject': 'The design has no object with this id',
  'validation.notAComponent': 'This object is not a component',
  'validation.unknownParameter': 'This object has no such dimension',
  'validation.unknownOption': 'This names an option that does not exist',
  'validation.formula': 'This formula cannot be read',
  'validation.ruleCycle': "These rules set each other's values in a circle",
  'validation.timeZone': 'Choose a time zone such as Europe/Madrid',
  'validation.dateTime': 'Enter a date and time such as 2026-01-31T09:30:00+01:00',
  'validation.endBeforeStart': 'The end must come after the start',
  'validation.rrule': 'Use a repeat rule such as FREQ=WEEKLY;COUNT=10',
  'validation.rangeTooLong': 'Ask for at most 400 days at a time',
  'validation.time': 'Enter a time such as 09:30',
  'validation.unknownConfigurator': 'This configurator does not exist in the company',
  'validation.notAnOccurrence': 'The event has no occurrence starting then',
  'validation.consentRequired': 'Please agree so that we can answer your request',
  'validation.origin': 'Enter a site address such as https://shop.example.com',
  'validation.otherCurrency': "This amount is in another currency than the company's",
  'validation.textKey': 'This names no text of the configurator',
} as const
export type ValidationKey = keyof typeof validationMessages

export function fieldError(path: string, key: ValidationKey): FieldError {
  return { path, code: key, message: validationMessages[key] }
}
