// The checkout's two jobs: price what the buyer sees (quoteOrder) and hand a real order to the
// provider (startCheckout): record the attempt as `dropped`, reserve the coupon, call the provider,
// then `success` with its redirect URL or `failed` with the reason (spec §4).
import { eq, sql } from 'drizzle-orm'
import { paymentData, subscriptions } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import type { BillingPeriod } from '#app/domain/periods.ts'
import type { SessionUser } from '#app/utils/permissions.server.ts'
import { CHECKOUT_MESSAGES, type CheckoutValues } from './checkout-schema.ts'
import { applyProviderEvent } from './fulfilment.server.ts'
import { saveBillingProfile } from './billing-profile.server.ts'
import { type CouponRefusal } from './order-math.ts'
import { gstLines, gstOn, splitGst, stateOfGstin } from '#app/domain/gst.ts'
import { gstSellerFrom } from './gst-seller.server.ts'
import { endEarlierReservations, lockCoupon, normaliseCouponCode, priceOrder, type PricedOrder } from './price-order.server.ts'
import { findProduct, orderLine, PERIOD_LABELS, type OrderPeriod, type Product } from './products.ts'
import { ProviderError, type CheckoutRequest, type PaymentProvider } from './providers/provider.ts'
import { providerForCurrency } from './providers/registry.server.ts'
import { findLiveSubscription, type Subscription } from '#app/utils/live-subscription.server.ts'
import { inRenewalWindow } from './subscriptions.server.ts'
import type { QuoteView } from './quote-view.ts'
import { longDateText } from '#app/utils/dates.ts'

export type Buyer = Pick<SessionUser, 'id' | 'email' | 'roles'>

/** What the buyer is about to do with this plan: buy it, renew it, move to it at the next cycle, or nothing. */
export type CheckoutMode =
  | { kind: 'purchase' }
  | { kind: 'renewal'; subscription: Subscription }
  | { kind: 'plan-change'; subscription: Subscription }
  | { kind: 'current-plan'; subscription: Subscription; message: string }
  | { kind: 'currency-locked'; subscription: Subscription; message: string }

const dateText = (date: Date | null) => longDateText(date, 'the end of the period')

export async function checkoutModeFor(
  db: Database,
  buyer: Buyer,
  productSlug: string,
  period: OrderPeriod,
  currency: Currency,
): Promise<CheckoutMode> {
  const product = findProduct(productSlug)
  if (product?.kind !== 'plan') return { kind: 'purchase' }
  const subscription = await findLiveSubscription(db, buyer.id)
  if (!subscription) return { kind: 'purchase' }
  const planName = (slug: string) => findProduct(slug)?.name ?? slug
  if (subscription.currency !== currency) {
    return {
      kind: 'currency-locked',
      subscription,
      message: `Your ${planName(subscription.planSlug)} plan is billed in ${subscription.currency}. To change plans, choose ${subscription.currency}.`,
    }
  }
  if (subscription.planSlug === productSlug && subscription.billingPeriod === period) {
    // Choosing the current plan again while a change waits takes the change back.
    if (subscription.pendingPlanSlug) return { kind: 'plan-change', subscription }
    const provider = providerForCurrency(subscription.currency)
    const paidByLink =
      subscription.provider === 'phonepe' || subscription.provider === 'free' || (provider !== null && !provider.renewsAutomatically)
    if (paidByLink && !subscription.cancelAtPeriodEnd && inRenewalWindow(subscription)) return { kind: 'renewal', subscription }
    const pending = subscription.pendingPlanSlug
      ? ` A change to ${planName(subscription.pendingPlanSlug)} (${subscription.pendingBillingPeriod}) takes effect on ${dateText(subscription.currentPeriodEnd)}.`
      : ''
    return {
      kind: 'current-plan',
      subscription,
      message: `You're already on the ${planName(subscription.planSlug)} plan (${PERIOD_LABELS[subscription.billingPeriod].toLowerCase()}). It ${subscription.cancelAtPeriodEnd ? 'ends' : 'renews'} on ${dateText(subscription.currentPeriodEnd)}.${pending}`,
    }
  }
  return { kind: 'plan-change', subscription }
}

