// A writer's earnings: their payouts, newest first, a page at a time (the admins record them).
import { and, count, desc, eq } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'
import { paidEarnings } from './writer-overview.server.ts'

export const EARNINGS_PAGE_SIZE = 25

export async function loadEarnings(db: Database, actor: Actor, page: number) {
  const where = and(
    visibleTo({ id: actor.id, roles: actor.roles.filter((role) => role === 'writer') }, { writer: billingTransactions.userId }),
    eq(billingTransactions.transactionType, 'payout'),
  )
  const [rows, [total], paid] = await Promise.all([
    db
      .select({
        id: billingTransactions.id,
        type: billingTransactions.transactionType,
        description: billingTransactions.description,
        amountMinor: billingTransactions.amountMinor,
        currency: billingTransactions.currency,
        status: billingTransactions.status,
        createdAt: billingTransactions.createdAt,
      })
      .from(billingTransactions)
      .where(where)
      .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
      .limit(EARNINGS_PAGE_SIZE)
      .offset(pageOffset(page, EARNINGS_PAGE_SIZE)),
    db.select({ n: count() }).from(billingTransactions).where(where),
    paidEarnings(db, actor.id),
  ])
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(total?.n ?? 0),
    paid,
  }
}
