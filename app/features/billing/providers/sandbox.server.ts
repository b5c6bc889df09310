// The built-in sandbox payment provider: the embedded default when a currency has no real provider
// configured (demo mode, or PAYMENTS_SANDBOX=true). It behaves like a real one — its own records, a
// hosted page (/sandbox/checkout/{id}: "Test payment — no money moves"), signed webhooks delivered
// over HTTP to the app's own endpoint by the job queue, renewals when a period ends — so a fresh
// clone can complete a whole purchase, renewals included.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, lte, ne, sql } from 'drizzle-orm'
import { sandboxCheckouts, sandboxInvoices, sandboxPortalSessions, sandboxRefunds, sandboxSubscriptions } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import { defineJob, enqueueJob } from '#app/utils/jobs.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { addPeriod } from '#app/domain/periods.ts'
import type {
  CheckoutHandOff,
  CheckoutRequest,
  PaymentProvider,
  PlanChange,
  ProviderEvent,
  RefundHandOff,
  RefundRequest,
  VerifiedWebhook,
} from './provider.ts'
import { ProviderError, WebhookRejected } from './provider.ts'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
/** A signature older than this is refused (a replayed capture). */
const SIGNATURE_TOLERANCE_SECONDS = 300

export type SandboxSettings = {
  /** HMAC key shared by the sender and the receiver of the sandbox's webhooks. */
  webhookSecret: string
  /** Where the hosted page lives (the app's public address). */
  baseUrl: () => string
  /** Where webhooks are delivered (the app's own /api/webhooks/sandbox, reached from the server). */
  webhookUrl: () => string
  /** How long an unpaid checkout stays open. */
  expiryMinutes: number
  db: () => Database
}

type SandboxEventType =
  | 'checkout.completed'
  | 'checkout.failed'
  | 'checkout.canceled'
  | 'checkout.expired'
  | 'invoice.paid'
  | 'subscription.updated'
  | 'subscription.deleted'
  | 'refund.updated'

type SandboxEvent = { id: string; type: SandboxEventType; created: number; object: string }

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

export function signSandboxPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

export function verifySandboxSignature(secret: string, body: string, header: string | null, now = Date.now()): void {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]))
  const timestamp = Number(parts.t)
  if (!header || !Number.isInteger(timestamp) || !parts.v1) throw new WebhookRejected('Missing or malformed signature')
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookRejected('Signature timestamp outside the tolerance')
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'))
  const given = Buffer.from(parts.v1)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new WebhookRejected('Signature does not match')
}

/** A queued webhook: the event only. Jobs queued by earlier versions also carry the queuing instance's address, which is not used. */
type DeliveryData = { body: string; url?: string }

/** Delivers one sandbox webhook; a non-2xx answer is a failed attempt, retried by the queue like a provider would. */
export const sandboxWebhookJob = defineJob<DeliveryData>({
  name: 'sandbox-webhook',
  describe: (data) => `Sandbox webhook ${String((JSON.parse(data.body) as SandboxEvent).type)}`,
  maxAttempts: 8,
  // One attempt is one POST with a 10-second limit.
  expireInSeconds: 30,
})

/** Every minute: the sandbox's billing clock (renewals and ends of cancelled subscriptions). */
export const sandboxClockJob = defineJob<Record<string, never>>({ name: 'sandbox-clock', maxAttempts: 1 })

let settings: SandboxSettings | undefined

export function createSandboxProvider(config: SandboxSettings): PaymentProvider {
  settings = config
  return {
    id: 'sandbox',
    renewsAutomatically: true,
    startCheckout: (request) => startSandboxCheckout(config, request),
    readWebhook: (rawBody, headers) => readSandboxWebhook(config, rawBody, headers),
    checkPayment: async (payment) => (payment.providerReference ? checkoutEvent(config.db(), payment.providerReference) : null),
    openBillingPortal: ({ subscriptionId }, returnUrl) => openSandboxPortal(config, subscriptionId, returnUrl),
    setCancelAtPeriodEnd: async (subscriptionId, cancel) => {
      await config.db().update(sandboxSubscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(sandboxSubscriptions.id, subscriptionId))
      await sendEvent(config.db(), 'subscription.updated', subscriptionId)
    },
    refund: (request) => refundSandboxCharge(config.db(), request),
    cancelNow: async (subscriptionId) => {
      await config.db().update(sandboxSubscriptions).set({ status: 'canceled' }).where(eq(sandboxSubscriptions.id, subscriptionId))
      await sendEvent(config.db(), 'subscription.deleted', subscriptionId)
    },
    checkRefund: async (refund) => (refund.providerRefundId ? refundEvent(config.db(), refund.providerRefundId) : null),
    changePlanAtNextCycle: async (subscriptionId, change: PlanChange) => {
      await config
        .db()
        .update(sandboxSubscriptions)
        .set({
          amountMinor: change.amountMinor,
          currency: change.currency,
          interval: change.period === 'yearly' ? 'year' : 'month',
          description: change.line,
        })
        .where(eq(sandboxSubscriptions.id, subscriptionId))
    },
  }
}

