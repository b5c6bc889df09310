// A small stand-in for Stripe's API at the network edge: the endpoints the app calls (Checkout
// Sessions, coupons, prices, subscriptions, subscription schedules, invoices, Billing Portal
// sessions, refunds, invoice payments, disputes), state in memory, the secret key checked, Idempotency-Key honoured (same key and body →
// the same answer; same key, other body → Stripe's idempotency_error). Test hooks play Stripe's side:
// pay or expire a session, renew a subscription, settle a refund, open and close a dispute, and sign events exactly as Stripe does.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Json = Record<string, unknown>
type Obj = Json & { id: string; object: string }

export type RecordedRequest = { method: string; path: string; params: Json; headers: http.IncomingHttpHeaders }
type Failure = { status: number; error: { type: string; message: string; code?: string } }

const nowSeconds = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> | unknown[] = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const slot = Array.isArray(node) ? Number(segment) : segment
      if (last) {
        ;(node as Record<string | number, unknown>)[slot] = value
        return
      }
      const next = (node as Record<string | number, unknown>)[slot]
      if (next === undefined) {
        const child = /^\d+$/.test(path[index + 1]!) ? [] : {}
        ;(node as Record<string | number, unknown>)[slot] = child
        node = child
      } else node = next as Record<string, unknown>
    })
  }
  return root
}

const int = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value))

function addInterval(seconds: number, interval: string, count = 1) {
  const date = new Date(seconds * 1000)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + (interval === 'year' ? 12 : 1) * count)
  date.setUTCDate(Math.min(day, new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()))
  return Math.floor(date.getTime() / 1000)
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
  ) {
    super(message)
  }
}
const invalid = (message: string, param?: string) => new StripeFailure(400, 'invalid_request_error', message, param)
const missing = (kind: string, id: string) => new StripeFailure(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'id')

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>

