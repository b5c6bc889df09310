// The founder dashboard's overview: what they paid (per currency), their active writers, content
// pending and approved, and the plan's usage this month of the subscription (pieces requested or
// submitted, by type, against what the plan includes a month). Aggregates in SQL, scoped to the founder's own rows through visibleTo.
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'
import { contentPieces } from '#db/schema/content.ts'
import { writerFounderAssignments } from '#db/schema/people.ts'
import { preparedQuery, type Database } from '#app/utils/db.server.ts'
import { findLiveSubscription } from '#app/utils/live-subscription.server.ts'
import { MONEY_MOVED, netPaidMinor, PURCHASES } from '#app/utils/paid-totals.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { visibleTo, type PreparedActor } from '#app/utils/ownership.server.ts'
import type { SessionUser } from '#app/utils/permissions.server.ts'
import type { ContentType } from '#app/domain/content.ts'
import { getPlan } from '#app/domain/plans.ts'
import { usageLines } from '#app/domain/plan-usage.ts'
import { deliveryLines, deliverySentence } from '#app/domain/plan-delivery.ts'
import { subscriptionMonth } from '#app/domain/periods.ts'

/** The founder whose overview runs, in the prepared queries below. */
const FOUNDER = sql.placeholder('founderId')
const asFounder: PreparedActor = { id: FOUNDER, roles: ['founder'] }
const mine = visibleTo(asFounder, { founder: contentPieces.founderId })

/** The overview's queries, prepared once: the dashboard is the page founders open most. */
const overviewQueries = preparedQuery((db) => ({
  /** What the founder paid and kept (refunds count against it), per currency: the billing page's "Total paid". */
  revenue: db
    .select({ currency: billingTransactions.currency, total: netPaidMinor })
    .from(billingTransactions)
    .where(and(eq(billingTransactions.userId, FOUNDER), PURCHASES, MONEY_MOVED))
    .groupBy(billingTransactions.currency)
    .orderBy(billingTransactions.currency)
    .prepare('founder_overview_revenue'),
  content: db
    .select({
      pending: sql<string>`count(*) filter (where ${contentPieces.status} = 'pending')`,
      approved: sql<string>`count(*) filter (where ${contentPieces.status} = 'approved')`,
    })
    .from(contentPieces)
    .where(mine)
    .prepare('founder_overview_content'),
  writers: db
    .select({ n: count() })
    .from(writerFounderAssignments)
    .where(and(visibleTo(asFounder, { founder: writerFounderAssignments.founderId }), eq(writerFounderAssignments.isActive, true)))
    .prepare('founder_overview_writers'),
  waiting: db
    .select({ id: contentPieces.id, title: contentPieces.title, submittedAt: contentPieces.submittedAt })
    .from(contentPieces)
    .where(and(mine, eq(contentPieces.status, 'pending')))
    .orderBy(asc(contentPieces.submittedAt))
    .limit(5)
    .prepare('founder_overview_waiting'),
  /** Pieces counted against the allowance within a window, by type (content_pieces.counted_at holds the rule). */
  countedByType: db
    .select({
      type: contentPieces.contentType,
      n: count(),
      approved: sql<string>`count(*) filter (where ${contentPieces.status} = 'approved')`,
    })
    .from(contentPieces)
    .where(and(mine, gte(contentPieces.countedAt, sql.placeholder('start')), lt(contentPieces.countedAt, sql.placeholder('end'))))
    .groupBy(contentPieces.contentType)
    .prepare('founder_counted_by_type'),
}))

/**
 * The live plan's usage this month of the subscription (a monthly plan's period, or the month of a
 * yearly plan's year that now falls in): pieces requested, or submitted by a writer on their own, by
 * type; extra and cancelled requests do not count. Null when the founder has no live subscription.
 */
export async function planUsage(db: Database, founderId: string, now = new Date()) {
  const queries = overviewQueries(db)
  const live = await findLiveSubscription(db, founderId)
  if (!live) return null
  const { start, end } = subscriptionMonth(live.currentPeriodStart ?? live.createdAt, now)
  const rows = await queries.countedByType.execute({ founderId, start: start.toISOString(), end: end.toISOString() })
  const used = Object.fromEntries(rows.map((row) => [row.type, Number(row.n)])) as Partial<Record<ContentType, number>>
  const approved = Object.fromEntries(rows.map((row) => [row.type, Number(row.approved)])) as Partial<Record<ContentType, number>>
  const planName = getPlan(live.planSlug)?.name ?? live.planSlug
  return {
    planSlug: live.planSlug,
    planName,
    status: live.status,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    lines: usageLines(live.planSlug, used),
    /** This month's delivered-vs-plan: "Growth: 3 of 4 blog articles, 6 of 6 LinkedIn posts approved". */
    delivered: deliverySentence(planName, deliveryLines(live.planSlug, approved)),
  }
}

/** The overview of a founder's own account; someone without the founder role has nothing to show. */
export async function loadFounderOverview(db: Database, user: SessionUser) {
  if (!user.roles.includes('founder'))
    return {
      revenue: [],
      activeWriters: 0,
      pending: 0,
      approved: 0,
      usage: null,
      waiting: [] as { id: string; title: string; submittedAt: string | null }[],
    }
  const queries = overviewQueries(db)
  const founderId = user.id
  const [revenue, [content], [writers], usage, waiting] = await Promise.all([
    queries.revenue.execute({ founderId }),
    queries.content.execute({ founderId }),
    queries.writers.execute({ founderId }),
    planUsage(db, founderId),
    queries.waiting.execute({ founderId }),
  ])
  return {
    revenue: revenue.map((row) => ({ currency: row.currency as Currency, amountMinor: Number(row.total) })),
    activeWriters: Number(writers?.n ?? 0),
    pending: Number(content?.pending ?? 0),
    approved: Number(content?.approved ?? 0),
    usage,
    waiting: waiting.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null })),
  }
}

export type FounderOverviewData = Awaited<ReturnType<typeof loadFounderOverview>>