async function startSandboxCheckout(config: SandboxSettings, request: CheckoutRequest): Promise<CheckoutHandOff> {
  const id = newId('sbx_cs')
  const subscription = request.renewalAmountMinor !== null && request.period !== 'one_time'
  await config
    .db()
    .insert(sandboxCheckouts)
    .values({
      id,
      clientReference: request.paymentId,
      mode: subscription ? 'subscription' : 'payment',
      description: request.line,
      amountMinor: request.amountMinor,
      renewalAmountMinor: request.renewalAmountMinor,
      currency: request.currency,
      interval: subscription ? (request.period === 'yearly' ? 'year' : 'month') : null,
      customerEmail: request.customer.email,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      expiresAt: new Date(Date.now() + config.expiryMinutes * 60_000),
    })
  return { redirectUrl: `${config.baseUrl()}/sandbox/checkout/${id}`, providerReference: id }
}

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect

/** What the sandbox charged under a charge reference of its own: a paid checkout (`sbx_ch_…`) or a renewal invoice. */
async function sandboxChargeAmount(db: Database, chargeReference: string): Promise<number | null> {
  if (chargeReference.startsWith('sbx_ch_')) {
    const [checkout] = await db
      .select({ amountMinor: sandboxCheckouts.amountMinor })
      .from(sandboxCheckouts)
      .where(and(eq(sandboxCheckouts.id, `sbx_cs_${chargeReference.slice('sbx_ch_'.length)}`), eq(sandboxCheckouts.status, 'paid')))
    return checkout?.amountMinor ?? null
  }
  const [invoice] = await db
    .select({ amountMinor: sandboxInvoices.amountMinor })
    .from(sandboxInvoices)
    .where(eq(sandboxInvoices.id, chargeReference))
  return invoice?.amountMinor ?? null
}

/**
 * The sandbox refunds at once (test money) and says so by webhook, as Stripe does: once per refund of
 * ours (the client reference), never more than what is left of the charge.
 */
async function refundSandboxCharge(db: Database, request: RefundRequest): Promise<RefundHandOff> {
  const [earlier] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.clientReference, request.refundId))
  if (earlier) return { providerRefundId: earlier.id }
  const charged = await sandboxChargeAmount(db, request.chargeReference)
  if (charged === null) throw new ProviderError(`The sandbox has no charge ${request.chargeReference} to refund.`)
  const [refunded] = await db
    .select({ sum: sql<number>`coalesce(sum(${sandboxRefunds.amountMinor}), 0)::int` })
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.chargeReference, request.chargeReference), ne(sandboxRefunds.status, 'failed')))
  if (Number(refunded?.sum ?? 0) + request.amountMinor > charged)
    throw new ProviderError('The refund is more than what is left of the charge.')
  const id = newId('sbx_re')
  await db.insert(sandboxRefunds).values({
    id,
    chargeReference: request.chargeReference,
    clientReference: request.refundId,
    amountMinor: request.amountMinor,
    currency: request.currency,
    status: 'succeeded',
  })
  await sendEvent(db, 'refund.updated', id)
  return { providerRefundId: id }
}

/** A sandbox refund re-read from its records: succeeded or failed; null while pending or unknown. */
async function refundEvent(db: Database, providerRefundId: string): Promise<ProviderEvent | null> {
  const [refund] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, providerRefundId))
  if (!refund || refund.status === 'pending') return null
  return {
    kind: 'refund.settled',
    refundId: refund.clientReference,
    providerRefundId: refund.id,
    status: refund.status,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    ...(refund.status === 'failed' ? { failureReason: 'The sandbox declined the refund.' } : {}),
  }
}

/** The hosted page's view of a checkout (its id is the secret, as a provider's session URL is). */
export async function findSandboxCheckout(db: Database, id: string): Promise<SandboxCheckout | null> {
  if (!/^sbx_cs_[0-9a-f]{24}$/.test(id)) return null
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id))
  return row ?? null
}

/** How long a billing portal link works, as a provider's portal session does. */
const PORTAL_SESSION_MINUTES = 30

