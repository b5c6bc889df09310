// The founder dashboard's overview: what they paid (per currency), their active writers, content
// pending and approved, and the plan's usage this period (pieces submitted, by type, against what
// the plan includes). Aggregates in SQL, scoped to the founder's own rows through visibleTo.
import { and, asc, count, eq, gte, lt, ne, sql } from 'drizzle-orm'
import { billingTransactions, subscriptions } from '#db/schema/billing.ts'
import { contentPieces } from '#db/schema/content.ts'
import { writerFounderAssignments } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/utils/money.ts'
import { visibleTo } from '#app/utils/ownership.server.ts'
import type { SessionUser } from '#app/utils/permissions.server.ts'
import { PLAN_NAMES, usageLines, type ContentType } from './plan-allowances.ts'

/** Money the founder paid: charges completed or paid (refunds and payouts are not revenue), per currency. */
async function paidRevenue(db: Database, founderId: string) {
  const rows = await db
    .select({ currency: billingTransactions.currency, total: sql<string>`coalesce(sum(${billingTransactions.amountMinor}), 0)` })
    .from(billingTransactions)
    .where(
      and(
        eq(billingTransactions.userId, founderId),
        sql`${billingTransactions.transactionType} in ('subscription', 'renewal', 'one_time')`,
        sql`${billingTransactions.status} in ('completed', 'paid')`,
      ),
    )
    .groupBy(billingTransactions.currency)
    .orderBy(billingTransactions.currency)
  return rows.map((row) => ({ currency: row.currency as Currency, amountMinor: Number(row.total) }))
}

/**
 * The live plan's usage: pieces first submitted (drafts do not count) within the subscription's
 * current period, by type. Null when the founder has no live subscription.
 */
export async function planUsage(db: Database, founderId: string, now = new Date()) {
  const [live] = await db
    .select({
      planSlug: subscriptions.planSlug,
      status: subscriptions.status,
      start: subscriptions.currentPeriodStart,
      end: subscriptions.currentPeriodEnd,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, founderId), sql`${subscriptions.status} in ('active', 'past_due')`))
    .limit(1)
  if (!live) return null
  const start = live.start ?? live.createdAt
  const end = live.end && live.end > start ? live.end : new Date(Math.max(now.getTime(), start.getTime()) + 1)
  const rows = await db
    .select({ type: contentPieces.contentType, n: count() })
    .from(contentPieces)
    .where(
      and(
        visibleTo({ id: founderId, roles: ['founder'] }, { founder: contentPieces.founderId }),
        ne(contentPieces.status, 'draft'),
        gte(contentPieces.submittedAt, start),
        lt(contentPieces.submittedAt, end),
      ),
    )
    .groupBy(contentPieces.contentType)
  const used = Object.fromEntries(rows.map((row) => [row.type, Number(row.n)])) as Partial<Record<ContentType, number>>
  return {
    planSlug: live.planSlug,
    planName: PLAN_NAMES[live.planSlug] ?? live.planSlug,
    status: live.status,
    periodStart: start.toISOString(),
    periodEnd: live.end?.toISOString() ?? null,
    lines: usageLines(live.planSlug, used),
  }
}

export async function loadFounderOverview(db: Database, user: SessionUser) {
  const asFounder = { id: user.id, roles: user.roles.filter((role) => role === 'founder') }
  const mine = visibleTo(asFounder, { founder: contentPieces.founderId })
  const [revenue, [content], [writers], usage, waiting] = await Promise.all([
    paidRevenue(db, user.id),
    db
      .select({
        pending: sql<string>`count(*) filter (where ${contentPieces.status} = 'pending')`,
        approved: sql<string>`count(*) filter (where ${contentPieces.status} = 'approved')`,
      })
      .from(contentPieces)
      .where(mine),
    db
      .select({ n: count() })
      .from(writerFounderAssignments)
      .where(and(visibleTo(asFounder, { founder: writerFounderAssignments.founderId }), eq(writerFounderAssignments.isActive, true))),
    asFounder.roles.length > 0 ? planUsage(db, user.id) : null,
    db
      .select({ id: contentPieces.id, title: contentPieces.title, submittedAt: contentPieces.submittedAt })
      .from(contentPieces)
      .where(and(mine, eq(contentPieces.status, 'pending')))
      .orderBy(asc(contentPieces.submittedAt))
      .limit(5),
  ])
  return {
    revenue,
    activeWriters: Number(writers?.n ?? 0),
    pending: Number(content?.pending ?? 0),
    approved: Number(content?.approved ?? 0),
    usage,
    waiting: waiting.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null })),
  }
}

export type FounderOverviewData = Awaited<ReturnType<typeof loadFounderOverview>>
