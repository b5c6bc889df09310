import { describe, expect, it } from 'vitest'
import type { CheckoutRequest } from './provider.ts'
import {
  checkoutSessionParams,
  firstChargeDiscount,
  invoiceServicePeriod,
  invoiceSubscriptionId,
  renewalEvent,
  renewalFailedEvent,
  sessionEvent,
  sessionExpiresAt,
  subscriptionPeriod,
  subscriptionStateEvent,
  successUrlWithSession,
  type InvoiceLike,
  type SessionLike,
  type SubscriptionLike,
} from './stripe-translate.ts'

const NOW = new Date('2026-03-10T12:00:00Z')
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000)

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: 'pay-1',
  line: 'Growth plan, monthly',
  period: 'monthly',
  amountMinor: 19900,
  renewalAmountMinor: 19900,
  currency: 'USD',
  customer: { email: 'buyer@example.test', name: 'Buyer' },
  successUrl: 'https://agency.test/thank-you?payment=pay-1',
  cancelUrl: 'https://agency.test/checkout/growth?billing=monthly&currency=USD&cancelled=pay-1',
  ...overrides,
})

describe('checkoutSessionParams', () => {
  it('asks for a subscription at the renewal price for a plan Stripe renews', () => {
    const params = checkoutSessionParams(request(), { now: NOW, expiryMinutes: 60, couponId: null })
    expect(params).toMatchObject({
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 19900,
            recurring: { interval: 'month' },
            product_data: { name: 'Growth plan, monthly' },
          },
        },
      ],
      client_reference_id: 'pay-1',
      metadata: { paymentId: 'pay-1' },
      subscription_data: { metadata: { paymentId: 'pay-1' } },
      customer_email: 'buyer@example.test',
      success_url: 'https://agency.test/thank-you?payment=pay-1&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://agency.test/checkout/growth?billing=monthly&currency=USD&cancelled=pay-1',
      expires_at: unix('2026-03-10T13:00:00Z'),
    })
    expect(params).not.toHaveProperty('discounts')
    expect(params).not.toHaveProperty('customer')
  })

  it('bills yearly plans every year and takes the first-payment coupon', () => {
    const params = checkoutSessionParams(request({ period: 'yearly', amountMinor: 150000, renewalAmountMinor: 191000 }), {
      now: NOW,
      expiryMinutes: 60,
      couponId: 'coupon_1',
    })
    expect(params.line_items[0]!.price_data).toMatchObject({ unit_amount: 191000, recurring: { interval: 'year' } })
    expect(params).toMatchObject({ discounts: [{ coupon: 'coupon_1' }] })
  })

  it('asks for a single payment of the first charge for one-time products and renewals paid by link', () => {
    for (const overrides of [
      { period: 'one_time' as const, renewalAmountMinor: null, amountMinor: 9900 },
      { period: 'monthly' as const, renewalAmountMinor: null, amountMinor: 19900 },
    ]) {
      const params = checkoutSessionParams(
        request({ ...overrides, customer: { email: 'b@example.test', name: 'B', providerCustomerId: 'cus_1' } }),
        {
          now: NOW,
          expiryMinutes: 60,
          couponId: null,
        },
      )
      expect(params.mode).toBe('payment')
      expect(params.line_items[0]!.price_data).not.toHaveProperty('recurring')
      expect(params.line_items[0]!.price_data.unit_amount).toBe(overrides.amountMinor)
      expect(params).toMatchObject({ customer: 'cus_1', payment_intent_data: { metadata: { paymentId: 'pay-1' } } })
      expect(params).not.toHaveProperty('customer_email')
      expect(params).not.toHaveProperty('subscription_data')
    }
  })
})

describe('firstChargeDiscount', () => {
  it('is the renewal price minus the first charge, and nothing for single payments', () => {
    expect(firstChargeDiscount(request({ amountMinor: 15920, renewalAmountMinor: 19900 }))).toBe(3980)
    expect(firstChargeDiscount(request())).toBe(0)
    expect(firstChargeDiscount(request({ period: 'one_time', renewalAmountMinor: null, amountMinor: 100 }))).toBe(0)
  })

  it('refuses a first charge above the renewal price (a pricing bug, not something to send Stripe)', () => {
    expect(() => firstChargeDiscount(request({ amountMinor: 20000, renewalAmountMinor: 19900 }))).toThrow(/more than the renewal/)
  })
})