/** The sandbox's billing portal for one subscription: a page (/sandbox/billing-portal/{id}) whose address is its key. */
async function openSandboxPortal(config: SandboxSettings, subscriptionId: string | null, returnUrl: string): Promise<string> {
  const db = config.db()
  const [subscription] = subscriptionId
    ? await db.select({ status: sandboxSubscriptions.status }).from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId))
    : []
  if (!subscriptionId || subscription?.status !== 'active') throw new ProviderError('The sandbox has no active subscription for this plan.')
  const id = newId('sbx_bps')
  await db
    .insert(sandboxPortalSessions)
    .values({ id, subscriptionId, returnUrl, expiresAt: new Date(Date.now() + PORTAL_SESSION_MINUTES * 60_000) })
  return `${config.baseUrl()}/sandbox/billing-portal/${id}`
}

export type SandboxPortalView = {
  id: string
  returnUrl: string
  description: string
  cardLabel: string
  customerEmail: string
  expired: boolean
}

/** The billing portal page's view of a session; null for an id the sandbox never issued. */
export async function findSandboxPortalSession(db: Database, id: string, now = new Date()): Promise<SandboxPortalView | null> {
  if (!/^sbx_bps_[0-9a-f]{24}$/.test(id)) return null
  const [row] = await db
    .select({
      id: sandboxPortalSessions.id,
      returnUrl: sandboxPortalSessions.returnUrl,
      expiresAt: sandboxPortalSessions.expiresAt,
      description: sandboxSubscriptions.description,
      cardLabel: sandboxSubscriptions.cardLabel,
      customerEmail: sandboxSubscriptions.customerEmail,
    })
    .from(sandboxPortalSessions)
    .innerJoin(sandboxSubscriptions, eq(sandboxSubscriptions.id, sandboxPortalSessions.subscriptionId))
    .where(eq(sandboxPortalSessions.id, id))
  if (!row) return null
  const { expiresAt, ...view } = row
  return { ...view, expired: expiresAt <= now }
}

/** A test card's label as a portal shows it: "Visa ending 4242". */
export function testCardLabel(cardNumber: string): string {
  const brand = /^4/.test(cardNumber)
    ? 'Visa'
    : /^(5[1-5]|2[2-7])/.test(cardNumber)
      ? 'Mastercard'
      : /^3[47]/.test(cardNumber)
        ? 'Amex'
        : 'Card'
  return `${brand} ending ${cardNumber.slice(-4)}`
}

/** The card saved on the portal: the subscription charges it from the next renewal. Null when the session has expired or is unknown. */
export async function saveSandboxCard(db: Database, sessionId: string, cardNumber: string, now = new Date()) {
  const [session] = await db.select().from(sandboxPortalSessions).where(eq(sandboxPortalSessions.id, sessionId))
  if (!session || session.expiresAt <= now) return null
  const cardLabel = testCardLabel(cardNumber)
  await db.update(sandboxSubscriptions).set({ cardLabel }).where(eq(sandboxSubscriptions.id, session.subscriptionId))
  return { cardLabel, returnUrl: session.returnUrl }
}

export type SandboxDecision = 'pay' | 'fail' | 'cancel'

/**
 * The buyer's choice on the hosted page. Returns where the provider sends them next: the success
 * URL after Pay or Fail (the app shows what its webhook says), the cancel URL after Cancel.
 */
export async function decideSandboxCheckout(db: Database, id: string, decision: SandboxDecision, now = new Date()) {
  return db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).for('update')
    if (!checkout) return { status: 'not-found' as const }
    if (checkout.status !== 'open') return { status: 'closed' as const, checkout }
    if (checkout.expiresAt <= now) {
      await tx.update(sandboxCheckouts).set({ status: 'expired' }).where(eq(sandboxCheckouts.id, id))
      await sendEvent(tx, 'checkout.expired', id)
      return { status: 'closed' as const, checkout: { ...checkout, status: 'expired' as const } }
    }
    if (decision === 'pay') {
      let subscriptionId: string | null = null
      if (checkout.mode === 'subscription' && checkout.interval) {
        subscriptionId = newId('sbx_sub')
        await tx.insert(sandboxSubscriptions).values({
          id: subscriptionId,
          customerEmail: checkout.customerEmail,
          description: checkout.description,
          amountMinor: checkout.renewalAmountMinor ?? checkout.amountMinor,
          currency: checkout.currency,
          interval: checkout.interval,
          currentPeriodEnd: nextPeriodEnd(now, checkout.interval),
          currentPeriodStart: now,
        })
      }
      await tx.update(sandboxCheckouts).set({ status: 'paid', subscriptionId, paidAt: now }).where(eq(sandboxCheckouts.id, id))
      await sendEvent(tx, 'checkout.completed', id)
      return { status: 'done' as const, next: checkout.successUrl }
    }
    const status = decision === 'fail' ? 'failed' : 'canceled'
    await tx.update(sandboxCheckouts).set({ status }).where(eq(sandboxCheckouts.id, id))
    await sendEvent(tx, decision === 'fail' ? 'checkout.failed' : 'checkout.canceled', id)
    return { status: 'done' as const, next: decision === 'fail' ? checkout.successUrl : checkout.cancelUrl }
  })
}

