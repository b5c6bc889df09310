// What has gone back on a charge, for the admin's lists (billing and the customer page): refunds
// succeeded and pending, failed refunds and the latest dispute, read per row, and whether a Refund
// link makes sense. The refund route re-checks everything (loadRefundableCharge).
import { sql } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'

const REFUNDABLE_TYPES = new Set(['subscription', 'renewal', 'one_time'])

/** Per charge on the page: refunds succeeded and pending, failed refunds, and its latest dispute's state. */
export const moneyBackColumns = {
  refundedMinor:
    sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from refunds r where r.transaction_id = ${billingTransactions.id} and r.status = 'succeeded')`.mapWith(
      Number,
    ),
  pendingMinor:
    sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from refunds r where r.transaction_id = ${billingTransactions.id} and r.status = 'pending')`.mapWith(
      Number,
    ),
  /** What lost disputes booked back of it (capped at what refunds left, see refunds.server.ts). */
  lostMinor:
    sql<number>`(select coalesce(sum(t.amount_minor), 0)::int from disputes d join billing_transactions t on t.id = d.lost_transaction_id where d.transaction_id = ${billingTransactions.id})`.mapWith(
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
