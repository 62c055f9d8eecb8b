import type { Scene } from '@designer/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { EventsPublisher } from '../../lib/events'

type Kind = 'design' | 'view' | 'poster' | 'quote'
type Job = {
  kind: Kind
  companyId: string
  id: string
  make: () => Promise<void>
  /** Someone waits on it (a quote's mail): it goes before the others. */
  urgent?: boolean
}

/**
 * Background pictures run one at a time: the renderer keeps its other page(s) for the images
 * people ask for, and Chromium drawing in software takes one core, not both, while requests go
 * on (what that costs them: docs/decisions/036-pictures-rendered-in-the-background.md).
 */
const CONCURRENCY = 1

/**
 * Renders pictures on the server in the background: a design's thumbnail some time after its
 * last scene save (a burst of saves renders once) and then the pictures of its saved views; a
 * view's picture after it is made or its camera or design changes; a published configurator's
 * poster; a quote's picture at once after its request, before the others (its mail waits for
 * it); and, once the server listens, everything that has no picture yet (a new demo's designs
 * and views, quotes asked while it was off). Each design's or view's picture that ends, made or
 * not, is announced as `designs.updated` or `views.updated` (by nobody: `actorId` null), so the
 * lists showing "rendering" ask again and show it; a quote's is followed by `quotes.settled`.
 * Without Chromium nothing is scheduled, and the editor's own thumbnails go on as before.
 */