/** The sandbox's billing clock: renews every active subscription whose period has ended, or ends it when it was set to cancel. */
export async function runSandboxClock(db: Database, now = new Date()) {
  const due = await db
    .select({ id: sandboxSubscriptions.id })
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, now)))
    .limit(100)
  for (const { id } of due) await renewSandboxSubscription(db, id, now)
  return due.length
}

/**
 * Renews one subscription whose period has ended. `force` is the demo clock's "renew now": it jumps to
 * the end of the current period and charges the next one there, so the renewed period always starts
 * where the last one ends, never on the day the button is pressed.
 */
export async function renewSandboxSubscription(
  db: Database,
  id: string,
  now = new Date(),
  options: { force?: boolean } = {},
): Promise<SandboxRenewal> {
  return db.transaction(async (tx): Promise<SandboxRenewal> => {
    const [subscription] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).for('update')
    if (!subscription || subscription.status !== 'active') return { kind: 'none' }
    if (!options.force && subscription.currentPeriodEnd > now) return { kind: 'none' }
    if (subscription.cancelAtPeriodEnd) {
      await tx.update(sandboxSubscriptions).set({ status: 'canceled' }).where(eq(sandboxSubscriptions.id, id))
      await sendEvent(tx, 'subscription.deleted', id)
      return { kind: 'ended' }
    }
    const start = subscription.currentPeriodEnd
    const end = nextPeriodEnd(start, subscription.interval)
    const invoiceId = newId('sbx_in')
    await tx.insert(sandboxInvoices).values({
      id: invoiceId,
      subscriptionId: id,
      amountMinor: subscription.amountMinor,
      currency: subscription.currency,
      periodStart: start,
      periodEnd: end,
    })
    await tx
      .update(sandboxSubscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end, lastInvoiceId: invoiceId })
      .where(eq(sandboxSubscriptions.id, id))
    await sendEvent(tx, 'invoice.paid', id, invoiceId)
    return { kind: 'renewed', periodStart: start, periodEnd: end, amountMinor: subscription.amountMinor, currency: subscription.currency }
  })
}

/** What the sandbox's clock did to one subscription: nothing (not due, not live), ended it (set to cancel), or charged the next period. */
export type SandboxRenewal =
  { kind: 'none' } | { kind: 'ended' } | { kind: 'renewed'; periodStart: Date; periodEnd: Date; amountMinor: number; currency: Currency }

/** A provider's interval, as our billing periods count it (the 31st stops at a shorter month's end). */
function nextPeriodEnd(start: Date, interval: 'month' | 'year') {
  return addPeriod(start, interval === 'year' ? 'yearly' : 'monthly')
}

/** Queues one webhook (in the caller's transaction): what happened, and to which object; the receiver re-reads the rest. */
async function sendEvent(db: Database, type: SandboxEventType, object: string, invoiceId?: string) {
  if (!settings) throw new Error('The sandbox provider is not configured')
  const event: SandboxEvent & { invoice?: string } = { id: newId('evt'), type, created: Math.floor(Date.now() / 1000), object }
  if (invoiceId) event.invoice = invoiceId
  await enqueueJob(db, sandboxWebhookJob, { body: JSON.stringify(event) })
}

/**
 * Runs one delivery: signs at send time, as providers do, and treats anything but a 2xx as a failure.
 * It goes to the delivering instance's own address, so a webhook queued by an instance that has since
 * stopped still arrives (any instance can receive it: they share the database).
 */
export async function deliverSandboxWebhook(secret: string, data: DeliveryData) {
  if (!settings) throw new Error('The sandbox provider is not configured')
  const response = await fetch(settings.webhookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, data.body) },
    body: data.body,
    signal: AbortSignal.timeout(10_000),
  })
  const answer = await response.text().catch(() => '')
  if (!response.ok) throw new Error(`Webhook answered ${response.status}: ${answer.slice(0, 200)}`)
}

