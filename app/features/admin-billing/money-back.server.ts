// What has gone back on a charge, for the admin's lists (billing and the customer page): refunds
// succeeded and pending, failed refunds and the latest dispute, read per row, what lost disputes booked
// back of the few disputed charges, and whether a Refund link makes sense. The refund route re-checks
// everything (loadRefundableCharge).
import { eq, inArray, sql } from 'drizzle-orm'
import { billingTransactions, disputes } from '#db/schema/billing.ts'
import { moneyBackLabel } from '#app/domain/credit-notes.ts'
import type { Currency } from '#app/domain/money.ts'
import type { Database } from '#app/utils/db.server.ts'

const REFUNDABLE_TYPES = new Set(['subscription', 'renewal', 'one_time'])

/**
 * Per charge on the page: refunds succeeded and pending, failed refunds, and its latest dispute's state
 * (null when it has none). What lost disputes booked is read apart (lostToDisputes): a subquery that
 * reads billing_transactions a second time made every page pay ≈ 2 ms more at 100,000 transactions,
 * disputed or not.
 */
export const moneyBackColumns = {
  refundedMinor:
    sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from refunds r where r.transaction_id = ${billingTransactions.id} and r.status = 'succeeded')`.mapWith(
      Number,
    ),
  pendingMinor:
    sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from refunds r where r.transaction_id = ${billingTransactions.id} and r.status = 'pending')`.mapWith(
      Number,
    ),
  failedRefunds:
    sql<number>`(select count(*)::int from refunds r where r.transaction_id = ${billingTransactions.id} and r.status = 'failed')`.mapWith(
      Number,
    ),
  dispute: sql<
    'open' | 'won' | 'lost' | null
  >`(select d.status from disputes d where d.transaction_id = ${billingTransactions.id} order by d.created_at desc limit 1)`,
}

/**
 * What lost disputes booked back of each disputed charge among these rows (a charge's dispute state is
 * null when it has none), capped at what refunds left (see refunds.server.ts); no query for a page
 * without a dispute, which is most of them.
 */
async function lostToDisputes(db: Database, rows: readonly { id: string; dispute: string | null }[]) {
  const disputed = rows.filter((row) => row.dispute !== null).map((row) => row.id)
  if (disputed.length === 0) return new Map<string, number>()
  const booked = await db
    .select({ chargeId: disputes.transactionId, minor: sql<number>`sum(${billingTransactions.amountMinor})`.mapWith(Number) })
    .from(disputes)
    .innerJoin(billingTransactions, eq(billingTransactions.id, disputes.lostTransactionId))
    .where(inArray(disputes.transactionId, disputed))
    .groupBy(disputes.transactionId)
  return new Map(booked.map((row) => [row.chargeId, row.minor]))
}

/**
 * A paid charge of more than nothing with something left to refund: refunds succeeded or pending and
 * lost disputes count against it. A free charge (a 100 % coupon, a free plan) has nothing to refund.
 */
export function isRefundable(row: { type: string; status: string; amountMinor: number }, takenBackMinor: number) {
  return (
    REFUNDABLE_TYPES.has(row.type) &&
    (row.status === 'completed' || row.status === 'paid') &&
    row.amountMinor > 0 &&
    takenBackMinor < row.amountMinor
  )
}

type ChargeRow = {
  id: string
  type: string
  status: string
  amountMinor: number
  currency: Currency
  refundedMinor: number
  pendingMinor: number
  failedRefunds: number
  dispute: 'open' | 'won' | 'lost' | null
}

/** Rows read with moneyBackColumns, as the lists show them: what went back as words, and whether a Refund link makes sense. */
export async function withMoneyBack<R extends ChargeRow>(db: Database, rows: readonly R[]) {
  const lost = await lostToDisputes(db, rows)
  return rows.map(({ refundedMinor, pendingMinor, failedRefunds, dispute, ...row }) => ({
    ...row,
    moneyBack: moneyBackLabel({ refundedMinor, pendingMinor, failed: failedRefunds, dispute }, row.amountMinor, row.currency),
    refundable: isRefundable(row, refundedMinor + pendingMinor + (lost.get(row.id) ?? 0)),
  }))
}
