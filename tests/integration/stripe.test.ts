// USD payments through Stripe, end to end against the built app and a local fake Stripe API
// (tests/support/fake-stripe.ts): the checkout form hands over to a Checkout Session, signed webhooks
// re-read from the API fulfil once whatever their order or repetition, renewals, the billing page's
// portal and cancellation, plan changes from the next cycle, and Stripe's refusals.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceOrder } from '#app/features/billing/price-order.server.ts'
import { openDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend } from '#tests/support/backends.ts'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts'
import { waitForMailLink } from '#tests/support/mailbox.ts'

type Buyer = { client: Browserish; email: string; id: string }
type Json = Record<string, unknown>

const PASSWORD = 'correct-horse-42'
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/** A new founder: signs up and follows the verification link (which signs them in). */
async function newBuyer(server: AppServer, label: string): Promise<Omit<Buyer, 'id'>> {
  const email = unique(label)
  const client = new Browserish(server.url)
  const signup = await client.post('/signup', {
    intent: 'signup',
    name: 'Stripe Buyer',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  })
  expect(signup.status).toBe(302)
  const link = new URL(await waitForMailLink(server.url, email, '/api/auth/verify-email'))
  const verified = await client.request(`${link.pathname}${link.search}`)
  expect(verified.status).toBe(302)
  expect(client.cookies.has('better-auth.session_token')).toBe(true)
  return { client, email }
}

const checkoutForm = (email: string, extra: Record<string, string> = {}) => ({
  intent: 'pay',
  name: 'Stripe Buyer',
  email,
  company: '',
  contactNumber: '',
  gstNumber: '',
  couponCode: '',
  billing: 'monthly',
  currency: 'USD',
  ...extra,
})

const PATH = '/checkout/growth?billing=monthly&currency=USD'

