// Refunds confirmed through the BUILT server over HTTP, on a PostgreSQL server the test also reads:
// the admin refunds from the refund page, the server asks Stripe (tests/support/fake-stripe.ts) or
// PhonePe (tests/support/fake-phonepe.ts, its fixed hosts forwarded by phonepe-intercept.mjs), and the
// providers' confirmations arrive at /api/webhooks/* signed as they sign them — Stripe's with the real
// `stripe` SDK, PhonePe's with its Authorization header — replayed ten times and out of order. The
// charges themselves are started in this process through the same provider modules and fulfilled by
// the server's webhook. Afterwards the counters the triggers keep equal a fresh `group by`.
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { and, eq, sql } from 'drizzle-orm'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions, creditNotes, invoices, paymentData, refunds } from '#db/schema/billing.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { configurePaymentProviders, getPaymentProvider } from '#app/features/billing/providers/registry.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { signIn, startAppServer, type AppServer, type Browserish } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { FakePhonePe, PHONEPE_HOSTS } from '#tests/support/fake-phonepe.ts'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts'
import { fakeProvidersEnv } from '#tests/support/provider-env.ts'

const PHONEPE = {
  clientId: 'TEST-M22HTTPREFUND',
  clientSecret: 'fake-client-secret',
  clientVersion: 1,
  webhookUsername: 'agency-hooks',
  webhookPassword: 'hook-password-1',
}
const PRELOAD = pathToFileURL(path.resolve(import.meta.dirname, '../support/phonepe-intercept.mjs')).href
const TIMES = 10

const postgres = await postgresBackend()

