import { z } from 'zod'
import { LOCALES } from './constants'

/** Limits the browser and the server apply with the same words. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const NAME_MAX = 100

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'validation.email' })
  .pipe(z.email({ message: 'validation.email' }))

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: 'validation.passwordTooShort' })
  .max(PASSWORD_MAX, { message: 'validation.passwordTooLong' })

export const nameSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(NAME_MAX, { message: 'validation.tooLong' })

export const localeSchema = z.enum(LOCALES)

/** An image address the avatar can load under our CSP: https, or empty for none. */
export const profileUrlSchema = z
  .string()
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

export const registerQuerySchema = z.object({ invite: z.string().max(200).optional() })

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'validation.required' }).max(PASSWORD_MAX),
})
export type LoginInput = z.input<typeof loginSchema>

export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: userSchema,
  pendingInvites: z.array(pendingInviteSchema),
})
export type Session = z.infer<typeof sessionSchema>

export const refreshSchema = z.object({ refresh_token: z.string().min(1).max(200) })
export const tokensSchema = z.object({ access_token: z.string(), refresh_token: z.string() })
export type Tokens = z.infer<typeof tokensSchema>

export const logoutSchema = z.object({ refresh_token: z.string().max(200).optional() }).nullish()

export const profileUpdateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  profileUrl: profileUrlSchema,
  locale: localeSchema,
})
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>

export const passwordChangeSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX),
  newPassword: passwordSchema,
})
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>

export const resetRequestSchema = z.object({ email: emailSchema, locale: localeSchema.optional() })
export const resetConfirmSchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordSchema,
})
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>

export const userResponseSchema = z.object({ user: userSchema })
export const authConfigSchema = z.object({ google: z.boolean() })
export const okSchema = z.object({ message: z.string() })

/** Where third-party sign-in starts; `state` is the full URL to come back to (`{origin}/admin`). */
export const oidcStartQuerySchema = z.object({ state: z.string().max(500) })
