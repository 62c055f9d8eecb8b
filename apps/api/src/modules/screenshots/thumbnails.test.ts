import { DEFAULT_SCENE } from '@designer/contract'
import type { FastifyBaseLogger } from 'fastify'
import { expect, test } from 'vitest'
import { type BusMessage, inProcessEvents } from '../../lib/events'
import { createThumbnailRefresher } from './thumbnails'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const quiet = { warn: () => {} } as unknown as FastifyBaseLogger
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** A refresher whose renders wait until the test lets them finish, one by one. */
function refresher({ available = true, failing = new Set<string>() } = {}) {
  const started: string[] = []
  const saved: string[] = []
  const finish: (() => void)[] = []
  let inFlight = 0
  let mostAtOnce = 0
  const render = async (id: string) => {
    started.push(id)
    inFlight++
    mostAtOnce = Math.max(mostAtOnce, inFlight)
    await new Promise<void>((resolve) => finish.push(resolve))
    inFlight--
    if (failing.has(id)) throw new Error('renderer down')
    return PNG
  }
  const events = inProcessEvents()
  const heard: BusMessage[] = []
  events.subscribe('c1', (e) => heard.push(e))
  const views = new Map([['d1', ['v1', 'v2']]])
  const settled: string[] = []
  const thumbnails = createThumbnailRefresher({
    delayMs: 5,
    available: () => available,
    designs: {
      render: (_c, id) => render(id),
      save: async (_c, id) => saved.push(id),
    },
    views: {
      render: (_c, id) => render(id),
      save: async (_c, id) => saved.push(id),
      ofDesign: async (_c, designId) => views.get(designId) ?? [],
    },
    posters: {
      async make(_c, id) {
        await render(id)
        saved.push(id)
      },
    },
    quotes: {
      async make(_c, id) {
        await render(id)
        saved.push(id)
      },
      settled: async (_c, id) => {
        settled.push(id)
      },
    },
    missing: async () => ({
      designs: [
        { companyId: 'c1', id: 'd2', background: '#ffffff' },
        { companyId: 'c1', id: 'd3', background: '#ffffff' },
      ],
      views: [{ companyId: 'c1', id: 'v3' }],
      posters: [{ companyId: 'c1', id: 'p1' }],
      quotes: [{ companyId: 'c1', id: 'q1' }],
    }),
    events,
    log: quiet,
  })
  /** Lets the oldest waiting render end, and the queue move on. */
  const next = async () => {
    finish.shift()?.()
    await tick(10)
  }
  return { thumbnails, started, saved, settled, heard, next, mostAtOnce: () => mostAtOnce }
}

test('what has no picture is rendered one at a time, in order, each said "rendering" until it is done', async () => {
  const r = refresher()
  expect(await r.thumbnails.backfill()).toEqual({ designs: 2, views: 1, posters: 1, quotes: 1 })
  // Waiting for its delay counts as rendering: the lists say so at once.
  expect(['d2', 'd3'].map((id) => r.thumbnails.rendering('design', id))).toEqual([true, true])
  expect(r.thumbnails.rendering('view', 'v3')).toBe(true)
  expect(r.thumbnails.rendering('design', 'd9')).toBe(false)
  await tick(20)
  expect(r.started).toEqual(['d2'])
  for (let i = 0; i < 5; i++) await r.next()
  expect(r.started).toEqual(['d2', 'd3', 'v3', 'p1', 'q1'])
  expect(r.saved).toEqual(['d2', 'd3', 'v3', 'p1', 'q1'])
  // A quote's picture is followed by what waited for it (its mail, its pages): see below.
  expect(r.settled).toEqual(['q1'])
  expect(r.mostAtOnce()).toBe(1)
  expect(r.thumbnails.rendering('design', 'd2')).toBe(false)
  expect(r.heard).toEqual([
    { type: 'designs.updated', id: 'd2', actorId: null },
    { type: 'designs.updated', id: 'd3', actorId: null },
    { type: 'views.updated', id: 'v3', actorId: null },
    // A poster is on no list: nothing to announce.
  ])
})

