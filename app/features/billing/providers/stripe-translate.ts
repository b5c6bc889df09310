// Stripe's objects in our words, without the SDK or the network: the Checkout Session we ask for,
// and what a session, an invoice or a subscription read back from Stripe means as a ProviderEvent.
// Typed structurally (the few fields we read), so objects of older API versions fit too: a
// subscription's period sits on its items from 2025-03-31.basil on and on the subscription before;
// an invoice names its subscription under `parent.subscription_details` now and at the top before.
import type { Currency } from '#app/domain/money.ts'
import type { CheckoutRequest, PlanChange, ProviderEvent, SubscriptionPeriod } from './provider.ts'

/** Stripe needs a Checkout Session to stay open at least 30 minutes and at most 24 hours. */
export const MIN_EXPIRY_SECONDS = 30 * 60
export const MAX_EXPIRY_SECONDS = 24 * 60 * 60
/** Added to the shortest expiry so the clock difference between us and Stripe never makes it too short. */
const EXPIRY_MARGIN_SECONDS = 60

type Ref = string | { id: string } | null | undefined

export type PriceLike = { id: string; recurring?: { interval: string; interval_count?: number | null } | null }

export type SubscriptionItemLike = {
  id: string
  quantity?: number | null
  price?: PriceLike | null
  current_period_start?: number | null
  current_period_end?: number | null
}

export type SubscriptionLike = {
  id: string
  status: string
  customer?: Ref
  cancel_at_period_end?: boolean | null
  items?: { data: SubscriptionItemLike[] } | null
  schedule?: Ref
  /** API versions before 2025-03-31.basil only. */
  current_period_start?: number | null
  current_period_end?: number | null
}

export type SessionLike = {
  id: string
  mode?: string | null
  status: string | null
  payment_status: string
  amount_total: number | null
  currency: string | null
  client_reference_id: string | null
  metadata?: Record<string, string> | null
  customer?: Ref
  subscription?: string | SubscriptionLike | null
  invoice?: Ref
  payment_intent?: Ref
}

export type InvoiceLineLike = {
  period?: { start: number; end: number } | null
  subscription?: Ref
  parent?: {
    type?: string
    subscription_item_details?: { subscription?: string | null } | null
  } | null
}

export type InvoiceLike = {
  id: string
  number?: string | null
  status: string | null
  billing_reason: string | null
  amount_paid: number
  currency: string
  attempt_count?: number | null
  parent?: { subscription_details?: { subscription: string | { id: string } } | null } | null
  lines?: { data: InvoiceLineLike[] } | null
  /** API versions before 2025-03-31.basil only. */
  subscription?: Ref
}

export const idOf = (value: Ref): string | null => (value ? (typeof value === 'string' ? value : value.id) : null)

const fromUnix = (seconds: number) => new Date(seconds * 1000)

/** Stripe's lower-case ISO code as ours. */
export const currencyOf = (code: string | null | undefined) => (code ?? '').toUpperCase() as Currency

/** A plan bought as a subscription Stripe renews; anything else (one-time product, renewal paid by link) is a single payment. */
export function isSubscriptionCheckout(request: CheckoutRequest): request is CheckoutRequest & { renewalAmountMinor: number } {
  return request.renewalAmountMinor !== null && request.period !== 'one_time'
}

/**
 * What to take off the first invoice of a subscription so that it charges exactly `amountMinor`
 * (a coupon's discount, and the GST on it): the renewal price minus the first charge.
 */
export function firstChargeDiscount(request: CheckoutRequest): number {
  if (!isSubscriptionCheckout(request)) return 0
  const difference = request.renewalAmountMinor - request.amountMinor
  if (difference < 0)
    throw new Error(`The first charge (${request.amountMinor}) is more than the renewal price (${request.renewalAmountMinor})`)
  return difference
}

/** The success URL with Stripe's placeholder for the session id (Stripe fills it in, braces and all). */
export function successUrlWithSession(url: string) {
  return `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`
}

/** When the session stops taking payment: the configured minutes, kept inside what Stripe accepts. */
export function sessionExpiresAt(now: Date, expiryMinutes: number) {
  const seconds = Math.min(
    MAX_EXPIRY_SECONDS - EXPIRY_MARGIN_SECONDS,
    Math.max(MIN_EXPIRY_SECONDS + EXPIRY_MARGIN_SECONDS, expiryMinutes * 60),
  )
  return Math.floor(now.getTime() / 1000) + seconds
}

