// The PhonePe provider through PhonePe's own SDK, its HTTP answered in-process by a fake of the three
// endpoints it calls (msw intercepts the SDK's requests to PhonePe's fixed hosts).
import { randomUUID } from 'node:crypto'
import { inspect } from 'node:util'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FakePhonePe, PHONEPE_HOSTS, webhookAuthorization } from '#tests/support/fake-phonepe.ts'
import {
  callbackEventId,
  callbackName,
  createPhonePeProvider,
  expireAfterSeconds,
  failureReason,
  merchantOrderIdFor,
  paymentIdOf,
  translateOrderStatus,
  type PhonePeSettings,
} from './phonepe.server.ts'
import { ProviderError, WebhookRejected, type CheckoutRequest } from './provider.ts'

describe('PhonePe translation helpers', () => {
  const paymentId = '0b6f3c1e-8a4d-4f53-9d7e-2c1a5b9e7f10'

  it('uses the payment id as the merchant order id: a UUID is within PhonePe’s 63 characters of letters, digits, _ and -', () => {
    expect(merchantOrderIdFor(paymentId)).toBe(paymentId)
    expect(() => merchantOrderIdFor('not a uuid')).toThrow(ProviderError)
    expect(() => merchantOrderIdFor(`${paymentId}/x`)).toThrow(ProviderError)
  })

  it('maps a merchant order id back to a payment id only when it is one of ours', () => {
    expect(paymentIdOf(paymentId)).toBe(paymentId)
    expect(paymentIdOf(paymentId.toUpperCase())).toBe(paymentId)
    expect(paymentIdOf('TX123456')).toBeNull()
    expect(paymentIdOf(undefined)).toBeNull()
    expect(paymentIdOf(42)).toBeNull()
  })

  it('keeps the expiry within PhonePe’s 300 to 3600 seconds', () => {
    expect(expireAfterSeconds(30)).toBe(1800)
    expect(expireAfterSeconds(60)).toBe(3600)
    expect(expireAfterSeconds(1440)).toBe(3600)
    expect(expireAfterSeconds(1)).toBe(300)
  })

  it('reads a COMPLETED order with the paid amount equal to the order’s as paid, with the attempt’s transaction id', () => {
    const status = {
      orderId: 'OMO1',
      state: 'COMPLETED',
      amount: 1000,
      paymentDetails: [{ transactionId: 'OM1', state: 'COMPLETED', amount: 1000 }],
    }
    expect(translateOrderStatus(status, paymentId)).toEqual({
      kind: 'payment.paid',
      paymentId,
      chargeReference: 'OM1',
      amountMinor: 1000,
      currency: 'INR',
      subscription: null,
    })
    expect(translateOrderStatus(status, paymentId, 1000)).toMatchObject({ kind: 'payment.paid' })
    // No attempt listed: the order id is the charge's reference.
    expect(translateOrderStatus({ orderId: 'OMO1', state: 'COMPLETED', amount: 1000, paymentDetails: [] }, paymentId)).toMatchObject({
      kind: 'payment.paid',
      chargeReference: 'OMO1',
    })
  })

  it('never reads a COMPLETED order as paid when an amount differs', () => {
    const attemptShort = {
      orderId: 'O',
      state: 'COMPLETED',
      amount: 100000,
      paymentDetails: [{ transactionId: 'T', state: 'COMPLETED', amount: 90000 }],
    }
    expect(translateOrderStatus(attemptShort, paymentId)).toEqual({
      kind: 'payment.failed',
      paymentId,
      failure: 'amount-mismatch',
      reason: 'Amount mismatch: PhonePe confirmed ₹900, the order is ₹1,000.',
    })
    const orderOtherThanOurs = {
      orderId: 'O',
      state: 'COMPLETED',
      amount: 1000,
      paymentDetails: [{ transactionId: 'T', state: 'COMPLETED', amount: 1000 }],
    }
    expect(translateOrderStatus(orderOtherThanOurs, paymentId, 1100)).toMatchObject({
      kind: 'payment.failed',
      failure: 'amount-mismatch',
      reason: expect.stringContaining('Amount mismatch'),
    })
    expect(() => translateOrderStatus({ state: 'COMPLETED' }, paymentId)).toThrow(/without an amount/)
  })

  it('reads FAILED as failed with PhonePe’s codes, and PENDING or an unknown state as still open', () => {
    expect(translateOrderStatus({ state: 'FAILED', errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'ZM' }, paymentId)).toEqual({
      kind: 'payment.failed',
      paymentId,
      failure: 'declined',
      reason: 'PhonePe declined the payment (PAYMENT_ERROR, ZM).',
    })
    expect(failureReason({})).toBe('PhonePe declined the payment.')
    expect(translateOrderStatus({ state: 'PENDING', amount: 1000 }, paymentId)).toBeNull()
    expect(translateOrderStatus({ state: 'SOMETHING_NEW' }, paymentId)).toBeNull()
  })

  it('names a callback by `event`, else `type`, and gives it an id from its name, order and state', () => {
    expect(callbackName({ event: 'checkout.order.completed', type: 'CHECKOUT_ORDER_COMPLETED' })).toBe('checkout.order.completed')
    expect(callbackName({ type: 'CHECKOUT_ORDER_FAILED' })).toBe('CHECKOUT_ORDER_FAILED')
    expect(callbackName({})).toBe('unknown')
    expect(callbackEventId('checkout.order.completed', { merchantOrderId: paymentId, orderId: 'OMO1', state: 'COMPLETED' })).toBe(
      `checkout.order.completed:${paymentId}:COMPLETED`,
    )
    expect(callbackEventId('pg.refund.completed', { merchantRefundId: 'R1', state: 'COMPLETED' })).toBe('pg.refund.completed:R1:COMPLETED')
  })
})

