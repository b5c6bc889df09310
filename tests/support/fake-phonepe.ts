// A small PhonePe (Standard Checkout v2) in memory: the endpoints PhonePe's Node SDK calls — the
// OAuth token, pay, order status, refund and refund status — and what PhonePe does by itself around
// them in a test: the buyer pays or fails on its page, a refund completes or fails, and it sends a callback with Authorization: SHA256(username:password).
// `handle` answers a Fetch Request (msw hands it the SDK's requests in-process); `listen` serves the
// same over HTTP for the built server, whose requests tests/support/phonepe-intercept.mjs forwards here.
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** PhonePe's hosts in the SDK (sandbox and production); msw sends what goes to them to the fake. */
export const PHONEPE_HOSTS = /^https:\/\/(api-preprod|api|cards)\.phonepe\.com\//

export type FakePhonePeOptions = {
  clientId: string
  clientSecret: string
  clientVersion: number
  webhookUsername: string
  webhookPassword: string
  /** Where PhonePe's payment page would be; the pay call's redirectUrl points there. */
  checkoutPage?: string
}

type State = 'PENDING' | 'COMPLETED' | 'FAILED'

export type FakeAttempt = {
  transactionId: string
  paymentMode: string
  timestamp: number
  amount: number
  payableAmount: number
  feeAmount: number
  state: State
  errorCode?: string
  detailedErrorCode?: string
}

export type FakeOrder = {
  orderId: string
  merchantOrderId: string
  amount: number
  state: State
  expireAt: number
  expireAfter: number | null
  /** Where PhonePe sends the buyer back (the merchant's redirectUrl). */
  redirectUrl: string
  /** PhonePe's page for this order (the pay call's answer). */
  checkoutUrl: string
  attempts: FakeAttempt[]
  errorCode?: string
  detailedErrorCode?: string
  /** When set, the status call reports this amount instead of the order's (a test of the amount check). */
  reportedAmount?: number
}

export type FakeRefund = {
  refundId: string
  merchantRefundId: string
  originalMerchantOrderId: string
  amount: number
  state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED'
  timestamp: number
  errorCode?: string
  detailedErrorCode?: string
}

type Json = Record<string, unknown>

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const error = (status: number, code: string, message: string) => json(status, { code, message, data: {} })
const id = (prefix: string) => `${prefix}${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`

export function webhookAuthorization(username: string, password: string) {
  return createHash('sha256').update(`${username}:${password}`).digest('hex')
}

export class FakePhonePe {
  readonly orders = new Map<string, FakeOrder>()
  /** Refunds by merchant refund id. */
  readonly refunds = new Map<string, FakeRefund>()
  /** Every request the fake answered: method, path (without PhonePe's base path) and body. */
  readonly calls: { method: string; path: string; body: unknown }[] = []
  private readonly tokens = new Set<string>()
  private payFailures: Response[] = []
  private readonly checkoutPage: string

  constructor(readonly options: FakePhonePeOptions) {
    this.checkoutPage = options.checkoutPage ?? 'https://mercury-uat.phonepe.com/transact/uat_v2'
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
    const path = url.pathname.replace(/^\/apis\/[^/]+/, '')
    this.calls.push({ method: request.method, path, body: text })
    if (request.method === 'POST' && path === '/v1/oauth/token') return this.token(text)
    const token = request.headers.get('authorization')?.replace(/^O-Bearer /, '') ?? ''
    if (!this.tokens.has(token)) return error(401, 'UNAUTHORIZED', 'Unauthorized')
    if (request.method === 'POST' && path === '/checkout/v2/pay') return this.pay(text)
    const status = path.match(/^\/checkout\/v2\/order\/([^/]+)\/status$/)
    if (request.method === 'GET' && status) return this.status(decodeURIComponent(status[1]!))
    if (request.method === 'POST' && path === '/payments/v2/refund') return this.refund(text)
    const refundStatus = path.match(/^\/payments\/v2\/refund\/([^/]+)\/status$/)
    if (request.method === 'GET' && refundStatus) return this.refundStatus(decodeURIComponent(refundStatus[1]!))
    return error(404, 'NOT_FOUND', `No such API: ${request.method} ${path}`)
  }