export const interval = (period: CheckoutRequest['period'] | PlanChange['period']) => (period === 'yearly' ? 'year' : 'month')

/**
 * The Checkout Session for one attempt. Prices are inline (`price_data`): the amounts come from
 * priceOrder on every attempt, so no Price objects are kept in step with plan_prices.
 */
export function checkoutSessionParams(request: CheckoutRequest, options: { now: Date; expiryMinutes: number; couponId: string | null }) {
  const currency = request.currency.toLowerCase()
  const subscription = isSubscriptionCheckout(request)
  const metadata = { paymentId: request.paymentId }
  const customer = request.customer.providerCustomerId
    ? { customer: request.customer.providerCustomerId }
    : { customer_email: request.customer.email }
  return {
    mode: subscription ? ('subscription' as const) : ('payment' as const),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: subscription ? request.renewalAmountMinor : request.amountMinor,
          product_data: { name: request.line },
          ...(subscription ? { recurring: { interval: interval(request.period) } } : {}),
        },
      },
    ],
    ...(options.couponId ? { discounts: [{ coupon: options.couponId }] } : {}),
    client_reference_id: request.paymentId,
    metadata,
    ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    ...customer,
    success_url: successUrlWithSession(request.successUrl),
    cancel_url: request.cancelUrl,
    expires_at: sessionExpiresAt(options.now, options.expiryMinutes),
  }
}

/** Our payment id on a session: the client reference, or the metadata when a session was made elsewhere. */
export const paymentIdOf = (session: SessionLike) => session.client_reference_id ?? session.metadata?.paymentId ?? null

/** The current period: on the first item (newer API versions), else on the subscription itself. */
export function subscriptionPeriod(subscription: SubscriptionLike): { start: Date; end: Date } | null {
  const item = subscription.items?.data[0]
  const start = item?.current_period_start ?? subscription.current_period_start
  const end = item?.current_period_end ?? subscription.current_period_end
  return typeof start === 'number' && typeof end === 'number' ? { start: fromUnix(start), end: fromUnix(end) } : null
}

export function subscriptionSummary(subscription: SubscriptionLike, fallbackCustomer: Ref = null): SubscriptionPeriod | null {
  const period = subscriptionPeriod(subscription)
  if (!period) return null
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? idOf(fallbackCustomer),
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
  }
}

/**
 * A session read back from Stripe: paid, expired, or still open (null). The charge is the
 * subscription's first invoice (so its `invoice.paid`, billing reason subscription_create, is the
 * same charge and ignored) or the payment intent of a single payment.
 */
export function sessionEvent(session: SessionLike, paymentId = paymentIdOf(session)): ProviderEvent | null {
  if (!paymentId) return null
  if (session.payment_status === 'paid') {
    const subscription = session.subscription && typeof session.subscription === 'object' ? session.subscription : null
    return {
      kind: 'payment.paid',
      paymentId,
      chargeReference: idOf(session.invoice) ?? idOf(session.payment_intent) ?? session.id,
      amountMinor: session.amount_total ?? 0,
      currency: currencyOf(session.currency),
      subscription: subscription ? subscriptionSummary(subscription, session.customer) : null,
    }
  }
  if (session.status === 'expired') return { kind: 'payment.expired', paymentId }
  return null
}

/** A subscription's state as ours: updated (active or past due), ended, or nothing yet (not paid for the first time). */
export function subscriptionStateEvent(subscription: SubscriptionLike): ProviderEvent | null {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return {
        kind: 'subscription.updated',
        subscriptionId: subscription.id,
        cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
        currentPeriodEnd: subscriptionPeriod(subscription)?.end ?? null,
        status: subscription.status === 'active' || subscription.status === 'trialing' ? 'active' : 'past_due',
      }
    case 'canceled':
    case 'incomplete_expired':
      return { kind: 'subscription.ended', subscriptionId: subscription.id }
    default:
      return null
  }
}

