import type { Clock } from './clock'
import { AppError } from './errors'

export type RateRule = { key: string; max: number; windowMs: number }

/** Where counts live: memory for one process; a shared store (Redis) when scaled out. */
export type RateStore = {
  /** Adds one hit to the key's current window and answers the count and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>
}

export function memoryRateStore(): RateStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let sweeps = 0
  return {
    async hit(key, windowMs, now) {
      // Forget finished windows now and then, so the map does not grow without end.
      if (++sweeps % 1000 === 0) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
      }
      let w = windows.get(key)
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs }
        windows.set(key, w)
      }
      w.count += 1
      return { ...w }
    },
  }
}

export class RateLimitError extends AppError {
  constructor(public readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(
      429,
      'rate_limited',
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { retryAfterSeconds },
    )
  }
}

/** Fixed-window limits; every rule is counted, and the first one over its maximum refuses. */
export function createRateLimiter(store: RateStore, clock: Clock, multiplier = 1) {
  return async function limit(rules: RateRule[]): Promise<void> {
    const now = clock.now().getTime()
    for (const rule of rules) {
      const { count, resetAt } = await store.hit(rule.key, rule.windowMs, now)
      if (count > rule.max * multiplier)
        throw new RateLimitError(Math.max(1, Math.ceil((resetAt - now) / 1000)))
    }
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>

type RedisLike = {
  multi(): {
    incr(key: string): unknown
    pexpire(key: string, ms: number): unknown
    exec(): Promise<[Error | null, unknown][] | null>
  }
}

/**
 * Counts kept in Redis, shared by every API process: one process cannot be used to get
 * around another's limit. Windows are aligned to the clock, so all processes agree on them.
 */
export function redisRateStore(redis: RedisLike, prefix = 'designer:rl:'): RateStore {
  return {
    async hit(key, windowMs, now) {
      const window = Math.floor(now / windowMs)
      const redisKey = `${prefix}${key}:${window}`
      const tx = redis.multi()
      tx.incr(redisKey)
      tx.pexpire(redisKey, windowMs)
      const results = await tx.exec()
      const count = Number(results?.[0]?.[1] ?? 1)
      return { count, resetAt: (window + 1) * windowMs }
    },
  }
}
