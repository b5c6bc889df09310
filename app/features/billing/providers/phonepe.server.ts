// PhonePe Standard Checkout v2 for INR, through PhonePe's official Node SDK (@phonepe-pg/pg-sdk-node):
// an OAuth client id/secret/version, `pay` for a hosted payment page, `getOrderStatus` as the truth,
// and callbacks signed with `Authorization: SHA256(username:password)`. The old v1 API (salt key,
// X-VERIFY checksum) is not used. PhonePe has no subscriptions here: every period is one order, and
// renewals are paid by link (billing-jobs.server.ts sends the reminder). See docs/decisions/012.
import { Env, PhonePeException, RefundRequest, StandardCheckoutClient, StandardCheckoutPayRequest } from '@phonepe-pg/pg-sdk-node'
import { formatMoney } from '#app/domain/money.ts'
import {
  ProviderError,
  WebhookRejected,
  type CheckoutHandOff,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  type RefundHandOff,
  type RefundRequest as OurRefundRequest,
  type VerifiedWebhook,
} from './provider.ts'

export type PhonePeSettings = {
  clientId: string
  clientSecret: string
  clientVersion: number
  environment: 'sandbox' | 'production'
  webhookUsername: string
  webhookPassword: string
  expiryMinutes: number
}

/** PhonePe's limits on a merchant order id: at most 63 characters, letters, digits, `_` and `-`. */
const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** PhonePe's bounds on `expireAfter` for Standard Checkout, in seconds. */
const EXPIRE_AFTER_MIN = 300
const EXPIRE_AFTER_MAX = 3600
/** PhonePe's smallest order: ₹1. */
const MIN_AMOUNT_PAISE = 100
/** The SDK's axios client has no timeout of its own: a hanging PhonePe must not hang a checkout or the reconcile job. */
const REQUEST_TIMEOUT_MS = 15_000

/**
 * The merchant order id of a payment: our payment_data id itself (a UUID: 36 characters of hex
 * digits and hyphens, inside PhonePe's limits), so a callback maps back to the payment without a lookup.
 */
export function merchantOrderIdFor(paymentId: string): string {
  if (!PAYMENT_ID.test(paymentId) || !MERCHANT_ORDER_ID.test(paymentId))
    throw new ProviderError(`The payment id ${JSON.stringify(paymentId.slice(0, 80))} cannot be a PhonePe merchant order id.`)
  return paymentId
}

/** Our payment id in a merchant order id, or null when the order is not one of ours. */
export function paymentIdOf(merchantOrderId: unknown): string | null {
  return typeof merchantOrderId === 'string' && PAYMENT_ID.test(merchantOrderId) ? merchantOrderId.toLowerCase() : null
}

/** The checkout's expiry in PhonePe's terms: seconds, within the bounds it accepts. */
export function expireAfterSeconds(expiryMinutes: number): number {
  return Math.min(EXPIRE_AFTER_MAX, Math.max(EXPIRE_AFTER_MIN, Math.round(expiryMinutes * 60)))
}

/** What the order-status call (and a callback's payload) says, as far as we read it. */
export type PhonePeOrderStatus = {
  orderId?: string
  merchantOrderId?: string
  state?: string
  amount?: number
  errorCode?: string
  detailedErrorCode?: string
  paymentDetails?: { transactionId?: string; state?: string; amount?: number }[]
}

