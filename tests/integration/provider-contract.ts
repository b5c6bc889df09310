// What every payment provider promises the app, written once and run for Stripe, PhonePe and the
// sandbox (provider-contract.test.ts), each against its own fake at the network edge. A driver says
// how its provider's world moves — the buyer pays or gives up on its page, it signs and sends a
// webhook, it charges a renewal — and the cases below check what the app sees through the provider
// interface and the webhook endpoint:
//
//   checkout hand-off   the checkout's redirect to the provider's page, for the order's amount
//   status call         open → nothing yet; paid → payment.paid at the order's amount; ended unpaid → its event
//   webhook verify      its own signature accepted; another secret's, or none, refused with nothing changed
//   translate           a paid checkout's webhook read as payment.paid, an unpaid end as its event
//   replay              the same webhook delivered again changes nothing
//   renewal             the next period paid and recorded once (charged by the provider, or paid by link)
//
// Refunds join the contract when the providers can refund: a `refund` step on the driver (the
// provider refunds a paid charge and sends its webhook) and a case in the "refund" block below.
import { randomBytes } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions, invoices, paymentData, subscriptions, webhookEvents } from '#db/schema/billing.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import type { Currency } from '#app/domain/money.ts'
import { startCheckout } from '#app/features/billing/checkout.server.ts'
import { seedPlanPrices } from '#app/features/billing/prices.server.ts'
import { WebhookRejected, type PaymentProvider, type ProviderEvent, type ProviderId } from '#app/features/billing/providers/provider.ts'
import { configurePaymentProviders, providerForCurrency } from '#app/features/billing/providers/registry.server.ts'
import { handleProviderWebhook } from '#app/features/billing/webhooks.server.ts'
import { setDatabase, type Database, type DatabaseHandle } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import { pgliteBackend } from '#tests/support/backends.ts'

/** A webhook as the provider would POST it: the raw body and its headers (the signature among them). */
export type Delivery = { body: string; headers: Headers }

export type ProviderDriver = {
  id: ProviderId
  /** The currency the registry hands to this provider under `env`. */
  currency: Currency
  /** The settings (as in .env) that configure this provider against its fake. */
  env: Record<string, string>
  /** How a subscription's next period is paid: charged by the provider by itself, or by the founder through a payment link. */
  renews: 'automatically' | 'by-link'
  /** The amount the provider will charge for the checkout it holds under `reference`. */
  checkoutAmount: (reference: string) => Promise<number>
  /** The buyer pays on the provider's page. */
  pay: (reference: string) => Promise<void>
  /** The checkout ends unpaid, the way this provider ends one (`unpaidEnd` is the event that says so). */
  endUnpaid: (reference: string) => Promise<void>
  unpaidEnd: Extract<ProviderEvent['kind'], 'payment.failed' | 'payment.expired'>
  /** The signed webhook the provider sends about the checkout's end (paid or not). */
  checkoutWebhook: (reference: string) => Promise<Delivery>
  /** The same webhook signed with a secret that is not the app's, and with no signature at all. */
  forged: (delivery: Delivery) => Delivery
  unsigned: (delivery: Delivery) => Delivery
  /** For a provider that renews by itself: it charges the next period and signs the webhook that says so. */
  chargeRenewal?: (providerSubscriptionId: string) => Promise<Delivery>
}

