// USD through Stripe: a hosted Checkout Session per attempt (subscription mode for plans Stripe then
// renews, payment mode otherwise), signed webhooks re-read from the API before they mean anything,
// the Billing Portal, cancel at period end, and plan changes from the next cycle without proration.
// Pure translation lives in stripe-translate.ts; this module is the SDK and the network.
import Stripe from 'stripe'
import { logger } from '#app/utils/logger.server.ts'
import {
  type BillingAccount,
  type CheckoutHandOff,
  type CheckoutRequest,
  type PaymentProvider,
  type PlanChange,
  type ProviderEvent,
  type RefundHandOff,
  type RefundRequest,
  ProviderError,
  type VerifiedWebhook,
  WebhookRejected,
} from './provider.ts'
import {
  checkoutSessionParams,
  disputeEvent,
  firstChargeDiscount,
  idOf,
  interval,
  invoiceSubscriptionId,
  paymentIdOf,
  refundEvent,
  renewalEvent,
  renewalFailedEvent,
  sessionEvent,
  subscriptionPeriod,
  subscriptionStateEvent,
  type DisputeLike,
  type InvoiceLike,
  type RefundLike,
  type SessionLike,
  type SubscriptionLike,
} from './stripe-translate.ts'

export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  apiUrl?: string
  expiryMinutes: number
  /** Whether founders are sent to Stripe's Billing Portal to update their card (STRIPE_BILLING_PORTAL). */
  billingPortal?: boolean
  /** The clock a session's expiry is counted from; a test fixes it to send one attempt twice with the same parameters. */
  now?: () => Date
}

/** The API version this code and the SDK's types are written for (stripe 23.1.0); pinned, not the account's default. */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive'

/** Subscription metadata: a plan change's price set aside while the subscription is set to cancel. */
const NEXT_CYCLE_PRICE = 'next_cycle_price'

/** What a session is read back with: enough to translate it without a second call. */
const SESSION_EXPAND = ['subscription']

function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>) {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Against Stripe, retry twice on network errors and 5xx (every POST carries an idempotency key);
    // against a local stand-in (STRIPE_API_URL), fail at once so a test sees exactly what it sent.
    maxNetworkRetries: api ? 0 : 2,
    timeout: 30_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  })
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError

/** Stripe answered and refused (a 4xx, or its own error): its message is for the buyer. Network trouble stays an Error. */
function refusal(error: unknown): unknown {
  if (isStripeError(error) && !(error instanceof Stripe.errors.StripeConnectionError)) return new ProviderError(error.message)
  return error
}

async function asProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw refusal(error)
  }
}

/**
 * Reads an object back while handling a webhook: null when Stripe has no such object (not ours; the
 * event is recorded and dropped); any other failure — network, 5xx, keys — throws a plain Error so
 * the endpoint answers 503 and Stripe sends the event again.
 */
async function readBack<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) {
      logger.warn({ what, err: error.message }, 'stripe webhook names an object stripe does not have; ignored')
      return null
    }
    throw new Error(`Could not read ${what} from Stripe: ${error instanceof Error ? error.message : String(error)}`)
  }
}

type Client = Stripe

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings)
  return {
    id: 'stripe',
    renewsAutomatically: true,
    startCheckout: (request) =>
      startStripeCheckout(stripe, { expiryMinutes: settings.expiryMinutes, now: settings.now ?? (() => new Date()) }, request),
    readWebhook: (rawBody, headers) => readStripeWebhook(stripe, settings.webhookSecret, rawBody, headers),
    checkPayment: (payment) => checkStripePayment(stripe, payment),
    ...(settings.billingPortal === false
      ? {}
      : {
          openBillingPortal: ({ customerId }: BillingAccount, returnUrl: string) =>
            asProvider(async () => {
              if (!customerId) throw new ProviderError('Stripe has no customer for this plan.')
              return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url
            }),
        }),
    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      asProvider(() => (cancel ? cancelAtPeriodEnd(stripe, subscriptionId) : resumeRenewal(stripe, subscriptionId))),
    changePlanAtNextCycle: (subscriptionId, change) => asProvider(() => changePlanAtNextCycle(stripe, subscriptionId, change)),
    refund: (request) => asProvider(() => createStripeRefund(stripe, request)),
    cancelNow: (subscriptionId) => asProvider(async () => void (await stripe.subscriptions.cancel(subscriptionId))),
    checkRefund: async (refund) =>
      refund.providerRefundId ? refundEvent((await stripe.refunds.retrieve(refund.providerRefundId)) as RefundLike) : null,
  }
}