/** The reason a failed order gives the buyer ("did not go through: …"), with PhonePe's codes for support. */
export function failureReason(status: Pick<PhonePeOrderStatus, 'errorCode' | 'detailedErrorCode'>): string {
  const codes = [status.errorCode, status.detailedErrorCode].filter((code): code is string => typeof code === 'string' && code !== '')
  return codes.length > 0 ? `PhonePe declined the payment (${codes.join(', ')}).` : 'PhonePe declined the payment.'
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/**
 * One order's status as a ProviderEvent. Only COMPLETED with the paid amount equal to the order's
 * amount (and to `expectedAmountMinor`, our payment's, when the caller knows it) is `payment.paid`;
 * FAILED is `payment.failed`; PENDING (or a state we do not know) is null: still open.
 */
export function translateOrderStatus(status: PhonePeOrderStatus, paymentId: string, expectedAmountMinor?: number): ProviderEvent | null {
  switch (status.state) {
    case 'COMPLETED': {
      const attempt = status.paymentDetails?.filter((detail) => detail.state === 'COMPLETED').at(-1)
      const paid = attempt?.amount ?? status.amount
      if (!isAmount(status.amount) || !isAmount(paid)) throw new Error(`PhonePe reported order ${paymentId} completed without an amount`)
      const orderAmount = expectedAmountMinor ?? status.amount
      if (paid !== orderAmount || status.amount !== orderAmount) {
        return {
          kind: 'payment.failed',
          paymentId,
          failure: 'amount-mismatch',
          reason: `Amount mismatch: PhonePe confirmed ${formatMoney(paid, 'INR')}, the order is ${formatMoney(orderAmount, 'INR')}.`,
        }
      }
      return {
        kind: 'payment.paid',
        paymentId,
        chargeReference: attempt?.transactionId || status.orderId || paymentId,
        amountMinor: paid,
        currency: 'INR',
        subscription: null,
      }
    }
    case 'FAILED':
      return { kind: 'payment.failed', paymentId, failure: 'declined', reason: failureReason(status) }
    default:
      return null
  }
}

type Callback = { event?: unknown; type?: unknown; payload?: unknown }

/** A callback's name: `event` ("checkout.order.completed"), or the older `type` ("CHECKOUT_ORDER_COMPLETED"). */
export function callbackName(callback: Callback): string {
  const name = typeof callback.event === 'string' && callback.event ? callback.event : callback.type
  return typeof name === 'string' && name ? name.slice(0, 100) : 'unknown'
}

/** Callbacks about an order reaching its end (PhonePe's names, old and new). */
const ORDER_END = /^(checkout|pg)[._]order[._](completed|failed)$/i

/**
 * The callback's id for idempotency: PhonePe's callbacks carry none, so its name, the order and the
 * state it reports. The same callback sent again gets the same id; a later state of the order a new one.
 */
export function callbackEventId(name: string, payload: PhonePeOrderStatus & { merchantRefundId?: string; refundId?: string }): string {
  const subject = payload.merchantOrderId ?? payload.merchantRefundId ?? payload.refundId ?? payload.orderId ?? 'unknown'
  return `${name}:${String(subject).slice(0, 100)}:${String(payload.state ?? 'unknown').slice(0, 40)}`
}

/**
 * PhonePe's SDK keeps one client per process (a static singleton, with a static OAuth token cache):
 * `getInstance` returns it again for the same settings and throws for different ones. The app
 * configures PhonePe once at boot, so this is the only call.
 */
function phonePeClient(settings: PhonePeSettings): StandardCheckoutClient {
  let client: StandardCheckoutClient
  try {
    client = StandardCheckoutClient.getInstance(
      settings.clientId,
      settings.clientSecret,
      settings.clientVersion,
      settings.environment === 'production' ? Env.PRODUCTION : Env.SANDBOX,
      // No telemetry to PhonePe's event endpoint (and no background timer for it).
      false,
    )
  } catch (error) {
    throw new Error(
      `PhonePe's SDK allows one set of credentials per process, and another one is already in use: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const http = client.httpClient as typeof client.httpClient & { scrubbedByUs?: boolean }
  http.defaults.timeout = REQUEST_TIMEOUT_MS
  if (!http.scrubbedByUs) {
    // A request that got no answer rejects with axios's error, which holds the request: for the token
    // call the client secret in its body, else the access token in its headers. The SDK logs that
    // error with console.warn and throws it on to us; a plain error with axios's message replaces it.
    // (An answered request is turned into the SDK's PhonePeException, which keeps only PhonePe's answer.)
    http.interceptors.response.use(undefined, (error: unknown) => {
      const failed = error as { isAxiosError?: boolean; response?: unknown; message?: string; code?: string } | null
      if (failed?.isAxiosError && !failed.response)
        return Promise.reject(
          Object.assign(new Error(`PhonePe request failed: ${failed.message ?? 'no answer'}`), { isAxiosError: true, code: failed.code }),
        )
      return Promise.reject(error)
    })
    http.scrubbedByUs = true
  }
  return client
}

/**
 * An SDK failure as the checkout shows it: PhonePe's own message, or that it could not be reached.
 * Anything else is a fault of ours and stays as it is (the checkout logs it and says "unexpected error").
 */
function providerError(error: unknown): unknown {
  if (error instanceof PhonePeException)
    return new ProviderError(error.message || `PhonePe answered ${error.httpStatusCode ?? 'with an error'}`)
  if ((error as { isAxiosError?: boolean } | null)?.isAxiosError)
    return new ProviderError('PhonePe could not be reached. Please try again.')
  return error
}

export function createPhonePeProvider(settings: PhonePeSettings): PaymentProvider {
  const client = phonePeClient(settings)
  return {
    id: 'phonepe',
    renewsAutomatically: false,
    startCheckout: (request) => startPhonePeCheckout(client, settings.expiryMinutes, request),
    readWebhook: (rawBody, headers) => readPhonePeCallback(client, settings, rawBody, headers),
    checkPayment: (payment) => checkPhonePePayment(client, payment),
    refund: (request) => startPhonePeRefund(client, request),
    checkRefund: async (refund) => {
      const status = await client.getRefundStatus(refund.id)
      return translateRefundStatus(status, refund.id)
    },
  }
}

/** What the refund-status call (and a refund callback's payload) says, as far as we read it. */
export type PhonePeRefundStatus = {
  merchantRefundId?: string
  refundId?: string
  originalMerchantOrderId?: string
  amount?: number
  state?: string
  errorCode?: string
}

/** A refund's status as an event: COMPLETED is succeeded, FAILED failed; PENDING or CONFIRMED (on its way) is null. */
export function translateRefundStatus(status: PhonePeRefundStatus, refundId: string): ProviderEvent | null {
  const base = {
    kind: 'refund.settled' as const,
    refundId,
    providerRefundId: status.refundId ?? status.merchantRefundId ?? refundId,
    amountMinor: isAmount(status.amount) ? status.amount : 0,
    currency: 'INR' as const,
  }
  if (status.state === 'COMPLETED') {
    if (!isAmount(status.amount)) throw new Error(`PhonePe reported refund ${refundId} completed without an amount`)
    return { ...base, status: 'succeeded' }
  }
  if (status.state === 'FAILED')
    return { ...base, status: 'failed', failureReason: `PhonePe could not refund it${status.errorCode ? ` (${status.errorCode})` : ''}.` }
  return null
}

/**
 * A refund of (part of) an order: POST /payments/v2/refund with our refund id as merchantRefundId (PhonePe
 * refuses a second refund with the same id), the order's merchant order id, and the amount in paise.
 */
async function startPhonePeRefund(client: StandardCheckoutClient, request: OurRefundRequest): Promise<RefundHandOff> {
  if (request.currency !== 'INR') throw new ProviderError(`PhonePe refunds INR only, not ${request.currency}.`)
  if (!request.paymentReference) throw new ProviderError('This charge has no PhonePe order to refund.')
  const refundRequest = RefundRequest.builder()
    .merchantRefundId(merchantOrderIdFor(request.refundId))
    .originalMerchantOrderId(request.paymentReference)
    .amount(request.amountMinor)
    .build()
  try {
    const response = await client.refund(refundRequest)
    return { providerRefundId: typeof response?.refundId === 'string' && response.refundId ? response.refundId : request.refundId }
  } catch (error) {
    throw providerError(error)
  }
}

/** A Standard Checkout order for the attempt: our payment id as merchant order id, the amount in paise. */
async function startPhonePeCheckout(
  client: StandardCheckoutClient,
  expiryMinutes: number,
  request: CheckoutRequest,
): Promise<CheckoutHandOff> {
  if (request.currency !== 'INR') throw new ProviderError(`PhonePe takes payments in INR only, not ${request.currency}.`)
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor < MIN_AMOUNT_PAISE)
    throw new ProviderError(`PhonePe takes payments of ${formatMoney(MIN_AMOUNT_PAISE, 'INR')} or more.`)
  const merchantOrderId = merchantOrderIdFor(request.paymentId)
  const payRequest = StandardCheckoutPayRequest.builder()
    .merchantOrderId(merchantOrderId)
    .amount(request.amountMinor)
    .redirectUrl(request.successUrl)
    .expireAfter(expireAfterSeconds(expiryMinutes))
    .build()
  try {
    const response = await client.pay(payRequest)
    return {
      redirectUrl: typeof response?.redirectUrl === 'string' ? response.redirectUrl : '',
      providerReference: merchantOrderId,
      // PhonePe ends the order sooner than our default expiry: the attempt (and its coupon reservation) ends with it.
      expiresAt: new Date(Date.now() + expireAfterSeconds(expiryMinutes) * 1000),
    }
  } catch (error) {
    throw providerError(error)
  }
}

/** The status call: PhonePe's order status, checked against our payment's amount; null while the order is open. */
async function checkPhonePePayment(
  client: StandardCheckoutClient,
  payment: { id: string; providerReference: string | null; amountMinor: number },
) {
  if (!payment.providerReference) return null
  const status = await client.getOrderStatus(payment.providerReference)
  return translateOrderStatus(status, payment.id, payment.amountMinor)
}

/** The callback's Authorization checked by the SDK; the payload as far as we read it. */
function verifyCallback(client: StandardCheckoutClient, settings: PhonePeSettings, rawBody: string, headers: Headers): Callback {
  let callback: Callback
  try {
    callback = client.validateCallback(settings.webhookUsername, settings.webhookPassword, headers.get('authorization') ?? '', rawBody)
  } catch (error) {
    throw new WebhookRejected(error instanceof PhonePeException ? 'Authorization does not match' : 'The body is not JSON')
  }
  if (!callback || typeof callback !== 'object' || !callback.payload || typeof callback.payload !== 'object')
    throw new WebhookRejected('Not a PhonePe callback')
  return callback
}

async function readPhonePeCallback(
  client: StandardCheckoutClient,
  settings: PhonePeSettings,
  rawBody: string,
  headers: Headers,
): Promise<VerifiedWebhook> {
  const callback = verifyCallback(client, settings, rawBody, headers)
  const payload = callback.payload as PhonePeOrderStatus
  const name = callbackName(callback)
  const eventId = callbackEventId(name, payload)
  // Kept without the payer's instrument details (account, VPA, UTR): what happened, to which order.
  const summary = {
    event: name,
    merchantOrderId: payload.merchantOrderId ?? null,
    orderId: payload.orderId ?? null,
    state: payload.state ?? null,
    amount: payload.amount ?? null,
  }
  if (/refund/i.test(name)) {
    // A refund callback: the truth is the refund-status call for our merchant refund id.
    const refundPayload = callback.payload as PhonePeRefundStatus
    const refundId = paymentIdOf(refundPayload.merchantRefundId)
    const refundSummary = { event: name, merchantRefundId: refundPayload.merchantRefundId ?? null, state: refundPayload.state ?? null }
    if (!refundId) return { eventId, eventType: name, payload: refundSummary, events: [] }
    const status = await client.getRefundStatus(refundPayload.merchantRefundId as string)
    const event = translateRefundStatus(status, refundId)
    return { eventId, eventType: name, payload: refundSummary, events: event ? [event] : [] }
  }
  const paymentId = paymentIdOf(payload.merchantOrderId)
  if (!paymentId) return { eventId, eventType: name, payload: summary, events: [] }

  // The callback proved who sent it; what happened is read from PhonePe's order status.
  const status = await client.getOrderStatus(payload.merchantOrderId as string)
  const event = translateOrderStatus(status, paymentId)
  if (!event && ORDER_END.test(name) && (payload.state === 'COMPLETED' || payload.state === 'FAILED')) {
    // Not acknowledged, so PhonePe sends it again (and the reconcile job asks meanwhile).
    throw new Error(`PhonePe's order status does not confirm ${name} for ${paymentId} yet (${status.state ?? 'no state'})`)
  }
  return { eventId, eventType: name, payload: summary, events: event ? [event] : [] }
}
