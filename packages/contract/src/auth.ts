import { z } from 'zod'
import { LOCALES } from './constants'
import { textInput } from './text'

/** Limits the browser and the server apply with the same words. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const NAME_MAX = 100

export const emailSchema = textInput()
  .trim()
  .toLowerCase()
  .max(254, { message: 'validation.email' })
  .pipe(z.email({ message: 'validation.email' }))

export const passwordSchema = textInput()
  .min(PASSWORD_MIN, { message: 'validation.passwordTooShort' })
  .max(PASSWORD_MAX, { message: 'validation.passwordTooLong' })

export const nameSchema = textInput()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(NAME_MAX, { message: 'validation.tooLong' })

export const localeSchema = z.enum(LOCALES)

/** An image address the avatar can load under our CSP: https, or empty for none. */
export const profileUrlSchema = textInput()
  .trim()
  .max(2000, { message: 'validation.tooLong' })
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), { message: 'validation.httpsUrl' })
  .transform((v) => (v === '' ? null : v))
  .nullable()

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  profileUrl: z.string().nullable(),
  companyIds: z.array(z.uuid()),
  onTrial: z.boolean(),
  locale: localeSchema,
  hasPassword: z.boolean(),
  /** Control of `email` is proven: by a mailed link, an invitation's link, or the identity provider. */
  emailVerified: z.boolean(),
  /** A new address asked for on the profile, waiting for its link to be opened. */
  pendingEmail: z.string().nullable(),
})
export type User = z.infer<typeof userSchema>

export const pendingInviteSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  role: z.string(),
  invitedByName: z.string().nullable(),
  expiresAt: z.iso.datetime(),
})
export type PendingInvite = z.infer<typeof pendingInviteSchema>

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  locale: localeSchema.optional(),
})
export type RegisterInput = z.input<typeof registerSchema>

export const registerQuerySchema = z.object({ invite: textInput().max(200).optional() })

export const loginSchema = z.object({
  email: emailSchema,
  password: textInput().min(1, { message: 'validation.required' }).max(PASSWORD_MAX),
})
export type LoginInput = z.input<typeof loginSchema>

export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: userSchema,
  pendingInvites: z.array(pendingInviteSchema),
})
export type Session = z.infer<typeof sessionSchema>

export const refreshSchema = z.object({ refresh_token: textInput().min(1).max(200) })
export const tokensSchema = z.object({ access_token: z.string(), refresh_token: z.string() })
export type Tokens = z.infer<typeof tokensSchema>

export const logoutSchema = z.object({ refresh_token: textInput().max(200).optional() })

export const profileUpdateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  profileUrl: profileUrlSchema,
  locale: localeSchema,
})
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>

export const localeUpdateSchema = z.object({ locale: localeSchema })

export const passwordChangeSchema = z.object({
  currentPassword: textInput().max(PASSWORD_MAX),
  newPassword: passwordSchema,
})
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>

export const resetRequestSchema = z.object({ email: emailSchema, locale: localeSchema.optional() })
export const resetConfirmSchema = z.object({
  token: textInput().min(10).max(200),
  password: passwordSchema,
})
export const emailVerifyConfirmSchema = z.object({ token: z.string().min(10).max(200) })
export const inviteTokenSchema = z.object({ token: z.string().min(10).max(200) })
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>

export const userResponseSchema = z.object({ user: userSchema })
export const authConfigSchema = z.object({ google: z.boolean() })
export const okSchema = z.object({ message: z.string() })

/** Where third-party sign-in starts; `state` is the full URL to come back to (`{origin}/admin`). */
export const oidcStartQuerySchema = z.object({ state: textInput().max(500) })