test('a published configurator’s poster waits its turn behind the pictures asked for before', async () => {
  const r = refresher()
  r.thumbnails.schedule('c1', 'd1', DEFAULT_SCENE)
  r.thumbnails.schedulePoster('c1', 'p1')
  expect(r.thumbnails.rendering('poster', 'p1')).toBe(true)
  await tick(20)
  await r.next()
  await r.next()
  await r.next()
  await r.next()
  expect(r.started).toEqual(['d1', 'p1', 'v1', 'v2'])
  expect(r.mostAtOnce()).toBe(1)
  expect(r.thumbnails.rendering('poster', 'p1')).toBe(false)
})

test('a quote’s picture goes before everything waiting, and what waits for it follows, made or not', async () => {
  const r = refresher({ failing: new Set(['q2']) })
  await r.thumbnails.backfill()
  await tick(20)
  expect(r.started).toEqual(['d2'])
  // Asked while another renders: it goes next, before the pictures the start asked for.
  expect(r.thumbnails.scheduleQuote('c1', 'q2')).toBe(true)
  expect(r.thumbnails.scheduleQuote('c1', 'q3')).toBe(true)
  expect(r.thumbnails.rendering('quote', 'q2')).toBe(true)
  await tick(10)
  await r.next()
  expect(r.started).toEqual(['d2', 'q2'])
  await r.next()
  expect(r.started).toEqual(['d2', 'q2', 'q3'])
  // The failed one is settled too: a mail waiting for it must not wait for ever.
  expect(r.settled).toEqual(['q2'])
  await r.next()
  expect(r.settled).toEqual(['q2', 'q3'])
  // The first one, started before them, was saved first; the failed quote was not.
  expect(r.saved).toEqual(['d2', 'q3'])
  expect(r.started.at(-1)).toBe('d3')
})

test("a burst of scene saves renders once, then the design's views follow", async () => {
  const r = refresher()
  for (let i = 0; i < 5; i++) r.thumbnails.schedule('c1', 'd1', DEFAULT_SCENE)
  await tick(20)
  await r.next()
  expect(r.started).toEqual(['d1', 'v1'])
  await r.next()
  await r.next()
  expect(r.started).toEqual(['d1', 'v1', 'v2'])
  expect(r.saved).toEqual(['d1', 'v1', 'v2'])
})

test('a failed render is announced too, so nobody waits for it; the rest go on', async () => {
  const r = refresher({ failing: new Set(['d2']) })
  await r.thumbnails.backfill()
  await tick(20)
  await r.next()
  expect(r.thumbnails.rendering('design', 'd2')).toBe(false)
  expect(r.heard[0]).toEqual({ type: 'designs.updated', id: 'd2', actorId: null })
  expect(r.started).toEqual(['d2', 'd3'])
  expect(r.saved).toEqual([])
})

test('without a renderer nothing is scheduled and nothing says "rendering"', async () => {
  const r = refresher({ available: false })
  expect(await r.thumbnails.backfill()).toEqual({ designs: 0, views: 0, posters: 0, quotes: 0 })
  // Nothing will come: the caller must not wait for it.
  expect(r.thumbnails.scheduleQuote('c1', 'q1')).toBe(false)
  r.thumbnails.schedule('c1', 'd1', DEFAULT_SCENE)
  r.thumbnails.scheduleView('c1', 'v1')
  r.thumbnails.schedulePoster('c1', 'p1')
  expect(r.thumbnails.rendering('poster', 'p1')).toBe(false)
  expect(r.thumbnails.rendering('design', 'd1')).toBe(false)
  expect(r.thumbnails.rendering('view', 'v1')).toBe(false)
  await tick(20)
  expect(r.started).toEqual([])
})

test('closing drops what waits', async () => {
  const r = refresher()
  await r.thumbnails.backfill()
  r.thumbnails.close()
  await tick(20)
  expect(r.started).toEqual([])
  expect(r.thumbnails.rendering('design', 'd2')).toBe(false)
})
