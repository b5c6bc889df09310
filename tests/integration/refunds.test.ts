// Refunds through the sandbox provider, on both databases: a refund is written pending and applied
// only by the provider's webhook, once however often it is replayed and never undone by a late event;
// concurrent partial refunds never add up to more than the charge; each succeeded refund gets the next
// credit-note number with its GST in the invoice's proportions; lost disputes count as refunds; and the
// counters the triggers keep equal a fresh `group by` of billing_transactions.
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions, creditNotes, disputes, invoices, paymentData, refunds, sandboxCheckouts } from '#db/schema/billing.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { applyProviderEvent } from '#app/features/billing/fulfilment.server.ts'
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '#app/features/billing/providers/sandbox.server.ts'
import { configurePaymentProviders, sandboxSecret } from '#app/features/billing/providers/registry.server.ts'
import { requestRefund } from '#app/features/billing/refunds.server.ts'
import { customerTransactions } from '#app/features/admin-billing/customer-transactions.server.ts'
import { billingPage } from '#app/features/admin-billing/billing-transactions.server.ts'
import { parseBillingFilters } from '#app/features/admin-billing/billing-filters.ts'
import { findCreditNoteFor } from '#app/features/billing/credit-notes.server.ts'
import { handleProviderWebhook } from '#app/features/billing/webhooks.server.ts'
import { listActivity } from '#app/features/activity/activity-log.server.ts'
import { parseActivityFilters } from '#app/features/activity/activity-filters.ts'
import { sentenceText } from '#app/features/activity/activity-actions.ts'
import { setDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

function refundSuite(getBackend: () => Promise<Backend>) {
  let handle: DatabaseHandle
  const adminId = `admin-${randomBytes(4).toString('hex')}`
  /** The admin asks for a refund of part or all of a charge; the plan is kept. */
  const askRefund = (transactionId: string, amountMinor: number, reason: string) =>
    requestRefund(handle.db, { transactionId, amountMinor, reason, subscriptionAction: 'keep', adminId })

  beforeAll(async () => {
    handle = await (await getBackend()).open()
    setDatabase(handle)
    await configurePaymentProviders(parseEnv({ APP_MODE: 'demo', PORT: '3000' }))
    await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 600 })
    await handle.db.insert(userTable).values({ id: adminId, name: 'Admin', email: `${adminId}@example.test`, emailVerified: true })
  })
  afterAll(async () => {
    await stopJobQueue()
    setDatabase(undefined)
    await handle?.close().catch(() => {})
  })

  /** A founder's paid sandbox charge with its invoice: `amountMinor` in `currency`, GST as given. */
  async function paidCharge(options: { amountMinor: number; currency: 'USD' | 'INR'; gstMinor?: number }) {
    const db = handle.db
    const userId = `founder-${randomBytes(6).toString('hex')}`
    const key = randomBytes(12).toString('hex')
    await db.insert(userTable).values({ id: userId, name: 'Refunded Founder', email: `${userId}@example.test`, emailVerified: true })
    const [payment] = await db
      .insert(paymentData)
      .values({
        userId,
        plan: 'starter',
        email: `${userId}@example.test`,
        amountMinor: options.amountMinor,
        currency: options.currency,
        billingPeriod: 'monthly',
        status: 'success',
        outcome: 'paid',
        provider: 'sandbox',
        providerReference: `sbx_cs_${key}`,
        gstMinor: options.gstMinor ?? 0,
      })
      .returning()
    await db.insert(sandboxCheckouts).values({
      id: `sbx_cs_${key}`,
      clientReference: payment!.id,
      mode: 'payment',
      description: 'Starter plan, monthly',
      amountMinor: options.amountMinor,
      currency: options.currency,
      customerEmail: `${userId}@example.test`,
      status: 'paid',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/cancel',
      expiresAt: new Date(Date.now() + 3600_000),
    })
    const [charge] = await db
      .insert(billingTransactions)
      .values({
        userId,
        transactionType: 'one_time',
        amountMinor: options.amountMinor,
        currency: options.currency,
        status: 'completed',
        paymentId: payment!.id,
        providerReference: `sbx_ch_${key}`,
        description: 'Starter plan, monthly',
      })
      .returning()
    const gst = options.gstMinor ?? 0
    await db.insert(invoices).values({
      number: `TEST/${key}`,
      financialYear: '2026-27',
      sequence: Math.floor(Math.random() * 1e9),
      userId,
      transactionId: charge!.id,
      paymentId: payment!.id,
      seller: { name: 'Unfiltered' },
      buyer: { name: 'Refunded Founder' },
      description: 'Starter plan, monthly',
      currency: options.currency,
      subtotalMinor: options.amountMinor - gst,
      gstMinor: gst,
      totalMinor: options.amountMinor,
    })
    return { userId, chargeId: charge!.id }
  }

  /** The sandbox's `refund.updated` for one of its refunds, validly signed, as its webhook job sends it. */
  const deliverRefund = (providerRefundId: string) => {
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type: 'refund.updated',
      created: Math.floor(Date.now() / 1000),
      object: providerRefundId,
    })
    return handleProviderWebhook(
      handle.db,
      'sandbox',
      new Request('http://localhost/api/webhooks/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(sandboxSecret()!, body) },
        body,
      }),
    )
  }

  const refundOf = async (id: string) => (await handle.db.select().from(refunds).where(eq(refunds.id, id)))[0]!

  it('writes a refund pending and applies it only on the provider’s webhook, once however often it is replayed', async () => {
    const { userId, chargeId } = await paidCharge({ amountMinor: 29900, currency: 'USD' })
    const result = await askRefund(chargeId, 4000, 'Late first draft')
    expect(result.ok).toBe(true)
    const refund = await refundOf(result.ok ? result.refundId : '')
    expect(refund).toMatchObject({ status: 'pending', amountMinor: 4000, currency: 'USD', provider: 'sandbox' })
    expect(refund.providerRefundId).toMatch(/^sbx_re_/)
    // The admin's refund is in the activity log, naming the customer and leading to their page.
    const filters = parseActivityFilters(new URLSearchParams({ action: 'refund.request', actor: adminId }))
    if (!filters.ok) throw new Error(filters.messages.join(' '))
    const logged = await listActivity(handle.db, filters.filters)
    const entry = logged.entries.find((one) => one.details === '$40 of $299: Late first draft')
    expect(entry).toBeDefined()
    expect(sentenceText(entry!)).toBe('Admin refunded a charge of Refunded Founder')
    expect(entry!.person?.href).toBe(`/dashboard/admin/customers/${userId}`)
    const booked = () => handle.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId))
    expect((await booked()).filter((row) => row.transactionType === 'refund')).toHaveLength(0)

    for (let i = 0; i < 10; i++) expect((await deliverRefund(refund.providerRefundId!)).status).toBe(200)

    expect(await refundOf(refund.id)).toMatchObject({ status: 'succeeded' })
    const refundRows = (await booked()).filter((row) => row.transactionType === 'refund')
    expect(refundRows).toHaveLength(1)
    expect(refundRows[0]).toMatchObject({ amountMinor: 4000, currency: 'USD', status: 'completed' })
    const notes = await handle.db.select().from(creditNotes).where(eq(creditNotes.userId, userId))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ taxableMinor: 4000, gstMinor: 0, totalMinor: 4000, reason: 'Late first draft' })
    expect(notes[0]!.number).toMatch(/^UCN\d{4}-\d{6}$/)
    expect(notes[0]!.number.length).toBeLessThanOrEqual(16)
    const mails = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, `${userId}@example.test`))
    expect(mails.filter((mail) => mail.template === 'refund')).toHaveLength(1)

    // A late, older word from the provider (failed) does not undo a succeeded refund.
    await handle.db.transaction((tx) =>
      applyProviderEvent(tx, 'sandbox', {
        kind: 'refund.settled',
        refundId: refund.id,
        providerRefundId: refund.providerRefundId!,
        status: 'failed',
        amountMinor: 4000,
        currency: 'USD',
      }),
    )
    expect(await refundOf(refund.id)).toMatchObject({ status: 'succeeded' })
    expect((await booked()).filter((row) => row.transactionType === 'refund')).toHaveLength(1)
  })

  it('logs a refund the provider refuses later, once, under the admin who asked', async () => {
    const { userId, chargeId } = await paidCharge({ amountMinor: 29900, currency: 'USD' })
    const result = await askRefund(chargeId, 29900, 'Never started')
    if (!result.ok) throw new Error(result.message)
    const refund = await refundOf(result.refundId)
    const refusal = {
      kind: 'refund.settled' as const,
      refundId: refund.id,
      providerRefundId: refund.providerRefundId!,
      status: 'failed' as const,
      failureReason: 'The card was closed.',
      amountMinor: 29900,
      currency: 'USD' as const,
    }
    // Replayed: one refusal, one entry.
    for (let i = 0; i < 3; i++) await handle.db.transaction((tx) => applyProviderEvent(tx, 'sandbox', refusal))
    expect(await refundOf(refund.id)).toMatchObject({ status: 'failed', failureReason: 'The card was closed.' })

    const filters = parseActivityFilters(new URLSearchParams({ action: 'refund.failed', actor: adminId }))
    if (!filters.ok) throw new Error(filters.messages.join(' '))
    const entries = (await listActivity(handle.db, filters.filters)).entries.filter((one) => one.person?.href?.endsWith(userId))
    expect(entries.map((entry) => [sentenceText(entry), entry.details])).toEqual([
      ['Admin asked for a refund of a charge of Refunded Founder, which the payment provider refused', '$299: The card was closed.'],
    ])
  })

  it('never lets concurrent partial refunds add up to more than the charge', async () => {
    const { chargeId } = await paidCharge({ amountMinor: 29900, currency: 'USD' })
    const results = await Promise.all(Array.from({ length: 6 }, () => askRefund(chargeId, 10000, 'Split refund')))
    expect(results.filter((result) => result.ok)).toHaveLength(2)
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.status === 409)).toBe(true)
    const [{ total }] = (
      await handle.db.execute<{ total: number }>(
        sql`select coalesce(sum(amount_minor), 0)::int as total from refunds where transaction_id = ${chargeId} and status <> 'failed'`,
      )
    ).rows as [{ total: number }]
    expect(Number(total)).toBe(20000)
    // More than what is left is refused with the amount left.
    const over = await askRefund(chargeId, 10000, 'One more')
    expect(over).toMatchObject({ ok: false, status: 409, message: 'At most $99 of this charge can still be refunded.' })
  })

  it('splits an INR refund’s GST in the invoice’s proportions and numbers credit notes without gaps', async () => {
    const { userId, chargeId } = await paidCharge({ amountMinor: 118000, currency: 'INR', gstMinor: 18000 })
    for (const amountMinor of [59000, 59000]) {
      const result = await askRefund(chargeId, amountMinor, 'Plan not used')
      expect(result.ok).toBe(true)
      const refund = await refundOf(result.ok ? result.refundId : '')
      expect((await deliverRefund(refund.providerRefundId!)).status).toBe(200)
    }
    const notes = await handle.db.select().from(creditNotes).where(eq(creditNotes.userId, userId)).orderBy(creditNotes.sequence)
    expect(notes.map((note) => [note.taxableMinor, note.gstMinor])).toEqual([
      [50000, 9000],
      [50000, 9000],
    ])
    expect(notes[1]!.sequence).toBe(notes[0]!.sequence + 1)
    // The buyer reads it; another founder does not.
    expect(await findCreditNoteFor(handle.db, { id: userId, roles: ['founder'] }, notes[0]!.id)).not.toBeNull()
    expect(await findCreditNoteFor(handle.db, { id: 'someone-else', roles: ['founder'] }, notes[0]!.id)).toBeNull()
    expect(await findCreditNoteFor(handle.db, { id: adminId, roles: ['admin'] }, notes[0]!.id)).not.toBeNull()
  })

  it('records a dispute on its charge, mails the team, and books a lost one as a refund once', async () => {
    const { userId, chargeId } = await paidCharge({ amountMinor: 29900, currency: 'USD' })
    const [charge] = await handle.db.select().from(billingTransactions).where(eq(billingTransactions.id, chargeId))
    const disputeId = `dp_${randomBytes(8).toString('hex')}`
    const event = (status: 'open' | 'won' | 'lost', providerStatus: string) =>
      handle.db.transaction((tx) =>
        applyProviderEvent(tx, 'stripe', {
          kind: 'dispute.updated',
          providerDisputeId: disputeId,
          chargeReferences: ['pi_unknown', charge!.providerReference!],
          amountMinor: 29900,
          currency: 'USD',
          status,
          providerStatus,
          reason: 'fraudulent',
        }),
      )
    await event('open', 'needs_response')
    await event('open', 'under_review')
    expect((await handle.db.select().from(disputes).where(eq(disputes.providerDisputeId, disputeId)))[0]).toMatchObject({
      status: 'open',
      providerStatus: 'under_review',
      transactionId: chargeId,
    })
    for (let i = 0; i < 3; i++) await event('lost', 'lost')
    await event('open', 'needs_response') // late and older: ignored
    const dispute = (await handle.db.select().from(disputes).where(eq(disputes.providerDisputeId, disputeId)))[0]!
    expect(dispute.status).toBe('lost')
    const refundRows = (await handle.db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId))).filter(
      (row) => row.transactionType === 'refund',
    )
    expect(refundRows).toHaveLength(1)
    expect(refundRows[0]).toMatchObject({ amountMinor: 29900, currency: 'USD' })
    const teamMails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'dispute'))
    expect(teamMails.filter((mail) => mail.html.includes(disputeId) || mail.subject.includes(`${userId}@example.test`))).toHaveLength(2)
    // The lost dispute took it all back: the admin's lists offer no Refund, and a refund is refused.
    const listed = (await customerTransactions(handle.db, userId, 1)).rows.find((row) => row.id === chargeId)
    expect(listed).toMatchObject({ refundable: false, moneyBack: 'Dispute lost' })
    const filters = parseBillingFilters(new URLSearchParams({ q: userId }))
    if (!filters.ok) throw new Error(filters.messages.join(' '))
    const billed = (await billingPage(handle.db, filters.filters)).rows.find((row) => row.id === chargeId)
    expect(billed).toMatchObject({ refundable: false })
    const refused = await askRefund(chargeId, 100, 'Goodwill')
    expect(refused).toMatchObject({ ok: false, status: 409 })
  })

  it('keeps the daily and monthly counters equal to a fresh group by after refunds', async () => {
    const fresh = await handle.db.execute<{ currency: string; type: string; status: string; n: number; amount: string }>(sql`
      select currency, transaction_type as type, status, count(*)::int as n, sum(amount_minor)::bigint::text as amount
      from billing_transactions group by 1, 2, 3 order by 1, 2, 3`)
    for (const table of ['billing_daily_totals', 'billing_monthly_totals']) {
      const counted = await handle.db.execute<{ currency: string; type: string; status: string; n: number; amount: string }>(sql`
        select currency, transaction_type as type, status, sum(transactions)::int as n, sum(amount_minor)::bigint::text as amount
        from ${sql.raw(table)} group by 1, 2, 3 having sum(transactions) > 0 order by 1, 2, 3`)
      expect(counted.rows).toEqual(fresh.rows)
    }
    expect(fresh.rows.some((row) => row.type === 'refund')).toBe(true)
  })
}

describe('refunds, credit notes and disputes (PGlite)', () => {
  refundSuite(() => pgliteBackend())
})

const postgres = await postgresBackend()

describe.runIf(postgres)('refunds, credit notes and disputes (PostgreSQL)', () => {
  afterAll(() => postgres?.teardown())
  refundSuite(async () => postgres!)
})