export type Quote = { order: PricedOrder | null; refusal: string | null; soldOut: boolean; mode: CheckoutMode; paymentsOff: boolean }

/** The order summary for the page: priced by the server for this buyer, with the coupon's verdict. */
export async function quoteOrder(
  db: Database,
  buyer: Buyer,
  choice: { product: string; period: OrderPeriod; currency: Currency; couponCode?: string | null; gstNumber?: string | null },
): Promise<Quote> {
  const mode = await checkoutModeFor(db, buyer, choice.product, choice.period, choice.currency)
  const priced = await priceOrder(db, {
    product: choice.product,
    billingPeriod: choice.period,
    currency: choice.currency,
    // A plan change charges nothing now, so a coupon has nothing to take off.
    couponCode: mode.kind === 'plan-change' ? null : choice.couponCode,
    gstNumber: choice.gstNumber,
    buyer,
  })
  return {
    order: priced.ok ? priced.order : null,
    refusal: priced.ok ? null : priced.message,
    soldOut: !priced.ok && priced.reason === 'sold-out',
    mode,
    paymentsOff: providerForCurrency(choice.currency) === null,
  }
}

export type CheckoutResult =
  | { kind: 'redirect'; url: string; paymentId: string | null }
  | { kind: 'plan-changed'; message: string }
  | {
      kind: 'refused'
      status: number
      title: string
      description?: string
      field?: 'couponCode'
      /** Why the coupon was refused, when it was (a code that does not exist counts against the guessing limit). */
      couponRefusal?: CouponRefusal
    }

const refuse = (
  status: number,
  title: string,
  description?: string,
  field?: 'couponCode',
): Extract<CheckoutResult, { kind: 'refused' }> => ({
  kind: 'refused',
  status,
  title,
  description,
  field,
})

/**
 * Hands the order to the provider. Everything about money is priced here again from the buyer's
 * choices; the coupon's row lock makes concurrent checkouts with a limited coupon take its uses one at
 * a time, and a buyer's new checkout with a coupon ends their earlier reservation of it.
 */
export async function startCheckout(
  db: Database,
  buyer: Buyer,
  input: { product: string; values: CheckoutValues; checkoutUrl: string; now?: Date },
): Promise<CheckoutResult> {
  const now = input.now ?? new Date()
  const { values } = input
  const product = findProduct(input.product)
  if (!product) return refuse(404, CHECKOUT_MESSAGES.planNotFound)
  const period: OrderPeriod = product.kind === 'one_time' ? 'one_time' : (values.billing as BillingPeriod)
  const provider = providerForCurrency(values.currency)
  if (!provider)
    return refuse(503, `Payments in ${values.currency} are not available right now.`, 'Please choose the other currency or contact us.')

  const mode = await checkoutModeFor(db, buyer, product.slug, period, values.currency)
  if (mode.kind === 'current-plan' || mode.kind === 'currency-locked') return refuse(409, mode.message)
  if (mode.kind === 'plan-change') return schedulePlanChange(db, buyer, mode.subscription, { product: product.slug, period, values })

  const recorded = await db.transaction((tx) => recordAttempt(tx, buyer, { product, period, provider, mode, values, now }))
  if (!recorded.ok) return recorded.refused
  const { paymentId, order } = recorded
  if (order.total === 0) return { kind: 'redirect', url: `/thank-you?payment=${paymentId}`, paymentId }
  return handOff(db, provider, checkoutRequest({ paymentId, order, product, mode, values, checkoutUrl: input.checkoutUrl }))
}

type Attempt = {
  product: Product
  period: OrderPeriod
  provider: PaymentProvider
  mode: Extract<CheckoutMode, { kind: 'purchase' | 'renewal' }>
  values: CheckoutValues
  now: Date
}

type RecordedAttempt =
  { ok: true; paymentId: string; order: PricedOrder } | { ok: false; refused: Extract<CheckoutResult, { kind: 'refused' }> }

