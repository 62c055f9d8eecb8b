import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase, pgliteExtensions } from '../src/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    testDb:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgres'; url: string; template: string }
  }
}

/**
 * Migrates one database per run, then every test file starts from a copy of it: PGlite
 * restores a dump of its data dir, PostgreSQL clones a template database. Creating and
 * migrating a database per file would cost seconds each.
 */
export default async function setup(project: TestProject) {
  // The project's own env (vitest.config.ts sets TEST_DB per project); this runs in the main
  // process, where only the project's config says which engine it tests.
  const engine = project.config.env?.TEST_DB ?? process.env.TEST_DB
  const kind = engine === 'postgres' ? 'postgres' : 'pglite'
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions })
    const handle = await openDatabase({ kind: 'pglite', client })
    await handle.migrate()
    const dump = await client.dumpDataDir('none')
    const dir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/designer-test')
    mkdirSync(dir, { recursive: true })
    const templateFile = path.join(dir, `pglite-template-${process.pid}.tar`)
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()))
    await handle.close()
    project.provide('testDb', { kind, templateFile })
    // Each run writes its own template (tens of MB): it goes when the run ends.
    return () => rmSync(templateFile, { force: true })
  }

  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const template = `designer_tpl_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${template}`)
  await admin.query(`create database ${template}`)
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, template) })
  await handle.migrate()
  await handle.close()
  project.provide('testDb', { kind, url, template })
  return async () => {
    await admin.query(`drop database if exists ${template}`)
    await admin.end()
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
