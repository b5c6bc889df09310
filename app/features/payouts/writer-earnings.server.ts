// A writer's Earnings: their rates, what they are owed and have been paid per currency, the pieces
// still owed for (oldest first) and their payouts, newest first, each with the pieces it settled.
// Every query is scoped to the writer's own rows through visibleTo.
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'
import { writerEarnings } from '#db/schema/pay.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { totalsByCurrency } from '#app/domain/writer-pay.ts'
import type { Database } from '#app/utils/db.server.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'
import { owedLines, owedTotals, payoutsQuery, piecesBehind, rateCardOf } from './pay-ledger.server.ts'

export const EARNINGS_PAGE_SIZE = 25
/** Payouts that have reached the writer (a pending one is still on its way). */
const PAID_STATUSES = ['paid', 'completed'] as const

export async function loadWriterEarnings(db: Database, actor: Actor, page: number) {
  // Only as a writer: an admin or founder opening the page sees nothing of anyone's.
  const asWriter = { id: actor.id, roles: actor.roles.filter((role) => role === 'writer') }
  const payouts = visibleTo(asWriter, { writer: billingTransactions.userId })
  const lines = visibleTo(asWriter, { writer: writerEarnings.writerId })
  const writing = asWriter.roles.length > 0
  const [rows, [total], paid, owed, owedShown, rateCard] = await Promise.all([
    payoutsQuery(db, payouts).limit(EARNINGS_PAGE_SIZE).offset(pageOffset(page, EARNINGS_PAGE_SIZE)),
    db
      .select({ n: count() })
      .from(billingTransactions)
      .where(and(payouts, eq(billingTransactions.transactionType, 'payout'))),
    db
      .select({ currency: billingTransactions.currency, amountMinor: sql<number>`sum(${billingTransactions.amountMinor})`.mapWith(Number) })
      .from(billingTransactions)
      .where(and(payouts, eq(billingTransactions.transactionType, 'payout'), inArray(billingTransactions.status, [...PAID_STATUSES])))
      .groupBy(billingTransactions.currency),
    writing ? owedTotals(db, [actor.id]) : Promise.resolve([]),
    owedLines(db, lines),
    writing ? rateCardOf(db, actor.id) : Promise.resolve(null),
  ])
  const pieces = await piecesBehind(
    db,
    rows.map((row) => row.id),
  )
  return {
    rateCard,
    owed: totalsByCurrency(owed),
    owedLineCount: owed.reduce((sum, row) => sum + row.lines, 0),
    owedLines: owedShown,
    paid: totalsByCurrency(paid),
    rows: rows.map(({ recordedBy: _admin, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      pieces: pieces.get(row.id) ?? [],
    })),
    total: Number(total?.n ?? 0),
  }
}

/** The rates the writer is paid at now, for their own pages (the caller passes the signed-in writer's id). */
export const writerRateCard = (db: Database, writerId: string) => rateCardOf(db, writerId)
