import { z } from 'zod'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants'

/** The query every list endpoint takes: `?q=&sort=&page=&pageSize=`. */
export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
})
export type ListQuery = z.infer<typeof listQuerySchema>

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().min(0) })
}
