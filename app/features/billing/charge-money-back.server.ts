// What has gone back of a charge: its refunds (pending, succeeded, failed) and the lost disputes booked
// against it. Read by the refund path (what is left to refund, to book of a lost dispute) and by the
// founder's billing history; kept apart from both so neither imports the other.
import { desc, eq, inArray } from 'drizzle-orm'
import { billingTransactions, disputes, refunds } from '#db/schema/billing.ts'
import type { ChargeMoneyBack } from '#app/domain/credit-notes.ts'
import type { Database } from '#app/utils/db.server.ts'

/**
 * Every amount that went back of one charge, as `refundableAmount` reads them: each refund with its
 * status, and each lost dispute's booked amount as succeeded. Call it under the charge's row lock
 * when what it returns decides a write.
 */
export async function moneyBackOf(db: Database, chargeId: string): Promise<{ amountMinor: number; status: string }[]> {
  const refundRows = await db
    .select({ amountMinor: refunds.amountMinor, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.transactionId, chargeId))
  const lostRows = await db
    .select({ amountMinor: billingTransactions.amountMinor })
    .from(disputes)
    .innerJoin(billingTransactions, eq(billingTransactions.id, disputes.lostTransactionId))
    .where(eq(disputes.transactionId, chargeId))
  return [...refundRows, ...lostRows.map((row) => ({ amountMinor: row.amountMinor, status: 'succeeded' }))]
}

/** Refund and dispute states per charge, for lists of charges (admin billing, the founder's history). */
export async function refundStatesOf(db: Database, chargeIds: string[]) {
  if (chargeIds.length === 0) return new Map<string, ChargeMoneyBack>()
  const [refundRows, disputeRows] = await Promise.all([
    db
      .select({ transactionId: refunds.transactionId, status: refunds.status, amountMinor: refunds.amountMinor })
      .from(refunds)
      .where(inArray(refunds.transactionId, chargeIds)),
    db
      .select({ transactionId: disputes.transactionId, status: disputes.status, amountMinor: disputes.amountMinor })
      .from(disputes)
      .where(inArray(disputes.transactionId, chargeIds))
      .orderBy(desc(disputes.createdAt)),
  ])
  const states = new Map<string, ChargeMoneyBack>()
  const entry = (id: string) => {
    let state = states.get(id)
    if (!state) states.set(id, (state = { refundedMinor: 0, pendingMinor: 0, failed: 0, dispute: null }))
    return state
  }
  for (const row of refundRows) {
    const state = entry(row.transactionId)
    if (row.status === 'succeeded') state.refundedMinor += row.amountMinor
    else if (row.status === 'pending') state.pendingMinor += row.amountMinor
    else state.failed += 1
  }
  for (const row of disputeRows) entry(row.transactionId).dispute ??= row.status
  return states
}
