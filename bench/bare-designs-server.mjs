// The yardstick for bench/designs-list.mjs: a bare Fastify route that verifies the same access
// token and runs the same SQL as GET /v1/designs through pg, and does nothing else.
import { createSecretKey } from 'node:crypto'
import Fastify from 'fastify'
import { jwtVerify } from 'jose'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET, 'utf8'))
const issuer = process.env.PUBLIC_URL

const LIST = `select d.id, d.name, d.description, d.type, d.version, d.thumbnail_key, d.object_count,
  d.created_at, d.updated_at, u.id as updated_by_id, u.name as updated_by_name
  from designs d left join users u on u.id = d.updated_by
  where d.company_id = $1
  order by d.updated_at desc, d.id desc limit $2 offset $3`
const COUNT = 'select count(*)::int as n from designs where company_id = $1'

const app = Fastify({ logger: false })
app.get('/v1/designs', async (request, reply) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  try {
    await jwtVerify(token ?? '', key, { issuer, algorithms: ['HS256'] })
  } catch {
    return reply.status(401).send({ message: 'Authentication required', code: 'unauthorized' })
  }
  const companyId = request.headers['company-id']
  const [items, total] = await Promise.all([
    pool.query(LIST, [companyId, 20, 0]),
    pool.query(COUNT, [companyId]),
  ])
  return { items: items.rows, total: total.rows[0].n }
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
