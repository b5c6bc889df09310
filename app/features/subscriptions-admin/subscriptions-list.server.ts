// Every founder's subscriptions for admins (issue 16 §3): a filtered, searched page, newest first, and
// one founder's plan history. Nothing here checks permissions: callers guard first (admins only).
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { user } from '#db/schema/auth.ts'
import { subscriptions } from '#db/schema/billing.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import { getPlan } from '#app/domain/plans.ts'
import { subscriptionState, type SubscriptionState } from '#app/domain/subscription-metrics.ts'
import type { Database } from '#app/utils/db.server.ts'
import { SUBSCRIPTIONS_PAGE_SIZE, type SubscriptionFilters } from './subscription-filters.ts'
import { containsPattern } from '#app/utils/like-pattern.ts'

/**
 * The database's side of subscriptionState (app/domain/subscription-metrics.ts): the same questions of
 * status, cancel at period end and period end, at the same moment. An integration test holds the two
 * together on every state.
 */
export function stateCondition(state: SubscriptionState, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`
  const over = sql`(${subscriptions.currentPeriodEnd} is not null and ${subscriptions.currentPeriodEnd} <= ${at})`
  const active = sql`${subscriptions.status} = 'active'`
  const cancelling = subscriptions.cancelAtPeriodEnd
  switch (state) {
    case 'active':
      return sql`(${active} and not ${cancelling} and not ${over})`
    case 'payment-due':
      return sql`(${subscriptions.status} = 'past_due' or (${active} and not ${cancelling} and ${over}))`
    case 'cancelling':
      return sql`(${active} and ${cancelling} and not ${over})`
    case 'cancelled':
      return sql`(${subscriptions.status} = 'canceled' or (${active} and ${cancelling} and ${over}))`
    case 'expired':
      return sql`${subscriptions.status} = 'expired'`
  }
}

function whereOf(filters: SubscriptionFilters, now: Date): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : null
  return and(
    filters.state ? stateCondition(filters.state, now) : undefined,
    filters.plan ? eq(subscriptions.planSlug, filters.plan) : undefined,
    filters.currency ? eq(subscriptions.currency, filters.currency) : undefined,
    filters.period ? eq(subscriptions.billingPeriod, filters.period) : undefined,
    pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
  )
}

const columns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  name: user.name,
  email: user.email,
  planSlug: subscriptions.planSlug,
  period: subscriptions.billingPeriod,
  currency: subscriptions.currency,
  amountMinor: subscriptions.amountMinor,
  status: subscriptions.status,
  provider: subscriptions.provider,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  canceledAt: subscriptions.canceledAt,
  updatedAt: subscriptions.updatedAt,
  pendingPlanSlug: subscriptions.pendingPlanSlug,
  pendingBillingPeriod: subscriptions.pendingBillingPeriod,
  pendingAmountMinor: subscriptions.pendingAmountMinor,
  createdAt: subscriptions.createdAt,
}

function selectRows(db: Database) {
  return db.select(columns).from(subscriptions).innerJoin(user, eq(user.id, subscriptions.userId))
}

type Row = Awaited<ReturnType<typeof selectRows>>[number]

const planName = (slug: string) => getPlan(slug)?.name ?? slug

/** A subscription as the admin's pages show it: its state now, when it started and renews or ended, a pending change. */
function view(row: Row, now: Date) {
  const state = subscriptionState(row, now)
  const ended = state === 'cancelled' || state === 'expired'
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    planName: planName(row.planSlug),
    period: row.period,
    currency: row.currency,
    amountMinor: row.amountMinor,
    provider: row.provider,
    state,
    live: row.status === 'active' || row.status === 'past_due',
    startedAt: row.createdAt.toISOString(),
    /** The renewal date while it renews; the day it ends (or ended) otherwise. */
    renewsOrEnds: {
      kind: state === 'active' || state === 'payment-due' ? ('renews' as const) : ('ends' as const),
      at: (ended && row.status !== 'active' ? (row.canceledAt ?? row.updatedAt) : row.currentPeriodEnd)?.toISOString() ?? null,
    },
    pendingChange: row.pendingPlanSlug
      ? {
          planName: planName(row.pendingPlanSlug),
          period: row.pendingBillingPeriod ?? row.period,
          amountMinor: row.pendingAmountMinor,
        }
      : null,
  }
}

export type AdminSubscription = ReturnType<typeof view>

/**
 * One page of the filtered subscriptions, newest first (subscriptions_newest_idx), and whether another
 * follows: the page reads one row more than it shows instead of counting every match.
 */
export async function listSubscriptions(db: Database, filters: SubscriptionFilters, now = new Date()) {
  const rows = await selectRows(db)
    .where(whereOf(filters, now))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(SUBSCRIPTIONS_PAGE_SIZE + 1)
    .offset(pageOffset(filters.page, SUBSCRIPTIONS_PAGE_SIZE))
  return {
    rows: rows.slice(0, SUBSCRIPTIONS_PAGE_SIZE).map((row) => view(row, now)),
    page: filters.page,
    hasMore: rows.length > SUBSCRIPTIONS_PAGE_SIZE,
  }
}

/** A founder's plan history, newest first (one live subscription at most; ended ones stay). */
export async function customerSubscriptions(db: Database, userId: string, now = new Date()) {
  const rows = await selectRows(db)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(100)
  return rows.map((row) => view(row, now))
}