/**
 * In one transaction: the order priced under the coupon's lock, the buyer's earlier reservation of
 * the coupon ended, and the attempt recorded as `dropped`; an order the coupon pays in full is
 * fulfilled at once. Or the refusal, with nothing recorded.
 */
async function recordAttempt(tx: Database, buyer: Buyer, attempt: Attempt): Promise<RecordedAttempt> {
  const { product, period, values, now } = attempt
  const couponCode = normaliseCouponCode(values.couponCode)
  await lockCoupon(tx, couponCode)
  const priced = await priceOrder(
    tx,
    { product: product.slug, billingPeriod: period, currency: values.currency, couponCode, gstNumber: values.gstNumber, buyer },
    now,
  )
  if (!priced.ok) return { ok: false, refused: refuse(priced.reason === 'sold-out' ? 409 : 404, priced.message) }
  const { order } = priced
  if (order.couponRefused) {
    const refused = refuse(400, order.couponRefused.message, undefined, 'couponCode')
    return { ok: false, refused: { ...refused, couponRefusal: order.couponRefused.reason } }
  }
  if (order.coupon) await endEarlierReservations(tx, order.coupon.id, buyer.id, now)
  const paymentId = await insertAttempt(tx, buyer, attempt, order)
  await saveBillingProfile(tx, buyer.id, { company: values.company, address: values.billingAddress, gstNumber: order.gstNumber })
  if (order.total === 0) await fulfilFreeOrder(tx, paymentId, order.currency, now)
  return { ok: true, paymentId, order }
}

/** The attempt as payment_data records it (spec §4): `dropped` until the provider takes the order. */
async function insertAttempt(tx: Database, buyer: Buyer, attempt: Attempt, order: PricedOrder): Promise<string> {
  const { values, mode, now } = attempt
  const [payment] = await tx
    .insert(paymentData)
    .values({
      userId: buyer.id,
      plan: attempt.product.slug,
      email: values.email,
      buyerName: values.name,
      company: values.company,
      billingAddress: values.billingAddress,
      contactNumber: values.contactNumber,
      purpose: mode.kind === 'renewal' ? 'renewal' : 'purchase',
      subscriptionId: mode.kind === 'renewal' ? mode.subscription.id : null,
      subtotalMinor: order.subtotal,
      discountMinor: order.discount,
      gstMinor: order.gst,
      amountMinor: order.total,
      currency: order.currency,
      billingPeriod: order.period,
      status: 'dropped',
      outcome: 'pending',
      provider: order.total === 0 ? 'free' : attempt.provider.id,
      couponId: order.coupon?.id ?? null,
      couponCode: order.coupon?.code ?? null,
      gstNumber: order.gstNumber,
      expiresAt: new Date(now.getTime() + getEnv().CHECKOUT_EXPIRY_MINUTES * 60_000),
      timestamp: now,
    })
    .returning({ id: paymentData.id })
  if (!payment) throw new Error('payment attempt was not recorded')
  return payment.id
}

/** Paid in full by a coupon: fulfilled at once, without a provider. */
async function fulfilFreeOrder(tx: Database, paymentId: string, currency: Currency, now: Date) {
  const reference = `free_${paymentId}`
  await tx.update(paymentData).set({ status: 'success', providerReference: reference }).where(eq(paymentData.id, paymentId))
  await applyProviderEvent(
    tx,
    'free',
    { kind: 'payment.paid', paymentId, chargeReference: reference, amountMinor: 0, currency, subscription: null },
    now,
  )
}

/**
 * What the provider is asked to charge: the order's total now and, for a new subscription, the
 * list price with GST for every later period; where the buyer goes after paying or giving up.
 */
