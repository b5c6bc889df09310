// Billing's background work on the job queue: confirming open payments with their provider (a
// missed webhook still ends in the right state), renewal reminders with a payment link for plans
// the provider does not renew itself (INR), the end of unpaid periods, and the sandbox's own clock
// and webhook deliveries.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { paymentData, refunds, subscriptions } from '#db/schema/billing.ts'
import { user as userTable } from '#db/schema/auth.ts'
import { addDays } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { defineJob, type JobQueue } from '#app/utils/jobs.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { mailPerson } from '#app/utils/notifications.server.ts'
import { renewalReminderEmail } from './billing-emails.tsx'
import { applyProviderEvent, stopRenewingJob } from './fulfilment.server.ts'
import { gstOn } from '#app/domain/gst.ts'
import { checkoutPath, findProduct, orderLine } from './products.ts'
import type { ProviderEvent } from './providers/provider.ts'
import { getPaymentProvider, sandboxSecret } from './providers/registry.server.ts'
import { deliverSandboxWebhook, runSandboxClock, sandboxClockJob, sandboxWebhookJob } from './providers/sandbox.server.ts'

/** Every minute: asks the provider about payments still open a minute after the hand-off. */
/** Every minute: open payments and pending refunds checked with their provider. */
export const reconcilePaymentsJob = defineJob<Record<string, never>>({ name: 'reconcile-payments', maxAttempts: 1 })
/** Hourly: renewal reminders, and the end of periods nobody paid for. */
export const renewalsJob = defineJob<Record<string, never>>({ name: 'subscription-renewals', maxAttempts: 1 })

const REMINDER_DAYS = 5
/** An unpaid period (renewed by link) stays past due this long before the subscription expires. */
const GRACE_DAYS = 7

/** Checks open payments with their provider and applies what it says; expires the ones nobody finished. Returns how many changed. */
export async function reconcilePayments(db: Database, now = new Date()): Promise<number> {
  const open = await db
    .select({
      id: paymentData.id,
      provider: paymentData.provider,
      providerReference: paymentData.providerReference,
      amountMinor: paymentData.amountMinor,
      currency: paymentData.currency,
      status: paymentData.status,
      expiresAt: paymentData.expiresAt,
    })
    .from(paymentData)
    .where(and(eq(paymentData.outcome, 'pending'), lt(paymentData.timestamp, new Date(now.getTime() - 60_000))))
    // The least recently checked first: a provider that keeps not answering about some does not starve the rest.
    .orderBy(asc(paymentData.updatedAt))
    .limit(50)
  let changed = 0
  for (const payment of open) {
    let event: ProviderEvent | null = null
    const provider = getPaymentProvider(payment.provider)
    if (provider && payment.status === 'success') {
      event = await provider.checkPayment(payment).catch((error: unknown) => {
        logger.warn({ err: error, paymentId: payment.id }, 'payment status check failed')
        return null
      })
    }
    // Never handed off (the process stopped mid-way), or past its expiry with no answer: expired.
    const expired = payment.expiresAt !== null && payment.expiresAt.getTime() < now.getTime() - 5 * 60_000
    if (!event && expired) event = { kind: 'payment.expired', paymentId: payment.id }
    if (!event) {
      await db.update(paymentData).set({ updatedAt: now }).where(eq(paymentData.id, payment.id))
      continue
    }
    const applied = event
    await db.transaction((tx) => applyProviderEvent(tx, (provider?.id ?? payment.provider) as never, applied, now))
    changed += 1
  }
  return changed
}

/**
 * Asks the provider about refunds still pending a minute after they were asked for (a webhook or
 * callback that never came) and applies its answer, as a webhook would: once, whatever arrives later.
 * The least recently asked first. Returns how many were settled.
 */
export async function reconcileRefunds(db: Database, now = new Date()): Promise<number> {
  const pending = await db
    .select({
      id: refunds.id,
      provider: refunds.provider,
      providerRefundId: refunds.providerRefundId,
      amountMinor: refunds.amountMinor,
      currency: refunds.currency,
    })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, new Date(now.getTime() - 60_000))))
    .orderBy(asc(refunds.updatedAt))
    .limit(50)
  let settled = 0
  for (const refund of pending) {
    const provider = getPaymentProvider(refund.provider)
    const event = await provider?.checkRefund?.(refund).catch((error: unknown) => {
      logger.warn({ err: error, refundId: refund.id }, 'refund status check failed')
      return null
    })
    if (!event) {
      await db.update(refunds).set({ updatedAt: now }).where(eq(refunds.id, refund.id))
      continue
    }
    await db.transaction((tx) => applyProviderEvent(tx, refund.provider as never, event, now))
    settled += 1
  }
  return settled
}

