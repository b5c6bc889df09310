// What a confirmed payment does, in the caller's transaction: the payment's outcome, the
// subscription, the billing transaction, the coupon's use (within its limit, or marked over it), the
// invoice and the receipt mail. Called only with events from a verified webhook or a provider's
// status call (never from a redirect), and safe to call twice with the same event: the second call
// changes nothing.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { billingTransactions, couponCodes, couponRedemptions, paymentData, subscriptions, type InvoiceParty } from '#db/schema/billing.ts'
import { user as userTable } from '#db/schema/auth.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { defineJob, enqueueJob } from '#app/utils/jobs.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { formatMoney } from '#app/domain/money.ts'
import { addPeriod } from '#app/domain/periods.ts'
import { grantRole } from '#app/utils/roles.server.ts'
import { couponOverLimitEmail, paymentMismatchEmail, receiptEmail } from './billing-emails.tsx'
import { issueInvoice } from './invoices.server.ts'
import { gstOn } from './order-math.ts'
import { findProduct, orderLine } from './products.ts'
import type { ProviderEvent, ProviderId } from './providers/provider.ts'

/** Stops the provider renewing a subscription we replaced (at the end of its period). Idempotent. */
export const stopRenewingJob = defineJob<{ subscriptionId: string }>({
  name: 'stop-renewing-subscription',
  describe: (data) => `Stop renewing replaced subscription ${data.subscriptionId}`,
})

/** An event that cannot be applied yet (a renewal of a subscription we have not recorded): the provider should send it again later. */
export class EventNotReady extends Error {}

/** The seller printed on invoices, from configuration (COMPANY_*). */
export function sellerParty(): InvoiceParty {
  const env = getEnv()
  return { name: env.COMPANY_NAME, email: env.COMPANY_EMAIL, address: env.COMPANY_ADDRESS, gstNumber: env.COMPANY_GSTIN ?? null }
}

export async function applyProviderEvent(tx: Database, provider: ProviderId | 'free', event: ProviderEvent, now = new Date()) {
  switch (event.kind) {
    case 'payment.paid':
      return recordPaidPayment(tx, provider, event, now)
    case 'payment.failed':
    case 'payment.expired':
      await tx
        .update(paymentData)
        .set(
          event.kind === 'payment.failed'
            ? { outcome: 'failed', failureKind: event.failure, failureReason: event.reason.slice(0, 500) }
            : { outcome: 'expired', failureKind: 'expired', failureReason: 'The checkout expired before it was paid.' },
        )
        .where(and(eq(paymentData.id, event.paymentId), eq(paymentData.outcome, 'pending')))
      return
    case 'subscription.renewed':
      return recordRenewal(tx, event, now)
    case 'subscription.renewal-failed':
      await tx.update(subscriptions).set({ status: 'past_due' }).where(liveSubscription(event.subscriptionId))
      return
    case 'subscription.updated':
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
      return
    case 'subscription.ended':
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false })
        .where(liveSubscription(event.subscriptionId))
      return
  }
}

const liveSubscription = (providerSubscriptionId: string) =>
  and(eq(subscriptions.providerSubscriptionId, providerSubscriptionId), sql`${subscriptions.status} in ('active', 'past_due')`)