function stripeSuite(getPostgres: () => (Awaited<ReturnType<typeof postgresBackend>> & object) | null) {
  let fake: FakeStripe
  let server: AppServer
  let database: pg.Client
  let handle: DatabaseHandle
  const buyers: Record<'first' | 'second' | 'third', Buyer> = {} as never
  const state: { paymentId?: string; sessionId?: string; subscriptionId?: string } = {}

  const query = async <T extends Json = Json>(text: string, values: unknown[] = []) => (await database.query<T>(text, values)).rows
  const one = async <T extends Json = Json>(text: string, values: unknown[] = []) => (await query<T>(text, values))[0]!
  /** What a founder's billing amounts to: any second fulfilment changes it. */
  const ledger = async (userId: string) =>
    one(
      `select
         (select count(*)::int from billing_transactions where user_id = $1) as transactions,
         (select count(*)::int from invoices where user_id = $1) as invoices,
         (select count(*)::int from subscriptions where user_id = $1) as subscriptions,
         (select count(*)::int from email_outbox where to_address = (select email from "user" where id = $1) and template = 'payment-receipt') as receipts,
         (select coalesce(max(current_period_end)::text, '') from subscriptions where user_id = $1) as period_end,
         (select count(*)::int from coupon_redemptions where user_id = $1) as redemptions`,
      [userId],
    )

  beforeAll(async () => {
    const postgres = getPostgres()!
    fake = await startFakeStripe()
    server = await startAppServer({
      ...postgres.serverEnv(),
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_URL: fake.url,
    })
    database = new pg.Client({ connectionString: postgres.url })
    await database.connect()
    handle = await openDatabase({ databaseUrl: postgres.url })
    for (const label of ['first', 'second', 'third'] as const) {
      const buyer = await newBuyer(server, label)
      const { id } = await one<{ id: string }>(`select id from "user" where email = $1`, [buyer.email])
      buyers[label] = { ...buyer, id }
    }
  })
  afterAll(async () => {
    await handle?.close()
    await database?.end()
    await server?.stop()
    await fake?.close()
  })

  it('hands a monthly plan over to a Stripe Checkout Session from the real checkout form', async () => {
    const { client, email, id } = buyers.first
    const response = await client.post(PATH, checkoutForm(email))
    expect(response.status).toBe(302)
    const payment = await one(`select * from payment_data where user_id = $1`, [id])
    expect(payment).toMatchObject({ status: 'success', outcome: 'pending', provider: 'stripe', amount_minor: 19900, currency: 'USD' })
    const session = fake.get(String(payment.provider_reference))!
    expect(response.headers.get('location')).toBe(session.url)
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 19900,
      currency: 'usd',
      client_reference_id: payment.id,
      metadata: { paymentId: payment.id },
      customer_email: email,
    })
    expect(session.success_url).toMatch(new RegExp(`/thank-you\\?payment=${String(payment.id)}&session_id=\\{CHECKOUT_SESSION_ID\\}$`))
    expect(session.cancel_url).toMatch(new RegExp(`/checkout/growth\\?billing=monthly&currency=USD&cancelled=${String(payment.id)}$`))
    const [create] = fake.requestsTo('POST /v1/checkout/sessions').slice(-1)
    expect(create!.headers['idempotency-key']).toBe(`checkout-${String(payment.id)}`)
    expect(create!.params).toMatchObject({
      line_items: [
        { price_data: { unit_amount: '19900', recurring: { interval: 'month' }, product_data: { name: 'Growth plan, monthly' } } },
      ],
      subscription_data: { metadata: { paymentId: payment.id } },
    })
    expect(Number(create!.params.expires_at) - Math.floor(Date.now() / 1000)).toBeGreaterThan(30 * 60)
    state.paymentId = String(payment.id)
    state.sessionId = String(payment.provider_reference)
  })

  it('fulfils a completed session once: paid, one subscription with Stripe ids, one transaction, one invoice, a receipt', async () => {
    const { id } = buyers.first
    const { subscription, invoice } = fake.paySession(state.sessionId!)
    const response = await fake.deliver(server.url, fake.event('checkout.session.completed', state.sessionId!))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, duplicate: false })

    expect(await one(`select outcome, status from payment_data where id = $1`, [state.paymentId])).toEqual({
      outcome: 'paid',
      status: 'success',
    })
    const rows = await query(`select * from subscriptions where user_id = $1`, [id])
    expect(rows).toHaveLength(1)
    const item = (subscription!.items as { data: { current_period_end: number }[] }).data[0]!
    expect(rows[0]).toMatchObject({
      status: 'active',
      provider: 'stripe',
      plan_slug: 'growth',
      billing_period: 'monthly',
      provider_subscription_id: subscription!.id,
      provider_customer_id: subscription!.customer,
      cancel_at_period_end: false,
    })
    expect((rows[0]!.current_period_end as Date).getTime()).toBe(item.current_period_end * 1000)
    const transactions = await query(`select * from billing_transactions where user_id = $1`, [id])
    expect(transactions).toMatchObject([{ transaction_type: 'subscription', amount_minor: 19900, provider_reference: invoice!.id }])
    expect(await query(`select total_minor from invoices where user_id = $1`, [id])).toEqual([{ total_minor: 19900 }])
    expect(await ledger(id)).toMatchObject({ transactions: 1, invoices: 1, subscriptions: 1, receipts: 1 })
    state.subscriptionId = subscription!.id

    // The subscription's first invoice is the same charge: its invoice.paid changes nothing.
    const first = await fake.deliver(server.url, fake.event('invoice.paid', invoice!.id))
    expect(first.status).toBe(200)
    expect(await ledger(id)).toMatchObject({ transactions: 1, invoices: 1, receipts: 1 })
  })

  // The same event delivered again is the contract's (provider-contract.ts); Stripe may also send the same news under a new id.
  it('changes nothing when the same session completes again under another event id', async () => {
    const { id } = buyers.first
    const before = await ledger(id)
    const again = await fake.deliver(server.url, fake.event('checkout.session.completed', state.sessionId!))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, duplicate: false })
    expect(await ledger(id)).toEqual(before)
  })

  // A forged signature is the contract's; Stripe's signature also ages, and has a form.
  it('refuses an expired timestamp and a malformed signature with 400, changing nothing', async () => {
    const { id } = buyers.first
    const before = await ledger(id)
    const { invoice } = fake.renew(state.subscriptionId!)
    const body = JSON.stringify(fake.event('invoice.paid', invoice.id))
    const expired = await fake.deliver(server.url, body, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 })
    expect(expired.status).toBe(400)
    const malformed = await fake.deliver(server.url, body, { signature: 't=1,v1=00' })
    expect(malformed.status).toBe(400)
    expect(await ledger(id)).toEqual(before)
    expect(await one(`select count(*)::int as n from webhook_events where event_id = $1`, [JSON.parse(body).id])).toEqual({ n: 0 })

    // Signed properly, the same renewal counts once (the next test looks at it).
    expect((await fake.deliver(server.url, body)).status).toBe(200)
  })

  it("records a renewal Stripe charged: a 'renewal' transaction and invoice, the period moved forward", async () => {
    const { id } = buyers.first
    const [renewal] = await query(`select * from billing_transactions where user_id = $1 and transaction_type = 'renewal'`, [id])
    expect(renewal).toMatchObject({
      amount_minor: 19900,
      currency: 'USD',
      description: expect.stringMatching(/^Growth plan, monthly \(renewal\): \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}$/),
    })
    const invoice = fake.get(String(renewal!.provider_reference))!
    expect(invoice).toMatchObject({ billing_reason: 'subscription_cycle' })
    const line = (invoice.lines as { data: { period: { start: number; end: number } }[] }).data[0]!
    const subscription = await one(`select * from subscriptions where user_id = $1`, [id])
    expect((subscription.current_period_start as Date).getTime()).toBe(line.period.start * 1000)
    expect((subscription.current_period_end as Date).getTime()).toBe(line.period.end * 1000)
    expect(await ledger(id)).toMatchObject({ transactions: 2, invoices: 2, subscriptions: 1, receipts: 2 })
  })

  it('opens the Billing Portal and cancels at the period end (and back) through the billing page', async () => {
    const { client, id } = buyers.first
    const page = await client.request('/dashboard/billing')
    const html = await page.text()
    expect(html).toContain('Update payment method')
    expect(html).toContain('Cancel at period end')

    const portal = await client.post('/dashboard/billing', { intent: 'update-payment-method' })
    expect(portal.status).toBe(302)
    const [portalRequest] = fake.requestsTo('POST /v1/billing_portal/sessions').slice(-1)
    expect(portalRequest!.params).toMatchObject({ customer: fake.get(state.subscriptionId!)!.customer })
    expect(portalRequest!.params.return_url).toMatch(/\/dashboard\/billing$/)
    expect(portal.headers.get('location')).toMatch(new RegExp(`^${fake.url}/p/session/bps_`))

    const cancel = await client.post('/dashboard/billing', { intent: 'cancel' })
    expect(cancel.status).toBe(302)
    expect(fake.get(state.subscriptionId!)).toMatchObject({ cancel_at_period_end: true })
    expect(await one(`select cancel_at_period_end from subscriptions where user_id = $1`, [id])).toEqual({ cancel_at_period_end: true })
    // Stripe's own event about it agrees.
    expect((await fake.deliver(server.url, fake.event('customer.subscription.updated', state.subscriptionId!))).status).toBe(200)
    expect(await one(`select cancel_at_period_end, status from subscriptions where user_id = $1`, [id])).toEqual({
      cancel_at_period_end: true,
      status: 'active',
    })

    const resume = await client.post('/dashboard/billing', { intent: 'resume' })
    expect(resume.status).toBe(302)
    expect(fake.get(state.subscriptionId!)).toMatchObject({ cancel_at_period_end: false })
    expect(await one(`select cancel_at_period_end from subscriptions where user_id = $1`, [id])).toEqual({ cancel_at_period_end: false })
  })

  it('moves to the yearly plan at the next cycle: nothing charged now, the yearly price from the next invoice', async () => {
    const { client, email, id } = buyers.first
    const invoicesBefore = [...fake.objects.values()].filter((object) => object.object === 'invoice').length
    const change = await client.post('/checkout/growth?billing=yearly&currency=USD', checkoutForm(email, { billing: 'yearly' }))
    expect(change.status).toBe(302)
    expect(change.headers.get('location')).toBe('/dashboard/billing')
    expect([...fake.objects.values()].filter((object) => object.object === 'invoice').length).toBe(invoicesBefore)
    expect(fake.requestsTo(`POST /v1/subscriptions/${state.subscriptionId!}`).filter((request) => request.params.items)).toHaveLength(0)
    expect(
      await one(`select pending_plan_slug, pending_billing_period, pending_amount_minor from subscriptions where user_id = $1`, [id]),
    ).toEqual({
      pending_plan_slug: 'growth',
      pending_billing_period: 'yearly',
      pending_amount_minor: 191000,
    })

    const { invoice } = fake.renew(state.subscriptionId!)
    expect(invoice.amount_paid).toBe(191000)
    expect((await fake.deliver(server.url, fake.event('invoice.paid', invoice.id))).status).toBe(200)
    const subscription = await one(`select * from subscriptions where user_id = $1`, [id])
    expect(subscription).toMatchObject({ billing_period: 'yearly', amount_minor: 191000, pending_plan_slug: null, status: 'active' })
    expect(await query(`select amount_minor, description from billing_transactions where provider_reference = $1`, [invoice.id])).toEqual([
      { amount_minor: 191000, description: expect.stringMatching(/^Growth plan, yearly \(renewal\): /) },
    ])
  })

  it('works out when Stripe delivers out of order: a subscription update and a renewal before the completed session', async () => {
    const { client, email, id } = buyers.second
    expect((await client.post(PATH, checkoutForm(email))).status).toBe(302)
    const payment = await one(`select * from payment_data where user_id = $1`, [id])
    const { subscription } = fake.paySession(String(payment.provider_reference))
    // The founder cancelled in the portal before our completion event arrived.
    subscription!.cancel_at_period_end = true
    const updated = await fake.deliver(server.url, fake.event('customer.subscription.updated', subscription!.id))
    expect(updated.status).toBe(200)
    expect(await ledger(id)).toMatchObject({ subscriptions: 0, transactions: 0 })

    const { invoice } = fake.renew(subscription!.id)
    const early = JSON.stringify(fake.event('invoice.paid', invoice.id))
    const tooEarly = await fake.deliver(server.url, early)
    expect(tooEarly.status).toBe(409)
    expect(await one(`select count(*)::int as n from webhook_events where event_id = $1`, [JSON.parse(early).id])).toEqual({ n: 0 })

    // Stripe cannot be asked for a moment: 503, and Stripe sends it again.
    fake.failNext(`GET /v1/checkout/sessions/${String(payment.provider_reference)}`, {
      status: 500,
      error: { type: 'api_error', message: 'Try again.' },
    })
    const completed = JSON.stringify(fake.event('checkout.session.completed', String(payment.provider_reference)))
    expect((await fake.deliver(server.url, completed)).status).toBe(503)
    expect(await ledger(id)).toMatchObject({ subscriptions: 0 })
    expect((await fake.deliver(server.url, completed)).status).toBe(200)
    expect(await one(`select status, cancel_at_period_end, provider_subscription_id from subscriptions where user_id = $1`, [id])).toEqual({
      status: 'active',
      cancel_at_period_end: true,
      provider_subscription_id: subscription!.id,
    })
    expect((await fake.deliver(server.url, early)).status).toBe(200)
    expect(await ledger(id)).toMatchObject({ subscriptions: 1, transactions: 2, invoices: 2, receipts: 2 })

    // The subscription ends at Stripe: it ends here too.
    subscription!.status = 'canceled'
    expect((await fake.deliver(server.url, fake.event('customer.subscription.deleted', subscription!.id))).status).toBe(200)
    expect(await one(`select status from subscriptions where user_id = $1`, [id])).toEqual({ status: 'canceled' })
  })

  it("shows Stripe's refusal as a Payment Error (502) and records the attempt as failed", async () => {
    const { client, email, id } = buyers.third
    fake.failNext('POST /v1/checkout/sessions', {
      status: 400,
      error: { type: 'invalid_request_error', message: 'Checkout is not available for this account right now.' },
    })
    const response = await client.post(PATH, checkoutForm(email))
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).toContain('Payment Error')
    expect(html).toContain('Checkout is not available for this account right now.')
    expect(await one(`select status, outcome, failure_kind, failure_reason from payment_data where user_id = $1`, [id])).toEqual({
      status: 'failed',
      outcome: 'failed',
      failure_kind: 'provider-error',
      failure_reason: 'Checkout is not available for this account right now.',
    })
  })

  it('prices a tampered form on the server: extra amount fields and another currency in the query count for nothing', async () => {
    const { client, email, id } = buyers.third
    const response = await client.post(
      '/checkout/growth?billing=monthly&currency=INR&price=1&amount=1',
      checkoutForm(email, {
        couponCode: 'launch20',
        price: '100',
        total: '1',
        amount: '1',
        amountMinor: '1',
        discount: '19900',
        renewalAmountMinor: '1',
      }),
    )
    expect(response.status).toBe(302)
    const [payment] = await query(`select * from payment_data where user_id = $1 and status = 'success'`, [id])
    const priced = await priceOrder(handle.db, {
      product: 'growth',
      billingPeriod: 'monthly',
      currency: 'USD',
      couponCode: 'LAUNCH20',
      buyer: { id, roles: ['founder'] },
    })
    if (!priced.ok) throw new Error(priced.message)
    expect(priced.order.total).toBe(15920)
    const session = fake.get(String(payment!.provider_reference))!
    expect(response.headers.get('location')).toBe(session.url)
    expect(session).toMatchObject({ currency: 'usd', amount_total: priced.order.total, amount_subtotal: 19900 })
    expect(payment).toMatchObject({ amount_minor: priced.order.total, currency: 'USD', coupon_code: 'LAUNCH20' })
    const [coupon] = fake.requestsTo('POST /v1/coupons').slice(-1)
    expect(coupon!.params).toMatchObject({ amount_off: String(19900 - priced.order.total), currency: 'usd', duration: 'once' })

    // Paid, the first charge matches the order, and later renewals charge the full price.
    const { subscription } = fake.paySession(session.id)
    expect((await fake.deliver(server.url, fake.event('checkout.session.completed', session.id))).status).toBe(200)
    expect(await one(`select outcome from payment_data where id = $1`, [payment!.id])).toEqual({ outcome: 'paid' })
    expect(await ledger(id)).toMatchObject({ subscriptions: 1, transactions: 1, redemptions: 1 })
    expect(fake.renew(subscription!.id).invoice.amount_paid).toBe(19900)
  })

  it('sells a one-time product as a single payment, confirmed by the status call when the buyer returns first', async () => {
    const { client, email, id } = buyers.third
    const response = await client.post('/checkout/linkedin-profile-optimization?currency=USD', checkoutForm(email))
    expect(response.status).toBe(302)
    const payment = await one(`select * from payment_data where user_id = $1 and plan = 'linkedin-profile-optimization'`, [id])
    const session = fake.get(String(payment.provider_reference))!
    expect(session).toMatchObject({ mode: 'payment', amount_total: payment.amount_minor })
    const { paymentIntent } = fake.paySession(session.id)

    const thankYou = await client.request(`/thank-you?payment=${String(payment.id)}&session_id=${session.id}`)
    expect(thankYou.status).toBe(200)
    expect(await one(`select outcome from payment_data where id = $1`, [payment.id])).toEqual({ outcome: 'paid' })
    const before = await ledger(id)
    expect((await fake.deliver(server.url, fake.event('checkout.session.completed', session.id))).status).toBe(200)
    expect(await ledger(id)).toEqual(before)
    expect(
      await query(`select transaction_type, provider_reference from billing_transactions where payment_id = $1`, [payment.id]),
    ).toEqual([{ transaction_type: 'one_time', provider_reference: paymentIntent!.id }])
  })
}

