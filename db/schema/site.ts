import { sql } from 'drizzle-orm'
import { bigint, boolean, check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.ts'

/**
 * One row: the version of everything public pages show from the database. A trigger on each table
 * they read (plan_prices today) bumps it in the same transaction as the change, and every instance's
 * page cache drops its pages when it sees a new value (server/public-page-cache.ts).
 */
export const publicContentVersion = pgTable(
  'public_content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    bumpedAt: timestamp('bumped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('public_content_version_single_row', sql`${t.id} = 1`)],
)

/**
 * What admins can change about a plan besides its prices: whether it is sold out and its availability
 * line ("Only 3 slots left"). A plan without a row shows the catalogue's values. A trigger bumps
 * public_content_version with every change, like plan_prices.
 */
export const planSettings = pgTable('plan_settings', {
  planSlug: text('plan_slug').primaryKey(),
  soldOut: boolean('sold_out').notNull(),
  availability: text('availability'),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
})
