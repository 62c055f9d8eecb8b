import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testClock } from '../../test/clock'
import {
  createRateLimiter,
  memoryRateStore,
  RateLimitError,
  type RateStore,
  redisRateStore,
} from './rate-limit'

const MINUTE = 60_000

function behaves(name: string, makeStore: () => RateStore) {
  describe(name, () => {
    test('counts each key in its window and refuses past the maximum', async () => {
      const clock = testClock(new Date('2026-11-21T10:00:00Z'))
      const limit = createRateLimiter(makeStore(), clock)
      const key = `login:email:${Math.random()}`
      for (let i = 0; i < 3; i++) await limit([{ key, max: 3, windowMs: MINUTE }])
      const refused = await limit([{ key, max: 3, windowMs: MINUTE }]).catch((e) => e)
      expect(refused).toBeInstanceOf(RateLimitError)
      expect(refused.retryAfterSeconds).toBeGreaterThan(0)
      // Another key is not affected; the next window starts again.
      await limit([{ key: `${key}:other`, max: 3, windowMs: MINUTE }])
      clock.advance(MINUTE)
      await expect(limit([{ key, max: 3, windowMs: MINUTE }])).resolves.toBeUndefined()
    })

    test('a multiplier raises every maximum', async () => {
      const limit = createRateLimiter(makeStore(), testClock(), 10)
      const key = `register:ip:${Math.random()}`
      for (let i = 0; i < 30; i++) await limit([{ key, max: 3, windowMs: MINUTE }])
      await expect(limit([{ key, max: 3, windowMs: MINUTE }])).rejects.toBeInstanceOf(
        RateLimitError,
      )
    })
  })
}

behaves('in memory', memoryRateStore)

// Shared by every process when REDIS_URL is set; tested against a real Redis when one is given
// (TEST_REDIS_URL). Without one these tests are reported as skipped, not left out unseen.
const redisUrl = process.env.TEST_REDIS_URL
describe.skipIf(!redisUrl)('with Redis (TEST_REDIS_URL)', () => {
  let redis: Redis
  beforeAll(() => {
    redis = new Redis(redisUrl!, { lazyConnect: false, maxRetriesPerRequest: 2 })
  })
  afterAll(() => redis?.quit())
  behaves('in Redis', () => redisRateStore(redis, `designer-test:${process.pid}:`))

  test('two processes share the count through Redis', async () => {
    const other = new Redis(redisUrl!)
    try {
      const clock = testClock()
      const key = `refresh:ip:${Math.random()}`
      const a = createRateLimiter(redisRateStore(redis, 'designer-test-shared:'), clock)
      const b = createRateLimiter(redisRateStore(other, 'designer-test-shared:'), clock)
      await a([{ key, max: 2, windowMs: MINUTE }])
      await b([{ key, max: 2, windowMs: MINUTE }])
      await expect(a([{ key, max: 2, windowMs: MINUTE }])).rejects.toBeInstanceOf(RateLimitError)
    } finally {
      await other.quit()
    }
  })
})
