// What a founder has paid and kept, per currency: charges that went through, less refunds that went
// through. The dashboard's "Total Revenue" card and the billing page's "Total paid" read the same sum.
import { sql } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'

/** A founder's purchases and the money given back on them; payouts are a writer's earnings. */
export const PURCHASES = sql`${billingTransactions.transactionType} in ('subscription', 'renewal', 'one_time', 'refund')`

/** Rows that moved money: a pending or failed charge or refund moved none. */
export const MONEY_MOVED = sql`${billingTransactions.status} in ('completed', 'paid')`

/** Aggregated over a founder's purchases that moved money: what was paid less what was refunded, in minor units. */
export const netPaidMinor = sql<string>`coalesce(sum(case when ${billingTransactions.transactionType} = 'refund' then -${billingTransactions.amountMinor} else ${billingTransactions.amountMinor} end), 0)`
