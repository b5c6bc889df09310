// An admin ends a founder's subscription from the customer page (issue 16 §3): at the end of the
// period (the provider stops renewing first, as when the founder does it) or now (access ends at
// once; the provider stops renewing by the stop-renewing job, enqueued in the same transaction).
// Both write the admin activity log in the transaction of the change. The caller checks that the
// actor is an admin.
import { and, eq } from 'drizzle-orm'
import { subscriptions } from '#db/schema/billing.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { longDateText } from '#app/utils/dates.ts'
import { enqueueJob } from '#app/utils/jobs.server.ts'
import { LIVE_SUBSCRIPTION } from '#app/utils/live-subscription.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { stopRenewingJob } from './fulfilment.server.ts'
import { ProviderError } from './providers/provider.ts'
import { getPaymentProvider } from './providers/registry.server.ts'

export type AdminCancelWhen = 'period-end' | 'now'
export type AdminCancelResult = { ok: true; message: string } | { ok: false; status: number; message: string }

/** Ends a founder's live subscription, at its period end or now; a subscription already ended is a 409. */
export async function cancelSubscriptionAsAdmin(
  db: Database,
  adminId: string,
  subscriptionId: string,
  when: AdminCancelWhen,
  now = new Date(),
): Promise<AdminCancelResult> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
  if (!subscription) return { ok: false, status: 404, message: 'That subscription does not exist.' }
  if (subscription.status !== 'active' && subscription.status !== 'past_due')
    return { ok: false, status: 409, message: 'This subscription has already ended.' }
  return when === 'now' ? cancelNow(db, adminId, subscription.id, now) : cancelAtPeriodEnd(db, adminId, subscription)
}

async function cancelAtPeriodEnd(
  db: Database,
  adminId: string,
  subscription: typeof subscriptions.$inferSelect,
): Promise<AdminCancelResult> {
  const when = longDateText(subscription.currentPeriodEnd, 'the end of its period')
  if (subscription.cancelAtPeriodEnd) return { ok: true, message: `This subscription already ends on ${when}.` }
  const provider = getPaymentProvider(subscription.provider)
  try {
    if (provider?.setCancelAtPeriodEnd && subscription.providerSubscriptionId)
      await provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, true)
  } catch (error) {
    logger.error({ err: error, subscriptionId: subscription.id }, 'provider refused to stop renewing')
    return {
      ok: false,
      status: 502,
      message: error instanceof ProviderError ? error.message : 'The payment provider did not answer. Please try again.',
    }
  }
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(and(eq(subscriptions.id, subscription.id), LIVE_SUBSCRIPTION))
      .returning({ id: subscriptions.id })
    if (rows.length === 0) return false
    await logAdminAction(tx, adminId, {
      action: 'subscription.cancel-at-period-end',
      targetType: 'subscription',
      targetId: subscription.id,
      details: `Ends on ${when}`,
    })
    return true
  })
  if (!changed) return { ok: false, status: 409, message: 'This subscription has already ended.' }
  return { ok: true, message: `The subscription ends on ${when}; it does not renew.` }
}

async function cancelNow(db: Database, adminId: string, subscriptionId: string, now: Date): Promise<AdminCancelResult> {
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false })
      .where(and(eq(subscriptions.id, subscriptionId), LIVE_SUBSCRIPTION))
      .returning({ id: subscriptions.id })
    if (rows.length === 0) return false
    await enqueueJob(tx, stopRenewingJob, { subscriptionId })
    await logAdminAction(tx, adminId, {
      action: 'subscription.cancel-now',
      targetType: 'subscription',
      targetId: subscriptionId,
      details: 'Cancelled now by an admin',
    })
    return true
  })
  if (!changed) return { ok: false, status: 409, message: 'This subscription has already ended.' }
  return { ok: true, message: 'The subscription is cancelled; the founder’s plan has ended.' }
}
