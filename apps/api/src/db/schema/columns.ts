import { customType, timestamp, uuid } from 'drizzle-orm/pg-core'

export const id = () => uuid().primaryKey().defaultRandom()
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

/** Bytes (pictures), read back as a Buffer whichever driver gave them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})
