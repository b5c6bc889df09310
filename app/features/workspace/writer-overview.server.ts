// The writer dashboard's overview: earnings (paid payouts, per currency), active assignments,
// submitted and approved content, and the pieces waiting on the writer. Aggregates in SQL, scoped
// to the writer's own rows through visibleTo.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'
import { contentPieces, statusIn } from '#db/schema/content.ts'
import { writerFounderAssignments } from '#db/schema/people.ts'
import { preparedQuery, type Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { NEEDS_WORK_STATUSES } from '#app/domain/content.ts'
import { visibleTo, type PreparedActor } from '#app/utils/ownership.server.ts'
import type { SessionUser } from '#app/utils/permissions.server.ts'

/** The writer whose overview runs, in the prepared queries below. */
const WRITER = sql.placeholder('writerId')
const asWriter: PreparedActor = { id: WRITER, roles: ['writer'] }
const mine = visibleTo(asWriter, { writer: contentPieces.writerId })

/** The overview's queries, prepared once: the dashboard is the page writers open most. */
const overviewQueries = preparedQuery((db) => ({
  /** Paid payouts to this writer, summed per currency (USD and INR are never added together). */
  earnings: db
    .select({ currency: billingTransactions.currency, total: sql<string>`coalesce(sum(${billingTransactions.amountMinor}), 0)` })
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.userId, WRITER),
        eq(billingTransactions.transactionType, 'payout'),
        eq(billingTransactions.status, 'paid'),
      ),
    )
    .groupBy(billingTransactions.currency)
    .orderBy(billingTransactions.currency)
    .prepare('writer_overview_earnings'),
  content: db
    .select({
      submitted: sql<string>`count(*) filter (where ${contentPieces.status} <> 'draft')`,
      approved: sql<string>`count(*) filter (where ${contentPieces.status} = 'approved')`,
      pending: sql<string>`count(*) filter (where ${contentPieces.status} = 'pending')`,
      drafts: sql<string>`count(*) filter (where ${contentPieces.status} = 'draft')`,
      sentBack: sql<string>`count(*) filter (where ${contentPieces.status} = 'rejected')`,
    })
    .from(contentPieces)
    .where(mine)
    .prepare('writer_overview_content'),
  assignments: db
    .select({ n: count() })
    .from(writerFounderAssignments)
    .where(and(visibleTo(asWriter, { writer: writerFounderAssignments.writerId }), eq(writerFounderAssignments.isActive, true)))
    .prepare('writer_overview_assignments'),
  attention: db
    .select({ id: contentPieces.id, title: contentPieces.title, status: contentPieces.status, updatedAt: contentPieces.updatedAt })
    .from(contentPieces)
    .where(and(mine, statusIn(contentPieces.status, NEEDS_WORK_STATUSES)))
    .orderBy(desc(contentPieces.updatedAt))
    .limit(5)
    .prepare('writer_overview_attention'),
}))

/** Paid payouts to this writer, summed per currency (USD and INR are never added together). */
export async function paidEarnings(db: Database, writerId: string) {
  const rows = await overviewQueries(db).earnings.execute({ writerId })
  return rows.map((row) => ({ currency: row.currency as Currency, amountMinor: Number(row.total) }))
}

/** The overview of a writer's own work; someone without the writer role has nothing to show. */
export async function loadWriterOverview(db: Database, user: SessionUser) {
  if (!user.roles.includes('writer'))
    return {
      earnings: [],
      activeAssignments: 0,
      submitted: 0,
      approved: 0,
      pending: 0,
      drafts: 0,
      sentBack: 0,
      attention: [] as { id: string; title: string; status: string; updatedAt: string }[],
    }
  const queries = overviewQueries(db)
  const writerId = user.id
  const [earnings, [content], [assignments], attention] = await Promise.all([
    paidEarnings(db, writerId),
    queries.content.execute({ writerId }),
    queries.assignments.execute({ writerId }),
    queries.attention.execute({ writerId }),
  ])
  return {
    earnings,
    activeAssignments: Number(assignments?.n ?? 0),
    submitted: Number(content?.submitted ?? 0),
    approved: Number(content?.approved ?? 0),
    pending: Number(content?.pending ?? 0),
    drafts: Number(content?.drafts ?? 0),
    sentBack: Number(content?.sentBack ?? 0),
    attention: attention.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
  }
}

export type WriterOverviewData = Awaited<ReturnType<typeof loadWriterOverview>>