  private token(body: string) {
    const form = new URLSearchParams(body)
    const { clientId, clientSecret, clientVersion } = this.options
    if (form.get('grant_type') !== 'client_credentials') return error(400, 'BAD_REQUEST', 'grant_type must be client_credentials')
    if (
      form.get('client_id') !== clientId ||
      form.get('client_secret') !== clientSecret ||
      form.get('client_version') !== String(clientVersion)
    )
      return error(401, 'INVALID_CLIENT', 'Client authentication failed')
    const token = randomBytes(16).toString('hex')
    this.tokens.add(token)
    const now = Math.floor(Date.now() / 1000)
    return json(200, {
      access_token: token,
      encrypted_access_token: token,
      expires_in: null,
      issued_at: now,
      expires_at: now + 3600,
      session_expires_at: now + 3600,
      token_type: 'O-Bearer',
    })
  }

  private pay(text: string) {
    const failure = this.payFailures.shift()
    if (failure) return failure
    let body: Json
    try {
      body = JSON.parse(text) as Json
    } catch {
      return error(400, 'BAD_REQUEST', 'Body is not JSON')
    }
    const merchantOrderId = body.merchantOrderId
    const amount = body.amount
    const flow = body.paymentFlow as { type?: string; merchantUrls?: { redirectUrl?: string } } | undefined
    const expireAfter = body.expireAfter
    if (typeof merchantOrderId !== 'string' || !/^[A-Za-z0-9_-]{1,63}$/.test(merchantOrderId))
      return error(400, 'BAD_REQUEST', 'merchantOrderId: at most 63 letters, digits, _ or -')
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return error(400, 'BAD_REQUEST', 'amount: at least 100 paise')
    if (flow?.type !== 'PG_CHECKOUT') return error(400, 'BAD_REQUEST', 'paymentFlow.type must be PG_CHECKOUT')
    if (expireAfter !== undefined && (typeof expireAfter !== 'number' || expireAfter < 300 || expireAfter > 3600))
      return error(400, 'BAD_REQUEST', 'expireAfter: 300 to 3600 seconds')
    if (this.orders.has(merchantOrderId)) return error(409, 'DUPLICATE_ORDER', 'An order with this merchantOrderId exists')
    const orderId = id('OMO')
    const order: FakeOrder = {
      orderId,
      merchantOrderId,
      amount,
      state: 'PENDING',
      expireAt: Date.now() + ((expireAfter as number | undefined) ?? 1200) * 1000,
      expireAfter: (expireAfter as number | undefined) ?? null,
      redirectUrl: flow.merchantUrls?.redirectUrl ?? '',
      checkoutUrl: `${this.checkoutPage}?token=${orderId.toLowerCase()}`,
      attempts: [],
    }
    this.orders.set(merchantOrderId, order)
    return json(200, { orderId, state: order.state, expireAt: order.expireAt, redirectUrl: order.checkoutUrl })
  }

