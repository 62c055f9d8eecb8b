// A throwaway PostgreSQL database for a benchmark, on the server of BENCH_DATABASE_URL (else the
// local one): made empty, dropped when the benchmark is done (kept with KEEP_DATABASE=1).
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** A new database named `prefix_` and a random suffix: its `url`, and `drop` to end with. */
export async function throwawayDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()
  return {
    url,
    async drop() {
      if (process.env.KEEP_DATABASE === '1') console.log(`kept the database: ${url}`)
      else await admin.query(`drop database if exists ${name} with (force)`).catch(() => {})
      await admin.end()
    },
  }
}

/**
 * Rows written straight into a table in one statement (each row an object of column → value, all
 * with the same columns): seeding many rows through the API would measure the API's writes.
 * Resolves to the new rows' ids.
 */
export async function insertRows(client, table, rows) {
  const columns = Object.keys(rows[0])
  const values = []
  const tuples = rows.map((row) => {
    const slots = columns.map((c) => {
      values.push(row[c])
      return `$${values.length}`
    })
    return `(${slots.join(',')})`
  })
  const { rows: ids } = await client.query(
    `insert into ${table} (${columns.join(',')}) values ${tuples.join(',')} returning id`,
    values,
  )
  return ids.map((r) => r.id)
}