function checkoutRequest(input: {
  paymentId: string
  order: PricedOrder
  product: Product
  mode: Attempt['mode']
  values: CheckoutValues
  checkoutUrl: string
}): CheckoutRequest {
  const { paymentId, order, mode, values, checkoutUrl } = input
  const { baseUrl } = getEnv()
  const renews = input.product.kind === 'plan' && mode.kind !== 'renewal'
  return {
    paymentId,
    line: order.line,
    period: order.period,
    amountMinor: order.total,
    renewalAmountMinor: renews ? order.subtotal + gstOn(order.subtotal, order.gstNumber) : null,
    currency: order.currency,
    customer: {
      email: values.email,
      name: values.name,
      providerCustomerId: mode.kind === 'renewal' ? mode.subscription.providerCustomerId : null,
    },
    successUrl: `${baseUrl}/thank-you?payment=${paymentId}`,
    cancelUrl: `${baseUrl}${checkoutUrl}${checkoutUrl.includes('?') ? '&' : '?'}cancelled=${paymentId}`,
  }
}

async function handOff(db: Database, provider: PaymentProvider, request: CheckoutRequest): Promise<CheckoutResult> {
  const fail = async (reason: string) => {
    await db
      .update(paymentData)
      .set({ status: 'failed', outcome: 'failed', failureKind: 'provider-error', failureReason: reason.slice(0, 500) })
      .where(eq(paymentData.id, request.paymentId))
  }
  try {
    const handOff = await provider.startCheckout(request)
    if (!handOff.redirectUrl) {
      await fail(CHECKOUT_MESSAGES.noCheckoutUrl)
      return refuse(502, CHECKOUT_MESSAGES.paymentErrorTitle, CHECKOUT_MESSAGES.noCheckoutUrl)
    }
    await db
      .update(paymentData)
      .set({
        status: 'success',
        providerReference: handOff.providerReference,
        ...(handOff.expiresAt ? { expiresAt: sql`least(${paymentData.expiresAt}, ${handOff.expiresAt.toISOString()}::timestamptz)` } : {}),
      })
      .where(eq(paymentData.id, request.paymentId))
    return { kind: 'redirect', url: handOff.redirectUrl, paymentId: request.paymentId }
  } catch (error) {
    if (error instanceof ProviderError) {
      await fail(error.message)
      logger.warn({ provider: provider.id, paymentId: request.paymentId, err: error.message }, 'payment provider refused the hand-off')
      const description =
        provider.id === 'phonepe'
          ? `${CHECKOUT_MESSAGES.failedToInitiate} with PhonePe: ${error.message}`
          : error.message || CHECKOUT_MESSAGES.paymentFailed
      return refuse(502, CHECKOUT_MESSAGES.paymentErrorTitle, description)
    }
    // The buyer reads failure reasons: an internal error is logged, not shown.
    logger.error({ err: error, provider: provider.id, paymentId: request.paymentId }, 'payment hand-off failed')
    await fail('The payment could not be started.').catch(() => {})
    return refuse(502, CHECKOUT_MESSAGES.paymentErrorTitle, CHECKOUT_MESSAGES.unexpected)
  }
}

/**
 * A founder with a live subscription who picks another plan: nothing is charged now; the new plan
 * and its price apply from the next billing cycle (FAQ), at the provider and on our row.
 */
async function schedulePlanChange(
  db: Database,
  buyer: Buyer,
  subscription: Subscription,
  input: { product: string; period: OrderPeriod; values: CheckoutValues },
): Promise<CheckoutResult> {
  const priced = await priceOrder(db, {
    product: input.product,
    billingPeriod: input.period,
    currency: subscription.currency,
    gstNumber: input.values.gstNumber ?? subscription.gstNumber,
    buyer,
  })
  if (!priced.ok) return refuse(priced.reason === 'sold-out' ? 409 : 404, priced.message)
  const { order } = priced
  if (order.period === 'one_time') return refuse(400, CHECKOUT_MESSAGES.planNotFound)
  const refused = await changePlanAtProvider(subscription, order, order.period)
  if (refused) return refused
  const keepsCurrent = input.product === subscription.planSlug && order.period === subscription.billingPeriod
  await db
    .update(subscriptions)
    .set(
      keepsCurrent
        ? { pendingPlanSlug: null, pendingBillingPeriod: null, pendingAmountMinor: null, gstNumber: order.gstNumber }
        : {
            pendingPlanSlug: input.product,
            pendingBillingPeriod: order.period,
            pendingAmountMinor: order.subtotal,
            gstNumber: order.gstNumber,
          },
    )
    .where(eq(subscriptions.id, subscription.id))
  const line = orderLine(order.product.name, order.period)
  return {
    kind: 'plan-changed',
    message: keepsCurrent
      ? `Your plan stays ${line}; the change you had scheduled is cancelled.`
      : `Your plan changes to ${line} (${formatMoney(order.total, order.currency)}) on ${dateText(subscription.currentPeriodEnd)}. Nothing is charged today.`,
  }
}