/** Subscriptions renewed by payment link: PhonePe's, and a first period a coupon paid in full. */
const renewedByLink = or(eq(subscriptions.provider, 'phonepe'), eq(subscriptions.provider, 'free'))

/**
 * For subscriptions renewed by payment link (PhonePe, or a first period a coupon paid in full): a
 * reminder mail a few days before the period ends, once per period; past due when it ends unpaid;
 * expired after the grace period. Subscriptions set to cancel end at their period end.
 */
export async function runRenewals(db: Database, now = new Date()) {
  const reminded = await sendRenewalReminders(db, now)
  return { reminded, ...(await endUnpaidPeriods(db, now)) }
}

/** One reminder per period, with the link to pay at the checkout of the current plan. Returns how many were due. */
async function sendRenewalReminders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ subscription: subscriptions, name: userTable.name, email: userTable.email })
    .from(subscriptions)
    .innerJoin(userTable, eq(userTable.id, subscriptions.userId))
    .where(
      and(
        renewedByLink,
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, addDays(now, REMINDER_DAYS)),
        or(isNull(subscriptions.reminderSentFor), sql`${subscriptions.reminderSentFor} <> ${subscriptions.currentPeriodEnd}`),
      ),
    )
    .limit(200)
  for (const { subscription, name, email } of due) {
    if (!subscription.currentPeriodEnd) continue
    const mail = await renewalReminderEmail(reminderOf(subscription, name, subscription.currentPeriodEnd))
    await db.transaction(async (tx) => {
      await tx.update(subscriptions).set({ reminderSentFor: subscription.currentPeriodEnd }).where(eq(subscriptions.id, subscription.id))
      // A reminder, not a receipt: the founder may have turned billing e-mails off.
      await mailPerson(tx, { id: subscription.userId, email }, 'billing', async () => mail)
    })
  }
  return due.length
}

/** The reminder names the plan a scheduled change moves to, at its price with GST. */
function reminderOf(subscription: typeof subscriptions.$inferSelect, name: string, periodEnd: Date) {
  const planSlug = subscription.pendingPlanSlug ?? subscription.planSlug
  const period = subscription.pendingBillingPeriod ?? subscription.billingPeriod
  const amount = subscription.pendingAmountMinor ?? subscription.amountMinor
  return {
    name,
    line: orderLine(findProduct(planSlug)?.name ?? planSlug, period),
    amountMinor: amount + gstOn(amount, subscription.gstNumber),
    currency: subscription.currency,
    periodEnd,
    // The renewal is paid at the checkout of the current plan (a pending change is applied when it is paid).
    payUrl: `${getEnv().baseUrl}${checkoutPath(subscription.planSlug, subscription.billingPeriod, subscription.currency)}`,
  }
}

/** Periods that ended: set to cancel → canceled; unpaid → past due; past due beyond the grace period → expired. */
async function endUnpaidPeriods(db: Database, now: Date) {
  const ended = await db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, true),
        renewedByLink,
        lt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ id: subscriptions.id })
  const pastDue = await db
    .update(subscriptions)
    .set({ status: 'past_due' })
    .where(and(eq(subscriptions.status, 'active'), renewedByLink, lt(subscriptions.currentPeriodEnd, now)))
    .returning({ id: subscriptions.id })
  const expired = await db
    .update(subscriptions)
    .set({ status: 'expired' })
    .where(and(eq(subscriptions.status, 'past_due'), renewedByLink, lt(subscriptions.currentPeriodEnd, addDays(now, -GRACE_DAYS))))
    .returning({ id: subscriptions.id })
  return { ended: ended.length, pastDue: pastDue.length, expired: expired.length }
}

/** The provider stops renewing a subscription a newer purchase replaced (a race the checkout's plan-change check lost). */
export async function stopRenewing(db: Database, subscriptionId: string) {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
  const provider = subscription ? getPaymentProvider(subscription.provider) : null
  if (!subscription?.providerSubscriptionId || !provider?.setCancelAtPeriodEnd) return
  await provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, true)
}

/** Starts billing's workers and schedules on this instance (boot calls it once). */
export async function startBillingJobs(queue: JobQueue, db: Database) {
  await queue.work(stopRenewingJob, (data) => stopRenewing(db, data.subscriptionId))
  await queue.work(reconcilePaymentsJob, async () => (await reconcilePayments(db)) + (await reconcileRefunds(db)))
  await queue.schedule(reconcilePaymentsJob, '* * * * *')
  await queue.work(renewalsJob, () => runRenewals(db))
  await queue.schedule(renewalsJob, '17 * * * *')
  const secret = sandboxSecret()
  if (secret) {
    await queue.work(sandboxWebhookJob, (data) => deliverSandboxWebhook(secret, data))
    await queue.work(sandboxClockJob, () => runSandboxClock(db))
    await queue.schedule(sandboxClockJob, '* * * * *')
  }
}
