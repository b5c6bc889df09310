// Checkout attempts (payment_data) for the admin panel, and the figures of its stats panel.
// The caller checks the admin's permission.
import { count, desc, eq, sql } from 'drizzle-orm'
import { paymentAttemptTotals, paymentData, subscriptions, type PaymentFailureKind } from '#db/schema/billing.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'
import { attemptStatus, summariseAttempts } from './attempt-status.ts'

export const ATTEMPTS_PAGE_SIZE = 25

/** One page of attempts, newest first (payment_data_timestamp_idx), with the total. */
export async function listPaymentAttempts(db: Database, page: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: paymentData.id,
        status: paymentData.status,
        outcome: paymentData.outcome,
        failureKind: paymentData.failureKind,
        failureReason: paymentData.failureReason,
        timestamp: paymentData.timestamp,
        email: paymentData.email,
        plan: paymentData.plan,
        billingPeriod: paymentData.billingPeriod,
        currency: paymentData.currency,
        amountMinor: paymentData.amountMinor,
        provider: paymentData.provider,
      })
      .from(paymentData)
      .orderBy(desc(paymentData.timestamp), desc(paymentData.id))
      .limit(ATTEMPTS_PAGE_SIZE)
      .offset(pageOffset(page, ATTEMPTS_PAGE_SIZE)),
    db.select({ total: sql<number>`coalesce(sum(${paymentAttemptTotals.attempts}), 0)`.mapWith(Number) }).from(paymentAttemptTotals),
  ])
  return {
    rows: rows.map(({ status, outcome, failureKind, ...row }) => ({
      ...row,
      status: attemptStatus({ status, outcome, failureKind }),
      timestamp: row.timestamp.toISOString(),
    })),
    total: counted?.total ?? 0,
  }
}

/** Active subscribers and the attempts' figures (each status, the spec's success rate, the paid rate), counted from the database. */
export async function paymentStats(db: Database) {
  const [groups, [subscribers]] = await Promise.all([
    // From payment_attempt_totals (kept by a trigger on payment_data): a dozen rows, not every attempt.
    db
      .select({
        status: paymentAttemptTotals.status,
        outcome: paymentAttemptTotals.outcome,
        failureKind: paymentAttemptTotals.failureKind,
        attempts: paymentAttemptTotals.attempts,
      })
      .from(paymentAttemptTotals),
    // One live subscription per person (subscriptions_one_live_per_user_uq): counting rows counts people, from the index.
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, 'active')),
  ])
  const summary = summariseAttempts(groups.map((group) => ({ ...group, failureKind: group.failureKind as PaymentFailureKind | '' })))
  return { ...summary, activeSubscribers: subscribers?.n ?? 0 }
}
