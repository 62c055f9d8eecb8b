import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, expect, inject } from 'vitest'
import { migrationsFolder, pgliteExtensions } from '../src/db/client'
import { withDatabase } from './global-setup'

// Testing one migration: a database migrated up to just before it, rows written in the shape
// of then, the rest of the migrations, and the rows read in the shape of now. On whichever
// engine this run tests: PGlite, or an empty database of the run's PostgreSQL server.

const cleanup: (() => unknown)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

/** The migrations folder as it was before `tag`: the same files, a shorter journal. */
function folderBefore(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'designer-migrations-'))
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(migrationsFolder(), dir, { recursive: true })
  const journalFile = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[]
  }
  const at = journal.entries.findIndex((e) => e.tag === tag)
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

/** A database with no migrations yet, on the engine of this run, migrated by a folder at will. */
async function emptyDatabase() {
  const testDb = inject('testDb')
  if (testDb.kind === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions })
    const db = drizzlePglite(client)
    return {
      db,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    }
  }
  const name = `designer_migration_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: testDb.url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const pool = new pg.Pool({ connectionString: withDatabase(testDb.url, name), max: 1 })
  const db = drizzlePg(pool)
  return {
    db,
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end()
      await admin.query(`drop database if exists ${name}`)
      await admin.end()
    },
  }
}

/**
 * A database migrated up to (not including) the migration `tag`; `finish()` runs the rest.
 * Closed and removed after the file.
 */
export async function databaseBefore(tag: string) {
  const database = await emptyDatabase()
  cleanup.push(database.close)
  await database.migrate(folderBefore(tag))
  const { db } = database
  return {
    db,
    finish: () => database.migrate(migrationsFolder()),
    /** The rows a query answers, on either engine. */
    rows: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
  }
}