  /** POST /payments/v2/refund: of a completed order, at most what is left of it, once per merchant refund id. */
  private refund(text: string) {
    let body: Json
    try {
      body = JSON.parse(text) as Json
    } catch {
      return error(400, 'BAD_REQUEST', 'Body is not JSON')
    }
    const { merchantRefundId, originalMerchantOrderId, amount } = body
    if (typeof merchantRefundId !== 'string' || !/^[A-Za-z0-9_-]{1,63}$/.test(merchantRefundId))
      return error(400, 'BAD_REQUEST', 'merchantRefundId: at most 63 letters, digits, _ or -')
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return error(400, 'BAD_REQUEST', 'amount: at least 100 paise')
    const order = typeof originalMerchantOrderId === 'string' ? this.orders.get(originalMerchantOrderId) : undefined
    if (!order) return error(404, 'ORDER_NOT_FOUND', 'No order with this originalMerchantOrderId')
    if (order.state !== 'COMPLETED') return error(400, 'BAD_REQUEST', 'Only a completed order can be refunded')
    if (this.refunds.has(merchantRefundId)) return error(409, 'DUPLICATE_REQUEST', 'A refund with this merchantRefundId exists')
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.originalMerchantOrderId === order.merchantOrderId && refund.state !== 'FAILED')
      .reduce((sum, refund) => sum + refund.amount, 0)
    if (amount > order.amount - refunded) return error(400, 'EXCESS_REFUND_AMOUNT', 'Refund amount is more than what is left of the order')
    const refund: FakeRefund = {
      refundId: id('OMR'),
      merchantRefundId,
      originalMerchantOrderId: order.merchantOrderId,
      amount,
      state: 'PENDING',
      timestamp: Date.now(),
    }
    this.refunds.set(merchantRefundId, refund)
    return json(200, { refundId: refund.refundId, amount, state: refund.state })
  }

  private refundStatus(merchantRefundId: string) {
    const refund = this.refunds.get(merchantRefundId)
    if (!refund) return error(404, 'NOT_FOUND', 'No refund with this merchantRefundId')
    return json(200, this.refundStatusOf(refund))
  }

  /** A refund as the refund-status call and the refund callback's payload show it. */
  refundStatusOf(refund: FakeRefund) {
    return {
      merchantId: 'FAKEMERCHANT',
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: refund.originalMerchantOrderId,
      refundId: refund.refundId,
      amount: refund.amount,
      state: refund.state,
      timestamp: refund.timestamp,
      ...(refund.errorCode ? { errorCode: refund.errorCode, detailedErrorCode: refund.detailedErrorCode } : {}),
      paymentDetails:
        refund.state === 'PENDING'
          ? []
          : [
              {
                transactionId: `${refund.refundId}-1`,
                paymentMode: 'UPI_INTENT',
                timestamp: refund.timestamp,
                amount: refund.amount,
                state: refund.state,
                ...(refund.errorCode ? { errorCode: refund.errorCode, detailedErrorCode: refund.detailedErrorCode } : {}),
              },
            ],
    }
  }

  refundOf(merchantRefundId: string): FakeRefund {
    const refund = this.refunds.get(merchantRefundId)
    if (!refund) throw new Error(`the fake PhonePe has no refund ${merchantRefundId}`)
    return refund
  }

  /** PhonePe finishes a refund: the money is back with the buyer, or the bank refused it. */
  settleRefund(merchantRefundId: string, state: 'COMPLETED' | 'FAILED', errorCode = 'REFUND_FAILED') {
    const refund = this.refundOf(merchantRefundId)
    refund.state = state
    if (state === 'FAILED') {
      refund.errorCode = errorCode
      refund.detailedErrorCode = 'BANK_DECLINED'
    } else delete refund.errorCode
    return refund
  }

  /** The refund callback PhonePe sends for a refund's current state (pg.refund.completed / pg.refund.failed). */
  refundCallback(merchantRefundId: string, event?: string) {
    const refund = this.refundOf(merchantRefundId)
    const name =
      event ??
      (refund.state === 'FAILED' ? 'pg.refund.failed' : refund.state === 'COMPLETED' ? 'pg.refund.completed' : 'pg.refund.accepted')
    const body = JSON.stringify({ event: name, type: name.toUpperCase().replace(/\./g, '_'), payload: this.refundStatusOf(refund) })
    return { body, authorization: webhookAuthorization(this.options.webhookUsername, this.options.webhookPassword) }
  }

  private status(merchantOrderId: string) {
    const order = this.orders.get(merchantOrderId)
    if (!order) return error(404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId')
    return json(200, this.statusOf(order))
  }

  /** The order as the status call and the callback's payload show it. */
  statusOf(order: FakeOrder) {
    const amount = order.reportedAmount ?? order.amount
    return {
      orderId: order.orderId,
      merchantOrderId: order.merchantOrderId,
      state: order.state,
      amount,
      expireAt: order.expireAt,
      ...(order.errorCode ? { errorCode: order.errorCode, detailedErrorCode: order.detailedErrorCode } : {}),
      paymentDetails: order.attempts.slice(-1).map((attempt) => ({
        ...attempt,
        ...(order.reportedAmount !== undefined ? { amount, payableAmount: amount } : {}),
        splitInstruments: [
          {
            instrument: { type: 'ACCOUNT', maskedAccountNumber: 'XXXXXXX20000', accountType: 'SAVINGS' },
            rail: { type: 'UPI', utr: '416455839594', vpa: 'buyer@ybl' },
            amount: attempt.amount,
          },
        ],
      })),
    }
  }

  order(merchantOrderId: string): FakeOrder {
    const order = this.orders.get(merchantOrderId)
    if (!order) throw new Error(`the fake PhonePe has no order ${merchantOrderId}`)
    return order
  }

  private attempt(order: FakeOrder, state: State, codes: Pick<FakeAttempt, 'errorCode' | 'detailedErrorCode'> = {}) {
    const attempt: FakeAttempt = {
      transactionId: id('OM'),
      paymentMode: 'UPI_INTENT',
      timestamp: Date.now(),
      amount: order.amount,
      payableAmount: order.amount,
      feeAmount: 0,
      state,
      ...codes,
    }
    order.attempts.push(attempt)
    return attempt
  }

  /** The buyer pays on PhonePe's page. */
  complete(merchantOrderId: string) {
    const order = this.order(merchantOrderId)
    order.state = 'COMPLETED'
    return this.attempt(order, 'COMPLETED')
  }

  /** The buyer's payment fails, and with it the order. */
  fail(merchantOrderId: string, errorCode = 'PAYMENT_ERROR', detailedErrorCode = 'ZM') {
    const order = this.order(merchantOrderId)
    order.state = 'FAILED'
    order.errorCode = errorCode
    order.detailedErrorCode = detailedErrorCode
    return this.attempt(order, 'FAILED', { errorCode, detailedErrorCode })
  }

  /** From now on the status call (and callbacks) report `amount` for this order. */
  misreportAmount(merchantOrderId: string, amount: number) {
    this.order(merchantOrderId).reportedAmount = amount
  }

  /** The next pay call is refused with this PhonePe error. */
  failNextPay(status: number, code: string, message: string) {
    this.payFailures.push(error(status, code, message))
  }

  /** The callback PhonePe sends for the order's current state: its body, and the Authorization header. */
  callback(merchantOrderId: string, event?: string) {
    const order = this.order(merchantOrderId)
    const name = event ?? (order.state === 'FAILED' ? 'checkout.order.failed' : 'checkout.order.completed')
    const body = JSON.stringify({
      event: name,
      type: name.toUpperCase().replace(/\./g, '_'),
      payload: { merchantId: 'FAKEMERCHANT', ...this.statusOf(order) },
    })
    return { body, authorization: webhookAuthorization(this.options.webhookUsername, this.options.webhookPassword) }
  }

  /** Sends the order's callback to `url` as PhonePe would; `authorization` replaces the right header. */
  deliverCallback(url: string, merchantOrderId: string, options: { event?: string; authorization?: string } = {}) {
    const callback = this.callback(merchantOrderId, options.event)
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: options.authorization ?? callback.authorization },
      body: callback.body,
    })
  }

  /** Serves `handle` over HTTP on 127.0.0.1 (for a server in another process). */
  async listen(): Promise<{ url: string; close: () => Promise<void> }> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
        this.handle(new Request(`http://fake.phonepe${req.url ?? '/'}`, { method: req.method, headers, body }))
          .then(async (response) => {
            res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' })
            res.end(Buffer.from(await response.arrayBuffer()))
          })
          .catch((cause: unknown) => {
            res.writeHead(500, { 'content-type': 'application/json' })
            res.end(JSON.stringify({ code: 'INTERNAL_SERVER_ERROR', message: String(cause) }))
          })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    }
  }
}
