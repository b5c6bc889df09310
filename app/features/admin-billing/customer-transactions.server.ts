// One customer's transactions for admins (the customer page, issue 16 §3): a page of their charges,
// refunds and payouts, newest first, each with its invoice. The caller checks the admin's permission.
import { desc, eq } from 'drizzle-orm'
import { billingTransactions, invoices } from '#db/schema/billing.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'

export const CUSTOMER_TRANSACTIONS_PAGE_SIZE = 20

/** A page of one person's transactions (billing_transactions_user_idx) and whether another follows. */
export async function customerTransactions(db: Database, userId: string, page: number) {
  const rows = await db
    .select({
      id: billingTransactions.id,
      type: billingTransactions.transactionType,
      status: billingTransactions.status,
      amountMinor: billingTransactions.amountMinor,
      currency: billingTransactions.currency,
      description: billingTransactions.description,
      createdAt: billingTransactions.createdAt,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
    })
    .from(billingTransactions)
    .leftJoin(invoices, eq(invoices.transactionId, billingTransactions.id))
    .where(eq(billingTransactions.userId, userId))
    .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
    .limit(CUSTOMER_TRANSACTIONS_PAGE_SIZE + 1)
    .offset(pageOffset(page, CUSTOMER_TRANSACTIONS_PAGE_SIZE))
  return {
    rows: rows.slice(0, CUSTOMER_TRANSACTIONS_PAGE_SIZE).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    hasMore: rows.length > CUSTOMER_TRANSACTIONS_PAGE_SIZE,
  }
}