/** The subscription an invoice belongs to, wherever this API version puts it. */
export function invoiceSubscriptionId(invoice: InvoiceLike): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription
  if (fromParent) return idOf(fromParent)
  const legacy = idOf(invoice.subscription)
  if (legacy) return legacy
  for (const line of invoice.lines?.data ?? []) {
    const id = line.parent?.subscription_item_details?.subscription ?? idOf(line.subscription)
    if (id) return id
  }
  return null
}

/** The period an invoice pays for: its subscription line's (the invoice's own period_* is the one before, for renewals). */
export function invoiceServicePeriod(invoice: InvoiceLike): { start: Date; end: Date } | null {
  const lines = invoice.lines?.data ?? []
  const line =
    lines.find((candidate) => candidate.parent?.type === 'subscription_item_details' || candidate.parent?.subscription_item_details) ??
    lines.find((candidate) => candidate.subscription) ??
    lines[0]
  return line?.period ? { start: fromUnix(line.period.start), end: fromUnix(line.period.end) } : null
}

/** Billing reasons of invoices that renew a subscription (a later cycle, or a change of its price). */
export const RENEWAL_REASONS = new Set(['subscription_cycle', 'subscription_update'])

/**
 * A paid renewal invoice as a renewal; anything else (the first invoice, a one-off, an update that
 * charged nothing) as nothing.
 */
export function renewalEvent(invoice: InvoiceLike, fallbackPeriod: { start: Date; end: Date } | null = null): ProviderEvent | null {
  if (invoice.status !== 'paid' || !RENEWAL_REASONS.has(invoice.billing_reason ?? '')) return null
  if (invoice.billing_reason === 'subscription_update' && invoice.amount_paid === 0) return null
  const subscriptionId = invoiceSubscriptionId(invoice)
  const period = invoiceServicePeriod(invoice) ?? fallbackPeriod
  if (!subscriptionId || !period) return null
  return {
    kind: 'subscription.renewed',
    subscriptionId,
    chargeReference: invoice.id,
    amountMinor: invoice.amount_paid,
    currency: currencyOf(invoice.currency),
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
  }
}

/** A renewal Stripe could not collect (it retries by itself); nothing when the invoice was paid since, or was the first one. */
export function renewalFailedEvent(invoice: InvoiceLike): ProviderEvent | null {
  if (invoice.status === 'paid' || invoice.billing_reason === 'subscription_create') return null
  const subscriptionId = invoiceSubscriptionId(invoice)
  if (!subscriptionId) return null
  const attempt = invoice.attempt_count ? ` (attempt ${invoice.attempt_count})` : ''
  return {
    kind: 'subscription.renewal-failed',
    subscriptionId,
    reason: `Stripe could not collect the renewal invoice ${invoice.number ?? invoice.id}${attempt}.`,
  }
}

export type RefundLike = {
  id: string
  amount: number
  currency: string
  status: string | null
  metadata?: Record<string, string> | null
  failure_reason?: string | null
}

/** A refund read back from Stripe, when it has ended and is one of ours: succeeded, or failed (or cancelled); null while pending. */
export function refundEvent(refund: RefundLike): ProviderEvent | null {
  const refundId = refund.metadata?.refundId
  if (!refundId) return null
  const base = {
    kind: 'refund.settled' as const,
    refundId,
    providerRefundId: refund.id,
    amountMinor: refund.amount,
    currency: currencyOf(refund.currency),
  }
  if (refund.status === 'succeeded') return { ...base, status: 'succeeded' }
  if (refund.status === 'failed' || refund.status === 'canceled')
    return { ...base, status: 'failed', failureReason: `Stripe could not refund it (${refund.failure_reason ?? refund.status}).` }
  return null
}

export type DisputeLike = {
  id: string
  amount: number
  currency: string
  status: string
  reason?: string | null
  charge?: Ref
  payment_intent?: Ref
}

/** Stripe's dispute statuses as ours: won, lost, or still open (every other status). */
export function disputeEvent(dispute: DisputeLike, chargeReferences: string[]): ProviderEvent | null {
  if (chargeReferences.length === 0) return null
  const status = dispute.status === 'won' ? 'won' : dispute.status === 'lost' ? 'lost' : 'open'
  return {
    kind: 'dispute.updated',
    providerDisputeId: dispute.id,
    chargeReferences,
    amountMinor: dispute.amount,
    currency: currencyOf(dispute.currency),
    status,
    providerStatus: dispute.status,
    reason: dispute.reason ?? null,
  }
}