/** The payment intent behind a charge of ours: the intent itself, a subscription invoice's paid payment, or a session's intent. */
async function paymentIntentOf(stripe: Client, chargeReference: string): Promise<string> {
  if (chargeReference.startsWith('pi_')) return chargeReference
  if (chargeReference.startsWith('in_')) {
    const payments = await stripe.invoicePayments.list({ invoice: chargeReference, status: 'paid', limit: 10 })
    const intent = payments.data.map((payment) => idOf(payment.payment.payment_intent as string | { id: string } | undefined)).find(Boolean)
    if (intent) return intent
  }
  if (chargeReference.startsWith('cs_')) {
    const intent = idOf((await stripe.checkout.sessions.retrieve(chargeReference)).payment_intent)
    if (intent) return intent
  }
  throw new ProviderError(`Stripe has no payment to refund for ${chargeReference}.`)
}

/** A refund of (part of) the charge's payment intent, once per refund of ours (idempotency key), with our id in its metadata. */
async function createStripeRefund(stripe: Client, request: RefundRequest): Promise<RefundHandOff> {
  const paymentIntent = await paymentIntentOf(stripe, request.chargeReference)
  const refund = await stripe.refunds.create(
    {
      payment_intent: paymentIntent,
      amount: request.amountMinor,
      reason: 'requested_by_customer',
      metadata: { refundId: request.refundId, reason: request.reason.slice(0, 500) },
    },
    { idempotencyKey: `refund-${request.refundId}` },
  )
  return { providerRefundId: refund.id }
}

/** A refund event as Stripe has the refund now. */
async function refundEvents(stripe: Client, refundId: string): Promise<ProviderEvent[]> {
  const refund = await readBack(`refund ${refundId}`, () => stripe.refunds.retrieve(refundId))
  const event = refund ? refundEvent(refund as RefundLike) : null
  return event ? [event] : []
}

/** `charge.refunded` names the charge: each of its refunds as Stripe has it now. */
async function chargeRefundEvents(stripe: Client, chargeId: string): Promise<ProviderEvent[]> {
  const refunds = await readBack(`refunds of charge ${chargeId}`, () => stripe.refunds.list({ charge: chargeId, limit: 100 }))
  return (refunds?.data ?? []).flatMap((refund) => refundEvent(refund as RefundLike) ?? [])
}

/** A dispute as Stripe has it now, with every id that may name its charge in our books (the intent and its invoices). */
async function disputeEvents(stripe: Client, disputeId: string): Promise<ProviderEvent[]> {
  const dispute = (await readBack(`dispute ${disputeId}`, () => stripe.disputes.retrieve(disputeId))) as DisputeLike | null
  if (!dispute) return []
  const intent = idOf(dispute.payment_intent)
  const references = [intent, idOf(dispute.charge)].filter((id): id is string => Boolean(id))
  if (intent) {
    const payments = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intent }, limit: 10 })
    for (const payment of payments.data) {
      const invoice = idOf(payment.invoice as string | { id: string })
      if (invoice) references.push(invoice)
    }
  }
  const event = disputeEvent(dispute, references)
  return event ? [event] : []
}

const retrieveSession = (stripe: Client, id: string) =>
  stripe.checkout.sessions.retrieve(id, { expand: SESSION_EXPAND }) as Promise<Stripe.Checkout.Session & SessionLike>

const retrieveSubscription = (stripe: Client, id: string) =>
  stripe.subscriptions.retrieve(id) as Promise<Stripe.Subscription & SubscriptionLike>

/** A Checkout Session for the attempt (one per payment id, by idempotency key), with a one-off coupon when the first charge is less. */
async function startStripeCheckout(
  stripe: Client,
  clock: { expiryMinutes: number; now: () => Date },
  request: CheckoutRequest,
): Promise<CheckoutHandOff> {
  if (request.amountMinor <= 0) throw new Error('A free order is fulfilled without Stripe')
  const session = await asProvider(async () => {
    const couponId = await firstChargeCoupon(stripe, request)
    return stripe.checkout.sessions.create(
      checkoutSessionParams(request, { now: clock.now(), expiryMinutes: clock.expiryMinutes, couponId }),
      {
        idempotencyKey: `checkout-${request.paymentId}`,
      },
    )
  })
  return { redirectUrl: session.url ?? '', providerReference: session.id }
}

