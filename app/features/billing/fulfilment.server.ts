// What a provider's event does, in the caller's transaction. A confirmed payment: its outcome, the
// subscription, the buyer's role, the billing transaction, the coupon's use (within its limit, or
// marked over it), the invoice and the receipt mail, each a named step below. Called only with
// events from a verified webhook or a provider's status call (never from a redirect), and safe to
// call twice with the same event: the second call changes nothing.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { couponCodes, couponRedemptions, paymentData, subscriptions } from '#db/schema/billing.ts'
import { formatMoney } from '#app/domain/money.ts'
import { addPeriod } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { defineJob, enqueueJob } from '#app/utils/jobs.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { LIVE_SUBSCRIPTION } from '#app/utils/live-subscription.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { grantRole } from '#app/utils/roles.server.ts'
import { couponOverLimitEmail, paymentMismatchEmail } from './billing-emails.tsx'
import { issueAndSendReceipt, recordTransaction, type ChargeRecord, type Receipt } from './charges.server.ts'
import { findProduct, orderLine } from './products.ts'
import type { ProviderEvent, ProviderId, SubscriptionPeriod } from './providers/provider.ts'
import { recordRenewal } from './renewal-charges.server.ts'
import { applyDisputeUpdate, applyRefundSettled } from './refunds.server.ts'

/** Stops the provider renewing a subscription we replaced (at the end of its period). Idempotent. */
export const stopRenewingJob = defineJob<{ subscriptionId: string }>({
  name: 'stop-renewing-subscription',
  describe: (data) => `Stop renewing replaced subscription ${data.subscriptionId}`,
  // One or two provider calls, each limited to 30 seconds.
  expireInSeconds: 90,
})

/** Who took the money: a provider, or nobody (an order a coupon paid in full). */
type Source = ProviderId | 'free'
type EventOf<Kind extends ProviderEvent['kind']> = Extract<ProviderEvent, { kind: Kind }>
type Payment = typeof paymentData.$inferSelect
/** A payment made from an account: one without (never made by the checkout) is marked paid and nothing more. */
type AccountPayment = Payment & { userId: string }

export async function applyProviderEvent(tx: Database, provider: Source, event: ProviderEvent, now = new Date()) {
  switch (event.kind) {
    case 'payment.paid':
      return recordPaidPayment(tx, provider, event, now)
    case 'payment.failed':
    case 'payment.expired':
      return recordUnpaidEnd(tx, event)
    case 'subscription.renewed':
      return recordRenewal(tx, event, now)
    case 'subscription.renewal-failed':
      await tx.update(subscriptions).set({ status: 'past_due' }).where(liveSubscription(event.subscriptionId))
      return
    case 'subscription.updated':
      return followSubscriptionUpdate(tx, event)
    case 'refund.settled':
      return applyRefundSettled(tx, event, now)
    case 'dispute.updated':
      return applyDisputeUpdate(tx, event, now)
    case 'subscription.ended':
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false })
        .where(liveSubscription(event.subscriptionId))
      return
  }
}

const liveSubscription = (providerSubscriptionId: string) =>
  and(eq(subscriptions.providerSubscriptionId, providerSubscriptionId), LIVE_SUBSCRIPTION)

/** A payment still open ends failed (with why) or expired; one that already ended stays as it is. */
async function recordUnpaidEnd(tx: Database, event: EventOf<'payment.failed' | 'payment.expired'>) {
  await tx
    .update(paymentData)
    .set(
      event.kind === 'payment.failed'
        ? { outcome: 'failed', failureKind: event.failure, failureReason: event.reason.slice(0, 500) }
        : { outcome: 'expired', failureKind: 'expired', failureReason: 'The checkout expired before it was paid.' },
    )
    .where(and(eq(paymentData.id, event.paymentId), eq(paymentData.outcome, 'pending')))
}

