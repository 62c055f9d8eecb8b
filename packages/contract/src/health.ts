import { z } from 'zod'

/** Readiness (`/v1/health`, `/v1/health/ready`): the process and its database. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof healthSchema>

/** Liveness (`/v1/health/live`): the process answers; the database is not asked. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
})
export type Liveness = z.infer<typeof livenessSchema>
