import { type CustomerTag, type customerTagInputSchema, fieldError } from '@designer/contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { customers, customerTags } from '../../db/schema/index'
import { isUniqueViolation } from '../../lib/csv'
import { AppError, notFound } from '../../lib/errors'

type TagInput = z.output<typeof customerTagInputSchema>

const TAG_INDEX = 'customer_tags_company_name_idx'

/** The company's customer tags: listed with how many customers wear each, made, renamed, deleted. */
export function createCustomerTags({ db }: { db: Database }) {
  async function listTags(companyId: string): Promise<CustomerTag[]> {
    // The outer table is named in full: in a query of one table Drizzle leaves the table off
    // its columns, and inside the subquery they would be the customer's own.
    const used =
      sql<number>`(select count(*) from ${customers} where ${customers.companyId} = "customer_tags"."company_id" and ${customers.tagIds} @> array["customer_tags"."id"])`.mapWith(
        Number,
      )
    return db
      .select({
        id: customerTags.id,
        name: customerTags.name,
        color: customerTags.color,
        customerCount: used,
      })
      .from(customerTags)
      .where(eq(customerTags.companyId, companyId))
      .orderBy(asc(sql`lower(${customerTags.name})`))
  }

  return {
    listTags,

    async createTag(companyId: string, input: TagInput): Promise<CustomerTag> {
      const [tag] = await guardTag(() =>
        db
          .insert(customerTags)
          .values({ companyId, ...input })
          .returning(),
      )
      return { id: tag!.id, name: tag!.name, color: tag!.color, customerCount: 0 }
    },

    async updateTag(companyId: string, id: string, input: TagInput): Promise<CustomerTag> {
      const [tag] = await guardTag(() =>
        db
          .update(customerTags)
          .set(input)
          .where(and(eq(customerTags.id, id), eq(customerTags.companyId, companyId)))
          .returning({ id: customerTags.id }),
      )
      if (!tag) throw notFound('Tag')
      return (await listTags(companyId)).find((t) => t.id === id)!
    },

    /** The tag comes off every customer wearing it. */
    async removeTag(companyId: string, id: string) {
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(customerTags)
          .where(and(eq(customerTags.id, id), eq(customerTags.companyId, companyId)))
          .returning({ id: customerTags.id })
        if (!deleted.length) throw notFound('Tag')
        await tx
          .update(customers)
          .set({ tagIds: sql`array_remove(${customers.tagIds}, ${id}::uuid)` })
          .where(
            and(
              eq(customers.companyId, companyId),
              sql`${customers.tagIds} @> array[${id}]::uuid[]`,
            ),
          )
      })
    },
  }
}

async function guardTag<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (err) {
    if (isUniqueViolation(err, TAG_INDEX)) {
      throw new AppError(409, 'tag_name_taken', 'Another tag has this name', [
        fieldError('name', 'validation.tagTaken'),
      ])
    }
    throw err
  }
}