async function followSubscriptionUpdate(tx: Database, event: EventOf<'subscription.updated'>) {
  await tx
    .update(subscriptions)
    .set({
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      status: event.status,
      // Events can arrive out of order: a period end only ever moves forward.
      ...(event.currentPeriodEnd
        ? { currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${event.currentPeriodEnd.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(liveSubscription(event.subscriptionId))
}

/** What a paid order became: the kind of charge, the subscription it paid for, its line on the receipt, the next renewal. */
type Fulfilled = { type: ChargeRecord['type']; subscriptionId: string | null; line: string; renewsOn: Date | null }

/** A confirmed payment, step by step; each step says what it is for. */
async function recordPaidPayment(tx: Database, provider: Source, event: EventOf<'payment.paid'>, now: Date) {
  const payment = await lockPayment(tx, provider, event.paymentId)
  if (!payment || payment.outcome === 'paid') return
  if (!(await checkPaidAmount(tx, provider, payment, event))) return
  await markPaid(tx, provider, payment, now)
  if (!payment.userId) return
  const paid: AccountPayment = { ...payment, userId: payment.userId }

  const fulfilled = await fulfilOrder(tx, provider, paid, event.subscription, now)
  await grantBuyerRole(tx, paid.userId)
  const transactionId = await recordTransaction(tx, {
    userId: paid.userId,
    type: fulfilled.type,
    amountMinor: paid.amountMinor,
    currency: paid.currency,
    paymentId: paid.id,
    subscriptionId: fulfilled.subscriptionId,
    chargeReference: event.chargeReference,
    description: fulfilled.line,
    at: now,
  })
  if (!transactionId) return
  if (paid.couponId) await recordCouponUse(tx, provider, { ...paid, couponId: paid.couponId })
  await issueAndSendReceipt(tx, purchaseReceipt(paid, fulfilled, transactionId, now))
}

/** The payment the event confirms, locked for the rest of the transaction; null (and a warning) when it is not ours. */
async function lockPayment(tx: Database, provider: Source, paymentId: string): Promise<Payment | null> {
  const [payment] = await tx.select().from(paymentData).where(eq(paymentData.id, paymentId)).for('update')
  if (!payment) logger.warn({ provider, paymentId }, 'payment confirmation for an unknown payment ignored')
  return payment ?? null
}

/**
 * Whether the provider confirmed exactly the order's amount and currency. When not, the payment ends
 * failed as an amount mismatch and nothing is fulfilled; money may have moved that no order accounts
 * for, so the team is told, to check and refund.
 */
async function checkPaidAmount(tx: Database, provider: Source, payment: Payment, event: EventOf<'payment.paid'>): Promise<boolean> {
  if (event.amountMinor === payment.amountMinor && event.currency === payment.currency) return true
  const reason = `Amount mismatch: the provider confirmed ${formatMoney(event.amountMinor, event.currency)}, the order is ${formatMoney(payment.amountMinor, payment.currency)}.`
  logger.error(
    { provider, paymentId: payment.id, confirmed: event.amountMinor, expected: payment.amountMinor },
    'payment refused: amount mismatch',
  )
  await tx
    .update(paymentData)
    .set({ outcome: 'failed', failureKind: 'amount-mismatch', failureReason: reason })
    .where(eq(paymentData.id, payment.id))
  const mail = await paymentMismatchEmail({
    paymentId: payment.id,
    provider,
    email: payment.email,
    confirmed: event.amountMinor,
    confirmedCurrency: event.currency,
    expected: payment.amountMinor,
    currency: payment.currency,
  })
  await queueEmail(tx, getEnv().CONTACT_TEAM_EMAIL, mail)
  return false
}

/** The attempt ends paid; a payment that had ended failed or expired is still honoured, since money moved. */
async function markPaid(tx: Database, provider: Source, payment: Payment, now: Date) {
  if (payment.outcome !== 'pending') {
    logger.warn(
      { provider, paymentId: payment.id, was: payment.outcome },
      `a payment marked ${payment.outcome} was confirmed paid by the provider`,
    )
  }
  await tx
    .update(paymentData)
    .set({ outcome: 'paid', status: 'success', paidAt: now, failureKind: null, failureReason: null })
    .where(eq(paymentData.id, payment.id))
}

/** What the order buys: the next period of a subscription (a renewal paid by link), a new subscription, or a one-time product. */
async function fulfilOrder(
  tx: Database,
  provider: Source,
  payment: AccountPayment,
  providerSubscription: SubscriptionPeriod | null,
  now: Date,
): Promise<Fulfilled> {
  const product = findProduct(payment.plan)
  const name = product?.name ?? payment.plan
  const period = payment.billingPeriod
  if (payment.purpose === 'renewal' && payment.subscriptionId) {
    const renewsOn = await extendRenewedSubscription(tx, payment, payment.subscriptionId, now)
    // The subscription is gone: the payment is still recorded, as a single charge.
    return { type: renewsOn ? 'renewal' : 'one_time', subscriptionId: payment.subscriptionId, line: orderLine(name, period), renewsOn }
  }
  if (product?.kind === 'plan' && (period === 'monthly' || period === 'yearly')) {
    const started = await startSubscription(tx, provider, { ...payment, billingPeriod: period }, providerSubscription, now)
    return { type: 'subscription', ...started, line: orderLine(name, period) }
  }
  return { type: 'one_time', subscriptionId: payment.subscriptionId, line: orderLine(name, 'one_time'), renewsOn: null }
}

/**
 * A renewal paid by link (INR): the next period starts where the current one ends (or now, when it
 * has ended), on the plan a change chosen earlier moves to. Returns the new period's end, or null
 * when the subscription no longer exists.
 */
async function extendRenewedSubscription(tx: Database, payment: Payment, subscriptionId: string, now: Date): Promise<Date | null> {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update')
  if (!current) return null
  const start = current.currentPeriodEnd && current.currentPeriodEnd > now ? current.currentPeriodEnd : now
  const nextPeriod = current.pendingBillingPeriod ?? current.billingPeriod
  // The column shares the order periods' type; a subscription is only ever monthly or yearly.
  const renewsOn = addPeriod(start, nextPeriod === 'yearly' ? 'yearly' : 'monthly')
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      planSlug: current.pendingPlanSlug ?? current.planSlug,
      billingPeriod: nextPeriod,
      amountMinor: current.pendingAmountMinor ?? current.amountMinor,
      pendingPlanSlug: null,
      pendingBillingPeriod: null,
      pendingAmountMinor: null,
      currentPeriodStart: start,
      currentPeriodEnd: renewsOn,
      reminderSentFor: null,
      gstNumber: payment.gstNumber ?? current.gstNumber,
    })
    .where(eq(subscriptions.id, current.id))
  return renewsOn
}

/**
 * A plan bought: the founder's subscription from now (or the period the provider started), with the
 * provider's ids when it renews it by itself; the payment is linked to it.
 */
async function startSubscription(
  tx: Database,
  provider: Source,
  payment: AccountPayment & { billingPeriod: 'monthly' | 'yearly' },
  providerSubscription: SubscriptionPeriod | null,
  now: Date,
): Promise<{ subscriptionId: string | null; renewsOn: Date }> {
  const start = providerSubscription?.currentPeriodStart ?? now
  const renewsOn = providerSubscription?.currentPeriodEnd ?? addPeriod(start, payment.billingPeriod)
  await replaceLiveSubscription(tx, payment, now)
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId: payment.userId,
      planSlug: payment.plan,
      billingPeriod: payment.billingPeriod,
      currency: payment.currency,
      status: 'active',
      provider,
      providerSubscriptionId: providerSubscription?.id ?? null,
      providerCustomerId: providerSubscription?.customerId ?? null,
      amountMinor: payment.subtotalMinor,
      gstNumber: payment.gstNumber,
      currentPeriodStart: start,
      currentPeriodEnd: renewsOn,
    })
    .returning({ id: subscriptions.id })
  const subscriptionId = created?.id ?? null
  await tx.update(paymentData).set({ subscriptionId }).where(eq(paymentData.id, payment.id))
  return { subscriptionId, renewsOn }
}

/**
 * One live subscription per founder (a partial unique index): a purchase that raced past the
 * checkout's plan-change check replaces the older one rather than failing after the money moved, and
 * the provider stops renewing it, by a job once this transaction has committed.
 */
async function replaceLiveSubscription(tx: Database, payment: AccountPayment, now: Date) {
  const replaced = await tx
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now })
    .where(and(eq(subscriptions.userId, payment.userId), LIVE_SUBSCRIPTION))
    .returning({ id: subscriptions.id })
  if (replaced.length === 0) return
  logger.warn({ paymentId: payment.id, replaced }, 'a second subscription replaced the live one')
  for (const { id } of replaced) await enqueueJob(tx, stopRenewingJob, { subscriptionId: id })
}

