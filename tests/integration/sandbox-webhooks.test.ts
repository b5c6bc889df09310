// The sandbox's `invoice.paid` webhook applies a renewal only for an invoice the sandbox issued, to that
// subscription, at the amount it recorded — as Stripe's is read back from its API. A validly signed event
// naming any other invoice is acknowledged (so the sender stops retrying) and changes nothing.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions, invoices, sandboxSubscriptions, subscriptions } from '#db/schema/billing.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { renewSandboxSubscription, SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '#app/features/billing/providers/sandbox.server.ts'
import { sandboxSecret } from '#app/features/billing/providers/registry.server.ts'
import { handleProviderWebhook } from '#app/features/billing/webhooks.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { sandboxBillingSuite } from '#tests/support/sandbox-checkout.ts'

const DAY = 24 * 60 * 60 * 1000

function sandboxWebhookSuite(getBackend: () => Promise<Backend>) {
  const suite = sandboxBillingSuite(getBackend, { prices: false })
  let handle: DatabaseHandle
  beforeEach(() => {
    handle = suite.handle()
  })

  /** A founder on the Momentum plan, billed by the sandbox: our subscription row and the sandbox's own. */
  async function subscriber() {
    const id = `sandbox-${randomBytes(6).toString('hex')}`
    const sandboxId = `sbx_sub_${randomBytes(12).toString('hex')}`
    const start = new Date(Date.now() - 10 * DAY)
    const end = new Date(start.getTime() + 30 * DAY)
    await handle.db.insert(userTable).values({ id, name: 'Sandbox Subscriber', email: `${id}@example.test`, emailVerified: true })
    await handle.db.insert(sandboxSubscriptions).values({
      id: sandboxId,
      customerEmail: `${id}@example.test`,
      description: 'Momentum plan, monthly',
      amountMinor: 34900,
      currency: 'USD',
      interval: 'month',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    })
    await handle.db.insert(subscriptions).values({
      userId: id,
      planSlug: 'momentum',
      billingPeriod: 'monthly',
      currency: 'USD',
      status: 'active',
      provider: 'sandbox',
      providerSubscriptionId: sandboxId,
      amountMinor: 34900,
      currentPeriodStart: start,
      currentPeriodEnd: end,
    })
    return { userId: id, email: `${id}@example.test`, sandboxId, end }
  }

  /** Delivers a validly signed sandbox event, as the sandbox's job would. */
  const deliver = (event: Record<string, unknown>) => {
    const body = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, created: Math.floor(Date.now() / 1000), ...event })
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
  const ledger = async (userId: string, email: string) => ({
    charges: await handle.db
      .select({ amountMinor: billingTransactions.amountMinor, type: billingTransactions.transactionType })
      .from(billingTransactions)
      .where(eq(billingTransactions.userId, userId)),
    invoices: (await handle.db.select().from(invoices).where(eq(invoices.userId, userId))).length,
    receipts: (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).length,
    periodEnd: (await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!.currentPeriodEnd,
  })

  it('acknowledges signed invoice.paid events for invoices it never issued and adds no charge', async () => {
    const { userId, email, sandboxId, end } = await subscriber()
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await deliver({ type: 'invoice.paid', object: sandboxId, invoice: `sbx_in_${randomBytes(12).toString('hex')}` })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true, duplicate: false })
    }
    const missing = await deliver({ type: 'invoice.paid', object: sandboxId })
    expect(missing.status).toBe(200)
    expect(await ledger(userId, email)).toEqual({ charges: [], invoices: 0, receipts: 0, periodEnd: end })
  })

  it('applies the renewal of an invoice it issued, once, at the amount it recorded; not for another subscription', async () => {
    const { userId, email, sandboxId } = await subscriber()
    const other = await subscriber()
    await renewSandboxSubscription(handle.db, sandboxId, new Date(), { force: true })
    const [renewed] = await handle.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, sandboxId))
    const invoice = renewed!.lastInvoiceId!

    // The real invoice named for another subscription changes neither.
    expect((await deliver({ type: 'invoice.paid', object: other.sandboxId, invoice })).status).toBe(200)
    expect((await ledger(other.userId, other.email)).charges).toEqual([])
    expect((await ledger(userId, email)).charges).toEqual([])

    expect((await deliver({ type: 'invoice.paid', object: sandboxId, invoice })).status).toBe(200)
    const after = await ledger(userId, email)
    expect(after.charges).toEqual([{ amountMinor: 34900, type: 'renewal' }])
    expect(after.invoices).toBe(1)
    expect(after.periodEnd).toEqual(renewed!.currentPeriodEnd)

    // Delivered again under another event id: still one charge.
    expect((await deliver({ type: 'invoice.paid', object: sandboxId, invoice })).status).toBe(200)
    expect((await ledger(userId, email)).charges).toHaveLength(1)
  })
}

describe('sandbox invoice webhooks (PGlite)', () => {
  sandboxWebhookSuite(() => pgliteBackend())
})

const postgres = await postgresBackend()

describe.runIf(postgres)('sandbox invoice webhooks (PostgreSQL)', () => {
  afterAll(() => postgres?.teardown())
  sandboxWebhookSuite(async () => postgres!)
})
