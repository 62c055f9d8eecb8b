import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, DatabaseHandle } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
    db: Database
  }
}

/** The database as a decorated plugin: opened by the caller, closed with the app. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle }) => {
    app.decorate('database', opts.handle)
    app.decorate('db', opts.handle.db)
    app.addHook('onClose', async () => {
      await opts.handle.close()
    })
  },
  { name: 'database' },
)
