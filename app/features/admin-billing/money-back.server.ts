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
  failedRefunds:
    sql<number>`(select count(*)::int from refunds r where r.transaction_id = ${billingTransactions.id} and r.status = 'failed')`.mapWith(
      Number,
    ),
  dispute: sql<
    'open' | 'won' | 'lost' | null
  >`(select d.status from disputes d where d.transaction_id = ${billingTransactions.id} order by d.created_at desc limit 1)`,
}

/** A paid charge with something left to refund (refunds succeeded or pending count against it). */
export function isRefundable(row: { type: string; status: string; amountMinor: number }, refundedOrPendingMinor: number) {
  return REFUNDABLE_TYPES.has(row.type) && (row.status === 'completed' || row.status === 'paid') && refundedOrPendingMinor < row.amountMinor
}
