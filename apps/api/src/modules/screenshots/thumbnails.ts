import type { Scene } from '@designer/contract'
import type { FastifyBaseLogger } from 'fastify'

/**
 * Re-renders a design's thumbnail on the server some time after its last scene save, so designs
 * changed from anywhere (the API, another tool) keep a current picture. A burst of saves renders
 * once. Without Chromium nothing is scheduled and the editor's own thumbnails go on as before.
 */
export function createThumbnailRefresher(options: {
  delayMs: number
  available: () => boolean
  render: (companyId: string, id: string, background: string) => Promise<Buffer>
  save: (companyId: string, id: string, png: Buffer) => Promise<unknown>
  log: FastifyBaseLogger
}) {
  const timers = new Map<string, NodeJS.Timeout>()
  return {
    schedule(companyId: string, id: string, scene: Scene) {
      if (!options.available()) return
      clearTimeout(timers.get(id))
      const timer = setTimeout(async () => {
        timers.delete(id)
        try {
          const png = await options.render(companyId, id, scene.settings.background)
          await options.save(companyId, id, png)
        } catch (err) {
          // The design may be gone, or the renderer down: the old thumbnail stays.
          options.log.warn({ err, designId: id }, 'the server could not refresh a thumbnail')
        }
      }, options.delayMs)
      timer.unref()
      timers.set(id, timer)
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
