import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ApiProcess, startApiProcess } from '../../../test/api-process'
import { createPostgresDatabase } from '../../../test/build'
import { connect } from '../../../test/realtime'

/**
 * Two API processes on one PostgreSQL database and the machine's Redis, as a scaled-out
 * deployment runs: what happens on one reaches the sockets of the other.
 */
const redisUrl = process.env.TEST_REDIS_URL

describe.skipIf(!redisUrl)('two API processes through Redis (TEST_REDIS_URL)', () => {
  const processes: ApiProcess[] = []
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let dataDir: string

  async function start() {
    const api = await startApiProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // One secret and one public address for both: a token signed by one is good on the
      // other, as behind a load balancer.
      JWT_SECRET: 'two-processes-secret-that-is-long-enough-for-hs256',
      PUBLIC_URL: 'http://designer.test',
      RENDERER: 'off',
      LOG_LEVEL: 'warn',
    })
    processes.push(api)
    const started = Date.now()
    for (;;) {
      const ready = await fetch(`${api.base}/v1/health/ready`).catch(() => null)
      if (ready?.status === 200) return api.base
      if (Date.now() - started > 60_000) throw new Error(`no start: ${api.log}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  let a: string
  let b: string
  let headers: Record<string, string>

  async function call(base: string, method: string, url: string, body?: unknown) {
    const res = await fetch(base + url, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: res.status, json: (await res.json().catch(() => null)) as never }
  }
  async function ticket(base: string) {
    const res = await call(base, 'POST', '/v1/realtime/ticket')
    if (res.status !== 201) throw new Error(`ticket: ${res.status} ${JSON.stringify(res.json)}`)
    return (res.json as { ticket: string }).ticket
  }

  beforeAll(async () => {
    database = await createPostgresDatabase()
    dataDir = mkdtempSync(path.join(tmpdir(), 'designer-two-'))
    ;[a, b] = await Promise.all([start(), start()])
    headers = {}
    const registered = await call(a, 'POST', '/v1/auth/register', {
      name: 'Ana Two',
      email: 'ana.two@example.com',
      password: 'correct horse battery',
    })
    headers = {
      authorization: `Bearer ${(registered.json as { access_token: string }).access_token}`,
    }
    const company = await call(b, 'POST', '/v1/companies', {
      name: 'Two Processes',
      currency: 'EUR',
      country: 'ES',
    })
    if (company.status !== 201)
      throw new Error(`company: ${company.status} ${JSON.stringify(company.json)}`)
    headers['company-id'] = (company.json as { id: string }).id
  }, 120_000)

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()))
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('an edit sent to A reaches a socket on B; presence crosses too', async () => {
    const onA = await connect(a, await ticket(a))
    const onB = await connect(b, await ticket(b))

    // A write on A: B's socket hears it (a list page there would refresh).
    const created = await call(a, 'POST', '/v1/designs', { name: 'Crossing', type: 'design' })
    const id = (created.json as { id: string }).id
    await onB.next('event', (m) => m.event.type === 'designs.created' && m.event.id === id)

    onA.send({ type: 'join', designId: id })
    onB.send({ type: 'join', designId: id })
    await onA.next('joined')
    await onB.next('joined')

    const box = {
      id: 'seat',
      name: 'Seat',
      type: 'box',
      position: [0, 450, 0],
      rotation: [0, 0, 0],
      scale: [1, 1, 1],
      color: '#a0522d',
      parentId: null,
      visible: true,
      params: { width: 450, height: 30, depth: 420 },
    }
    const sent = await call(a, 'POST', `/v1/designs/${id}/ops`, {
      clientId: 'ana-on-a-1',
      baseVersion: 1,
      ops: [{ op: 'create', object: box, index: 0 }],
    })
    expect(sent.status).toBe(200)
    const heard = await onB.next('ops')
    expect(heard.batch).toMatchObject({ version: 2, clientId: 'ana-on-a-1' })
    expect(heard.batch.ops).toEqual([{ op: 'create', object: box, index: 0 }])

    onA.send({ type: 'presence', selection: ['seat'], camera: null })
    const seen = await onB.next('presence')
    expect(seen.user.name).toBe('Ana Two')
    expect(seen.selection).toEqual(['seat'])
    onB.send({
      type: 'presence',
      selection: [],
      camera: { position: [1, 1, 1], target: [0, 0, 0] },
    })
    expect((await onA.next('presence')).camera).toEqual({ position: [1, 1, 1], target: [0, 0, 0] })

    onA.close()
    expect((await onB.next('presence.left')).connectionId).toBe(seen.connectionId)
    onB.close()
  })
})
