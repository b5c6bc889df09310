import { timestamp } from 'drizzle-orm/pg-core'

/**
 * `updated_at`, kept current on every update: Drizzle sets it on its own updates, and the
 * `set_updated_at` trigger (migration 0001) sets it on any other (raw SQL, Better Auth, psql).
 * A test checks that every table with this column has the trigger.
 */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