const postgres = await postgresBackend()

describe.runIf(postgres)('Stripe payments (PostgreSQL)', () => {
  afterAll(() => postgres?.teardown())
  stripeSuite(() => postgres)
})

// The embedded database lives inside the server process, so here the founder's billing page is the witness.
describe('Stripe payments (PGlite)', () => {
  let fake: FakeStripe
  let server: AppServer

  beforeAll(async () => {
    fake = await startFakeStripe()
    server = await startAppServer({
      ...(await pgliteBackend()).serverEnv(),
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_URL: fake.url,
    })
  })
  afterAll(async () => {
    await server?.stop()
    await fake?.close()
  })

  it('buys, fulfils once, and renews', async () => {
    const { client, email } = await newBuyer(server, 'pglite')
    const response = await client.post(PATH, checkoutForm(email))
    expect(response.status).toBe(302)
    const sessionId = new URL(response.headers.get('location')!).pathname.split('/').at(-1)!
    const { subscription } = fake.paySession(sessionId)
    const completed = JSON.stringify(fake.event('checkout.session.completed', sessionId))
    for (let attempt = 0; attempt < 10; attempt++) expect((await fake.deliver(server.url, completed)).status).toBe(200)
    const rows = async () => [...(await (await client.request('/dashboard/billing')).text()).matchAll(/<tr[^>]*>.*?<\/tr>/gs)].slice(1)
    const afterPurchase = await rows()
    expect(afterPurchase).toHaveLength(1)
    expect(afterPurchase[0]![0]).toContain('Subscription')

    const { invoice } = fake.renew(subscription!.id)
    expect((await fake.deliver(server.url, fake.event('invoice.paid', invoice.id))).status).toBe(200)
    const afterRenewal = await rows()
    expect(afterRenewal).toHaveLength(2)
    expect(afterRenewal[0]![0]).toContain('Renewal')
  })
})
