// A founder's own billing: the plan, its renewal, cancelling at the period end, the provider's
// billing portal, and the history of charges with their invoices. Totals stay per currency.
import { and, count, desc, eq } from 'drizzle-orm'
import { billingTransactions, creditNotes, invoices, subscriptions } from '#db/schema/billing.ts'
import { moneyBackLabel } from '#app/domain/credit-notes.ts'
import { refundStatesOf } from './charge-money-back.server.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { ProviderError } from './providers/provider.ts'
import { getPaymentProvider } from './providers/registry.server.ts'
import { renewSandboxSubscription } from './providers/sandbox.server.ts'
import { findLiveSubscription, type Subscription } from '#app/utils/live-subscription.server.ts'
import { MONEY_MOVED, netPaidMinor, PURCHASES } from '#app/utils/paid-totals.server.ts'
import { findLatestSubscription, inRenewalWindow } from './subscriptions.server.ts'
import { checkoutPath, findProduct, orderLine } from './products.ts'
import { dateText, longDateText } from '#app/utils/dates.ts'
import { formatMoney } from '#app/domain/money.ts'

export const HISTORY_PAGE_SIZE = 20

export async function loadBillingOverview(db: Database, userId: string, page: number) {
  const [subscription, purchases] = await Promise.all([findLatestSubscription(db, userId), readPurchases(db, userId, page)])
  return { subscription: subscription ? subscriptionView(subscription) : null, ...purchases }
}

/** A page of the founder's purchases with their invoices, how many there are, and what was paid per currency. */
async function readPurchases(db: Database, userId: string, page: number) {
  const mine = and(eq(billingTransactions.userId, userId), PURCHASES)
  const [history, [total], totals] = await Promise.all([
    db
      .select({
        id: billingTransactions.id,
        type: billingTransactions.transactionType,
        description: billingTransactions.description,
        amountMinor: billingTransactions.amountMinor,
        currency: billingTransactions.currency,
        status: billingTransactions.status,
        createdAt: billingTransactions.createdAt,
        invoiceId: invoices.id,
        invoiceNumber: invoices.number,
        creditNoteId: creditNotes.id,
        creditNoteNumber: creditNotes.number,
      })
      .from(billingTransactions)
      .leftJoin(invoices, eq(invoices.transactionId, billingTransactions.id))
      .leftJoin(creditNotes, eq(creditNotes.transactionId, billingTransactions.id))
      .where(mine)
      .orderBy(desc(billingTransactions.createdAt))
      .limit(HISTORY_PAGE_SIZE)
      .offset(pageOffset(page, HISTORY_PAGE_SIZE)),
    db.select({ n: count() }).from(billingTransactions).where(mine),
    db
      // What was paid and kept: refunds count against it.
      .select({ currency: billingTransactions.currency, sum: netPaidMinor })
      .from(billingTransactions)
      .where(and(mine, MONEY_MOVED))
      .groupBy(billingTransactions.currency),
  ])
  const states = await refundStatesOf(
    db,
    history.filter((row) => row.type !== 'refund').map((row) => row.id),
  )
  return {
    history: history.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      moneyBack: moneyBackLabel(states.get(row.id), row.amountMinor, row.currency),
    })),
    totalRows: Number(total?.n ?? 0),
    paidTotals: totals.map((row) => ({ currency: row.currency as Currency, amountMinor: Number(row.sum) })),
  }
}

/** The plan as the billing page shows it, with what the founder can do about it. */
function subscriptionView(subscription: Subscription) {
  const provider = getPaymentProvider(subscription.provider)
  const live = subscription.status === 'active' || subscription.status === 'past_due'
  const name = (slug: string) => findProduct(slug)?.name ?? slug
  return {
    line: orderLine(name(subscription.planSlug), subscription.billingPeriod),
    planName: name(subscription.planSlug),
    period: subscription.billingPeriod,
    status: subscription.status,
    currency: subscription.currency,
    amountMinor: subscription.amountMinor,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pendingChange: subscription.pendingPlanSlug
      ? orderLine(name(subscription.pendingPlanSlug), subscription.pendingBillingPeriod ?? subscription.billingPeriod)
      : null,
    canUpdatePaymentMethod: Boolean(
      live && provider?.openBillingPortal && (subscription.providerCustomerId || subscription.providerSubscriptionId),
    ),
    paymentMethodNote: live ? paymentMethodNote(subscription, Boolean(provider?.openBillingPortal)) : null,
    canCancel: live && subscription.status === 'active',
    renewUrl:
      live && (subscription.provider === 'phonepe' || subscription.provider === 'free') && inRenewalWindow(subscription)
        ? checkoutPath(subscription.planSlug, subscription.billingPeriod, subscription.currency)
        : null,
    canRenewNow: Boolean(
      live &&
      !subscription.cancelAtPeriodEnd &&
      getEnv().isDemo &&
      subscription.provider === 'sandbox' &&
      subscription.providerSubscriptionId,
    ),
  }
}

