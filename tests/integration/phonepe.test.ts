// INR through PhonePe Standard Checkout v2, end to end on the BUILT server: the real checkout form,
// PhonePe's own SDK in the server talking to a fake PhonePe (its fixed hosts are forwarded there by
// tests/support/phonepe-intercept.mjs, preloaded with NODE_OPTIONS), callbacks with PhonePe's
// Authorization header, the thank-you page's status call and the reconcile job. On a PostgreSQL
// server, so the test reads and changes the rows the server writes.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#db/schema/messaging.ts'
import { billingTransactions, couponCodes, invoices, paymentData, planPrices, subscriptions, webhookEvents } from '#db/schema/billing.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { enqueueJob, startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import { signIn, startAppServer, type AppServer, type Browserish } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { FakePhonePe } from '#tests/support/fake-phonepe.ts'
import { pollUntil } from '#tests/support/poll.ts'

const CREDENTIALS = {
  clientId: 'TEST-M22PHONEPE',
  clientSecret: 'fake-client-secret',
  clientVersion: 1,
  webhookUsername: 'agency-hooks',
  webhookPassword: 'hook-password-1',
}
const GSTIN = '27AAPFU0939F1ZV'
const PRELOAD = pathToFileURL(path.resolve(import.meta.dirname, '../support/phonepe-intercept.mjs')).href

const postgres = await postgresBackend()