/** Runs the contract for the provider `makeDriver` drives; the driver may read the app's database (the sandbox keeps its records there). */
export function providerContract(name: string, makeDriver: (db: () => Database) => ProviderDriver) {
  describe(`${name}: the payment provider contract`, () => {
    let handle: DatabaseHandle
    let provider: PaymentProvider
    const driver = makeDriver(() => handle.db)

    beforeAll(async () => {
      handle = await (await pgliteBackend()).open()
      setDatabase(handle)
      await seedPlanPrices(handle.db)
      await configurePaymentProviders(parseEnv({ PORT: '3000', ...driver.env }))
      await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 60 })
      provider = providerForCurrency(driver.currency)!
    })
    afterAll(async () => {
      await stopJobQueue()
      setDatabase(undefined)
      await handle?.close().catch(() => {})
    })

    const app = contractApp(() => handle.db, driver)

    it('takes the currency it is configured for, and renews the way its driver says', () => {
      expect(provider.id).toBe(driver.id)
      expect(provider.renewsAutomatically).toBe(driver.renews === 'automatically')
      expect(Boolean(driver.chargeRenewal)).toBe(driver.renews === 'automatically')
    })

    describe('checkout hand-off', () => {
      it("sends the buyer to the provider's page for the order's amount, the attempt recorded as handed off", async () => {
        const { url, payment } = await app.openCheckout()
        expect(new URL(url).protocol).toMatch(/^https?:$/)
        expect(payment).toMatchObject({ status: 'success', outcome: 'pending', provider: driver.id, currency: driver.currency })
        expect(payment.providerReference).toEqual(expect.any(String))
        expect(await driver.checkoutAmount(payment.providerReference!)).toBe(payment.amountMinor)
      })
    })

    describe('status call', () => {
      it("says nothing while the checkout is open, and payment.paid at the order's amount once paid", async () => {
        const { payment } = await app.openCheckout()
        expect(await provider.checkPayment(payment)).toBeNull()
        await driver.pay(payment.providerReference!)
        expect(await provider.checkPayment(payment)).toMatchObject({
          kind: 'payment.paid',
          paymentId: payment.id,
          chargeReference: expect.any(String),
          amountMinor: payment.amountMinor,
          currency: driver.currency,
        })
        expect(await provider.checkPayment({ ...payment, providerReference: null })).toBeNull()
      })

      it('reports a checkout that ended unpaid with its event', async () => {
        const { payment } = await app.openCheckout()
        await driver.endUnpaid(payment.providerReference!)
        expect(await provider.checkPayment(payment)).toMatchObject({ kind: driver.unpaidEnd, paymentId: payment.id })
      })
    })

    describe('webhook verify and translate', () => {
      it('accepts its own signed webhook and reads a paid checkout as payment.paid', async () => {
        const { payment } = await app.openCheckout()
        await driver.pay(payment.providerReference!)
        const delivery = await driver.checkoutWebhook(payment.providerReference!)
        const webhook = await provider.readWebhook(delivery.body, delivery.headers)
        expect(webhook.eventId).toEqual(expect.any(String))
        expect(webhook.eventId).not.toBe('')
        expect(webhook.events).toContainEqual(
          expect.objectContaining({
            kind: 'payment.paid',
            paymentId: payment.id,
            amountMinor: payment.amountMinor,
            currency: driver.currency,
          }),
        )
      })

      it('refuses a webhook signed with another secret, or not signed, and the endpoint changes nothing', async () => {
        const { payment } = await app.openCheckout()
        await driver.pay(payment.providerReference!)
        const delivery = await driver.checkoutWebhook(payment.providerReference!)
        const recorded = await app.webhookEventCount()
        for (const refused of [driver.forged(delivery), driver.unsigned(delivery)]) {
          await expect(provider.readWebhook(refused.body, refused.headers)).rejects.toBeInstanceOf(WebhookRejected)
          expect((await app.deliver(refused)).status).toBe(400)
        }
        expect(await app.webhookEventCount()).toBe(recorded)
        expect(await app.payment(payment.id)).toMatchObject({ outcome: 'pending' })
      })

      it('ends the attempt the way the webhook of an unpaid end says, with nothing fulfilled', async () => {
        const { payment } = await app.openCheckout()
        await driver.endUnpaid(payment.providerReference!)
        const delivery = await driver.checkoutWebhook(payment.providerReference!)
        expect((await provider.readWebhook(delivery.body, delivery.headers)).events).toContainEqual(
          expect.objectContaining({ kind: driver.unpaidEnd, paymentId: payment.id }),
        )
        expect((await app.deliver(delivery)).status).toBe(200)
        expect(await app.payment(payment.id)).toMatchObject({ outcome: driver.unpaidEnd === 'payment.failed' ? 'failed' : 'expired' })
        expect(await app.ledger(payment.userId!)).toMatchObject({ transactions: 0, invoices: 0, subscriptions: 0 })
      })
    })

    describe('replay', () => {
      it('applies a paid checkout once, however often its webhook is delivered', async () => {
        const { payment } = await app.openCheckout()
        await driver.pay(payment.providerReference!)
        const delivery = await driver.checkoutWebhook(payment.providerReference!)
        const answers = []
        for (let attempt = 0; attempt < 3; attempt++) answers.push(await (await app.deliver(delivery)).json())
        expect(answers).toEqual([
          { received: true, duplicate: false },
          { received: true, duplicate: true },
          { received: true, duplicate: true },
        ])
        expect(await app.payment(payment.id)).toMatchObject({ outcome: 'paid' })
        expect(await app.ledger(payment.userId!)).toEqual({ transactions: 1, invoices: 1, subscriptions: 1, receipts: 1 })
      })
    })

    describe('renewal', () => {
      it('pays for the next period and records it once', async () => {
        const { payment, subscription } = await app.paidSubscription()
        const delivery =
          driver.renews === 'automatically'
            ? await driver.chargeRenewal!(subscription.providerSubscriptionId!)
            : await app.payRenewalByLink(subscription)
        for (let attempt = 0; attempt < 2; attempt++) expect((await app.deliver(delivery)).status).toBe(200)
        const renewed = await app.subscription(subscription.id)
        expect(renewed.status).toBe('active')
        expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(subscription.currentPeriodEnd!.getTime())
        expect(await app.ledger(payment.userId!)).toEqual({ transactions: 2, invoices: 2, subscriptions: 1, receipts: 2 })
        expect(await app.transactionTypes(payment.userId!)).toEqual(['renewal', 'subscription'])
      })
    })

    // refund: the next block of the contract. With refunds, the driver gains `refund(reference)` and
    // a case here refunds a paid checkout, reads the provider's refund webhook back, and records it once.
  })
}