describe('URLs and expiry', () => {
  it('adds the session placeholder to the success URL', () => {
    expect(successUrlWithSession('https://a.test/thank-you?payment=1')).toBe(
      'https://a.test/thank-you?payment=1&session_id={CHECKOUT_SESSION_ID}',
    )
    expect(successUrlWithSession('https://a.test/done')).toBe('https://a.test/done?session_id={CHECKOUT_SESSION_ID}')
  })

  it('keeps the expiry inside the 30 minutes to 24 hours Stripe accepts, with a minute to spare at the short end', () => {
    const base = Math.floor(NOW.getTime() / 1000)
    expect(sessionExpiresAt(NOW, 60) - base).toBe(3600)
    expect(sessionExpiresAt(NOW, 30) - base).toBe(31 * 60)
    expect(sessionExpiresAt(NOW, 5) - base).toBe(31 * 60)
    expect(sessionExpiresAt(NOW, 5000) - base).toBe(24 * 3600 - 60)
  })
})

const newSubscription = (overrides: Partial<SubscriptionLike> = {}): SubscriptionLike => ({
  id: 'sub_1',
  status: 'active',
  customer: 'cus_1',
  cancel_at_period_end: false,
  items: {
    data: [
      {
        id: 'si_1',
        price: { id: 'price_1', recurring: { interval: 'month' } },
        current_period_start: unix('2026-03-10T12:00:00Z'),
        current_period_end: unix('2026-04-10T12:00:00Z'),
      },
    ],
  },
  ...overrides,
})

