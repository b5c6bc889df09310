// A renewal the provider charged by itself (Stripe, the sandbox), in the caller's transaction: the
// subscription moves to the period paid for, taking a plan change chosen earlier with it, and the
// charge is recorded once with its invoice and receipt. Renewals paid by link (PhonePe) are payments
// and go through recordPaidPayment instead.
import { eq, sql } from 'drizzle-orm'
import { billingTransactions, subscriptions } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import { dateText } from '#app/utils/dates.ts'
import { logger } from '#app/utils/logger.server.ts'
import { issueAndSendReceipt, recordTransaction } from './charges.server.ts'
import { gstInCharge } from '#app/domain/gst.ts'
import { accountBuyer } from './billing-profile.server.ts'
import { findProduct, orderLine } from './products.ts'
import { EventNotReady, type ProviderEvent } from './providers/provider.ts'

type RenewedEvent = Extract<ProviderEvent, { kind: 'subscription.renewed' }>
type Subscription = typeof subscriptions.$inferSelect

/** What the renewed period is billed as: a plan change chosen earlier takes effect with this cycle. */
type RenewedTerms = { planSlug: string; period: Subscription['billingPeriod']; listPrice: number; line: string }

export async function recordRenewal(tx: Database, event: RenewedEvent, now: Date) {
  const subscription = await lockRenewedSubscription(tx, event.subscriptionId)
  if (await chargeRecorded(tx, event.chargeReference)) return
  const terms = renewedTerms(subscription, event)
  await moveToRenewedPeriod(tx, subscription, terms, event)
  const transactionId = await recordTransaction(tx, {
    userId: subscription.userId,
    type: 'renewal',
    amountMinor: event.amountMinor,
    currency: event.currency,
    paymentId: null,
    subscriptionId: subscription.id,
    chargeReference: event.chargeReference,
    description: terms.line,
    at: now,
  })
  if (!transactionId) return
  await sendRenewalReceipt(tx, subscription, terms, event, { transactionId, now })
}

/** Our subscription the provider renewed, locked; not yet recorded means the event came first (sent again later). */
async function lockRenewedSubscription(tx: Database, providerSubscriptionId: string): Promise<Subscription> {
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update')
  if (!subscription) throw new EventNotReady(`No subscription ${providerSubscriptionId} yet`)
  return subscription
}

async function chargeRecorded(tx: Database, chargeReference: string): Promise<boolean> {
  const [already] = await tx
    .select({ id: billingTransactions.id })
    .from(billingTransactions)
    .where(eq(billingTransactions.providerReference, chargeReference))
  return Boolean(already)
}

/** The renewed plan and the line its charge and invoice carry, naming the period paid for ("… (renewal): Dec 12, 2026 to Jan 12, 2027"). */
function renewedTerms(subscription: Subscription, event: RenewedEvent): RenewedTerms {
  const planSlug = subscription.pendingPlanSlug ?? subscription.planSlug
  const period = subscription.pendingBillingPeriod ?? subscription.billingPeriod
  const paidFor = `${dateText(event.currentPeriodStart)} to ${dateText(event.currentPeriodEnd)}`
  const line = `${orderLine(findProduct(planSlug)?.name ?? planSlug, period)} (renewal): ${paidFor}`
  return { planSlug, period, listPrice: subscription.pendingAmountMinor ?? subscription.amountMinor, line }
}

/**
 * A live subscription moves to the renewed period (its end only ever forward: events can arrive out
 * of order). One that was replaced or ended still had a charge: it is recorded (money moved) but not revived.
 */
async function moveToRenewedPeriod(tx: Database, subscription: Subscription, terms: RenewedTerms, event: RenewedEvent) {
  const live = subscription.status === 'active' || subscription.status === 'past_due'
  if (!live) {
    logger.error(
      { subscriptionId: subscription.id, status: subscription.status },
      'a renewal was charged on a subscription that is no longer live',
    )
    return
  }
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      planSlug: terms.planSlug,
      billingPeriod: terms.period,
      amountMinor: terms.listPrice,
      pendingPlanSlug: null,
      pendingBillingPeriod: null,
      pendingAmountMinor: null,
      currentPeriodStart: event.currentPeriodStart,
      currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${event.currentPeriodEnd.toISOString()}::timestamptz)`,
    })
    .where(eq(subscriptions.id, subscription.id))
}

/** The invoice and receipt of a renewal, addressed to the account's current name, e-mail and billing profile. */
async function sendRenewalReceipt(
  tx: Database,
  subscription: Subscription,
  terms: RenewedTerms,
  event: RenewedEvent,
  recorded: { transactionId: string; now: Date },
) {
  // The company and address of the buyer's billing profile; the GSTIN stays the one the plan was sold with.
  const buyer = await accountBuyer(tx, subscription.userId, subscription.gstNumber)
  if (!buyer) return
  const gst = gstInCharge(event.amountMinor, terms.listPrice, subscription.gstNumber)
  await issueAndSendReceipt(tx, {
    userId: subscription.userId,
    email: buyer.email,
    buyer,
    transactionId: recorded.transactionId,
    paymentId: null,
    line: terms.line,
    currency: event.currency,
    subtotalMinor: event.amountMinor - gst,
    discountMinor: 0,
    couponCode: null,
    gstMinor: gst,
    totalMinor: event.amountMinor,
    renewsOn: event.currentPeriodEnd,
    issuedAt: recorded.now,
  })
}