describe.runIf(postgres)('PhonePe checkout through the built server', () => {
  const fake = new FakePhonePe(CREDENTIALS)
  let fakeServer: { url: string; close: () => Promise<void> }
  let server: AppServer
  let handle: DatabaseHandle

  beforeAll(async () => {
    fakeServer = await fake.listen()
    server = await startAppServer({
      ...postgres!.serverEnv(),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PRELOAD}`.trim(),
      PHONEPE_FAKE_URL: fakeServer.url,
      PHONEPE_CLIENT_ID: CREDENTIALS.clientId,
      PHONEPE_CLIENT_SECRET: CREDENTIALS.clientSecret,
      PHONEPE_CLIENT_VERSION: String(CREDENTIALS.clientVersion),
      PHONEPE_ENV: 'sandbox',
      PHONEPE_WEBHOOK_USERNAME: CREDENTIALS.webhookUsername,
      PHONEPE_WEBHOOK_PASSWORD: CREDENTIALS.webhookPassword,
      JOB_POLL_INTERVAL_SECONDS: '0.5',
    })
    handle = await postgres!.open()
  })
  afterAll(async () => {
    await stopJobQueue()
    await server?.stop()
    await fakeServer?.close()
    await handle?.close().catch(() => {})
    await postgres?.teardown()
  })

  const webhookUrl = () => `${server.url}/api/webhooks/phonepe`
  const paymentRow = async (id: string) => (await handle.db.select().from(paymentData).where(eq(paymentData.id, id)))[0]!
  const latestPaymentOf = async (userId: string) =>
    (await handle.db.select().from(paymentData).where(eq(paymentData.userId, userId)).orderBy(desc(paymentData.timestamp)).limit(1))[0]!
  const countOf = async (table: typeof billingTransactions | typeof invoices | typeof webhookEvents, where: SQL | undefined) =>
    Number((await handle.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0)
  const transactionsOf = (paymentId: string) => countOf(billingTransactions, eq(billingTransactions.paymentId, paymentId))
  const invoicesOf = (paymentId: string) => countOf(invoices, eq(invoices.paymentId, paymentId))
  const receiptsTo = async (email: string) =>
    Number(
      (
        await handle.db
          .select({ n: count() })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'payment-receipt')))
      )[0]?.n ?? 0,
    )

  /** Submits the checkout form as the browser does without JavaScript. */
  function buy(
    client: Browserish,
    email: string,
    choice: { product: string; billing?: 'monthly' | 'yearly'; gstNumber?: string; couponCode?: string },
  ) {
    const query = new URLSearchParams({ currency: 'INR', ...(choice.billing ? { billing: choice.billing } : {}) })
    return client.post(`/checkout/${choice.product}?${query}`, {
      intent: 'pay',
      name: 'Buyer Name',
      email,
      company: 'Buyer Co',
      contactNumber: '+91 98765 43210',
      gstNumber: choice.gstNumber ?? '',
      couponCode: choice.couponCode ?? '',
      billing: choice.billing ?? 'monthly',
      currency: 'INR',
    })
  }

  /** Buys, expects PhonePe's page as the redirect, and returns the payment. */
  async function handOff(client: Browserish, email: string, userId: string, choice: Parameters<typeof buy>[2]) {
    const response = await buy(client, email, choice)
    expect(response.status, await response.clone().text()).toBe(302)
    const payment = await latestPaymentOf(userId)
    const order = fake.order(payment.id)
    expect(response.headers.get('location')).toBe(order.checkoutUrl)
    expect(payment).toMatchObject({ status: 'success', outcome: 'pending', provider: 'phonepe', providerReference: payment.id })
    return payment
  }

  it('sells a yearly INR plan with a GST number and a coupon: PhonePe’s page, then a verified callback pays it once', async () => {
    await handle.db
      .insert(couponCodes)
      .values({ code: 'PHONEPE10', discountType: 'percentage', discountAmount: 10, currency: 'USD', createdBy: 'demo-admin' })
    const writer = await signIn(server.url, 'writer@agency.test')
    const payment = await handOff(writer, 'writer@agency.test', 'demo-writer', {
      product: 'growth',
      billing: 'yearly',
      gstNumber: GSTIN,
      couponCode: 'phonepe10',
    })

    // The order PhonePe got is the server's price: list price − 10 % + 18 % GST, in paise, with our id.
    const [price] = await handle.db
      .select({ amount: planPrices.amountMinor })
      .from(planPrices)
      .where(and(eq(planPrices.planSlug, 'growth'), eq(planPrices.billingPeriod, 'yearly'), eq(planPrices.currency, 'INR')))
    const discount = Math.round(price!.amount / 10)
    const gst = Math.round(((price!.amount - discount) * 18) / 100 / 100) * 100
    expect(payment).toMatchObject({
      subtotalMinor: price!.amount,
      discountMinor: discount,
      gstMinor: gst,
      amountMinor: price!.amount - discount + gst,
      couponCode: 'PHONEPE10',
      gstNumber: GSTIN,
      currency: 'INR',
    })
    const order = fake.order(payment.id)
    expect(order).toMatchObject({ merchantOrderId: payment.id, amount: payment.amountMinor, expireAfter: 3600 })
    expect(order.redirectUrl).toMatch(new RegExp(`/thank-you\\?payment=${payment.id}$`))

    fake.complete(payment.id)

    const delivered = await fake.deliverCallback(webhookUrl(), payment.id)
    expect(delivered.status).toBe(200)
    expect(await delivered.json()).toEqual({ received: true, duplicate: false })

    const paid = await paymentRow(payment.id)
    expect(paid).toMatchObject({ outcome: 'paid', status: 'success' })
    const [transaction] = await handle.db.select().from(billingTransactions).where(eq(billingTransactions.paymentId, payment.id))
    expect(transaction).toMatchObject({
      providerReference: fake.order(payment.id).attempts[0]!.transactionId,
      amountMinor: payment.amountMinor,
      currency: 'INR',
      transactionType: 'subscription',
    })
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))
    expect(invoice).toMatchObject({ couponCode: 'PHONEPE10', gstMinor: gst, totalMinor: payment.amountMinor, currency: 'INR' })
    expect(invoice!.buyer.gstNumber).toBe(GSTIN)
    expect(await receiptsTo('writer@agency.test')).toBe(1)
    const [subscription] = await handle.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, 'demo-writer'), eq(subscriptions.status, 'active')))
    expect(subscription).toMatchObject({
      provider: 'phonepe',
      planSlug: 'growth',
      billingPeriod: 'yearly',
      currency: 'INR',
      gstNumber: GSTIN,
    })
    const [coupon] = await handle.db.select().from(couponCodes).where(eq(couponCodes.code, 'PHONEPE10'))
    expect(coupon!.currentUsage).toBe(1)

    // PhonePe sending the same callback again, ten times, uses the coupon once (a replay in general is the contract's).
    for (let i = 0; i < 10; i++) {
      const again = await fake.deliverCallback(webhookUrl(), payment.id)
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({ received: true, duplicate: true })
    }
    expect(await transactionsOf(payment.id)).toBe(1)
    expect(await invoicesOf(payment.id)).toBe(1)
    expect(await receiptsTo('writer@agency.test')).toBe(1)
    expect(await countOf(webhookEvents, eq(webhookEvents.provider, 'phonepe'))).toBe(1)
    expect((await handle.db.select().from(couponCodes).where(eq(couponCodes.code, 'PHONEPE10')))[0]!.currentUsage).toBe(1)
    expect((await paymentRow(payment.id)).paidAt).toEqual(paid.paidAt)
  })

  it('does not pay an order whose status call reports another amount', async () => {
    const writer2 = await signIn(server.url, 'writer2@agency.test')
    const payment = await handOff(writer2, 'writer2@agency.test', 'demo-writer-2', { product: 'starter', billing: 'monthly' })
    fake.complete(payment.id)
    fake.misreportAmount(payment.id, payment.amountMinor - 100)
    const delivered = await fake.deliverCallback(webhookUrl(), payment.id)
    expect(delivered.status).toBe(200)
    const row = await paymentRow(payment.id)
    expect(row.outcome).toBe('failed')
    expect(row.failureKind).toBe('amount-mismatch')
    expect(row.failureReason).toMatch(/^Amount mismatch/)
    expect(await transactionsOf(payment.id)).toBe(0)
    expect(await invoicesOf(payment.id)).toBe(0)
    // The thank-you page does not turn it into a purchase either.
    const page = await (await writer2.request(`/thank-you?payment=${payment.id}`)).text()
    expect(page).toContain('Payment failed')
    expect(page).toContain('could not be matched to your order')
    expect((await paymentRow(payment.id)).outcome).toBe('failed')
  })

  it('ends a failed PhonePe order failed, with PhonePe’s reason', async () => {
    const writer2 = await signIn(server.url, 'writer2@agency.test')
    const payment = await handOff(writer2, 'writer2@agency.test', 'demo-writer-2', { product: 'starter', billing: 'monthly' })
    fake.fail(payment.id, 'PAYMENT_ERROR', 'ZM')
    const delivered = await fake.deliverCallback(webhookUrl(), payment.id)
    expect(delivered.status).toBe(200)
    expect(await paymentRow(payment.id)).toMatchObject({
      outcome: 'failed',
      failureKind: 'declined',
      failureReason: 'PhonePe declined the payment (PAYMENT_ERROR, ZM).',
    })
    expect(await transactionsOf(payment.id)).toBe(0)
  })

  it('shows PhonePe’s refusal of the hand-off and records the attempt failed', async () => {
    const writer2 = await signIn(server.url, 'writer2@agency.test')
    fake.failNextPay(400, 'BAD_REQUEST', 'Please check the inputs you have provided')
    const response = await buy(writer2, 'writer2@agency.test', { product: 'starter', billing: 'monthly' })
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('Failed to initiate payment with PhonePe: Please check the inputs you have provided')
    const payment = await latestPaymentOf('demo-writer-2')
    expect(payment).toMatchObject({
      status: 'failed',
      outcome: 'failed',
      failureKind: 'provider-error',
      failureReason: 'Please check the inputs you have provided',
    })
    expect(fake.orders.has(payment.id)).toBe(false)
  })

  it('confirms a payment on the way back to the thank-you page through the status call, without any callback', async () => {
    const admin = await signIn(server.url, 'admin@agency.test')
    const payment = await handOff(admin, 'admin@agency.test', 'demo-admin', { product: 'starter', billing: 'monthly' })
    const pending = await admin.request(`/thank-you?payment=${payment.id}`)
    expect(await pending.text()).toContain('Confirming your payment')
    expect((await paymentRow(payment.id)).outcome).toBe('pending')

    fake.complete(payment.id)
    const page = await admin.request(`/thank-you?payment=${payment.id}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Thank You!')
    expect((await paymentRow(payment.id)).outcome).toBe('paid')
    expect(await transactionsOf(payment.id)).toBe(1)
    expect(await invoicesOf(payment.id)).toBe(1)
    expect(await countOf(webhookEvents, sql`${webhookEvents.eventId} like ${`%${payment.id}%`}`)).toBe(0)
  })

  it('lets the reconcile job confirm an order nobody came back from, once PhonePe says it is paid', async () => {
    const founder = await signIn(server.url, 'founder@agency.test')
    const payment = await handOff(founder, 'founder@agency.test', 'demo-founder', { product: 'linkedin-profile-optimization' })
    // The job looks at payments handed off more than a minute ago.
    await handle.db
      .update(paymentData)
      .set({ timestamp: sql`now() - interval '2 minutes'` })
      .where(eq(paymentData.id, payment.id))
    await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 0.5 })
    const runReconcile = async () => {
      const jobId = await enqueueJob(handle.db, 'reconcile-payments', {})
      await pollUntil('the reconcile job to run', async () => {
        const result = await handle.db.execute(sql`select state::text as state from pgboss.job where id = ${jobId}::uuid`)
        const state = (result as unknown as { rows: { state: string }[] }).rows[0]?.state
        return state === 'completed' || state === 'failed' ? state : undefined
      })
    }

    await runReconcile()
    expect((await paymentRow(payment.id)).outcome).toBe('pending')

    fake.complete(payment.id)
    await runReconcile()
    const row = await paymentRow(payment.id)
    expect(row.outcome).toBe('paid')
    const [transaction] = await handle.db.select().from(billingTransactions).where(eq(billingTransactions.paymentId, payment.id))
    expect(transaction).toMatchObject({ transactionType: 'one_time', providerReference: fake.order(payment.id).attempts[0]!.transactionId })
    expect(await invoicesOf(payment.id)).toBe(1)
    expect(await receiptsTo('founder@agency.test')).toBe(1)
  })
})
