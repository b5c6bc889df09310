// Writer pay (decision 028): rates per content type, an owed line per approved piece, and the payouts
// that settle those lines, oldest first, in the payout's currency.
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { CONTENT_TYPES } from '#app/domain/content.ts'
import { updatedAt } from './columns.ts'
import { user } from './auth.ts'
import { billingTransactions, CURRENCIES } from './billing.ts'
import { contentPieces } from './content.ts'

/**
 * A writer's own rate card, set by an admin: the currency the writer is paid in, and (writer_type_rates)
 * their rate for some or all content types. Without a row, the writer is paid in INR when their payout
 * details are in India (UPI, or the country India) and in USD otherwise, at the default rates.
 */
export const writerRates = pgTable(
  'writer_rates',
  {
    writerId: text('writer_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('writer_rates_currency_check', sql`${t.currency} in ('USD', 'INR')`)],
)

/** A writer's own rate for one content type, in their rate card's currency; a type without a row earns the default. */
export const writerTypeRates = pgTable(
  'writer_type_rates',
  {
    writerId: text('writer_id')
      .notNull()
      .references(() => writerRates.writerId, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.writerId, t.contentType] }),
    check('writer_type_rates_amount_check', sql`${t.amountMinor} > 0`),
    check('writer_type_rates_type_check', sql`${t.contentType} in ('blog', 'linkedin', 'pr', 'strategy')`),
  ],
)

/**
 * The agency's default rates (DEFAULT_WRITER_RATES in app/domain/writer-pay.ts), written there at every
 * start-up: the approval's accrual trigger reads them in the approving transaction.
 */
export const writerDefaultRates = pgTable(
  'writer_default_rates',
  {
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.contentType] }), check('writer_default_rates_amount_check', sql`${t.amountMinor} > 0`)],
)

/**
 * What an approved piece earned its writer: one line per piece, written by a trigger on content_pieces
 * (migration 0011) in the approving transaction at the rate then in force. Owed while `settled_minor`
 * is below `amount_minor`; payouts settle lines oldest first (payout_settlements). The title and type
 * are kept, so the line reads the same if the piece is later deleted.
 */
export const writerEarnings = pgTable(
  'writer_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    writerId: text('writer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .unique('writer_earnings_content_uq')
      .references(() => contentPieces.id, { onDelete: 'set null' }),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull(),
    title: text('title').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    settledMinor: integer('settled_minor').notNull().default(0),
    accruedAt: timestamp('accrued_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last of it was paid; null while anything is owed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // What a writer is owed, oldest first, per currency: the lines a payout settles, and the owed totals.
    index('writer_earnings_owed_idx')
      .on(t.writerId, t.currency, t.accruedAt, t.id)
      .where(sql`${t.settledMinor} < ${t.amountMinor}`),
    index('writer_earnings_writer_idx').on(t.writerId, t.accruedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('writer_earnings_amount_check', sql`${t.amountMinor} > 0`),
    check('writer_earnings_settled_check', sql`${t.settledMinor} >= 0 and ${t.settledMinor} <= ${t.amountMinor}`),
    check('writer_earnings_currency_check', sql`${t.currency} in ('USD', 'INR')`),
  ],
)

/** How much of a payout went to which owed line: the pieces behind each payout. */
export const payoutSettlements = pgTable(
  'payout_settlements',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => billingTransactions.id, { onDelete: 'cascade' }),
    earningId: uuid('earning_id')
      .notNull()
      .references(() => writerEarnings.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.earningId] }),
    index('payout_settlements_earning_idx').on(t.earningId),
    check('payout_settlements_amount_check', sql`${t.amountMinor} > 0`),
  ],
)
