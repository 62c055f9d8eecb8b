import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index'

export type Schema = typeof schema
/** The one database type services use: the same queries run on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  ping(): Promise<void>
  migrate(): Promise<void>
  close(): Promise<void>
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
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
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    const db = drizzlePg(pool, { schema, casing: 'snake_case' })
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      migrate: async () => {
        if (hasMigrations(folder)) await migratePg(db, { migrationsFolder: folder })
      },
      close: () => pool.end(),
    }
  }
  let client: PGlite
  if ('client' in options) {
    client = options.client
  } else {
    const dir = path.join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = await PGlite.create(dir)
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