async function readSandboxWebhook(config: SandboxSettings, rawBody: string, headers: Headers): Promise<VerifiedWebhook> {
  verifySandboxSignature(config.webhookSecret, rawBody, headers.get(SANDBOX_SIGNATURE_HEADER))
  let event: SandboxEvent & { invoice?: string }
  try {
    event = JSON.parse(rawBody) as SandboxEvent & { invoice?: string }
  } catch {
    throw new WebhookRejected('The body is not JSON')
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.object !== 'string')
    throw new WebhookRejected('Not a sandbox event')
  const db = config.db()
  const events: ProviderEvent[] = []
  // Re-read the truth from the provider's records rather than trusting the body beyond its ids.
  if (event.type.startsWith('checkout.')) {
    const translated = await checkoutEvent(db, event.object)
    if (translated) events.push(translated)
  } else if (event.type === 'refund.updated') {
    const refund = await refundEvent(db, event.object)
    if (refund) events.push(refund)
  } else if (event.type === 'invoice.paid') {
    const renewal = await invoiceEvent(db, event.object, event.invoice)
    if (renewal) events.push(renewal)
    // Acknowledged (so a sender stops retrying) but nothing changes, as with Stripe's unknown objects.
    else
      logger.warn(
        { subscription: event.object, invoice: event.invoice },
        'sandbox webhook names an invoice the sandbox did not issue; ignored',
      )
  } else {
    const [subscription] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, event.object))
    if (subscription) events.push(...subscriptionEvents(event, subscription))
  }
  return { eventId: event.id, eventType: event.type, payload: event, events }
}

async function checkoutEvent(db: Database, checkoutId: string, now = new Date()): Promise<ProviderEvent | null> {
  const [checkout] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId))
  if (!checkout) return null
  const paymentId = checkout.clientReference
  switch (checkout.status) {
    case 'paid':
      return paidEvent(db, checkout)
    case 'failed':
      return { kind: 'payment.failed', paymentId, failure: 'declined', reason: 'The test card was declined.' }
    case 'canceled':
      return { kind: 'payment.failed', paymentId, failure: 'cancelled', reason: 'The payment was cancelled on the payment page.' }
    case 'expired':
      return { kind: 'payment.expired', paymentId }
    case 'open':
      if (checkout.expiresAt > now) return null
      await db
        .update(sandboxCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckouts.id, checkout.id), eq(sandboxCheckouts.status, 'open')))
      return { kind: 'payment.expired', paymentId }
  }
}

/** A paid checkout as the payment, with the subscription it started (the sandbox renews it by itself). */
async function paidEvent(db: Database, checkout: typeof sandboxCheckouts.$inferSelect): Promise<ProviderEvent> {
  const [row] = checkout.subscriptionId
    ? await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, checkout.subscriptionId))
    : []
  return {
    kind: 'payment.paid',
    paymentId: checkout.clientReference,
    chargeReference: `sbx_ch_${checkout.id.slice('sbx_cs_'.length)}`,
    amountMinor: checkout.amountMinor,
    currency: checkout.currency as Currency,
    subscription: row
      ? { id: row.id, customerId: null, currentPeriodStart: row.currentPeriodStart, currentPeriodEnd: row.currentPeriodEnd }
      : null,
  }
}

/**
 * The renewal an `invoice.paid` reports, re-read from the sandbox's own invoice (as Stripe's is read
 * back from its API): its amount and period, never the body's. None for an invoice the sandbox did not
 * issue to that subscription.
 */
async function invoiceEvent(db: Database, subscriptionId: string, invoiceId: unknown): Promise<ProviderEvent | null> {
  if (typeof invoiceId !== 'string') return null
  const [invoice] = await db
    .select()
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.id, invoiceId), eq(sandboxInvoices.subscriptionId, subscriptionId)))
  if (!invoice) return null
  return {
    kind: 'subscription.renewed',
    subscriptionId,
    chargeReference: invoice.id,
    amountMinor: invoice.amountMinor,
    currency: invoice.currency,
    currentPeriodStart: invoice.periodStart,
    currentPeriodEnd: invoice.periodEnd,
  }
}

function subscriptionEvents(event: SandboxEvent, subscription: typeof sandboxSubscriptions.$inferSelect): ProviderEvent[] {
  switch (event.type) {
    case 'subscription.updated':
      return [
        {
          kind: 'subscription.updated',
          subscriptionId: subscription.id,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: subscription.currentPeriodEnd,
          status: 'active',
        },
      ]
    case 'subscription.deleted':
      return [{ kind: 'subscription.ended', subscriptionId: subscription.id }]
    default:
      return []
  }
}