describe.runIf(postgres)('refund webhooks through the built server over HTTP', () => {
  const phonepe = new FakePhonePe(PHONEPE)
  // This process starts PhonePe orders too: its SDK's fixed hosts are caught here as in the server.
  const phonepeHosts = setupServer(http.all(PHONEPE_HOSTS, ({ request }) => phonepe.handle(request)))
  let phonepeServer: { url: string; close: () => Promise<void> }
  let stripe: FakeStripe
  let server: AppServer
  let handle: DatabaseHandle
  let admin: Browserish

  beforeAll(async () => {
    phonepeHosts.listen({ onUnhandledRequest: 'bypass' })
    stripe = await startFakeStripe()
    phonepeServer = await phonepe.listen()
    const providerEnv = fakeProvidersEnv(stripe, PHONEPE)
    server = await startAppServer({
      ...postgres!.serverEnv(),
      ...providerEnv,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PRELOAD}`.trim(),
      PHONEPE_FAKE_URL: phonepeServer.url,
    })
    await configurePaymentProviders(parseEnv({ APP_MODE: 'demo', PORT: '3000', ...providerEnv }))
    handle = await postgres!.open()
    admin = await signIn(server.url, 'admin@agency.test')
  })
  afterAll(async () => {
    await server?.stop()
    await handle?.close().catch(() => {})
    await stripe?.close()
    await phonepeServer?.close()
    phonepeHosts.close()
    await postgres?.teardown()
  })

  const newFounder = async () => {
    const userId = `founder-${randomBytes(6).toString('hex')}`
    await handle.db.insert(userTable).values({ id: userId, name: 'Refunded Founder', email: `${userId}@example.test`, emailVerified: true })
    return userId
  }

  const pendingPayment = async (
    userId: string,
    money: { amountMinor: number; subtotalMinor: number; gstMinor: number; currency: 'USD' | 'INR' },
  ) =>
    (
      await handle.db
        .insert(paymentData)
        .values({
          userId,
          plan: 'growth',
          email: `${userId}@example.test`,
          ...money,
          billingPeriod: 'monthly',
          status: 'success',
          outcome: 'pending',
          provider: money.currency === 'USD' ? 'stripe' : 'phonepe',
        })
        .returning()
    )[0]!

  const handOff = (paymentId: string, userId: string, amountMinor: number, currency: 'USD' | 'INR') =>
    getPaymentProvider(currency === 'USD' ? 'stripe' : 'phonepe')!.startCheckout({
      paymentId,
      line: 'Growth plan, monthly',
      period: 'monthly',
      amountMinor,
      renewalAmountMinor: currency === 'USD' ? amountMinor : null,
      currency,
      customer: { email: `${userId}@example.test`, name: 'Refunded Founder' },
      successUrl: `${server.url}/thank-you`,
      cancelUrl: `${server.url}/checkout/growth`,
    })

  /** What a founder's money amounts to: a second fulfilment or booking changes it. */
  const ledgerOf = async (userId: string) => {
    const [row] = await handle.db
      .execute<{ charges: number; refunds: number; refunded: number; invoices: number; notes: number; receipts: number }>(
        sql`
      select
        (select count(*)::int from billing_transactions where user_id = ${userId} and transaction_type <> 'refund') as charges,
        (select count(*)::int from billing_transactions where user_id = ${userId} and transaction_type = 'refund') as refunds,
        (select coalesce(sum(amount_minor), 0)::int from billing_transactions where user_id = ${userId} and transaction_type = 'refund') as refunded,
        (select count(*)::int from invoices where user_id = ${userId}) as invoices,
        (select count(*)::int from credit_notes where user_id = ${userId}) as notes,
        (select count(*)::int from email_outbox where to_address = ${`${userId}@example.test`} and template = 'payment-receipt') as receipts`,
      )
      .then((result) => result.rows)
    return row!
  }

  const chargeOf = async (userId: string) =>
    (
      await handle.db
        .select()
        .from(billingTransactions)
        .where(and(eq(billingTransactions.userId, userId), sql`${billingTransactions.transactionType} <> 'refund'`))
    )[0]!

  /** The admin's refund page, confirmed in one step as its second form does. */
  const refundOverHttp = (chargeId: string, amount: string, reason: string) =>
    admin.post(`/dashboard/admin/billing/${chargeId}/refund`, { amount, reason, subscriptionAction: 'keep', step: 'confirm' })

  const refundsOf = (chargeId: string) => handle.db.select().from(refunds).where(eq(refunds.transactionId, chargeId))

  /** Sends the same payload TIMES times at once, and TIMES more one after another. */
  async function replay(send: () => Promise<Response>) {
    const together = await Promise.all(Array.from({ length: TIMES }, send))
    expect(together.map((answer) => answer.status)).toEqual(Array(TIMES).fill(200))
    for (let i = 0; i < TIMES; i++) expect((await send()).status).toBe(200)
  }

  /** A $199 Growth plan paid on Stripe's page; the server's webhook, replayed, fulfils it once. */
  async function stripeCharge() {
    const userId = await newFounder()
    const payment = await pendingPayment(userId, { amountMinor: 19900, subtotalMinor: 19900, gstMinor: 0, currency: 'USD' })
    const started = await handOff(payment.id, userId, 19900, 'USD')
    await handle.db.update(paymentData).set({ providerReference: started.providerReference }).where(eq(paymentData.id, payment.id))
    const { invoice } = stripe.paySession(started.providerReference)
    const completed = JSON.stringify(stripe.event('checkout.session.completed', started.providerReference))
    await replay(() => stripe.deliver(server.url, completed))
    // Ten more deliveries of the news under new event ids: re-read from Stripe, still the one payment.
    for (let i = 0; i < TIMES; i++)
      expect((await stripe.deliver(server.url, stripe.event('checkout.session.completed', started.providerReference))).status).toBe(200)
    expect(await ledgerOf(userId)).toMatchObject({ charges: 1, invoices: 1, receipts: 1, refunds: 0 })
    return { userId, charge: await chargeOf(userId), paymentIntent: stripe.intentOfInvoice(invoice!.id) }
  }

  it('fulfils a Stripe payment once however often its webhook arrives', async () => {
    const { charge } = await stripeCharge()
    expect(charge).toMatchObject({ amountMinor: 19900, currency: 'USD', status: 'completed' })
  })

  it('books a Stripe refund once from refund.updated and charge.refunded replayed, and never undoes it on a later failure', async () => {
    const { userId, charge } = await stripeCharge()
    const asked = await refundOverHttp(charge.id, '40', 'Late first draft')
    expect(asked.status, await asked.clone().text()).toBe(302)
    const [refund] = await refundsOf(charge.id)
    expect(refund).toMatchObject({ status: 'pending', provider: 'stripe', amountMinor: 4000 })
    const stripeRefundId = refund!.providerRefundId!
    // An event from while it was pending, kept to arrive late.
    const early = JSON.stringify(stripe.event('refund.created', stripeRefundId))
    expect((await stripe.deliver(server.url, early)).status).toBe(200)
    expect((await refundsOf(charge.id))[0]).toMatchObject({ status: 'pending' })

    stripe.settleRefund(stripeRefundId, 'succeeded')
    const updated = JSON.stringify(stripe.event('refund.updated', stripeRefundId))
    await replay(() => stripe.deliver(server.url, updated))
    const chargeId = stripe.get<{ charge: string }>(stripeRefundId)!.charge
    const refundedEvent = JSON.stringify(stripe.event('charge.refunded', chargeId))
    await replay(() => stripe.deliver(server.url, refundedEvent))
    expect((await stripe.deliver(server.url, early)).status).toBe(200)

    // The bank sends it back later: failed after succeeded changes nothing.
    stripe.settleRefund(stripeRefundId, 'failed')
    const failed = JSON.stringify(stripe.event('refund.failed', stripeRefundId))
    await replay(() => stripe.deliver(server.url, failed))

    expect((await refundsOf(charge.id))[0]).toMatchObject({ status: 'succeeded' })
    expect(await ledgerOf(userId)).toMatchObject({ charges: 1, refunds: 1, refunded: 4000, notes: 1 })
    const mails = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, `${userId}@example.test`))
    expect(mails.filter((mail) => mail.template === 'refund')).toHaveLength(1)
  })

  it('never refunds more than a Stripe charge when the admin sends partial refunds at once', async () => {
    const { userId, charge } = await stripeCharge()
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => refundOverHttp(charge.id, '50', `Part ${i + 1} of the work`)))
    const statuses = answers.map((answer) => answer.status)
    for (const status of statuses) expect([302, 400, 409]).toContain(status)
    const written = (await refundsOf(charge.id)).filter((refund) => refund.status !== 'failed')
    // $199 holds three refunds of $50 at most; every one that was written went to Stripe.
    expect(written.length).toBe(statuses.filter((status) => status === 302).length)
    expect(written.length).toBeGreaterThanOrEqual(1)
    expect(written.length).toBeLessThanOrEqual(3)
    expect(written.reduce((sum, refund) => sum + refund.amountMinor, 0)).toBeLessThanOrEqual(charge.amountMinor)

    for (const refund of written) {
      stripe.settleRefund(refund.providerRefundId!, 'succeeded')
      const event = JSON.stringify(stripe.event('refund.updated', refund.providerRefundId!))
      await Promise.all(Array.from({ length: TIMES }, () => stripe.deliver(server.url, event)))
    }
    const ledger = await ledgerOf(userId)
    expect(ledger).toMatchObject({ refunds: written.length, notes: written.length, refunded: written.length * 5000 })
    expect(ledger.refunded).toBeLessThanOrEqual(charge.amountMinor)
  })

  /** A ₹1,180 Growth plan (₹1,000 + 18 % GST) paid on PhonePe's page, fulfilled by its callback. */
  async function phonepeCharge() {
    const userId = await newFounder()
    const payment = await pendingPayment(userId, { amountMinor: 118000, subtotalMinor: 100000, gstMinor: 18000, currency: 'INR' })
    const started = await handOff(payment.id, userId, 118000, 'INR')
    await handle.db.update(paymentData).set({ providerReference: started.providerReference }).where(eq(paymentData.id, payment.id))
    phonepe.complete(payment.id)
    await replay(() => phonepe.deliverCallback(`${server.url}/api/webhooks/phonepe`, payment.id))
    expect(await ledgerOf(userId)).toMatchObject({ charges: 1, invoices: 1, receipts: 1 })
    return { userId, charge: await chargeOf(userId) }
  }

  const deliverPhonePe = (callback: { body: string; authorization: string }) =>
    fetch(`${server.url}/api/webhooks/phonepe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: callback.authorization },
      body: callback.body,
    })

  it('books a PhonePe refund once from its callback replayed and out of order, and never undoes it', async () => {
    const { userId, charge } = await phonepeCharge()
    const asked = await refundOverHttp(charge.id, '590', 'Half the articles were not needed')
    expect(asked.status, await asked.clone().text()).toBe(302)
    const [refund] = await refundsOf(charge.id)
    expect(refund).toMatchObject({ status: 'pending', provider: 'phonepe', amountMinor: 59000 })
    const accepted = phonepe.refundCallback(refund!.id)
    expect((await deliverPhonePe(accepted)).status).toBe(200)
    expect((await refundsOf(charge.id))[0]).toMatchObject({ status: 'pending' })

    phonepe.settleRefund(refund!.id, 'COMPLETED')
    const completed = phonepe.refundCallback(refund!.id)
    await replay(() => deliverPhonePe(completed))
    // Late and contrary: the "accepted" callback, then a failure reported after the success.
    expect((await deliverPhonePe(accepted)).status).toBe(200)
    phonepe.settleRefund(refund!.id, 'FAILED')
    const failed = phonepe.refundCallback(refund!.id)
    await replay(() => deliverPhonePe(failed))

    expect((await refundsOf(charge.id))[0]).toMatchObject({ status: 'succeeded' })
    expect(await ledgerOf(userId)).toMatchObject({ charges: 1, refunds: 1, refunded: 59000, notes: 1 })
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.transactionId, charge.id))
    const [note] = await handle.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id))
    expect(note).toMatchObject({ totalMinor: 59000, taxableMinor: 50000, gstMinor: 9000, currency: 'INR' })
  })

  it('keeps the daily and monthly counters equal to a fresh group by after all of it', async () => {
    type Row = { currency: string; type: string; status: string; n: number; amount: string }
    const fresh = await handle.db.execute<Row>(sql`
      select currency, transaction_type as type, status, count(*)::int as n, sum(amount_minor)::bigint::text as amount
      from billing_transactions group by 1, 2, 3 order by 1, 2, 3`)
    for (const table of ['billing_daily_totals', 'billing_monthly_totals']) {
      const counted = await handle.db.execute<Row>(sql`
        select currency, transaction_type as type, status, sum(transactions)::int as n, sum(amount_minor)::bigint::text as amount
        from ${sql.raw(table)} group by 1, 2, 3 having sum(transactions) > 0 order by 1, 2, 3`)
      expect(counted.rows).toEqual(fresh.rows)
    }
    expect(fresh.rows.filter((row) => row.type === 'refund').map((row) => row.currency)).toEqual(['INR', 'USD'])
  })
})