export function createThumbnailRefresher(options: {
  delayMs: number
  available: () => boolean
  designs: {
    render: (companyId: string, id: string, background: string) => Promise<Buffer>
    save: (companyId: string, id: string, png: Buffer) => Promise<unknown>
  }
  views: {
    /** Null when the view has no design to show. */
    render: (companyId: string, id: string) => Promise<Buffer | null>
    save: (companyId: string, id: string, png: Buffer) => Promise<unknown>
    ofDesign: (companyId: string, designId: string) => Promise<string[]>
  }
  /**
   * Published configurators' posters (their live version's default configuration): `make`
   * renders and keeps the poster of the version live when it runs.
   */
  posters?: { make: (companyId: string, configuratorId: string) => Promise<void> }
  /**
   * Quotes' pictures (decision 044): `make` renders and keeps what the customer configured;
   * `settled` follows its end, made or not (the pages showing the quote, the mail waiting).
   */
  quotes?: {
    make: (companyId: string, quoteId: string) => Promise<void>
    settled: (companyId: string, quoteId: string) => Promise<void>
  }
  /** What has no picture yet, the most recently changed first (the lists' first page). */
  missing: () => Promise<{
    designs: { companyId: string; id: string; background: string }[]
    views: { companyId: string; id: string }[]
    /** Published configurators without a poster of their live version. */
    posters?: { companyId: string; id: string }[]
    /** Quotes without a picture. */
    quotes?: { companyId: string; id: string }[]
  }>
  events: EventsPublisher
  log: FastifyBaseLogger
}) {
  const { log } = options
  const timers = new Map<string, NodeJS.Timeout>()
  // Waiting their turn, in order; a Map so that a picture asked for again is not made twice.
  const queued = new Map<string, Job>()
  const running = new Set<string>()
  let closed = false
  const keyOf = (kind: Kind, id: string) => `${kind}:${id}`

  /** The jobs waiting, those someone waits on first, each group in the order asked. */
  const inTurn = () => {
    const jobs = [...queued]
    return [...jobs.filter(([, j]) => j.urgent), ...jobs.filter(([, j]) => !j.urgent)]
  }

  function pump() {
    for (const [key, job] of inTurn()) {
      if (running.size >= CONCURRENCY) return
      // The same picture asked for while it renders waits for that render to end.
      if (running.has(key)) continue
      queued.delete(key)
      running.add(key)
      void job
        .make()
        .catch((err) => {
          // The design or view may be gone, or the renderer down: the old picture stays.
          log.warn(
            { err, [`${job.kind}Id`]: job.id },
            `the server could not render a ${job.kind}'s picture`,
          )
        })
        .finally(() => {
          running.delete(key)
          if (closed) return
          // A poster is on no list: only the public page reads it, when it next opens.
          if (job.kind === 'poster') return pump()
          if (job.kind === 'quote') {
            void options.quotes
              ?.settled(job.companyId, job.id)
              .catch((err) =>
                log.warn({ err, quoteId: job.id }, 'what follows a quote’s picture failed'),
              )
            return pump()
          }
          options.events.publish(job.companyId, {
            type: job.kind === 'design' ? 'designs.updated' : 'views.updated',
            id: job.id,
            actorId: null,
          })
          pump()
        })
    }
  }

  /** Schedules a picture; false when none will come (no Chromium, or closing). */
  function enqueue(job: Job, delayMs: number) {
    if (closed || !options.available()) return false
    const key = keyOf(job.kind, job.id)
    clearTimeout(timers.get(key))
    const timer = setTimeout(() => {
      timers.delete(key)
      queued.delete(key)
      queued.set(key, job)
      pump()
    }, delayMs)
    timer.unref()
    timers.set(key, timer)
    return true
  }

  const viewJob = (companyId: string, id: string): Job => ({
    kind: 'view',
    companyId,
    id,
    async make() {
      const png = await options.views.render(companyId, id)
      if (png) await options.views.save(companyId, id, png)
    },
  })

  const posterJob = (companyId: string, id: string): Job => ({
    kind: 'poster',
    companyId,
    id,
    make: () => options.posters?.make(companyId, id) ?? Promise.resolve(),
  })

  const quoteJob = (companyId: string, id: string, urgent: boolean): Job => ({
    kind: 'quote',
    companyId,
    id,
    urgent,
    make: () => options.quotes?.make(companyId, id) ?? Promise.resolve(),
  })

  function designJob(companyId: string, id: string, background: string, withViews: boolean): Job {
    return {
      kind: 'design',
      companyId,
      id,
      async make() {
        try {
          const png = await options.designs.render(companyId, id, background)
          await options.designs.save(companyId, id, png)
        } finally {
          // Its views show the same scene: they follow, whether or not the thumbnail was made.
          if (withViews) {
            for (const viewId of await options.views.ofDesign(companyId, id)) {
              enqueue(viewJob(companyId, viewId), 0)
            }
          }
        }
      },
    }
  }

  return {
    /** After a scene save: the design's thumbnail, then its views' pictures. */
    schedule(companyId: string, id: string, scene: Scene) {
      enqueue(designJob(companyId, id, scene.settings.background, true), options.delayMs)
    },
    /** After a material's look changed: the thumbnails and views of the designs made of it. */
    scheduleDesigns(companyId: string, designs: { id: string; background: string }[]) {
      for (const d of designs) {
        enqueue(designJob(companyId, d.id, d.background, true), options.delayMs)
      }
    },
    /** After a view is made, or its camera or design changed. */
    scheduleView(companyId: string, id: string) {
      enqueue(viewJob(companyId, id), options.delayMs)
    },
    /** After a configurator is published: the poster of its new live version. */
    schedulePoster(companyId: string, id: string) {
      if (options.posters) enqueue(posterJob(companyId, id), options.delayMs)
    },
    /**
     * After a quote request: its picture, at once and before the others (its mail waits for
     * it). False when no picture will come, so nothing should wait for one.
     */
    scheduleQuote(companyId: string, id: string) {
      return options.quotes ? enqueue(quoteJob(companyId, id, true), 0) : false
    },
    /** Whether this picture is waiting to be rendered or rendering now. */
    rendering(kind: Kind, id: string) {
      const key = keyOf(kind, id)
      return timers.has(key) || queued.has(key) || running.has(key)
    },
    /** Everything without a picture, after start; answers how many were scheduled. */
    async backfill() {
      if (!options.available()) return { designs: 0, views: 0, posters: 0, quotes: 0 }
      const missing = await options.missing()
      const posters = options.posters ? (missing.posters ?? []) : []
      const quotes = options.quotes ? (missing.quotes ?? []) : []
      for (const d of missing.designs) {
        enqueue(designJob(d.companyId, d.id, d.background, false), options.delayMs)
      }
      for (const v of missing.views) enqueue(viewJob(v.companyId, v.id), options.delayMs)
      for (const p of posters) enqueue(posterJob(p.companyId, p.id), options.delayMs)
      for (const q of quotes) enqueue(quoteJob(q.companyId, q.id, false), options.delayMs)
      return {
        designs: missing.designs.length,
        views: missing.views.length,
        posters: posters.length,
        quotes: quotes.length,
      }
    },
    close() {
      closed = true
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
      queued.clear()
    },
  }
}
