import type { LoggedOp } from '@designer/contract'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies } from './companies'
import { designs } from './designs'
import { users } from './users'

/**
 * Every change of a design's scene, one row per version: the operations a co-editor sent, or the
 * whole scene of a save. What a client missed is read from here (`GET /designs/{id}/ops?since=`);
 * the oldest rows go, and a client further behind gets the whole scene instead.
 */
export const designOps = pgTable(
  'design_ops',
  {
    designId: uuid()
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The design's version this batch made: the log's sequence number. */
    version: integer().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The tab that sent it; null for whole-scene saves. */
    clientId: text(),
    ops: jsonb().$type<LoggedOp[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.version] })],
)

/**
 * Single-use tickets to open the realtime socket (a browser cannot send a bearer header on a
 * WebSocket): stored as hashes, valid for seconds, gone when used. In the database so that a
 * ticket from one API process opens a socket on another.
 */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in (refresh-token family) it was issued to: the socket lives as long as it does. */
    sessionId: uuid().notNull(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('realtime_tickets_expires_idx').on(t.expiresAt)],
)