async function recordPaidPayment(
  tx: Database,
  provider: ProviderId | 'free',
  event: Extract<ProviderEvent, { kind: 'payment.paid' }>,
  now: Date,
) {
  const [payment] = await tx.select().from(paymentData).where(eq(paymentData.id, event.paymentId)).for('update')
  if (!payment) {
    logger.warn({ provider, paymentId: event.paymentId }, 'payment confirmation for an unknown payment ignored')
    return
  }
  if (payment.outcome === 'paid') return
  if (event.amountMinor !== payment.amountMinor || event.currency !== payment.currency) {
    const reason = `Amount mismatch: the provider confirmed ${formatMoney(event.amountMinor, event.currency)}, the order is ${formatMoney(payment.amountMinor, payment.currency)}.`
    logger.error(
      { provider, paymentId: payment.id, confirmed: event.amountMinor, expected: payment.amountMinor },
      'payment refused: amount mismatch',
    )
    await tx
      .update(paymentData)
      .set({ outcome: 'failed', failureKind: 'amount-mismatch', failureReason: reason })
      .where(eq(paymentData.id, payment.id))
    // Money may have moved that no order accounts for: the team is told, to check and refund.
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
    return
  }
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
  if (!payment.userId) return

  const product = findProduct(payment.plan)
  const period = payment.billingPeriod
  let subscriptionId: string | null = payment.subscriptionId
  let renewsOn: Date | null = null
  let type: 'subscription' | 'renewal' | 'one_time' = 'one_time'
  let line = orderLine(product?.name ?? payment.plan, period)

  if (payment.purpose === 'renewal' && payment.subscriptionId) {
    // A renewal paid by link (INR): the next period starts where the current one ends.
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId)).for('update')
    if (current) {
      const start = current.currentPeriodEnd && current.currentPeriodEnd > now ? current.currentPeriodEnd : now
      const nextPeriod = current.pendingBillingPeriod ?? current.billingPeriod
      // The column shares the order periods' type; a subscription is only ever monthly or yearly.
      renewsOn = addPeriod(start, nextPeriod === 'yearly' ? 'yearly' : 'monthly')
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
      type = 'renewal'
    }
  } else if (product?.kind === 'plan' && (period === 'monthly' || period === 'yearly')) {
    const start = event.subscription?.currentPeriodStart ?? now
    renewsOn = event.subscription?.currentPeriodEnd ?? addPeriod(start, period)
    // One live subscription per founder (a partial unique index): a purchase that raced past the
    // checkout's plan-change check replaces the older one rather than failing after the money moved.
    const replaced = await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now })
      .where(and(eq(subscriptions.userId, payment.userId), sql`${subscriptions.status} in ('active', 'past_due')`))
      .returning({ id: subscriptions.id })
    if (replaced.length > 0) {
      logger.warn({ paymentId: payment.id, replaced }, 'a second subscription replaced the live one')
      // The provider must stop renewing the replaced one too; a job does it once this transaction has committed.
      for (const { id } of replaced) await enqueueJob(tx, stopRenewingJob, { subscriptionId: id })
    }
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        planSlug: payment.plan,
        billingPeriod: period,
        currency: payment.currency,
        status: 'active',
        provider,
        providerSubscriptionId: event.subscription?.id ?? null,
        providerCustomerId: event.subscription?.customerId ?? null,
        amountMinor: payment.subtotalMinor,
        gstNumber: payment.gstNumber,
        currentPeriodStart: start,
        currentPeriodEnd: renewsOn,
      })
      .returning({ id: subscriptions.id })
    subscriptionId = created?.id ?? null
    type = 'subscription'
    await tx.update(paymentData).set({ subscriptionId }).where(eq(paymentData.id, payment.id))
  } else {
    line = orderLine(product?.name ?? payment.plan, 'one_time')
  }

  // Buying makes you a founder (spec §1: the customer's role).
  await grantRole(tx, payment.userId, 'founder')

  const [transaction] = await tx
    .insert(billingTransactions)
    .values({
      userId: payment.userId,
      transactionType: type,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      status: 'completed',
      paymentId: payment.id,
      subscriptionId,
      providerReference: event.chargeReference,
      description: line,
      createdAt: now,
    })
    .onConflictDoNothing({ target: billingTransactions.providerReference })
    .returning({ id: billingTransactions.id })
  if (!transaction) return

  if (payment.couponId) await recordCouponUse(tx, provider, { ...payment, couponId: payment.couponId, userId: payment.userId })

  await issueAndSendReceipt(tx, {
    userId: payment.userId,
    email: payment.email,
    buyer: { name: payment.buyerName ?? payment.email, email: payment.email, company: payment.company, gstNumber: payment.gstNumber },
    transactionId: transaction.id,
    paymentId: payment.id,
    line,
    currency: payment.currency,
    subtotalMinor: payment.subtotalMinor,
    discountMinor: payment.discountMinor,
    couponCode: payment.couponCode,
    gstMinor: payment.gstMinor,
    totalMinor: payment.amountMinor,
    renewsOn,
    issuedAt: now,
  })
}

/**
 * One use of the payment's coupon, counted only while the coupon has room: the conditional update
 * waits for a concurrent use of the same coupon and re-reads the count, so uses never pass the limit.
 * A payment that arrives when the coupon is used up is still honoured (money moved) but its
 * redemption is marked over the limit, and the team is told.
 */