describe('subscriptionPeriod', () => {
  it('reads the period from the item (newer API versions) or from the subscription (older ones)', () => {
    expect(subscriptionPeriod(newSubscription())).toEqual({
      start: new Date('2026-03-10T12:00:00Z'),
      end: new Date('2026-04-10T12:00:00Z'),
    })
    const legacy = newSubscription({
      items: { data: [{ id: 'si_1' }] },
      current_period_start: unix('2026-01-01T00:00:00Z'),
      current_period_end: unix('2026-02-01T00:00:00Z'),
    })
    expect(subscriptionPeriod(legacy)).toEqual({ start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-01T00:00:00Z') })
    expect(subscriptionPeriod(newSubscription({ items: { data: [] } }))).toBeNull()
  })
})

const paidSession = (overrides: Partial<SessionLike> = {}): SessionLike => ({
  id: 'cs_1',
  mode: 'subscription',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 15920,
  currency: 'usd',
  client_reference_id: 'pay-1',
  metadata: { paymentId: 'pay-1' },
  customer: 'cus_1',
  subscription: newSubscription(),
  invoice: 'in_1',
  payment_intent: null,
  ...overrides,
})

describe('sessionEvent', () => {
  it('turns a paid subscription session into payment.paid with the first invoice as the charge', () => {
    expect(sessionEvent(paidSession())).toEqual({
      kind: 'payment.paid',
      paymentId: 'pay-1',
      chargeReference: 'in_1',
      amountMinor: 15920,
      currency: 'USD',
      subscription: {
        id: 'sub_1',
        customerId: 'cus_1',
        currentPeriodStart: new Date('2026-03-10T12:00:00Z'),
        currentPeriodEnd: new Date('2026-04-10T12:00:00Z'),
      },
    })
  })

  it('uses the payment intent for single payments', () => {
    const event = sessionEvent(paidSession({ mode: 'payment', subscription: null, invoice: null, payment_intent: { id: 'pi_1' } }))
    expect(event).toMatchObject({ kind: 'payment.paid', chargeReference: 'pi_1', subscription: null })
  })

  it('says expired for an expired session, nothing while open or unpaid, nothing without our payment id', () => {
    expect(sessionEvent(paidSession({ status: 'expired', payment_status: 'unpaid' }))).toEqual({
      kind: 'payment.expired',
      paymentId: 'pay-1',
    })
    expect(sessionEvent(paidSession({ status: 'open', payment_status: 'unpaid' }))).toBeNull()
    expect(sessionEvent(paidSession({ status: 'complete', payment_status: 'unpaid' }))).toBeNull()
    expect(sessionEvent(paidSession({ client_reference_id: null, metadata: {} }))).toBeNull()
    expect(sessionEvent(paidSession({ client_reference_id: null }))).toMatchObject({ paymentId: 'pay-1' })
  })
})

describe('subscriptionStateEvent', () => {
  it('maps Stripe statuses onto active, past due and ended', () => {
    expect(subscriptionStateEvent(newSubscription({ cancel_at_period_end: true }))).toEqual({
      kind: 'subscription.updated',
      subscriptionId: 'sub_1',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date('2026-04-10T12:00:00Z'),
      status: 'active',
    })
    expect(subscriptionStateEvent(newSubscription({ status: 'trialing' }))).toMatchObject({ status: 'active' })
    expect(subscriptionStateEvent(newSubscription({ status: 'past_due' }))).toMatchObject({ status: 'past_due' })
    expect(subscriptionStateEvent(newSubscription({ status: 'unpaid' }))).toMatchObject({ status: 'past_due' })
    expect(subscriptionStateEvent(newSubscription({ status: 'canceled' }))).toEqual({ kind: 'subscription.ended', subscriptionId: 'sub_1' })
    expect(subscriptionStateEvent(newSubscription({ status: 'incomplete' }))).toBeNull()
  })
})

const renewalInvoice = (overrides: Partial<InvoiceLike> = {}): InvoiceLike => ({
  id: 'in_2',
  number: 'ABC-0002',
  status: 'paid',
  billing_reason: 'subscription_cycle',
  amount_paid: 19900,
  currency: 'usd',
  parent: { subscription_details: { subscription: 'sub_1' } },
  lines: {
    data: [
      {
        period: { start: unix('2026-04-10T12:00:00Z'), end: unix('2026-05-10T12:00:00Z') },
        parent: { type: 'subscription_item_details', subscription_item_details: { subscription: 'sub_1' } },
      },
    ],
  },
  ...overrides,
})

describe('invoices', () => {
  it('finds the subscription under parent (newer), at the top (older) or on a line', () => {
    expect(invoiceSubscriptionId(renewalInvoice())).toBe('sub_1')
    expect(invoiceSubscriptionId(renewalInvoice({ parent: null, subscription: 'sub_old' }))).toBe('sub_old')
    expect(invoiceSubscriptionId(renewalInvoice({ parent: null }))).toBe('sub_1')
    expect(invoiceSubscriptionId(renewalInvoice({ parent: null, lines: { data: [{ subscription: { id: 'sub_3' } }] } }))).toBe('sub_3')
    expect(invoiceSubscriptionId(renewalInvoice({ parent: null, lines: { data: [] } }))).toBeNull()
  })

  it("reads the service period from the subscription's line", () => {
    expect(invoiceServicePeriod(renewalInvoice())).toEqual({
      start: new Date('2026-04-10T12:00:00Z'),
      end: new Date('2026-05-10T12:00:00Z'),
    })
  })

  it('turns a paid cycle or update invoice into subscription.renewed, and ignores the first invoice', () => {
    expect(renewalEvent(renewalInvoice())).toEqual({
      kind: 'subscription.renewed',
      subscriptionId: 'sub_1',
      chargeReference: 'in_2',
      amountMinor: 19900,
      currency: 'USD',
      currentPeriodStart: new Date('2026-04-10T12:00:00Z'),
      currentPeriodEnd: new Date('2026-05-10T12:00:00Z'),
    })
    expect(renewalEvent(renewalInvoice({ billing_reason: 'subscription_update' }))).toMatchObject({ kind: 'subscription.renewed' })
    expect(renewalEvent(renewalInvoice({ billing_reason: 'subscription_update', amount_paid: 0 }))).toBeNull()
    expect(renewalEvent(renewalInvoice({ billing_reason: 'subscription_create' }))).toBeNull()
    expect(renewalEvent(renewalInvoice({ status: 'open' }))).toBeNull()
    const fallback = { start: new Date('2026-04-10T12:00:00Z'), end: new Date('2026-05-10T12:00:00Z') }
    expect(renewalEvent(renewalInvoice({ lines: { data: [] } }))).toBeNull()
    expect(renewalEvent(renewalInvoice({ lines: { data: [] } }), fallback)).toMatchObject({ currentPeriodEnd: fallback.end })
  })

  it('turns an unpaid renewal into renewal-failed, unless it was paid since or was the first invoice', () => {
    expect(renewalFailedEvent(renewalInvoice({ status: 'open', attempt_count: 2 }))).toEqual({
      kind: 'subscription.renewal-failed',
      subscriptionId: 'sub_1',
      reason: 'Stripe could not collect the renewal invoice ABC-0002 (attempt 2).',
    })
    expect(renewalFailedEvent(renewalInvoice())).toBeNull()
    expect(renewalFailedEvent(renewalInvoice({ status: 'open', billing_reason: 'subscription_create' }))).toBeNull()
  })
})