export type RenewalChange = { ok: true; message: string } | { ok: false; status: number; message: string }

/** Cancel at the end of the period, or take that back: at the provider first, then on our row. */
export async function setCancelAtPeriodEnd(db: Database, userId: string, cancel: boolean): Promise<RenewalChange> {
  const subscription = await findLiveSubscription(db, userId)
  if (!subscription) return { ok: false, status: 404, message: 'You have no active plan.' }
  const provider = getPaymentProvider(subscription.provider)
  try {
    if (provider?.setCancelAtPeriodEnd && subscription.providerSubscriptionId)
      await provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, cancel)
  } catch (error) {
    logger.error({ err: error, subscriptionId: subscription.id }, 'provider refused the renewal change')
    return {
      ok: false,
      status: 502,
      message: error instanceof ProviderError ? error.message : 'Your payment provider did not answer. Please try again.',
    }
  }
  await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(subscriptions.id, subscription.id))
  const when = longDateText(subscription.currentPeriodEnd, 'the end of the period')
  return {
    ok: true,
    message: cancel ? `Your plan will end on ${when}. You keep everything until then.` : `Your plan renews again on ${when}.`,
  }
}

/** Where the card a plan renews on is kept, when the page cannot offer "Update payment method". */
function paymentMethodNote(subscription: Subscription, hasPortal: boolean): string | null {
  if (subscription.provider === 'phonepe' || subscription.provider === 'free')
    return 'PhonePe keeps no card on file, so there is nothing to update: each renewal is paid by a link we e-mail you before the renewal date.'
  if (!hasPortal) return 'To change the card your plan renews on, contact us and we will send you a secure link.'
  return null
}

/**
 * "Update payment method": a session on the provider's billing portal (Stripe's Billing Portal, or the
 * sandbox's test portal) for this founder's live plan, returning to `returnUrl`.
 */
export async function openBillingPortal(
  db: Database,
  userId: string,
  returnUrl: string,
): Promise<{ url: string } | { error: string; status: number }> {
  const subscription = await findLiveSubscription(db, userId)
  const provider = subscription ? getPaymentProvider(subscription.provider) : null
  if (!subscription) return { error: 'You have no active plan.', status: 404 }
  if (!provider?.openBillingPortal || !(subscription.providerCustomerId || subscription.providerSubscriptionId))
    return { error: paymentMethodNote(subscription, false) ?? 'Your plan has no payment method to update.', status: 404 }
  try {
    const account = { customerId: subscription.providerCustomerId, subscriptionId: subscription.providerSubscriptionId }
    return { url: await provider.openBillingPortal(account, returnUrl) }
  } catch (error) {
    logger.error({ err: error }, 'billing portal could not be opened')
    return { error: 'The page to update your payment method could not be opened. Please try again.', status: 502 }
  }
}

/**
 * Demo mode only: the sandbox's clock jumps to the end of this founder's period and charges the next one,
 * as if the renewal date had come. The renewed period starts where the current one ends.
 */
export async function renewNowInDemo(db: Database, userId: string): Promise<RenewalChange> {
  const subscription = await findLiveSubscription(db, userId)
  if (!getEnv().isDemo || subscription?.provider !== 'sandbox' || !subscription.providerSubscriptionId)
    return { ok: false, status: 404, message: 'Only a sandbox plan in demo mode can be renewed on demand.' }
  if (subscription.cancelAtPeriodEnd)
    return { ok: false, status: 409, message: 'Your plan is set to end at the period end, so there is no renewal to simulate.' }
  const renewal = await renewSandboxSubscription(db, subscription.providerSubscriptionId, new Date(), { force: true })
  if (renewal.kind !== 'renewed') return { ok: false, status: 409, message: 'The sandbox has no renewal to simulate for this plan.' }
  return {
    ok: true,
    message: `Renewal simulated: ${formatMoney(renewal.amountMinor, renewal.currency)} charged for ${dateText(renewal.periodStart)} to ${dateText(renewal.periodEnd)}. It shows in your history in a moment.`,
  }
}