/** The provider charges the new plan's price (with GST) from the next cycle on; its refusal, when it refuses, as the checkout shows it. */
async function changePlanAtProvider(
  subscription: Subscription,
  order: PricedOrder,
  period: 'monthly' | 'yearly',
): Promise<Extract<CheckoutResult, { kind: 'refused' }> | null> {
  const provider = subscription.provider === 'free' ? null : providerForCurrency(subscription.currency)
  if (!provider?.changePlanAtNextCycle || !subscription.providerSubscriptionId) return null
  try {
    await provider.changePlanAtNextCycle(subscription.providerSubscriptionId, {
      line: order.line,
      amountMinor: order.subtotal + gstOn(order.subtotal, order.gstNumber),
      currency: order.currency,
      period,
    })
    return null
  } catch (error) {
    logger.error({ err: error, subscriptionId: subscription.id }, 'plan change refused by the provider')
    return refuse(502, CHECKOUT_MESSAGES.paymentErrorTitle, error instanceof ProviderError ? error.message : CHECKOUT_MESSAGES.unexpected)
  }
}

/** The quote as the page shows it: plain data, dates as ISO strings. */
export function quoteView(quote: Quote, choice: { product: string; period: OrderPeriod; currency: Currency }): QuoteView {
  const product = findProduct(choice.product)
  const order = quote.order
  const mode = quote.mode
  const planName = (slug: string) => findProduct(slug)?.name ?? slug
  return {
    productSlug: choice.product,
    productName: product?.name ?? choice.product,
    period: order?.period ?? choice.period,
    currency: choice.currency,
    line: order?.line ?? orderLine(product?.name ?? choice.product, choice.period),
    subtotal: order?.subtotal ?? 0,
    discount: order?.discount ?? 0,
    couponCode: order?.coupon?.code ?? null,
    couponLabel: order?.coupon
      ? order.coupon.discountType === 'percentage'
        ? `${order.coupon.discountAmount}% off`
        : `${formatMoney(order.coupon.discountAmount, order.coupon.currency)} off`
      : null,
    couponMessage: order?.couponRefused?.message ?? null,
    gst: order?.gst ?? 0,
    gstLabel: order?.gst ? gstLabel(order.gst, order.gstNumber) : null,
    total: order?.total ?? 0,
    gstNumber: order?.gstNumber ?? null,
    renewalAmount: order && product?.kind === 'plan' ? order.subtotal + gstOn(order.subtotal, order.gstNumber) : null,
    refusal: quote.refusal,
    soldOut: quote.soldOut,
    paymentsOff: quote.paymentsOff,
    mode:
      mode.kind === 'purchase'
        ? { kind: 'purchase' }
        : mode.kind === 'renewal'
          ? { kind: 'renewal', periodEnd: mode.subscription.currentPeriodEnd?.toISOString() ?? null }
          : mode.kind === 'plan-change'
            ? {
                kind: 'plan-change',
                effectiveOn: mode.subscription.currentPeriodEnd?.toISOString() ?? null,
                currentPlan: orderLine(planName(mode.subscription.planSlug), mode.subscription.billingPeriod),
              }
            : { kind: mode.kind, message: mode.message },
  }
}

/** "IGST 18%" or "CGST 9% + SGST 9%": the GST as the invoice will split it, by the state in the buyer's GSTIN. */
function gstLabel(gstMinor: number, gstNumber: string | null): string {
  const split = splitGst(gstMinor, gstSellerFrom(getEnv()).stateCode, stateOfGstin(gstNumber))
  return gstLines(split)
    .map((line) => line.label)
    .join(' + ')
}