/** The app as the contract drives it: a founder's checkout, webhook deliveries, and what ended up in the books. */
function contractApp(db: () => Database, driver: ProviderDriver) {
  type Founder = { id: string; name: string; email: string; roles: 'founder'[] }

  async function newFounder(): Promise<Founder> {
    const id = `contract-${randomBytes(6).toString('hex')}`
    const founder: Founder = { id, name: 'Contract Buyer', email: `${id}@example.test`, roles: ['founder'] }
    await db().insert(userTable).values({ id, name: founder.name, email: founder.email, emailVerified: true })
    return founder
  }

  async function checkout(founder: Founder) {
    const started = await startCheckout(db(), founder, {
      product: 'growth',
      checkoutUrl: `/checkout/growth?billing=monthly&currency=${driver.currency}`,
      values: {
        intent: 'pay',
        name: founder.name,
        email: founder.email,
        company: null,
        billingAddress: null,
        contactNumber: null,
        gstNumber: null,
        couponCode: null,
        billing: 'monthly',
        currency: driver.currency,
      },
    })
    if (started.kind !== 'redirect' || !started.paymentId) throw new Error(`the checkout did not start: ${JSON.stringify(started)}`)
    return { url: started.url, payment: await payment(started.paymentId) }
  }

  const payment = async (id: string) => (await db().select().from(paymentData).where(eq(paymentData.id, id)))[0]!
  const subscription = async (id: string) => (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!

  async function deliver(delivery: Delivery) {
    const request = new Request(`http://localhost:3000/api/webhooks/${driver.id}`, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    })
    return handleProviderWebhook(db(), driver.id, request)
  }

  const countOf = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0)

  return {
    openCheckout: async () => checkout(await newFounder()),
    payment,
    subscription,
    deliver,
    webhookEventCount: () => countOf(db().select({ n: count() }).from(webhookEvents)),
    /** What a founder's billing amounts to: any second fulfilment changes it. */
    ledger: async (userId: string) => ({
      transactions: await countOf(db().select({ n: count() }).from(billingTransactions).where(eq(billingTransactions.userId, userId))),
      invoices: await countOf(db().select({ n: count() }).from(invoices).where(eq(invoices.userId, userId))),
      subscriptions: await countOf(db().select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId))),
      receipts: await countOf(
        db()
          .select({ n: count() })
          .from(emailOutbox)
          .innerJoin(userTable, eq(userTable.email, emailOutbox.toAddress))
          .where(and(eq(userTable.id, userId), eq(emailOutbox.template, 'payment-receipt'))),
      ),
    }),
    transactionTypes: async (userId: string) =>
      (
        await db()
          .select({ type: billingTransactions.transactionType })
          .from(billingTransactions)
          .where(eq(billingTransactions.userId, userId))
          .orderBy(billingTransactions.transactionType)
      ).map((row) => row.type),

    /** A founder who bought the Growth plan, paid and confirmed by the provider's webhook. */
    async paidSubscription() {
      const { payment: started } = await checkout(await newFounder())
      await driver.pay(started.providerReference!)
      expect((await deliver(await driver.checkoutWebhook(started.providerReference!))).status).toBe(200)
      const paid = await payment(started.id)
      expect(paid).toMatchObject({ outcome: 'paid', subscriptionId: expect.any(String) })
      return { payment: paid, subscription: await subscription(paid.subscriptionId!) }
    },

    /**
     * A renewal by payment link: the period ends within the renewal window, the founder pays the
     * same plan's checkout (a renewal, not a second subscription), and the provider confirms it.
     */
    async payRenewalByLink(current: typeof subscriptions.$inferSelect): Promise<Delivery> {
      await db()
        .update(subscriptions)
        .set({ currentPeriodEnd: sql`now() + interval '3 days'` })
        .where(eq(subscriptions.id, current.id))
      Object.assign(current, await subscription(current.id))
      const [founder] = await db().select().from(userTable).where(eq(userTable.id, current.userId))
      const { payment: renewal } = await checkout({ id: founder!.id, name: founder!.name, email: founder!.email, roles: ['founder'] })
      expect(renewal).toMatchObject({ purpose: 'renewal', subscriptionId: current.id })
      await driver.pay(renewal.providerReference!)
      return driver.checkoutWebhook(renewal.providerReference!)
    },
  }
}
