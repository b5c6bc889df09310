// The Stripe provider against the local fake Stripe API (tests/support/fake-stripe.ts): the SDK's
// real requests, signatures and errors, without the app around it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts'
import { ProviderError, WebhookRejected, type CheckoutRequest, type PaymentProvider } from './provider.ts'
import { createStripeProvider, STRIPE_API_VERSION } from './stripe.server.ts'

let fake: FakeStripe
let stripe: PaymentProvider
let counter = 0

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = createStripeProvider(settings())
})
afterAll(() => fake.close())

const settings = () => ({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.url, expiryMinutes: 60 })

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
  const paymentId = `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`
  return {
    paymentId,
    line: 'Growth plan, monthly',
    period: 'monthly',
    amountMinor: 19900,
    renewalAmountMinor: 19900,
    currency: 'USD',
    customer: { email: 'buyer@example.test', name: 'Buyer' },
    successUrl: `https://agency.test/thank-you?payment=${paymentId}`,
    cancelUrl: 'https://agency.test/checkout/growth?billing=monthly&currency=USD',
    ...overrides,
  }
}

/** Signs and reads an event the way the webhook endpoint does. */
function readEvent(type: string, id: string) {
  const body = JSON.stringify(fake.event(type, id))
  return stripe.readWebhook(body, new Headers({ 'stripe-signature': fake.sign(body) }))
}

async function paidSubscription(overrides: Partial<CheckoutRequest> = {}) {
  const order = request(overrides)
  const handOff = await stripe.startCheckout(order)
  const { subscription } = fake.paySession(handOff.providerReference)
  return { order, handOff, subscriptionId: subscription!.id }
}

const itemOf = (subscriptionId: string) =>
  fake.get<{ items: { data: { price: { id: string; unit_amount: number; recurring: { interval: string } } }[] } }>(subscriptionId)!.items
    .data[0]!

describe('startCheckout', () => {
  it('opens a subscription session whose first charge is the order total, with a one-off coupon for the difference', async () => {
    const order = request({ amountMinor: 15900, renewalAmountMinor: 19900 })
    const handOff = await stripe.startCheckout(order)
    const session = fake.get(handOff.providerReference)!
    expect(handOff.redirectUrl).toBe(session.url)
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 15900,
      amount_subtotal: 19900,
      client_reference_id: order.paymentId,
    })
    const [coupon] = fake.requestsTo('POST /v1/coupons').slice(-1)
    expect(coupon!.params).toMatchObject({ amount_off: '4000', currency: 'usd', duration: 'once', max_redemptions: '1' })
    const [create] = fake.requestsTo('POST /v1/checkout/sessions').slice(-1)
    expect(create!.headers['idempotency-key']).toBe(`checkout-${order.paymentId}`)
    expect(create!.headers['stripe-version']).toBe(STRIPE_API_VERSION)
    expect(create!.params).toMatchObject({
      success_url: `${order.successUrl}&session_id={CHECKOUT_SESSION_ID}`,
      subscription_data: { metadata: { paymentId: order.paymentId } },
      customer_email: 'buyer@example.test',
    })
  })

  it('gives the same session for the same attempt (idempotency key)', async () => {
    // Stripe takes a key again only with the same parameters, expiry included: the clock is fixed so a second boundary cannot fall between.
    const moment = new Date()
    const fixed = createStripeProvider({ ...settings(), now: () => moment })
    const order = request()
    const first = await fixed.startCheckout(order)
    const second = await fixed.startCheckout(order)
    expect(second.providerReference).toBe(first.providerReference)
    expect(fake.requestsTo('POST /v1/checkout/sessions').slice(-1)[0]!.params).toMatchObject({
      expires_at: String(Math.floor(moment.getTime() / 1000) + 60 * 60),
    })
  })

  it('opens a payment session for a one-time product', async () => {
    const handOff = await stripe.startCheckout(
      request({ period: 'one_time', renewalAmountMinor: null, amountMinor: 9900, line: 'LinkedIn (one-time)' }),
    )
    expect(fake.get(handOff.providerReference)).toMatchObject({ mode: 'payment', amount_total: 9900 })
  })

  it("turns Stripe's refusal into a ProviderError with Stripe's message", async () => {
    fake.failNext('POST /v1/checkout/sessions', {
      status: 400,
      error: { type: 'invalid_request_error', message: 'Your account cannot currently make live charges.' },
    })
    const error = await stripe.startCheckout(request()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as Error).message).toBe('Your account cannot currently make live charges.')
  })

  it('never sends a free order to Stripe', async () => {
    await expect(stripe.startCheckout(request({ amountMinor: 0 }))).rejects.toThrow(/free order/)
  })
})

