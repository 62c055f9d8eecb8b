import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    /** Null for accounts that only ever signed in through an identity provider. */
    passwordHash: text(),
    profileUrl: text(),
    locale: text().notNull().default('en'),
    emailVerified: boolean().notNull().default(false),
    /** A new address asked for on the profile; it replaces `email` once its link is opened. */
    pendingEmail: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

/** One row per sign-in from another provider, linked to the account with that verified email. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject)],
)

/**
 * Refresh tokens, stored only as hashes. Tokens of one sign-in share a family; each use
 * rotates the token, and reusing a rotated one revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    familyExpiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * The address the token was issued to (a sign-in or a refresh). The addresses an account
     * was used from lately are its owner's: the account's budget for strangers does not count
     * their sign-ins and password resets (decision 014). Null for tokens issued before.
     */
    address: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('password_resets_hash_idx').on(t.tokenHash)],
)

/**
 * Links that prove control of a mailbox: the account's address after registration, or the
 * pending new one. Stored as hashes, single use, expiring.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_verifications_hash_idx').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
)

/** The PKCE verifier and nonce of a third-party sign-in between its start and its callback. */
export const oidcRequests = pgTable('oidc_requests', {
  id: id(),
  state: text().notNull().unique(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  returnTo: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  ...timestamps,
})