/** Buying makes you a founder (spec §1: the customer's role). */
async function grantBuyerRole(tx: Database, userId: string) {
  await grantRole(tx, userId, 'founder')
}

/**
 * One use of the payment's coupon, counted only while the coupon has room: the conditional update
 * waits for a concurrent use of the same coupon and re-reads the count, so uses never pass the limit.
 * A payment that arrives when the coupon is used up is still honoured (money moved) but its
 * redemption is marked over the limit, and the team is told.
 */
async function recordCouponUse(tx: Database, provider: Source, payment: AccountPayment & { couponId: string }) {
  const [redemption] = await tx
    .insert(couponRedemptions)
    .values({ couponId: payment.couponId, userId: payment.userId, paymentId: payment.id, discountMinor: payment.discountMinor })
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id })
  if (!redemption) return
  const [counted] = await tx
    .update(couponCodes)
    .set({ currentUsage: sql`${couponCodes.currentUsage} + 1` })
    .where(
      and(
        eq(couponCodes.id, payment.couponId),
        or(isNull(couponCodes.maxUsageLimit), lt(couponCodes.currentUsage, couponCodes.maxUsageLimit)),
      ),
    )
    .returning({ id: couponCodes.id })
  if (!counted) await reportCouponOverLimit(tx, provider, payment, redemption.id)
}