describe('readWebhook', () => {
  // A forged or missing signature is the contract's (tests/integration/provider-contract.ts); Stripe's also covers the time and the body.
  it('refuses a stale signature, and a body changed after signing', async () => {
    const body = JSON.stringify(
      fake.event('checkout.session.completed', fake.get((await stripe.startCheckout(request())).providerReference)!),
    )
    const stale = fake.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    await expect(stripe.readWebhook(body, new Headers({ 'stripe-signature': stale }))).rejects.toBeInstanceOf(WebhookRejected)
    await expect(stripe.readWebhook(`${body} `, new Headers({ 'stripe-signature': fake.sign(body) }))).rejects.toBeInstanceOf(
      WebhookRejected,
    )
  })

  it('re-reads a completed session: paid with the subscription, and its state', async () => {
    const { order, handOff, subscriptionId } = await paidSubscription()
    const webhook = await readEvent('checkout.session.completed', handOff.providerReference)
    const invoiceId = String(fake.get(handOff.providerReference)!.invoice)
    expect(webhook.events).toEqual([
      {
        kind: 'payment.paid',
        paymentId: order.paymentId,
        chargeReference: invoiceId,
        amountMinor: 19900,
        currency: 'USD',
        subscription: {
          id: subscriptionId,
          customerId: expect.stringMatching(/^cus_/),
          currentPeriodStart: expect.any(Date),
          currentPeriodEnd: expect.any(Date),
        },
      },
      { kind: 'subscription.updated', subscriptionId, cancelAtPeriodEnd: false, currentPeriodEnd: expect.any(Date), status: 'active' },
    ])
    // The first invoice is the same charge: its invoice.paid means nothing more.
    expect((await readEvent('invoice.paid', invoiceId)).events).toEqual([])
  })

  it('does not trust the event body: a completed event for a session still open means nothing', async () => {
    const handOff = await stripe.startCheckout(request())
    const snapshot = { ...fake.get(handOff.providerReference)!, payment_status: 'paid', status: 'complete' }
    const body = JSON.stringify(fake.event('checkout.session.completed', snapshot))
    expect((await stripe.readWebhook(body, new Headers({ 'stripe-signature': fake.sign(body) }))).events).toEqual([])
  })

  it('ignores objects Stripe does not have, and throws a plain error when Stripe cannot answer', async () => {
    const handOff = await stripe.startCheckout(request())
    const body = JSON.stringify({
      ...fake.event('checkout.session.completed', handOff.providerReference),
      data: { object: { id: 'cs_test_missing' } },
    })
    expect((await stripe.readWebhook(body, new Headers({ 'stripe-signature': fake.sign(body) }))).events).toEqual([])
    fake.failNext(`GET /v1/checkout/sessions/${handOff.providerReference}`, {
      status: 500,
      error: { type: 'api_error', message: 'Something went wrong.' },
    })
    const error = await readEvent('checkout.session.completed', handOff.providerReference).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(WebhookRejected)
    expect(error).not.toBeInstanceOf(ProviderError)
  })

  it('translates renewals, failed renewals, updates and deletions', async () => {
    const { subscriptionId } = await paidSubscription()
    const { invoice } = fake.renew(subscriptionId)
    const renewed = await readEvent('invoice.paid', invoice.id)
    expect(renewed.events).toEqual([
      {
        kind: 'subscription.renewed',
        subscriptionId,
        chargeReference: invoice.id,
        amountMinor: 19900,
        currency: 'USD',
        currentPeriodStart: expect.any(Date),
        currentPeriodEnd: expect.any(Date),
      },
    ])
    const failed = fake.renew(subscriptionId, { paid: false })
    expect((await readEvent('invoice.payment_failed', failed.invoice.id)).events).toMatchObject([
      { kind: 'subscription.renewal-failed', subscriptionId },
    ])
    expect((await readEvent('customer.subscription.updated', subscriptionId)).events).toMatchObject([
      { kind: 'subscription.updated', status: 'past_due' },
    ])
    expect((await readEvent('customer.subscription.deleted', subscriptionId)).events).toEqual([
      { kind: 'subscription.ended', subscriptionId },
    ])
    expect((await readEvent('customer.created', fake.get(subscriptionId)!.customer as string)).events).toEqual([])
  })
})