/** A coupon for this attempt only, so the subscription's first invoice charges the renewal price minus it; null when nothing is off. */
async function firstChargeCoupon(stripe: Client, request: CheckoutRequest): Promise<string | null> {
  const discount = firstChargeDiscount(request)
  if (discount <= 0) return null
  const coupon = await stripe.coupons.create(
    {
      amount_off: discount,
      currency: request.currency.toLowerCase(),
      duration: 'once',
      max_redemptions: 1,
      name: 'Discount on your first payment',
      metadata: { paymentId: request.paymentId },
    },
    { idempotencyKey: `checkout-coupon-${request.paymentId}` },
  )
  return coupon.id
}

/** The status call: the session read back, paid, expired or still open (null). */
async function checkStripePayment(stripe: Client, payment: { id: string; providerReference: string | null }) {
  if (!payment.providerReference) return null
  return sessionEvent(await retrieveSession(stripe, payment.providerReference), payment.id)
}

async function readStripeWebhook(stripe: Client, webhookSecret: string, rawBody: string, headers: Headers): Promise<VerifiedWebhook> {
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, headers.get('stripe-signature') ?? '', webhookSecret)
  } catch (error) {
    throw new WebhookRejected(error instanceof Error ? error.message : 'Signature verification failed')
  }
  const type = event.type as string
  const objectId = (event.data?.object as { id?: unknown } | undefined)?.id
  const events = typeof objectId === 'string' ? await eventsOf(stripe, type, objectId) : []
  return { eventId: event.id, eventType: type, payload: event, events }
}

/** What an event of this type means, from its object as Stripe has it now (never the event's snapshot). */
async function eventsOf(stripe: Client, type: string, objectId: string): Promise<ProviderEvent[]> {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return sessionEvents(stripe, type, objectId)
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvents(stripe, type, objectId)
    case 'customer.subscription.updated': {
      const subscription = await readBack(`subscription ${objectId}`, () => retrieveSubscription(stripe, objectId))
      const state = subscription ? subscriptionStateEvent(subscription) : null
      return state ? [state] : []
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return refundEvents(stripe, objectId)
    case 'charge.refunded':
      return chargeRefundEvents(stripe, objectId)
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return disputeEvents(stripe, objectId)
    case 'customer.subscription.deleted':
      // Final: a deleted subscription never comes back, so there is nothing newer to read.
      return [{ kind: 'subscription.ended', subscriptionId: objectId }]
    default:
      return []
  }
}

/** A session's outcome as events: paid (with the subscription's state as Stripe has it now), expired, or nothing. */
async function sessionEvents(stripe: Client, type: string, sessionId: string): Promise<ProviderEvent[]> {
  const session = await readBack(`checkout session ${sessionId}`, () => retrieveSession(stripe, sessionId))
  const paymentId = session ? paymentIdOf(session) : null
  if (!session || !paymentId) return []
  if (type === 'checkout.session.async_payment_failed') {
    if (session.payment_status === 'paid') return []
    const reason = 'The payment did not go through (the bank declined or it was not completed).'
    return [{ kind: 'payment.failed', paymentId, failure: 'declined', reason }]
  }
  const event = sessionEvent(session, paymentId)
  if (!event) return []
  if (type === 'checkout.session.expired' && event.kind !== 'payment.expired') return []
  const events: ProviderEvent[] = [event]
  // The subscription may have moved on before this event reached us (cancelled in the portal, an
  // update delivered first): its state now follows the payment that creates our row.
  if (event.kind === 'payment.paid' && session.subscription && typeof session.subscription === 'object') {
    const state = subscriptionStateEvent(session.subscription)
    if (state) events.push(state)
  }
  return events
}

async function invoiceEvents(stripe: Client, type: string, invoiceId: string): Promise<ProviderEvent[]> {
  const invoice = (await readBack(`invoice ${invoiceId}`, () => stripe.invoices.retrieve(invoiceId))) as
    (InvoiceLike & Stripe.Invoice) | null
  if (!invoice) return []
  if (type === 'invoice.payment_failed') {
    const failed = renewalFailedEvent(invoice)
    return failed ? [failed] : []
  }
  let renewed = renewalEvent(invoice)
  if (!renewed) {
    // No subscription line with a period on this invoice: take the period from the subscription.
    const subscriptionId = invoiceSubscriptionId(invoice)
    if (!subscriptionId || invoice.status !== 'paid') return []
    const subscription = await readBack(`subscription ${subscriptionId}`, () => retrieveSubscription(stripe, subscriptionId))
    renewed = subscription ? renewalEvent(invoice, subscriptionPeriod(subscription)) : null
  }
  return renewed ? [renewed] : []
}

