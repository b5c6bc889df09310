// Refunds and disputes through the real provider SDKs against the local fakes, on both databases:
// Stripe (USD) through tests/support/fake-stripe.ts, PhonePe (INR) through tests/support/fake-phonepe.ts
// (its SDK's fixed hosts caught in-process by msw). A charge is paid through the provider's own
// checkout and webhook, an admin refunds part of it, and the provider's confirmations — replayed,
// late, or contradicting — book one refund transaction and one credit note, never more.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions, creditNotes, disputes, invoices, paymentData, refunds } from '#db/schema/billing.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { adminActivityLog } from '#db/schema/people.ts'
import { configurePaymentProviders, getPaymentProvider } from '#app/features/billing/providers/registry.server.ts'
import { requestRefund } from '#app/features/billing/refunds.server.ts'
import { handleProviderWebhook } from '#app/features/billing/webhooks.server.ts'
import { setDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { FakePhonePe, PHONEPE_HOSTS } from '#tests/support/fake-phonepe.ts'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts'
import { fakeProvidersEnv } from '#tests/support/provider-env.ts'
import { reconcileRefunds } from '#app/features/billing/billing-jobs.server.ts'

const PHONEPE = {
  clientId: 'TEST-M22REFUNDS',
  clientSecret: 'fake-client-secret',
  clientVersion: 1,
  webhookUsername: 'agency-hooks',
  webhookPassword: 'hook-password-1',
}
// PhonePe's SDK has its hosts built in: msw hands its requests in this process to the fake.
const phonepe = new FakePhonePe(PHONEPE)
const phonepeHosts = setupServer(http.all(PHONEPE_HOSTS, ({ request }) => phonepe.handle(request)))
beforeAll(() => phonepeHosts.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => phonepeHosts.close())

function providerRefundSuite(getBackend: () => Promise<Backend>) {
  let handle: DatabaseHandle
  let stripe: FakeStripe
  const adminId = `admin-${randomBytes(4).toString('hex')}`

  beforeAll(async () => {
    stripe = await startFakeStripe()
    handle = await (await getBackend()).open()
    setDatabase(handle)
    await configurePaymentProviders(parseEnv({ APP_MODE: 'demo', PORT: '3000', ...fakeProvidersEnv(stripe, PHONEPE) }))
    await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 600 })
    await handle.db.insert(userTable).values({ id: adminId, name: 'Admin', email: `${adminId}@example.test`, emailVerified: true })
  })
  afterAll(async () => {
    await stopJobQueue()
    setDatabase(undefined)
    await handle?.close().catch(() => {})
    await stripe?.close()
  })

  /** Delivers a Stripe event to the webhook handler, signed as Stripe signs it. */
  const deliverStripe = (payload: string) =>
    handleProviderWebhook(
      handle.db,
      'stripe',
      new Request('http://localhost/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
        body: payload,
      }),
    )

  const newFounder = async () => {
    const userId = `founder-${randomBytes(6).toString('hex')}`
    await handle.db.insert(userTable).values({ id: userId, name: 'Refunded Founder', email: `${userId}@example.test`, emailVerified: true })
    return userId
  }

  /** A Growth plan paid through a Stripe Checkout Session and fulfilled by its webhook: the charge row. */
  async function stripeCharge() {
    const userId = await newFounder()
    const [payment] = await handle.db
      .insert(paymentData)
      .values({
        userId,
        plan: 'growth',
        email: `${userId}@example.test`,
        amountMinor: 19900,
        subtotalMinor: 19900,
        currency: 'USD',
        billingPeriod: 'monthly',
        status: 'success',
        outcome: 'pending',
        provider: 'stripe',
      })
      .returning()
    const handOff = await getPaymentProvider('stripe')!.startCheckout({
      paymentId: payment!.id,
      line: 'Growth plan, monthly',
      period: 'monthly',
      amountMinor: 19900,
      renewalAmountMinor: 19900,
      currency: 'USD',
      customer: { email: `${userId}@example.test`, name: 'Refunded Founder' },
      successUrl: 'http://localhost:3000/thank-you',
      cancelUrl: 'http://localhost:3000/checkout/growth',
    })
    await handle.db.update(paymentData).set({ providerReference: handOff.providerReference }).where(eq(paymentData.id, payment!.id))
    const { invoice } = stripe.paySession(handOff.providerReference)
    const fulfilled = await deliverStripe(JSON.stringify(stripe.event('checkout.session.completed', handOff.providerReference)))
    expect(fulfilled.status, await fulfilled.clone().text()).toBe(200)
    const [charge] = await handle.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId))
    expect(charge).toMatchObject({ providerReference: invoice!.id, amountMinor: 19900, currency: 'USD', transactionType: 'subscription' })
    return { userId, charge: charge!, invoiceId: invoice!.id, paymentIntent: stripe.intentOfInvoice(invoice!.id) }
  }

  const refundOf = async (id: string) => (await handle.db.select().from(refunds).where(eq(refunds.id, id)))[0]!
  const refundRowsOf = async (userId: string) =>
    (await handle.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId))).filter(
      (row) => row.transactionType === 'refund',
    )
  const creditNotesOf = (userId: string) => handle.db.select().from(creditNotes).where(eq(creditNotes.userId, userId))

  it('refunds $40 of a Stripe charge once: one refund call with our key, replayed webhooks applied once, a late failure ignored', async () => {
    const { userId, charge, paymentIntent } = await stripeCharge()
    const before = stripe.requestsTo('POST /v1/refunds').length
    const result = await requestRefund(handle.db, {
      transactionId: charge.id,
      amountMinor: 4000,
      reason: 'Late first draft',
      subscriptionAction: 'keep',
      adminId,
    })
    expect(result).toMatchObject({ ok: true })
    const refund = await refundOf(result.ok ? result.refundId : '')
    const calls = stripe.requestsTo('POST /v1/refunds').slice(before)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.headers['idempotency-key']).toBe(`refund-${refund.id}`)
    expect(calls[0]!.params).toMatchObject({ payment_intent: paymentIntent, amount: '4000', metadata: { refundId: refund.id } })
    expect(refund).toMatchObject({ status: 'pending', provider: 'stripe', amountMinor: 4000, currency: 'USD' })
    expect(refund.providerRefundId).toMatch(/^re_/)
    const stripeRefund = stripe.get<{ charge: string; status: string }>(refund.providerRefundId!)!
    expect(stripeRefund.status).toBe('pending')

    // Stripe's word while the refund is still pending changes nothing.
    expect((await deliverStripe(JSON.stringify(stripe.event('refund.created', stripeRefund.id)))).status).toBe(200)
    expect(await refundOf(refund.id)).toMatchObject({ status: 'pending' })
    expect(await refundRowsOf(userId)).toHaveLength(0)

    stripe.settleRefund(stripeRefund.id, 'succeeded')
    const updated = JSON.stringify(stripe.event('refund.updated', stripeRefund.id))
    for (let i = 0; i < 3; i++) expect((await deliverStripe(updated)).status).toBe(200)
    // charge.refunded names the charge: the same refund again, read back through the charge's refunds.
    expect((await deliverStripe(JSON.stringify(stripe.event('charge.refunded', stripeRefund.charge)))).status).toBe(200)

    expect(await refundOf(refund.id)).toMatchObject({ status: 'succeeded', providerRefundId: stripeRefund.id })
    const booked = await refundRowsOf(userId)
    expect(booked).toHaveLength(1)
    expect(booked[0]).toMatchObject({
      amountMinor: 4000,
      currency: 'USD',
      status: 'completed',
      providerReference: `refund:stripe:${stripeRefund.id}`,
    })
    const notes = await creditNotesOf(userId)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ totalMinor: 4000, currency: 'USD', reason: 'Late first draft' })
    const mails = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, `${userId}@example.test`))
    expect(mails.filter((mail) => mail.template === 'refund')).toHaveLength(1)

    // Later the bank sends it back: Stripe says failed. A succeeded refund is never undone.
    stripe.settleRefund(stripeRefund.id, 'failed')
    expect((await deliverStripe(JSON.stringify(stripe.event('refund.failed', stripeRefund.id)))).status).toBe(200)
    expect(await refundOf(refund.id)).toMatchObject({ status: 'succeeded' })
    expect(await refundRowsOf(userId)).toHaveLength(1)
    expect(await creditNotesOf(userId)).toHaveLength(1)
  })

  it('asks Stripe once per refund even when the admin sends the same refund twice, and marks a refusal failed', async () => {
    const { charge } = await stripeCharge()
    stripe.failNext('POST /v1/refunds', {
      status: 400,
      error: { type: 'invalid_request_error', message: 'Charge has already been refunded.', code: 'charge_already_refunded' },
    })
    const refused = await requestRefund(handle.db, {
      transactionId: charge.id,
      amountMinor: 19900,
      reason: 'Duplicate',
      subscriptionAction: 'keep',
      adminId,
    })
    expect(refused).toMatchObject({ ok: false, status: 502, message: 'The refund was not made: Charge has already been refunded.' })
    const [failed] = await handle.db.select().from(refunds).where(eq(refunds.transactionId, charge.id))
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Charge has already been refunded.' })
    // The log says so beside the admin's request, so the request alone does not read as money sent back.
    const logged = await handle.db
      .select({ action: adminActivityLog.action, actorId: adminActivityLog.actorId, details: adminActivityLog.details })
      .from(adminActivityLog)
      .where(eq(adminActivityLog.targetId, charge.id))
    expect(logged).toContainEqual({ action: 'refund.failed', actorId: adminId, details: '$199: Charge has already been refunded.' })
    // The failed one freed its share: the whole charge can still be refunded.
    const again = await requestRefund(handle.db, {
      transactionId: charge.id,
      amountMinor: 19900,
      reason: 'Duplicate',
      subscriptionAction: 'keep',
      adminId,
    })
    expect(again).toMatchObject({ ok: true })
  })

  /** A PhonePe callback, with the Authorization PhonePe sends, to the webhook handler. */
  const deliverPhonePe = (callback: { body: string; authorization: string }) =>
    handleProviderWebhook(
      handle.db,
      'phonepe',
      new Request('http://localhost/api/webhooks/phonepe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: callback.authorization },
        body: callback.body,
      }),
    )

  /** A Growth plan paid in INR on PhonePe's page and fulfilled by its callback: the charge row. */
  async function phonepeCharge() {
    const userId = await newFounder()
    const [payment] = await handle.db
      .insert(paymentData)
      .values({
        userId,
        plan: 'growth',
        email: `${userId}@example.test`,
        amountMinor: 118000,
        subtotalMinor: 100000,
        gstMinor: 18000,
        currency: 'INR',
        billingPeriod: 'monthly',
        status: 'success',
        outcome: 'pending',
        provider: 'phonepe',
      })
      .returning()
    const handOff = await getPaymentProvider('phonepe')!.startCheckout({
      paymentId: payment!.id,
      line: 'Growth plan, monthly',
      period: 'monthly',
      amountMinor: 118000,
      renewalAmountMinor: null,
      currency: 'INR',
      customer: { email: `${userId}@example.test`, name: 'Refunded Founder' },
      successUrl: 'http://localhost:3000/thank-you',
      cancelUrl: 'http://localhost:3000/checkout/growth',
    })
    await handle.db.update(paymentData).set({ providerReference: handOff.providerReference }).where(eq(paymentData.id, payment!.id))
    phonepe.complete(payment!.id)
    const fulfilled = await deliverPhonePe(phonepe.callback(payment!.id))
    expect(fulfilled.status, await fulfilled.clone().text()).toBe(200)
    const [charge] = await handle.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId))
    expect(charge).toMatchObject({ amountMinor: 118000, currency: 'INR' })
    return { userId, charge: charge!, merchantOrderId: payment!.id }
  }

  it('refunds part of a PhonePe charge once: one refund call with our refund id, settled once by callbacks and the status call', async () => {
    const { userId, charge, merchantOrderId } = await phonepeCharge()
    const before = phonepe.calls.filter((call) => call.path === '/payments/v2/refund').length
    const result = await requestRefund(handle.db, {
      transactionId: charge.id,
      amountMinor: 59000,
      reason: 'Half the articles were not needed',
      subscriptionAction: 'keep',
      adminId,
    })
    expect(result).toMatchObject({ ok: true })
    const refund = await refundOf(result.ok ? result.refundId : '')
    const calls = phonepe.calls.filter((call) => call.path === '/payments/v2/refund').slice(before)
    expect(calls).toHaveLength(1)
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({
      merchantRefundId: refund.id,
      originalMerchantOrderId: merchantOrderId,
      amount: 59000,
    })
    const phonepeRefund = phonepe.refundOf(refund.id)
    expect(refund).toMatchObject({ status: 'pending', provider: 'phonepe', providerRefundId: phonepeRefund.refundId })

    // While PhonePe has it pending, neither its callback nor the status call settles anything.
    expect((await deliverPhonePe(phonepe.refundCallback(refund.id))).status).toBe(200)
    expect(await getPaymentProvider('phonepe')!.checkRefund!(refund)).toBeNull()
    expect(await refundOf(refund.id)).toMatchObject({ status: 'pending' })

    phonepe.settleRefund(refund.id, 'COMPLETED')
    const status = await getPaymentProvider('phonepe')!.checkRefund!(refund)
    expect(status).toMatchObject({ kind: 'refund.settled', status: 'succeeded', amountMinor: 59000, currency: 'INR' })
    // No callback yet: the reconcile job, a minute on, asks PhonePe and books it.
    expect(await reconcileRefunds(handle.db, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1)
    expect(await refundOf(refund.id)).toMatchObject({ status: 'succeeded' })
    // The callback, three times, books nothing more.
    const completed = phonepe.refundCallback(refund.id)
    for (let i = 0; i < 3; i++) expect((await deliverPhonePe(completed)).status).toBe(200)

    expect(await refundOf(refund.id)).toMatchObject({ status: 'succeeded' })
    const booked = await refundRowsOf(userId)
    expect(booked).toHaveLength(1)
    expect(booked[0]).toMatchObject({ amountMinor: 59000, currency: 'INR', status: 'completed' })
    const notes = await creditNotesOf(userId)
    expect(notes).toHaveLength(1)
    // Half of ₹1,180 with 18% GST: ₹500 taxable and ₹90 GST.
    expect(notes[0]).toMatchObject({ totalMinor: 59000, taxableMinor: 50000, gstMinor: 9000, currency: 'INR' })

    // A failure reported afterwards does not undo it.
    phonepe.settleRefund(refund.id, 'FAILED')
    expect((await deliverPhonePe(phonepe.refundCallback(refund.id))).status).toBe(200)
    expect(await refundOf(refund.id)).toMatchObject({ status: 'succeeded' })
    expect(await refundRowsOf(userId)).toHaveLength(1)
  })

  it('counts a dispute created then closed lost as one refund, however often its events arrive', async () => {
    const { userId, charge, paymentIntent } = await stripeCharge()
    const dispute = stripe.openDispute(paymentIntent, { reason: 'fraudulent' })
    const created = JSON.stringify(stripe.event('charge.dispute.created', dispute.id))
    for (let i = 0; i < 2; i++) expect((await deliverStripe(created)).status).toBe(200)
    const row = async () => (await handle.db.select().from(disputes).where(eq(disputes.providerDisputeId, dispute.id)))[0]
    expect(await row()).toMatchObject({ status: 'open', providerStatus: 'needs_response', transactionId: charge.id, amountMinor: 19900 })
    expect(await refundRowsOf(userId)).toHaveLength(0)

    stripe.closeDispute(dispute.id, 'lost')
    const closed = JSON.stringify(stripe.event('charge.dispute.closed', dispute.id))
    for (let i = 0; i < 3; i++) expect((await deliverStripe(closed)).status).toBe(200)
    // A late `created`, re-read from Stripe, still says lost; the dispute stays closed.
    expect((await deliverStripe(created)).status).toBe(200)

    expect(await row()).toMatchObject({ status: 'lost' })
    const booked = await refundRowsOf(userId)
    expect(booked).toHaveLength(1)
    expect(booked[0]).toMatchObject({ amountMinor: 19900, currency: 'USD', providerReference: `dispute:${dispute.id}` })
    expect(await creditNotesOf(userId)).toHaveLength(1)
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.transactionId, charge.id))
    expect((await creditNotesOf(userId))[0]).toMatchObject({ invoiceId: invoice!.id, totalMinor: 19900 })
    const teamMails = (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'dispute'))).filter((mail) =>
      mail.subject.includes(`${userId}@example.test`),
    )
    // The team hears once when it opens and once when it is lost; replays and the late `created` add nothing.
    expect(teamMails.map((mail) => mail.subject.split(':')[0]).sort()).toEqual(['Dispute lost', 'Dispute opened'])
  })

  /** An admin's refund of `amountMinor` that Stripe carries out and confirms by webhook. */
  async function refundOnStripe(chargeId: string, amountMinor: number) {
    const asked = await requestRefund(handle.db, {
      transactionId: chargeId,
      amountMinor,
      reason: 'Late draft',
      subscriptionAction: 'keep',
      adminId,
    })
    expect(asked).toMatchObject({ ok: true })
    const refund = await refundOf(asked.ok ? asked.refundId : '')
    stripe.settleRefund(refund.providerRefundId!, 'succeeded')
    expect((await deliverStripe(JSON.stringify(stripe.event('refund.updated', refund.providerRefundId!)))).status).toBe(200)
    expect(await refundOf(refund.id)).toMatchObject({ status: 'succeeded' })
  }

  it('books a dispute lost after a partial refund only up to what is left of the charge, once, and refunds nothing more after it', async () => {
    const { userId, charge, paymentIntent } = await stripeCharge()
    await refundOnStripe(charge.id, 4000)

    // The bank takes the whole $199 back; the books give back only the $159 the refund left.
    const dispute = stripe.openDispute(paymentIntent, { reason: 'fraudulent' })
    expect((await deliverStripe(JSON.stringify(stripe.event('charge.dispute.created', dispute.id)))).status).toBe(200)
    stripe.closeDispute(dispute.id, 'lost')
    const closed = JSON.stringify(stripe.event('charge.dispute.closed', dispute.id))
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverStripe(closed)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))

    const booked = await refundRowsOf(userId)
    expect(booked.map((row) => row.amountMinor).sort((a, b) => a - b)).toEqual([4000, 15900])
    expect(booked.find((row) => row.providerReference === `dispute:${dispute.id}`)).toMatchObject({ amountMinor: 15900, currency: 'USD' })
    const notes = await creditNotesOf(userId)
    expect(notes.map((note) => note.totalMinor).sort((a, b) => a - b)).toEqual([4000, 15900])
    expect(notes.reduce((sum, note) => sum + note.totalMinor, 0)).toBe(charge.amountMinor)
    const [lost] = await handle.db.select().from(disputes).where(eq(disputes.providerDisputeId, dispute.id))
    expect(lost).toMatchObject({ status: 'lost', amountMinor: 19900 })

    // Nothing is left: another refund is refused before the provider is asked.
    const before = stripe.requestsTo('POST /v1/refunds').length
    const more = await requestRefund(handle.db, {
      transactionId: charge.id,
      amountMinor: 1,
      reason: 'Goodwill',
      subscriptionAction: 'keep',
      adminId,
    })
    expect(more).toMatchObject({ ok: false, status: 409 })
    expect(stripe.requestsTo('POST /v1/refunds').length).toBe(before)
  })

  it('books nothing for a dispute lost on a charge refunded in full, and says so on the dispute only', async () => {
    const { userId, charge, paymentIntent } = await stripeCharge()
    await refundOnStripe(charge.id, 19900)
    const dispute = stripe.openDispute(paymentIntent, { reason: 'duplicate' })
    stripe.closeDispute(dispute.id, 'lost')
    for (let i = 0; i < 3; i++)
      expect((await deliverStripe(JSON.stringify(stripe.event('charge.dispute.closed', dispute.id)))).status).toBe(200)
    expect((await handle.db.select().from(disputes).where(eq(disputes.providerDisputeId, dispute.id)))[0]).toMatchObject({
      status: 'lost',
      lostTransactionId: null,
    })
    expect((await refundRowsOf(userId)).map((row) => row.amountMinor)).toEqual([19900])
    expect((await creditNotesOf(userId)).map((note) => note.totalMinor)).toEqual([19900])
  })
}

describe('refunds and disputes through Stripe and PhonePe (PGlite)', () => {
  providerRefundSuite(() => pgliteBackend())
})

const postgres = await postgresBackend()

describe.runIf(postgres)('refunds and disputes through Stripe and PhonePe (PostgreSQL)', () => {
  afterAll(() => postgres?.teardown())
  providerRefundSuite(async () => postgres!)
})