describe('managing a subscription', () => {
  it('opens the Billing Portal for the customer', async () => {
    const { subscriptionId } = await paidSubscription()
    const customerId = String(fake.get(subscriptionId)!.customer)
    const url = await stripe.openBillingPortal!({ customerId, subscriptionId }, 'https://agency.test/dashboard/billing')
    expect(url).toMatch(new RegExp(`^${fake.url}/p/session/bps_`))
  })

  it('has no Billing Portal when STRIPE_BILLING_PORTAL is false', () => {
    const withoutPortal = createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
      expiryMinutes: 60,
      billingPortal: false,
    })
    expect(withoutPortal.openBillingPortal).toBeUndefined()
  })

  it('changes the price from the next invoice, without proration, for the same cycle', async () => {
    const { subscriptionId } = await paidSubscription()
    const invoicesBefore = [...fake.objects.values()].filter((object) => object.object === 'invoice').length
    await stripe.changePlanAtNextCycle!(subscriptionId, {
      line: 'Momentum plan, monthly',
      amountMinor: 29900,
      currency: 'USD',
      period: 'monthly',
    })
    const [update] = fake.requestsTo(`POST /v1/subscriptions/${subscriptionId}`).slice(-1)
    expect(update!.params).toMatchObject({
      proration_behavior: 'none',
      items: [{ id: expect.stringMatching(/^si_/), price: expect.stringMatching(/^price_/) }],
    })
    expect([...fake.objects.values()].filter((object) => object.object === 'invoice').length).toBe(invoicesBefore)
    expect(fake.renew(subscriptionId).invoice.amount_paid).toBe(29900)
  })

  it('switches monthly to yearly at the end of the period through a schedule, charging nothing now', async () => {
    const { subscriptionId } = await paidSubscription()
    const periodEnd = fake.get<{ items: { data: { current_period_end: number }[] } }>(subscriptionId)!.items.data[0]!.current_period_end
    await stripe.changePlanAtNextCycle!(subscriptionId, {
      line: 'Growth plan, yearly',
      amountMinor: 191000,
      currency: 'USD',
      period: 'yearly',
    })
    expect(fake.requestsTo(`POST /v1/subscriptions/${subscriptionId}`)).toHaveLength(0)
    expect(itemOf(subscriptionId).price.unit_amount).toBe(19900)
    const scheduleId = String(fake.get(subscriptionId)!.schedule)
    const [update] = fake.requestsTo(`POST /v1/subscription_schedules/${scheduleId}`)
    expect(update!.params).toMatchObject({
      end_behavior: 'release',
      phases: [{ end_date: String(periodEnd) }, { duration: { interval: 'year' } }],
    })
    const { invoice } = fake.renew(subscriptionId)
    expect(invoice.amount_paid).toBe(191000)
    expect(itemOf(subscriptionId).price.recurring.interval).toBe('year')
  })

  it('cancels at the period end, and takes it back, also while a change waits in a schedule', async () => {
    const { subscriptionId } = await paidSubscription()
    await stripe.setCancelAtPeriodEnd!(subscriptionId, true)
    expect(fake.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true })
    await stripe.setCancelAtPeriodEnd!(subscriptionId, false)
    expect(fake.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false })

    await stripe.changePlanAtNextCycle!(subscriptionId, {
      line: 'Growth plan, yearly',
      amountMinor: 191000,
      currency: 'USD',
      period: 'yearly',
    })
    await stripe.setCancelAtPeriodEnd!(subscriptionId, true)
    expect(fake.get(subscriptionId)).toMatchObject({
      cancel_at_period_end: true,
      schedule: null,
      metadata: { next_cycle_price: expect.stringMatching(/^price_/) },
    })
    await stripe.setCancelAtPeriodEnd!(subscriptionId, false)
    const subscription = fake.get(subscriptionId)!
    expect(subscription).toMatchObject({ cancel_at_period_end: false, schedule: expect.stringMatching(/^sub_sched_/) })
    expect(subscription.metadata).not.toHaveProperty('next_cycle_price')
    expect(fake.renew(subscriptionId).invoice.amount_paid).toBe(191000)
  })

  it('keeps an interval change for later while the subscription is set to end, and schedules it when it is taken back', async () => {
    const { subscriptionId } = await paidSubscription()
    await stripe.setCancelAtPeriodEnd!(subscriptionId, true)
    await stripe.changePlanAtNextCycle!(subscriptionId, {
      line: 'Growth plan, yearly',
      amountMinor: 191000,
      currency: 'USD',
      period: 'yearly',
    })
    expect(fake.get(subscriptionId)).toMatchObject({ schedule: null, metadata: { next_cycle_price: expect.stringMatching(/^price_/) } })
    await stripe.setCancelAtPeriodEnd!(subscriptionId, false)
    expect(fake.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false, schedule: expect.stringMatching(/^sub_sched_/) })
    expect(fake.renew(subscriptionId).invoice.amount_paid).toBe(191000)
  })

  it("passes Stripe's refusal on as a ProviderError", async () => {
    await expect(stripe.setCancelAtPeriodEnd!('sub_missing', true)).rejects.toThrow(ProviderError)
    await expect(stripe.setCancelAtPeriodEnd!('sub_missing', true)).rejects.toThrow(/No such subscription/)
  })
})
