// The default writer rates are configuration (app/domain/writer-pay.ts); the approval's accrual trigger
// reads them from writer_default_rates, so every migration run writes the configured table there.
import { sql } from 'drizzle-orm'
import { CONTENT_TYPES } from '#app/domain/content.ts'
import { currencies } from '#app/domain/money.ts'
import { DEFAULT_WRITER_RATES } from '#app/domain/writer-pay.ts'
import type { Database } from './database.ts'
import { writerDefaultRates } from './schema/pay.ts'

/** Writes the configured default rates (a changed figure replaces the stored one; nothing else is touched). */
export async function writeDefaultWriterRates(db: Database): Promise<void> {
  const rows = currencies.flatMap((currency) =>
    CONTENT_TYPES.map((contentType) => ({ currency, contentType, amountMinor: DEFAULT_WRITER_RATES[currency][contentType] })),
  )
  await db
    .insert(writerDefaultRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [writerDefaultRates.currency, writerDefaultRates.contentType],
      set: { amountMinor: sql`excluded.amount_minor` },
      setWhere: sql`${writerDefaultRates.amountMinor} <> excluded.amount_minor`,
    })
}
