// The writer pay ledger as pages read it (decision 028): a writer's rate card (their own rates or the
// default table, in their pay currency), the lines their approved pieces left, owed or paid, and the
// payouts with the pieces each settled. Shared by the admin's payouts pages and the writer's Earnings;
// the callers scope the rows (an admin, or visibleTo for the writer).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'
import { payoutSettlements, writerEarnings } from '#db/schema/pay.ts'
import { CONTENT_TYPES, type ContentType } from '#app/domain/content.ts'
import type { Currency } from '#app/domain/money.ts'
import type { RateCard } from '#app/domain/writer-pay.ts'
import type { Database } from '#app/utils/db.server.ts'

/** How many owed lines a page lists (the totals count every one). */
export const OWED_LINES_SHOWN = 50

const TYPES = sql.raw(`array[${CONTENT_TYPES.map((type) => `'${type}'`).join(', ')}]::text[]`)

/** What each approved piece of each type earns the writer now: `writer_rate` (migration 0011), the function the accrual uses. */
export async function rateCardOf(db: Database, writerId: string): Promise<RateCard> {
  const { rows } = await db.execute<{ content_type: ContentType; amount_minor: number; currency: Currency; custom: boolean }>(sql`
    select t.content_type, r.amount_minor, r.currency,
      exists (select 1 from writer_type_rates o where o.writer_id = ${writerId} and o.content_type = t.content_type) as custom
    from unnest(${TYPES}) with ordinality as t (content_type, position)
    cross join lateral writer_rate(${writerId}, t.content_type) r
    order by t.position`)
  return {
    currency: rows[0]?.currency ?? 'USD',
    lines: rows.map((row) => ({ contentType: row.content_type, amountMinor: Number(row.amount_minor), custom: row.custom })),
  }
}

const outstanding = sql<number>`${writerEarnings.amountMinor} - ${writerEarnings.settledMinor}`.mapWith(Number)
const isOwed = sql`${writerEarnings.settledMinor} < ${writerEarnings.amountMinor}`

/** What is owed, per writer and currency, and for how many pieces, for the writers given: from the owed lines' index. */
export async function owedTotals(db: Database, writerIds: readonly string[]) {
  const rows = await db
    .select({
      writerId: writerEarnings.writerId,
      currency: writerEarnings.currency,
      amountMinor: sql<number>`sum(${outstanding})`.mapWith(Number),
      lines: sql<number>`count(*)`.mapWith(Number),
    })
    .from(writerEarnings)
    .where(and(isOwed, inArray(writerEarnings.writerId, [...writerIds])))
    .groupBy(writerEarnings.writerId, writerEarnings.currency)
  return rows
}

/** The lines still (partly) owed, oldest first: the order payouts settle them in. */
export async function owedLines(db: Database, scope: SQL | undefined) {
  const rows = await db
    .select({
      id: writerEarnings.id,
      contentId: writerEarnings.contentId,
      contentType: writerEarnings.contentType,
      title: writerEarnings.title,
      amountMinor: writerEarnings.amountMinor,
      outstandingMinor: outstanding,
      currency: writerEarnings.currency,
      accruedAt: writerEarnings.accruedAt,
    })
    .from(writerEarnings)
    .where(and(scope, isOwed))
    .orderBy(asc(writerEarnings.accruedAt), asc(writerEarnings.id))
    .limit(OWED_LINES_SHOWN)
  return rows.map((row) => ({ ...row, accruedAt: row.accruedAt.toISOString() }))
}
export type OwedLineView = Awaited<ReturnType<typeof owedLines>>[number]

/** The pieces each of these payouts settled, and how much of each. */
export async function piecesBehind(db: Database, payoutIds: readonly string[]) {
  if (payoutIds.length === 0) return new Map<string, PieceBehind[]>()
  const rows = await db
    .select({
      payoutId: payoutSettlements.payoutId,
      contentId: writerEarnings.contentId,
      contentType: writerEarnings.contentType,
      title: writerEarnings.title,
      amountMinor: payoutSettlements.amountMinor,
      lineMinor: writerEarnings.amountMinor,
    })
    .from(payoutSettlements)
    .innerJoin(writerEarnings, eq(writerEarnings.id, payoutSettlements.earningId))
    .where(inArray(payoutSettlements.payoutId, [...payoutIds]))
    .orderBy(asc(writerEarnings.accruedAt), asc(writerEarnings.id))
  const byPayout = new Map<string, PieceBehind[]>()
  for (const { payoutId, ...piece } of rows) byPayout.set(payoutId, [...(byPayout.get(payoutId) ?? []), piece])
  return byPayout
}
export type PieceBehind = { contentId: string | null; contentType: ContentType; title: string; amountMinor: number; lineMinor: number }

/** Payouts to the writers in scope, newest first, a page at a time. */
export function payoutsQuery(db: Database, scope: SQL | undefined) {
  return db
    .select({
      /** The admin who recorded it (for admins' pages only). */
      recordedBy: billingTransactions.recordedBy,
      id: billingTransactions.id,
      amountMinor: billingTransactions.amountMinor,
      currency: billingTransactions.currency,
      status: billingTransactions.status,
      reference: billingTransactions.reference,
      note: billingTransactions.note,
      description: billingTransactions.description,
      createdAt: billingTransactions.createdAt,
    })
    .from(billingTransactions)
    .where(and(scope, eq(billingTransactions.transactionType, 'payout')))
    .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
}