describe('the PhonePe provider against a fake PhonePe', () => {
  const settings: PhonePeSettings = {
    clientId: 'TEST-CLIENT',
    clientSecret: 'test-client-secret',
    clientVersion: 1,
    environment: 'sandbox',
    webhookUsername: 'hook-user',
    webhookPassword: 'hook-password',
    expiryMinutes: 60,
  }
  const fake = new FakePhonePe(settings)
  const mock = setupServer(http.all(PHONEPE_HOSTS, ({ request }) => fake.handle(request)))
  beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => mock.resetHandlers())
  afterAll(() => mock.close())

  const provider = createPhonePeProvider(settings)
  const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
    const paymentId = overrides.paymentId ?? randomUUID()
    return {
      paymentId,
      line: 'Growth plan, yearly',
      period: 'yearly',
      amountMinor: 17330800,
      renewalAmountMinor: null,
      currency: 'INR',
      customer: { email: 'buyer@example.test', name: 'Buyer' },
      successUrl: `http://localhost:3000/thank-you?payment=${paymentId}`,
      cancelUrl: 'http://localhost:3000/checkout/growth?cancelled=1',
      ...overrides,
    }
  }
  const headersWith = (authorization: string) => new Headers({ authorization, 'content-type': 'application/json' })

  it('creates the SDK’s one client again for the same settings, and says so for other credentials', () => {
    expect(() => createPhonePeProvider(settings)).not.toThrow()
    expect(() => createPhonePeProvider({ ...settings, clientSecret: 'another' })).toThrow(/one set of credentials per process/)
  })

  // Runs before any call has fetched a token (the SDK caches it process-wide): the token call itself fails.
  it('keeps the client secret out of what the SDK logs when the token call gets no answer', async () => {
    mock.use(http.all(PHONEPE_HOSTS, () => HttpResponse.error()))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await expect(provider.startCheckout(request())).rejects.toThrow(new ProviderError('PhonePe could not be reached. Please try again.'))
      expect(warn).toHaveBeenCalled()
      expect(warn.mock.calls.map((args) => args.map((arg) => inspect(arg, { depth: 8 })).join(' ')).join('\n')).not.toContain(
        settings.clientSecret,
      )
    } finally {
      warn.mockRestore()
    }
  })

  it('hands off an order: our payment id as merchant order id, paise, the thank-you URL and the expiry', async () => {
    const order = request()
    const handOff = await provider.startCheckout(order)
    const created = fake.order(order.paymentId)
    const before = Date.now()
    expect(handOff).toEqual({ redirectUrl: created.checkoutUrl, providerReference: order.paymentId, expiresAt: expect.any(Date) })
    // PhonePe's order ends after expireAfter: our attempt (and its coupon reservation) ends with it.
    expect(Math.abs(handOff.expiresAt!.getTime() - (before + 3600 * 1000))).toBeLessThan(5000)
    expect(created).toMatchObject({ amount: 17330800, redirectUrl: order.successUrl, expireAfter: 3600, state: 'PENDING' })
    expect(provider.renewsAutomatically).toBe(false)
  })

  it('refuses anything but INR before calling PhonePe', async () => {
    const calls = fake.calls.length
    await expect(provider.startCheckout(request({ currency: 'USD' }))).rejects.toThrow(
      new ProviderError('PhonePe takes payments in INR only, not USD.'),
    )
    await expect(provider.startCheckout(request({ amountMinor: 99 }))).rejects.toThrow(ProviderError)
    expect(fake.calls.length).toBe(calls)
  })

  it('turns PhonePe’s refusal into a ProviderError with PhonePe’s message', async () => {
    fake.failNextPay(400, 'BAD_REQUEST', 'Please check the inputs you have provided.')
    const refused = provider.startCheckout(request())
    await expect(refused).rejects.toBeInstanceOf(ProviderError)
    await expect(refused).rejects.toThrow('Please check the inputs you have provided.')
  })

  it('says PhonePe could not be reached when no answer comes, and leaves no access token in the error', async () => {
    await provider.startCheckout(request())
    const token = [...fake.calls].reverse().find((call) => call.path === '/v1/oauth/token')
    expect(token).toBeDefined()
    mock.use(http.all(PHONEPE_HOSTS, () => HttpResponse.error()))
    await expect(provider.startCheckout(request())).rejects.toThrow(new ProviderError('PhonePe could not be reached. Please try again.'))
    const failure = await provider
      .checkPayment({ id: randomUUID(), providerReference: randomUUID(), amountMinor: 100, currency: 'INR' })
      .catch((error: unknown) => error)
    // The reconcile job logs this error: nothing of the request (the O-Bearer token) is in it.
    expect(failure).toBeInstanceOf(Error)
    expect(inspect(failure, { depth: 8 })).not.toMatch(/O-Bearer|authorization/i)
  })

  // A callback without PhonePe's Authorization is the contract's (tests/integration/provider-contract.ts).
  it('refuses a callback whose body is not JSON, or not a callback', async () => {
    const order = request()
    await provider.startCheckout(order)
    fake.complete(order.paymentId)
    const { authorization } = fake.callback(order.paymentId)
    await expect(provider.readWebhook('not json', headersWith(authorization))).rejects.toBeInstanceOf(WebhookRejected)
    await expect(provider.readWebhook('{"event":"checkout.order.completed"}', headersWith(authorization))).rejects.toBeInstanceOf(
      WebhookRejected,
    )
  })

  it('confirms a completed order through the status call, with a stable event id and no payer details kept', async () => {
    const order = request()
    await provider.startCheckout(order)
    const attempt = fake.complete(order.paymentId)
    const { body, authorization } = fake.callback(order.paymentId)
    const statusCalls = () => fake.calls.filter((call) => call.path === `/checkout/v2/order/${order.paymentId}/status`).length
    const before = statusCalls()
    const webhook = await provider.readWebhook(body, headersWith(authorization))
    expect(statusCalls()).toBe(before + 1)
    expect(webhook.eventId).toBe(`checkout.order.completed:${order.paymentId}:COMPLETED`)
    expect(webhook.eventType).toBe('checkout.order.completed')
    expect(webhook.events).toEqual([
      {
        kind: 'payment.paid',
        paymentId: order.paymentId,
        chargeReference: attempt.transactionId,
        amountMinor: order.amountMinor,
        currency: 'INR',
        subscription: null,
      },
    ])
    expect(JSON.stringify(webhook.payload)).not.toMatch(/ybl|416455839594|XXXX/)
  })

  it('does not take the callback’s word: a status amount other than the order’s is not paid', async () => {
    const order = request()
    await provider.startCheckout(order)
    fake.complete(order.paymentId)
    const { body, authorization } = fake.callback(order.paymentId)
    // The status call reports another amount for the order than its attempt paid.
    fake.order(order.paymentId).attempts[0]!.amount = order.amountMinor - 100
    const webhook = await provider.readWebhook(body, headersWith(authorization))
    expect(webhook.events).toEqual([
      {
        kind: 'payment.failed',
        paymentId: order.paymentId,
        failure: 'amount-mismatch',
        reason: expect.stringContaining('Amount mismatch'),
      },
    ])
    // The status call's amount differs from our payment's.
    fake.order(order.paymentId).attempts[0]!.amount = order.amountMinor
    fake.misreportAmount(order.paymentId, order.amountMinor + 100)
    const checked = await provider.checkPayment({
      id: order.paymentId,
      providerReference: order.paymentId,
      amountMinor: order.amountMinor,
      currency: 'INR',
    })
    expect(checked).toMatchObject({
      kind: 'payment.failed',
      failure: 'amount-mismatch',
      reason: expect.stringContaining('Amount mismatch'),
    })
  })

  it('gives PhonePe’s codes as the reason of a failed order, and reads a failed attempt of an open order as nothing to do', async () => {
    const failed = request()
    await provider.startCheckout(failed)
    fake.fail(failed.paymentId)
    const callback = fake.callback(failed.paymentId)
    const webhook = await provider.readWebhook(callback.body, headersWith(callback.authorization))
    expect(webhook.eventId).toBe(`checkout.order.failed:${failed.paymentId}:FAILED`)
    expect(webhook.events).toEqual([
      {
        kind: 'payment.failed',
        paymentId: failed.paymentId,
        failure: 'declined',
        reason: 'PhonePe declined the payment (PAYMENT_ERROR, ZM).',
      },
    ])

    const pending = request()
    await provider.startCheckout(pending)
    const attemptFailed = fake.callback(pending.paymentId, 'checkout.transaction.attempt.failed')
    expect((await provider.readWebhook(attemptFailed.body, headersWith(attemptFailed.authorization))).events).toEqual([])
  })

  it('does not acknowledge a completed callback the status call does not confirm yet', async () => {
    const order = request()
    await provider.startCheckout(order)
    fake.complete(order.paymentId)
    const { body, authorization } = fake.callback(order.paymentId)
    fake.order(order.paymentId).state = 'PENDING'
    const reading = provider.readWebhook(body, headersWith(authorization))
    await expect(reading).rejects.toThrow(/does not confirm/)
    await expect(reading).rejects.not.toBeInstanceOf(WebhookRejected)
  })

  it('acknowledges callbacks about orders that are not ours, and refunds, without asking PhonePe', async () => {
    const authorization = webhookAuthorization('hook-user', 'hook-password')
    const calls = fake.calls.length
    const foreign = JSON.stringify({
      event: 'checkout.order.completed',
      payload: { merchantOrderId: 'TX123', orderId: 'OMO9', state: 'COMPLETED', amount: 100 },
    })
    expect(await provider.readWebhook(foreign, headersWith(authorization))).toMatchObject({
      eventId: 'checkout.order.completed:TX123:COMPLETED',
      events: [],
    })
    const refund = JSON.stringify({
      event: 'pg.refund.completed',
      payload: { merchantRefundId: 'R1', originalMerchantOrderId: randomUUID(), state: 'COMPLETED', amount: 100 },
    })
    expect(await provider.readWebhook(refund, headersWith(authorization))).toMatchObject({
      eventId: 'pg.refund.completed:R1:COMPLETED',
      events: [],
    })
    expect(fake.calls.length).toBe(calls)
  })
})
