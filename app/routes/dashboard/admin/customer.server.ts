// The customer page's use case (decision 026): one founder's profile, plan history, transactions with
// their invoices, refunds and credit notes, and writers, from the areas that own them. The route guards (admins only).
import { customerMoneyBack, customerTransactions } from '#app/features/admin-billing/customer-transactions.server.ts'
import { pageOfAssignmentsFor } from '#app/features/assignments/assignments.server.ts'
import { customerSubscriptions } from '#app/features/subscriptions-admin/subscriptions-list.server.ts'
import { getUserDetail } from '#app/features/users/search-people.server.ts'
import type { Database } from '#app/utils/db.server.ts'

/** Everything the customer page shows, or null when there is no such person. */
export async function loadCustomer(db: Database, userId: string, transactionsPage: number) {
  const profile = await getUserDetail(db, userId)
  if (!profile) return null
  const [plans, transactions, moneyBack, assignments] = await Promise.all([
    customerSubscriptions(db, userId),
    customerTransactions(db, userId, transactionsPage),
    customerMoneyBack(db, userId),
    pageOfAssignmentsFor(db, { id: userId, roles: ['founder'] }, { as: 'founder', page: 1 }),
  ])
  return {
    profile,
    plans,
    transactions,
    moneyBack,
    assignments: assignments.rows.map((row) => ({
      id: row.id,
      writerId: row.writerId,
      writerName: row.writer?.name ?? 'A writer',
      assignedAt: row.assignedAt.toISOString(),
      isActive: row.isActive,
    })),
    assignmentsTotal: assignments.total,
  }
}

export type CustomerData = NonNullable<Awaited<ReturnType<typeof loadCustomer>>>