async function reportCouponOverLimit(tx: Database, provider: Source, payment: AccountPayment & { couponId: string }, redemptionId: string) {
  await tx.update(couponRedemptions).set({ overLimit: true }).where(eq(couponRedemptions.id, redemptionId))
  const [coupon] = await tx
    .select({ code: couponCodes.code, limit: couponCodes.maxUsageLimit })
    .from(couponCodes)
    .where(eq(couponCodes.id, payment.couponId))
  if (!coupon) return
  logger.warn({ provider, paymentId: payment.id, coupon: coupon.code, limit: coupon.limit }, 'a coupon was used beyond its limit')
  const mail = await couponOverLimitEmail({
    paymentId: payment.id,
    provider,
    email: payment.email,
    code: coupon.code,
    limit: coupon.limit ?? 0,
    discount: payment.discountMinor,
    currency: payment.currency,
  })
  await queueEmail(tx, getEnv().CONTACT_TEAM_EMAIL, mail)
}

/** The receipt of a paid order: the amounts the buyer was quoted, to the buyer the checkout named. */
function purchaseReceipt(payment: AccountPayment, fulfilled: Fulfilled, transactionId: string, now: Date): Receipt {
  return {
    userId: payment.userId,
    email: payment.email,
    buyer: {
      name: payment.buyerName ?? payment.email,
      email: payment.email,
      company: payment.company,
      address: payment.billingAddress,
      gstNumber: payment.gstNumber,
    },
    transactionId,
    paymentId: payment.id,
    line: fulfilled.line,
    currency: payment.currency,
    subtotalMinor: payment.subtotalMinor,
    discountMinor: payment.discountMinor,
    couponCode: payment.couponCode,
    gstMinor: payment.gstMinor,
    totalMinor: payment.amountMinor,
    renewsOn: fulfilled.renewsOn,
    issuedAt: now,
  }
}
