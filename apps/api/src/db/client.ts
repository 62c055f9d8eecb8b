import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index'

export type Schema = typeof schema
/**
 * Extensions the migrations create (pg_trgm: the customers' search index). A PostgreSQL server
 * ships them; PGlite loads them when it opens, so every PGlite client is made with these.
 */
export const pgliteExtensions = { pg_trgm }

/** The advisory lock migrations hold on PostgreSQL (any fixed number of this product's own). */
const MIGRATION_LOCK = 72_616_001

/** The one database type services use: the same queries run on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction's handle: queries that must run inside one take this or a Database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  ping(): Promise<void>
  migrate(): Promise<void>
  close(): Promise<void>
}

export type OpenDatabaseOptions =
  | {
      kind: 'postgres'
      url: string
      poolSize?: number
      statementTimeoutMs?: number
      connectTimeoutMs?: number
      /** Told of connections lost outside any request (a restart, a failover); never thrown. */
      onConnectionError?: (err: Error) => void
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite }

/** The folder of generated migrations, found both from the sources and from the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')]
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!
}

function hasMigrations(folder: string): boolean {
  return existsSync(path.join(folder, 'meta', '_journal.json'))
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsFolder()
  if (options.kind === 'postgres') {
    const statementTimeoutMs = options.statementTimeoutMs ?? 5000
    const connectTimeoutMs = options.connectTimeoutMs ?? 3000
    const onConnectionError = options.onConnectionError ?? (() => {})
    let closing: Promise<void> | undefined
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Waiting for a connection (a new one, or a free one of the pool) ends in a 503, not a hang.
      connectionTimeoutMillis: connectTimeoutMs,
      // The server cancels a slow statement; a frozen server cannot, so the client gives up too.
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 1000,
      keepAlive: true,
    })
    // Without these listeners a connection dropped by the server (restart, failover, network)
    // is an unhandled 'error' event that ends the process. The pool replaces lost connections
    // by itself; a request that was using one fails and answers 503 (plugins/errors.ts).
    pool.on('error', onConnectionError)
    pool.on('connect', (client) => client.on('error', onConnectionError))
    const db = drizzlePg(pool, { schema, casing: 'snake_case' })
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      migrate: async () => {
        if (!hasMigrations(folder)) return
        // Migrations may rightly run longer than a request's statement timeout.
        // One connection, holding a lock: API processes starting together on a new database
        // migrate one after the other, and the later ones find nothing left to do.
        const migrationPool = new pg.Pool({ connectionString: options.url, max: 1 })
        migrationPool.on('error', onConnectionError)
        try {
          await migrationPool.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
          await migratePg(drizzlePg(migrationPool, { schema, casing: 'snake_case' }), {
            migrationsFolder: folder,
          })
          await migrationPool.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
        } finally {
          await migrationPool.end()
        }
      },
      // Closed by the app on shutdown and perhaps again by its owner: the second time is a no-op.
      close: () => (closing ??= pool.end()),
    }
  }
  let client: PGlite
  if ('client' in options) {
    client = options.client
  } else {
    const dir = path.join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = await PGlite.create(dir, { extensions: pgliteExtensions })
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' })
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    migrate: async () => {
      if (hasMigrations(folder)) await migratePglite(db, { migrationsFolder: folder })
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}