/**
 * The plan and price from the next billing cycle on, with nothing charged now and nothing prorated.
 * A subscription item takes an inline price only for an existing product, so the new price is made
 * first, its product inline (named as the receipt names the plan).
 */
async function changePlanAtNextCycle(stripe: Client, subscriptionId: string, change: PlanChange) {
  const subscription = await retrieveSubscription(stripe, subscriptionId)
  const item = subscription.items.data[0]
  if (!item) throw new ProviderError('The subscription has no item to change.')
  const price = await stripe.prices.create({
    currency: change.currency.toLowerCase(),
    unit_amount: change.amountMinor,
    recurring: { interval: interval(change.period) },
    product_data: { name: change.line },
  })
  const current = item.price.recurring
  const sameCycle = current?.interval === interval(change.period) && (current.interval_count ?? 1) === 1
  if (sameCycle && !subscription.schedule) {
    // Same billing cycle: the item's price changes now and the next invoice charges it; nothing is prorated.
    await stripe.subscriptions.update(subscriptionId, { items: [{ id: item.id, price: price.id }], proration_behavior: 'none' })
    return
  }
  if (subscription.cancel_at_period_end) {
    // Set to end: there is no next cycle to schedule; the price waits for the cancellation to be taken back.
    await stripe.subscriptions.update(subscriptionId, { metadata: { [NEXT_CYCLE_PRICE]: price.id } })
    return
  }
  await scheduleNextPrice(stripe, subscription, price)
}

/**
 * From the end of the current period on, the subscription charges `price` instead. A schedule
 * keeps the current price to the period's end and then switches: changing the item of a
 * subscription to a price with another interval would restart its cycle and invoice at once.
 */
async function scheduleNextPrice(stripe: Client, subscription: Stripe.Subscription & SubscriptionLike, price: Stripe.Price) {
  const item = subscription.items.data[0]
  const period = subscriptionPeriod(subscription)
  if (!item || !period) throw new ProviderError('The subscription has no current period to change after.')
  const scheduleId = idOf(subscription.schedule as SubscriptionLike['schedule'])
  const schedule = scheduleId
    ? await stripe.subscriptionSchedules.retrieve(scheduleId)
    : await stripe.subscriptionSchedules.create({ from_subscription: subscription.id })
  const start = schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date ?? Math.floor(period.start.getTime() / 1000)
  await stripe.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: [
      {
        items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
        start_date: start,
        end_date: Math.floor(period.end.getTime() / 1000),
      },
      {
        items: [{ price: price.id, quantity: 1 }],
        duration: { interval: price.recurring?.interval ?? 'month', interval_count: price.recurring?.interval_count ?? 1 },
        proration_behavior: 'none',
      },
    ],
  })
}

/**
 * Cancel at the period end. Stripe refuses cancel_at_period_end on a subscription a schedule
 * manages (a plan change waiting for the next cycle): the schedule is released first and the waiting
 * price kept in the subscription's metadata, so taking the cancellation back restores it.
 */
async function cancelAtPeriodEnd(stripe: Client, subscriptionId: string) {
  const subscription = await retrieveSubscription(stripe, subscriptionId)
  const scheduleId = idOf(subscription.schedule as SubscriptionLike['schedule'])
  let next: string | null = null
  if (scheduleId) {
    const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId)
    next = schedule.phases.length > 1 ? idOf(schedule.phases.at(-1)?.items[0]?.price as string | { id: string } | undefined) : null
    await stripe.subscriptionSchedules.release(scheduleId)
  }
  await stripe.subscriptions.update(subscriptionId, {
    cancel_at_period_end: true,
    ...(next ? { metadata: { [NEXT_CYCLE_PRICE]: next } } : {}),
  })
}

/** Takes a cancellation back; a plan change set aside when it was made is scheduled again. */
async function resumeRenewal(stripe: Client, subscriptionId: string) {
  const subscription = await retrieveSubscription(stripe, subscriptionId)
  const scheduleId = idOf(subscription.schedule as SubscriptionLike['schedule'])
  const waiting = subscription.metadata?.[NEXT_CYCLE_PRICE] || null
  const resumed = await stripe.subscriptions.update(subscriptionId, {
    cancel_at_period_end: false,
    ...(waiting ? { metadata: { [NEXT_CYCLE_PRICE]: '' } } : {}),
  })
  if (waiting && !scheduleId)
    await scheduleNextPrice(stripe, resumed as Stripe.Subscription & SubscriptionLike, await stripe.prices.retrieve(waiting))
}