export async function startFakeStripe(options: { secretKey?: string; webhookSecret?: string; apiVersion?: string } = {}) {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`
  const apiVersion = options.apiVersion ?? '2026-10-28.endive'
  const objects = new Map<string, Obj>()
  const requests: RecordedRequest[] = []
  const idempotent = new Map<string, { body: string; status: number; answer: string }>()
  const failures: { route: string; failure: Failure }[] = []
  let base = ''

  const put = <T extends Obj>(object: T): T => {
    objects.set(object.id, object)
    return object
  }
  const get = (id: string, kind: string, prefix: string): Obj => {
    const object = objects.get(id)
    if (!object || !id.startsWith(prefix)) throw missing(kind, id)
    return object
  }
  const list = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '/v1/list' })

  /** The object as Stripe returns it: a deep copy, with `expand[]` paths replaced by the objects they name. */
  function render(object: Obj, expand: string[] = []): Json {
    const copy = structuredClone(object) as Json
    for (const path of expand) expandPath(copy, path.split('.'))
    return copy
  }
  function expandPath(node: unknown, path: string[]): void {
    if (!node || typeof node !== 'object' || path.length === 0) return
    const [head, ...rest] = path
    if (head === 'data' && Array.isArray((node as Json).data)) {
      for (const entry of (node as { data: unknown[] }).data) expandPath(entry, rest)
      return
    }
    const record = node as Json
    let value = record[head!]
    if (typeof value === 'string' && objects.has(value)) {
      value = structuredClone(objects.get(value))
      record[head!] = value
    } else if (typeof value === 'string' || value === undefined) {
      throw invalid(`This property cannot be expanded (${head}).`, 'expand')
    }
    expandPath(value, rest)
  }

  // ——— The API ———

  function createCoupon(params: Json): Obj {
    const amountOff = int(params.amount_off)
    const percentOff = int(params.percent_off)
    if (!amountOff && !percentOff) throw invalid('You must pass either amount_off or percent_off.')
    if (amountOff && !params.currency) throw invalid('You must pass currency when passing amount_off.', 'currency')
    return put({
      id: String(params.id ?? newId('coupon').slice(0, 15)),
      object: 'coupon',
      amount_off: amountOff ?? null,
      percent_off: percentOff ?? null,
      currency: (params.currency as string | undefined) ?? null,
      duration: String(params.duration ?? 'once'),
      max_redemptions: int(params.max_redemptions) ?? null,
      times_redeemed: 0,
      name: (params.name as string | undefined) ?? null,
      metadata: (params.metadata as Json | undefined) ?? {},
      valid: true,
      created: nowSeconds(),
    })
  }

  function createPrice(params: Json, productName?: string): Obj {
    const productData = params.product_data as Json | undefined
    const name = productName ?? (productData?.name as string | undefined)
    const product = params.product
      ? String(params.product)
      : put({ id: newId('prod'), object: 'product', name: name ?? 'Product', active: true }).id
    if (!params.product && !name) throw invalid('Missing required param: product_data[name].', 'product_data[name]')
    const recurring = params.recurring as Json | undefined
    if (recurring && !['day', 'week', 'month', 'year'].includes(String(recurring.interval)))
      throw invalid('Invalid recurring[interval]', 'recurring[interval]')
    const unitAmount = int(params.unit_amount)
    if (unitAmount === undefined || !Number.isInteger(unitAmount) || unitAmount < 0)
      throw invalid('Invalid integer: unit_amount', 'unit_amount')
    return put({
      id: newId('price'),
      object: 'price',
      currency: String(params.currency),
      unit_amount: unitAmount,
      recurring: recurring ? { interval: String(recurring.interval), interval_count: int(recurring.interval_count) ?? 1 } : null,
      product,
      type: recurring ? 'recurring' : 'one_time',
      active: true,
    })
  }

  function createSession(params: Json): Obj {
    const mode = String(params.mode ?? '')
    if (!['payment', 'subscription', 'setup'].includes(mode)) throw invalid('Missing required param: mode.', 'mode')
    for (const field of ['success_url', 'cancel_url']) {
      if (params[field] !== undefined && !/^https?:\/\/[^\s]+$/.test(String(params[field]))) throw invalid('Not a valid URL', field)
    }
    if (params.customer && params.customer_email)
      throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email')
    if (params.customer) get(String(params.customer), 'customer', 'cus_')
    const now = nowSeconds()
    const expiresAt = int(params.expires_at) ?? now + 24 * 3600
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at')
    const lines = (params.line_items as Json[] | undefined) ?? []
    if (lines.length === 0) throw invalid('Missing required param: line_items.', 'line_items')
    const items = lines.map((line) => {
      const priceData = line.price_data as Json | undefined
      if (!priceData) throw invalid('Missing required param: line_items[0][price_data].', 'line_items[0][price_data]')
      const price = createPrice(priceData)
      if (mode === 'subscription' && !price.recurring)
        throw invalid('You must specify at least one recurring price in `subscription` mode when using prices.', 'line_items')
      if (mode === 'payment' && price.recurring)
        throw invalid(
          'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        )
      return { price, quantity: int(line.quantity) ?? 1 }
    })
    const currencies = new Set(items.map((item) => item.price.currency))
    if (currencies.size !== 1) throw invalid('All prices must be in the same currency.', 'line_items')
    const currency = [...currencies][0]!
    const subtotal = items.reduce((sum, item) => sum + Number(item.price.unit_amount) * item.quantity, 0)
    let discount = 0
    const discounts = (params.discounts as Json[] | undefined) ?? []
    for (const entry of discounts) {
      const coupon = get(String(entry.coupon), 'coupon', '')
      if (coupon.object !== 'coupon') throw missing('coupon', String(entry.coupon))
      if (coupon.currency && coupon.currency !== currency)
        throw invalid('The coupon currency does not match the session currency.', 'discounts')
      discount += coupon.amount_off ? Number(coupon.amount_off) : Math.round((subtotal * Number(coupon.percent_off)) / 100)
    }
    const id = `cs_test_${randomBytes(24).toString('hex')}`
    return put({
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      currency,
      amount_subtotal: subtotal,
      amount_total: Math.max(0, subtotal - discount),
      total_details: { amount_discount: Math.min(subtotal, discount), amount_shipping: 0, amount_tax: 0 },
      discounts: discounts.map((entry) => ({ coupon: String(entry.coupon) })),
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: (params.metadata as Json | undefined) ?? {},
      subscription_data: params.subscription_data ?? null,
      payment_intent_data: params.payment_intent_data ?? null,
      customer: (params.customer as string | undefined) ?? null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      customer_details: null,
      line_items: list(items.map((item) => ({ price: item.price.id, quantity: item.quantity }))),
      success_url: (params.success_url as string | undefined) ?? null,
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      expires_at: expiresAt,
      created: now,
      subscription: null,
      invoice: null,
      payment_intent: null,
      url: `${base}/c/pay/${id}`,
      livemode: false,
    })
  }

  function updateSubscription(id: string, params: Json): Obj {
    const subscription = get(id, 'subscription', 'sub_')
    if (subscription.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.')
    const changes = (params.items as Json[] | undefined) ?? []
    if (subscription.schedule && params.cancel_at_period_end !== undefined)
      throw invalid(
        `The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      )
    if (subscription.schedule && changes.length > 0)
      throw invalid(
        `The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`; update the schedule instead.`,
      )
    if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true'
    if (params.metadata) {
      const metadata = { ...(subscription.metadata as Json) }
      for (const [key, value] of Object.entries(params.metadata as Json)) {
        if (value === '') delete metadata[key]
        else metadata[key] = value
      }
      subscription.metadata = metadata
    }
    if (changes.length > 0) {
      const items = (subscription.items as { data: Json[] }).data
      for (const change of changes) {
        const item = items.find((candidate) => candidate.id === change.id)
        if (!item) throw invalid(`No such subscription item: '${String(change.id)}'`, 'items')
        const price = change.price ? get(String(change.price), 'price', 'price_') : createPrice(change.price_data as Json)
        const before = item.price as Json
        item.price = price
        const oldInterval = (before.recurring as Json).interval
        const newInterval = (price.recurring as Json | null)?.interval
        if (oldInterval !== newInterval) {
          // Stripe: a price with another interval restarts the billing cycle now and invoices at once.
          const start = nowSeconds()
          item.current_period_start = start
          item.current_period_end = addInterval(start, String(newInterval))
          issueInvoice(subscription, 'subscription_update', Number(price.unit_amount), { start, end: Number(item.current_period_end) })
        }
      }
      subscription.last_proration_behavior = (params.proration_behavior as string | undefined) ?? 'create_prorations'
    }
    return subscription
  }

  function createSchedule(params: Json): Obj {
    const subscription = get(String(params.from_subscription ?? ''), 'subscription', 'sub_')
    if (subscription.schedule)
      throw invalid('You cannot migrate a subscription that is already attached to a schedule.', 'from_subscription')
    const item = (subscription.items as { data: Json[] }).data[0]!
    const schedule = put({
      id: newId('sub_sched'),
      object: 'subscription_schedule',
      subscription: subscription.id,
      customer: subscription.customer,
      status: 'active',
      end_behavior: 'release',
      phases: [
        {
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          items: [{ price: (item.price as Json).id, quantity: item.quantity }],
        },
      ],
      current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
    })
    subscription.schedule = schedule.id
    return schedule
  }

  function updateSchedule(id: string, params: Json): Obj {
    const schedule = get(id, 'subscription_schedule', 'sub_sched_')
    if (params.end_behavior) schedule.end_behavior = params.end_behavior
    if (params.proration_behavior) schedule.proration_behavior = params.proration_behavior
    if (params.phases) {
      const phases = params.phases as Json[]
      let previousEnd: number | undefined
      schedule.phases = phases.map((phase, index) => {
        const items = ((phase.items as Json[] | undefined) ?? []).map((item) => {
          const price = get(String(item.price ?? ''), 'price', 'price_')
          return { price: price.id, quantity: int(item.quantity) ?? 1 }
        })
        if (items.length === 0) throw invalid(`Missing required param: phases[${index}][items].`)
        const start = int(phase.start_date) ?? previousEnd
        if (start === undefined) throw invalid(`Missing required param: phases[${index}][start_date].`)
        const duration = phase.duration as Json | undefined
        const end =
          int(phase.end_date) ?? (duration ? addInterval(start, String(duration.interval), int(duration.interval_count) ?? 1) : undefined)
        if (end === undefined) throw invalid(`phases[${index}] needs an end_date or a duration.`)
        previousEnd = end
        return { start_date: start, end_date: end, items, proration_behavior: phase.proration_behavior ?? null }
      })
    }
    return schedule
  }

  function releaseSchedule(id: string): Obj {
    const schedule = get(id, 'subscription_schedule', 'sub_sched_')
    if (schedule.status !== 'active')
      throw invalid(`You cannot release a subscription schedule that is currently in the \`${String(schedule.status)}\` status.`)
    const subscription = get(String(schedule.subscription), 'subscription', 'sub_')
    schedule.status = 'released'
    schedule.released_subscription = subscription.id
    schedule.subscription = null
    subscription.schedule = null
    return schedule
  }

  function createPortalSession(params: Json): Obj {
    const customer = get(String(params.customer ?? ''), 'customer', 'cus_')
    const id = newId('bps')
    return put({
      id,
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: (params.return_url as string | undefined) ?? null,
      url: `${base}/p/session/${id}`,
      created: nowSeconds(),
    })
  }

  /** The charge behind a payment intent (each paid intent here has exactly one). */
  function chargeOfIntent(intentId: string): Obj {
    const intent = get(intentId, 'payment_intent', 'pi_')
    return get(String(intent.latest_charge), 'charge', 'ch_')
  }

  /** Stripe's refund: of a payment intent's (or a charge's) charge, at most what is left of it; pending until Stripe settles it. */
  function createRefund(params: Json): Obj {
    if (params.payment_intent && params.charge) throw invalid('You may only specify one of these parameters: charge, payment_intent.')
    if (!params.payment_intent && !params.charge)
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.')
    const charge = params.payment_intent ? chargeOfIntent(String(params.payment_intent)) : get(String(params.charge), 'charge', 'ch_')
    const left = Number(charge.amount) - Number(charge.amount_refunded)
    const amount = int(params.amount) ?? left
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('Invalid positive integer', 'amount')
    if (amount > left)
      throw new StripeFailure(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount',
      )
    if (params.reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(String(params.reason)))
      throw invalid('Invalid reason', 'reason')
    charge.amount_refunded = Number(charge.amount_refunded) + amount
    return put({
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: (params.reason as string | undefined) ?? null,
      metadata: (params.metadata as Json | undefined) ?? {},
      status: 'pending',
      failure_reason: null,
      created: nowSeconds(),
    })
  }

  function listRefunds(params: Json) {
    const limit = int(params.limit) ?? 10
    const refunds = [...objects.values()].filter(
      (object) =>
        object.object === 'refund' &&
        (!params.charge || object.charge === params.charge) &&
        (!params.payment_intent || object.payment_intent === params.payment_intent),
    )
    return list(refunds.reverse().slice(0, limit))
  }

  /** GET /v1/invoice_payments: by invoice (and status), or by the payment intent that paid it. */
  function listInvoicePayments(params: Json) {
    const payment = params.payment as Json | undefined
    if (!params.invoice && !payment) throw invalid('Missing required param: invoice or payment.')
    if (payment && payment.type !== 'payment_intent') throw invalid('Invalid payment[type]', 'payment[type]')
    const payments = [...objects.values()].filter(
      (object) =>
        object.object === 'invoice_payment' &&
        (!params.invoice || object.invoice === params.invoice) &&
        (!params.status || object.status === params.status) &&
        (!payment || (object.payment as Json).payment_intent === payment.payment_intent),
    )
    return list(payments.slice(0, int(params.limit) ?? 10))
  }

  function route(method: string, path: string, params: Json): { status: number; body: Json } {
    const expand = (params.expand as string[] | undefined) ?? []
    const ok = (object: Obj) => ({ status: 200, body: render(object, expand) })
    let match: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/checkout/sessions') return ok(createSession(params))
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)))
      return ok(get(match[1]!, 'checkout.session', 'cs_'))
    if (method === 'POST' && path === '/v1/coupons') return ok(createCoupon(params))
    if (method === 'POST' && path === '/v1/prices') return ok(createPrice(params))
    if (method === 'GET' && (match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) return ok(get(match[1]!, 'subscription', 'sub_'))
    if (method === 'POST' && (match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) return ok(updateSubscription(match[1]!, params))
    if (method === 'POST' && path === '/v1/subscription_schedules') return ok(createSchedule(params))
    if (method === 'GET' && (match = path.match(/^\/v1\/subscription_schedules\/([^/]+)$/)))
      return ok(get(match[1]!, 'subscription_schedule', 'sub_sched_'))
    if (method === 'POST' && (match = path.match(/^\/v1\/subscription_schedules\/([^/]+)$/))) return ok(updateSchedule(match[1]!, params))
    if (method === 'POST' && (match = path.match(/^\/v1\/subscription_schedules\/([^/]+)\/release$/))) return ok(releaseSchedule(match[1]!))
    if (method === 'GET' && (match = path.match(/^\/v1\/prices\/([^/]+)$/))) return ok(get(match[1]!, 'price', 'price_'))
    if (method === 'GET' && (match = path.match(/^\/v1\/invoices\/([^/]+)$/))) return ok(get(match[1]!, 'invoice', 'in_'))
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return ok(createPortalSession(params))
    if (method === 'POST' && path === '/v1/refunds') return ok(createRefund(params))
    if (method === 'GET' && path === '/v1/refunds') return { status: 200, body: listRefunds(params) }
    if (method === 'GET' && (match = path.match(/^\/v1\/refunds\/([^/]+)$/))) return ok(get(match[1]!, 'refund', 're_'))
    if (method === 'GET' && path === '/v1/invoice_payments') return { status: 200, body: listInvoicePayments(params) }
    if (method === 'GET' && (match = path.match(/^\/v1\/disputes\/([^/]+)$/))) return ok(get(match[1]!, 'dispute', 'dp_'))
    if (method === 'GET' && (match = path.match(/^\/v1\/charges\/([^/]+)$/))) return ok(get(match[1]!, 'charge', 'ch_'))
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) return ok(get(match[1]!, 'payment_intent', 'pi_'))
    throw new StripeFailure(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)
  }

  const errorBody = (type: string, message: string, extra: Json = {}) => JSON.stringify({ error: { type, message, ...extra } })

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe')
      const method = request.method ?? 'GET'
      const body = Buffer.concat(chunks).toString('utf8')
      const params = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body)
      requests.push({ method, path: url.pathname, params, headers: request.headers })
      const send = (status: number, answer: string) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') })
        response.end(answer)
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        const given = String(request.headers.authorization ?? '').replace(/^Bearer /, '')
        return send(401, errorBody('invalid_request_error', `Invalid API Key provided: ${given.slice(0, 8)}****`))
      }
      const routeName = `${method} ${url.pathname}`
      const failureIndex = failures.findIndex((entry) => entry.route === routeName)
      if (failureIndex >= 0) {
        const { failure } = failures.splice(failureIndex, 1)[0]!
        return send(failure.status, JSON.stringify({ error: failure.error }))
      }
      const key = request.headers['idempotency-key']
      const idempotencyKey = typeof key === 'string' && method === 'POST' ? key : null
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey)
        if (earlier) {
          if (earlier.body !== body)
            return send(
              400,
              errorBody(
                'idempotency_error',
                `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              ),
            )
          response.setHeader('idempotent-replayed', 'true')
          return send(earlier.status, earlier.answer)
        }
      }
      let status: number
      let answer: string
      try {
        const result = route(method, url.pathname, params)
        status = result.status
        answer = JSON.stringify(result.body)
      } catch (error) {
        if (!(error instanceof StripeFailure)) {
          status = 500
          answer = errorBody('api_error', `Fake Stripe broke: ${(error as Error).message}`)
        } else {
          status = error.status
          answer = errorBody(error.type, error.message, error.param ? { param: error.param } : {})
        }
      }
      if (idempotencyKey && status < 500) idempotent.set(idempotencyKey, { body, status, answer })
      send(status, answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  // ——— Stripe's side ———

  /** A succeeded payment intent and its one charge, as a paid card leaves them. */
  function succeededPayment(amount: number, currency: unknown, customer: unknown, metadata: Json = {}) {
    const intentId = newId('pi')
    const charge = put({
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      currency,
      customer,
      payment_intent: intentId,
      paid: true,
      status: 'succeeded',
      disputed: false,
      created: nowSeconds(),
    })
    const intent = put({
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency,
      customer,
      status: 'succeeded',
      latest_charge: charge.id,
      metadata,
    })
    return { intent, charge }
  }

  function issueInvoice(subscription: Obj, reason: string, amount: number, period: { start: number; end: number }, paid = true) {
    const invoice = invoiceFor(subscription, reason, amount, period, paid)
    if (paid) {
      // Paid through a payment intent, linked to the invoice by an invoice payment (how Stripe's API shows it since 2025).
      const { intent } = succeededPayment(amount, subscription.currency, subscription.customer)
      put({
        id: newId('inpay'),
        object: 'invoice_payment',
        invoice: invoice.id,
        amount_paid: amount,
        amount_requested: amount,
        currency: subscription.currency,
        is_default: true,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: intent.id },
        created: nowSeconds(),
      })
    }
    return invoice
  }

  function invoiceFor(subscription: Obj, reason: string, amount: number, period: { start: number; end: number }, paid: boolean) {
    const item = (subscription.items as { data: Json[] }).data[0]!
    return put({
      id: newId('in'),
      object: 'invoice',
      number: `FAKE-${String(objects.size).padStart(4, '0')}`,
      customer: subscription.customer,
      billing_reason: reason,
      status: paid ? 'paid' : 'open',
      currency: subscription.currency,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      total: amount,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: list([
        {
          id: newId('il'),
          object: 'line_item',
          amount: Number((item.price as Json).unit_amount),
          currency: subscription.currency,
          period,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: subscription.id, subscription_item: item.id },
          },
          pricing: { type: 'price_details', price_details: { price: (item.price as Json).id } },
        },
      ]),
      // The invoice's own period is the one before the service period (Stripe's way for renewals).
      period_start: reason === 'subscription_cycle' ? Number(item.current_period_start) : period.start,
      period_end: reason === 'subscription_cycle' ? Number(item.current_period_start) : period.start,
      created: nowSeconds(),
    })
  }

  function customerFor(session: Obj): string {
    if (session.customer) return String(session.customer)
    return put({ id: newId('cus'), object: 'customer', email: session.customer_email, created: nowSeconds() }).id
  }

  /** The buyer pays on Stripe's page: the session is complete and paid; a subscription and its first invoice exist. */
  function paySession(id: string) {
    const session = get(id, 'checkout.session', 'cs_')
    if (session.status !== 'open') throw new Error(`session ${id} is ${String(session.status)}`)
    const customer = customerFor(session)
    session.customer = customer
    session.customer_details = { email: session.customer_email }
    session.status = 'complete'
    session.payment_status = 'paid'
    for (const discount of session.discounts as { coupon: string }[]) {
      const coupon = objects.get(discount.coupon)
      if (coupon) coupon.times_redeemed = Number(coupon.times_redeemed) + 1
    }
    if (session.mode === 'subscription') {
      const line = (session.line_items as { data: Json[] }).data[0]!
      const price = get(String(line.price), 'price', 'price_')
      const start = nowSeconds()
      const end = addInterval(start, String((price.recurring as Json).interval))
      const subscription = put({
        id: newId('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        currency: session.currency,
        cancel_at_period_end: false,
        metadata: ((session.subscription_data as Json | null)?.metadata as Json | undefined) ?? {},
        items: list([
          { id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: end },
        ]),
        schedule: null,
        start_date: start,
        created: start,
        latest_invoice: null as string | null,
      })
      const invoice = issueInvoice(subscription, 'subscription_create', Number(session.amount_total), { start, end })
      subscription.latest_invoice = invoice.id
      session.subscription = subscription.id
      session.invoice = invoice.id
      return { session, subscription, invoice }
    }
    const { intent: paymentIntent } = succeededPayment(
      Number(session.amount_total),
      session.currency,
      customer,
      ((session.payment_intent_data as Json | null)?.metadata as Json | undefined) ?? {},
    )
    session.payment_intent = paymentIntent.id
    return { session, paymentIntent }
  }

  function expireSession(id: string) {
    const session = get(id, 'checkout.session', 'cs_')
    session.status = 'expired'
    return session
  }

  /**
   * The period ends: the next one starts where it ended, at the item's price (or the schedule's
   * next phase, which then takes over); `paid: false` leaves the invoice open, as a declined card does.
   */
  function renew(subscriptionId: string, options: { paid?: boolean } = {}) {
    const subscription = get(subscriptionId, 'subscription', 'sub_')
    const item = (subscription.items as { data: Json[] }).data[0]!
    const start = Number(item.current_period_end)
    if (subscription.schedule) {
      const schedule = get(String(subscription.schedule), 'subscription_schedule', 'sub_sched_')
      const phases = schedule.phases as { start_date: number; end_date: number; items: { price: string }[] }[]
      const phase = phases.find((candidate) => candidate.start_date <= start && start < candidate.end_date)
      if (phase) {
        item.price = get(phase.items[0]!.price, 'price', 'price_')
        schedule.current_phase = { start_date: phase.start_date, end_date: phase.end_date }
      } else if (start >= (phases.at(-1)?.end_date ?? 0) && schedule.end_behavior === 'release') releaseSchedule(schedule.id)
    }
    const price = item.price as Json
    const end = addInterval(start, String((price.recurring as Json).interval))
    item.current_period_start = start
    item.current_period_end = end
    const paid = options.paid ?? true
    if (!paid) subscription.status = 'past_due'
    else subscription.status = 'active'
    const invoice = issueInvoice(subscription, 'subscription_cycle', Number(price.unit_amount), { start, end }, paid)
    subscription.latest_invoice = invoice.id
    return { subscription, invoice }
  }

  /** Stripe settles a refund: succeeded, or failed (also later, after it had succeeded: the bank sent it back). */
  function settleRefund(id: string, status: 'succeeded' | 'failed' | 'canceled', failureReason = 'lost_or_stolen_card') {
    const refund = get(id, 'refund', 're_')
    if (status !== 'succeeded' && refund.status !== 'failed' && refund.status !== 'canceled') {
      const charge = get(String(refund.charge), 'charge', 'ch_')
      charge.amount_refunded = Number(charge.amount_refunded) - Number(refund.amount)
    }
    refund.status = status
    refund.failure_reason = status === 'succeeded' ? null : failureReason
    return refund
  }

  /** The cardholder's bank disputes a payment (named by its intent): the whole charge unless `amount` says less. */
  function openDispute(paymentIntentId: string, options: { amount?: number; reason?: string } = {}) {
    const charge = chargeOfIntent(paymentIntentId)
    charge.disputed = true
    return put({
      id: newId('dp'),
      object: 'dispute',
      amount: options.amount ?? Number(charge.amount),
      currency: charge.currency,
      charge: charge.id,
      payment_intent: paymentIntentId,
      reason: options.reason ?? 'fraudulent',
      status: 'needs_response',
      created: nowSeconds(),
    })
  }

  function closeDispute(id: string, status: 'won' | 'lost') {
    const dispute = get(id, 'dispute', 'dp_')
    dispute.status = status
    return dispute
  }

  /** The payment intent that paid an invoice (through its invoice payment). */
  function intentOfInvoice(invoiceId: string): string {
    const payment = [...objects.values()].find((object) => object.object === 'invoice_payment' && object.invoice === invoiceId)
    if (!payment) throw new Error(`invoice ${invoiceId} has no payment`)
    return String((payment.payment as Json).payment_intent)
  }

  /** An event as Stripe sends it: a snapshot of the object now. */
  function event(type: string, objectOrId: Obj | string) {
    const object = typeof objectOrId === 'string' ? objects.get(objectOrId) : objectOrId
    if (!object) throw new Error(`no object ${String(objectOrId)}`)
    return {
      id: newId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }
  }

  /** The Stripe-Signature header, computed as Stripe computes it. */
  function sign(payload: string, options: { timestamp?: number; secret?: string } = {}) {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp })
  }

  /** POSTs an event to the app's webhook endpoint, signed (or mis-signed) as asked. */
  async function deliver(
    appUrl: string,
    payload: ReturnType<typeof event> | string,
    options: { timestamp?: number; secret?: string; signature?: string } = {},
  ) {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2)
    return fetch(new URL('/api/webhooks/stripe', appUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': options.signature ?? sign(body, options),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body,
    })
  }

  return {
    url: base,
    secretKey,
    webhookSecret,
    requests,
    objects,
    /** The next request to `METHOD /v1/path` gets this answer instead (e.g. 400 invalid_request_error, 500 api_error). */
    failNext: (route: string, failure: Failure) => failures.push({ route, failure }),
    requestsTo: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
    /** A stored object; `T` names the fields a test reads (the fake keeps what Stripe's API would answer). */
    get: <T extends object = Obj>(id: string) => objects.get(id) as (Obj & T) | undefined,
    paySession,
    expireSession,
    renew,
    settleRefund,
    openDispute,
    closeDispute,
    intentOfInvoice,
    event,
    sign,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