async function recordCouponUse(
  tx: Database,
  provider: ProviderId | 'free',
  payment: Pick<typeof paymentData.$inferSelect, 'id' | 'email' | 'discountMinor' | 'currency'> & { couponId: string; userId: string },
) {
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
  if (counted) return

  await tx.update(couponRedemptions).set({ overLimit: true }).where(eq(couponRedemptions.id, redemption.id))
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

async function recordRenewal(tx: Database, event: Extract<ProviderEvent, { kind: 'subscription.renewed' }>, now: Date) {
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, event.subscriptionId))
    .for('update')
  if (!subscription) throw new EventNotReady(`No subscription ${event.subscriptionId} yet`)
  const [already] = await tx
    .select({ id: billingTransactions.id })
    .from(billingTransactions)
    .where(eq(billingTransactions.providerReference, event.chargeReference))
  if (already) return

  // A plan change chosen earlier takes effect with this cycle.
  const planSlug = subscription.pendingPlanSlug ?? subscription.planSlug
  const period = subscription.pendingBillingPeriod ?? subscription.billingPeriod
  const listPrice = subscription.pendingAmountMinor ?? subscription.amountMinor
  const live = subscription.status === 'active' || subscription.status === 'past_due'
  // A subscription that was replaced or ended still had a charge: it is recorded (money moved) but not revived.
  if (!live)
    logger.error(
      { subscriptionId: subscription.id, status: subscription.status },
      'a renewal was charged on a subscription that is no longer live',
    )
  if (live)
    await tx
      .update(subscriptions)
      .set({
        status: 'active',
        planSlug,
        billingPeriod: period,
        amountMinor: listPrice,
        pendingPlanSlug: null,
        pendingBillingPeriod: null,
        pendingAmountMinor: null,
        currentPeriodStart: event.currentPeriodStart,
        currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${event.currentPeriodEnd.toISOString()}::timestamptz)`,
      })
      .where(eq(subscriptions.id, subscription.id))

  const line = orderLine(findProduct(planSlug)?.name ?? planSlug, period)
  const [transaction] = await tx
    .insert(billingTransactions)
    .values({
      userId: subscription.userId,
      transactionType: 'renewal',
      amountMinor: event.amountMinor,
      currency: event.currency,
      status: 'completed',
      subscriptionId: subscription.id,
      providerReference: event.chargeReference,
      description: `${line} (renewal)`,
      createdAt: now,
    })
    .onConflictDoNothing({ target: billingTransactions.providerReference })
    .returning({ id: billingTransactions.id })
  if (!transaction) return

  // The invoice follows the list price and GST when the charge matches them; otherwise it splits what was charged.
  const expectedGst = gstOn(listPrice, subscription.gstNumber)
  const matches = listPrice + expectedGst === event.amountMinor
  const gst = matches ? expectedGst : subscription.gstNumber ? event.amountMinor - Math.round(event.amountMinor / 1.18) : 0
  const [buyer] = await tx
    .select({ name: userTable.name, email: userTable.email })
    .from(userTable)
    .where(eq(userTable.id, subscription.userId))
  if (!buyer) return
  await issueAndSendReceipt(tx, {
    userId: subscription.userId,
    email: buyer.email,
    buyer: { name: buyer.name, email: buyer.email, gstNumber: subscription.gstNumber },
    transactionId: transaction.id,
    paymentId: null,
    line: `${line} (renewal)`,
    currency: event.currency,
    subtotalMinor: event.amountMinor - gst,
    discountMinor: 0,
    couponCode: null,
    gstMinor: gst,
    totalMinor: event.amountMinor,
    renewsOn: event.currentPeriodEnd,
    issuedAt: now,
  })
}

async function issueAndSendReceipt(
  tx: Database,
  input: {
    userId: string
    email: string
    buyer: InvoiceParty
    transactionId: string
    paymentId: string | null
    line: string
    currency: 'USD' | 'INR'
    subtotalMinor: number
    discountMinor: number
    couponCode: string | null
    gstMinor: number
    totalMinor: number
    renewsOn: Date | null
    issuedAt: Date
  },
) {
  const invoice = await issueInvoice(tx, {
    userId: input.userId,
    transactionId: input.transactionId,
    paymentId: input.paymentId,
    seller: sellerParty(),
    buyer: input.buyer,
    description: input.line,
    currency: input.currency,
    subtotalMinor: input.subtotalMinor,
    discountMinor: input.discountMinor,
    couponCode: input.couponCode,
    gstMinor: input.gstMinor,
    totalMinor: input.totalMinor,
    issuedAt: input.issuedAt,
  })
  const invoiceUrl = `${getEnv().baseUrl}/invoices/${invoice.id}`
  const mail = await receiptEmail({
    name: input.buyer.name,
    line: input.line,
    invoiceNumber: invoice.number,
    invoiceUrl,
    currency: input.currency,
    subtotalMinor: input.subtotalMinor,
    discountMinor: input.discountMinor,
    couponCode: input.couponCode,
    gstMinor: input.gstMinor,
    totalMinor: input.totalMinor,
    renewsOn: input.renewsOn,
  })
  await queueEmail(tx, input.email, mail)
}
