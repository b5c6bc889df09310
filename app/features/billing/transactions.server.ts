import { desc } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'

/** Billing transactions: admins see all, everyone else only their own (spec §6). */
export function listTransactionsFor(db: Database, actor: Actor, options: { limit?: number; offset?: number } = {}) {
  return db
    .select({
      id: billingTransactions.id,
      userId: billingTransactions.userId,
      transactionType: billingTransactions.transactionType,
      amountMinor: billingTransactions.amountMinor,
      currency: billingTransactions.currency,
      status: billingTransactions.status,
      description: billingTransactions.description,
      createdAt: billingTransactions.createdAt,
    })
    .from(billingTransactions)
    .where(visibleTo(actor, { user: billingTransactions.userId }))
    .orderBy(desc(billingTransactions.createdAt))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0)
}
