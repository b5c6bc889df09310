// A founder's self-service billing on both databases: "Update payment method" opens Stripe's Billing
// Portal through the real SDK against the local fake (and not when STRIPE_BILLING_PORTAL=false), or the
// sandbox's own portal, where a new test card is saved; PhonePe has none and says so. The demo clock's
// renewal starts where the period ends and its charge names that period. A sold-out plan is refused.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions, paymentData, sandboxSubscriptions, subscriptions } from '#db/schema/billing.ts'
import { loadBillingOverview, openBillingPortal, renewNowInDemo } from '#app/features/billing/billing-account.server.ts'
import { startCheckout } from '#app/features/billing/checkout.server.ts'
import type { CheckoutValues } from '#app/features/billing/checkout-schema.ts'
import { configurePaymentProviders, sandboxSecret } from '#app/features/billing/providers/registry.server.ts'
import {
  findSandboxPortalSession,
  SANDBOX_SIGNATURE_HEADER,
  saveSandboxCard,
  signSandboxPayload,
} from '#app/features/billing/providers/sandbox.server.ts'
import { handleProviderWebhook } from '#app/features/billing/webhooks.server.ts'
import { addPeriod } from '#app/domain/periods.ts'
import { setDatabase, type Database } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts'
import { DEMO_ACTORS, useSeededDatabase } from '#tests/support/seeded-database.ts'

process.env.AUTH_SECRET ??= 'self-service-billing-test-secret-0123456789'
process.env.APP_MODE ??= 'demo'

const RETURN_URL = 'http://localhost:3000/dashboard/billing'

function selfServiceOn(name: string, backend: Backend | null) {
  describe.runIf(backend)(`self-service billing on ${name}`, () => {
    const seeded = useSeededDatabase(backend)
    selfServiceSuite(seeded)
  })
}

/** The suite on one backend's seeded database (called inside its `describe`). */
function selfServiceSuite({ db, handle }: ReturnType<typeof useSeededDatabase>) {
  let fake: FakeStripe
  const withStripe = (billingPortal?: 'true' | 'false') =>
    configurePaymentProviders(
      parseEnv({
        APP_MODE: 'demo',
        PORT: '3000',
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: fake.url,
        ...(billingPortal ? { STRIPE_BILLING_PORTAL: billingPortal } : {}),
      }),
    )

  beforeAll(async () => {
    fake = await startFakeStripe()
    setDatabase(handle())
    await withStripe()
  })
  afterAll(async () => {
    setDatabase(undefined)
    await fake?.close()
  })

  let people = 0
  /** A founder with a live plan at this provider. */
  async function founderOn(provider: 'stripe' | 'phonepe', values: Partial<typeof subscriptions.$inferInsert> = {}) {
    const id = `self-service-${provider}-${++people}`
    await db()
      .insert(userTable)
      .values({ id, name: 'Self Server', email: `${id}@example.test`, emailVerified: true })
    await db()
      .insert(subscriptions)
      .values({
        userId: id,
        planSlug: 'growth',
        billingPeriod: 'monthly',
        currency: provider === 'stripe' ? 'USD' : 'INR',
        status: 'active',
        provider,
        amountMinor: 19900,
        currentPeriodStart: new Date(),
        currentPeriodEnd: addPeriod(new Date(), 'monthly'),
        ...values,
      })
    return id
  }

  it("opens Stripe's Billing Portal for the plan's customer through the SDK, coming back to billing", async () => {
    const customer = 'cus_selfservice1'
    fake.objects.set(customer, { id: customer, object: 'customer', email: 'x@example.test' })
    const founder = await founderOn('stripe', { providerCustomerId: customer, providerSubscriptionId: 'sub_selfservice1' })
    expect((await loadBillingOverview(db(), founder, 1)).subscription).toMatchObject({
      canUpdatePaymentMethod: true,
      paymentMethodNote: null,
    })

    const portal = await openBillingPortal(db(), founder, RETURN_URL)
    expect(portal).toEqual({ url: expect.stringMatching(new RegExp(`^${fake.url}/p/session/bps_`)) })
    const [request] = fake.requestsTo('POST /v1/billing_portal/sessions').slice(-1)
    expect(request!.params).toEqual({ customer, return_url: RETURN_URL })
  })

  it('offers no portal for Stripe plans when STRIPE_BILLING_PORTAL is false, and says what to do instead', async () => {
    await withStripe('false')
    try {
      const founder = await founderOn('stripe', { providerCustomerId: 'cus_selfservice2', providerSubscriptionId: 'sub_selfservice2' })
      const before = fake.requestsTo('POST /v1/billing_portal/sessions').length
      expect((await loadBillingOverview(db(), founder, 1)).subscription).toMatchObject({
        canUpdatePaymentMethod: false,
        paymentMethodNote: expect.stringContaining('contact us'),
      })
      expect(await openBillingPortal(db(), founder, RETURN_URL)).toMatchObject({ status: 404 })
      expect(fake.requestsTo('POST /v1/billing_portal/sessions')).toHaveLength(before)
    } finally {
      await withStripe()
    }
  })

  it('says PhonePe keeps no card: nothing to update, renewals are paid by link', async () => {
    const founder = await founderOn('phonepe')
    const { subscription } = await loadBillingOverview(db(), founder, 1)
    expect(subscription).toMatchObject({
      canUpdatePaymentMethod: false,
      paymentMethodNote: expect.stringContaining('PhonePe keeps no card'),
    })
    expect(await openBillingPortal(db(), founder, RETURN_URL)).toMatchObject({ status: 404, error: expect.stringContaining('PhonePe') })
  })

  it("opens the sandbox's billing portal for a sandbox plan, where a new test card is saved", async () => {
    const founder = DEMO_ACTORS.founder2.id
    expect((await loadBillingOverview(db(), founder, 1)).subscription).toMatchObject({ canUpdatePaymentMethod: true })
    const portal = await openBillingPortal(db(), founder, RETURN_URL)
    if (!('url' in portal)) throw new Error(portal.error)
    const sessionId = /\/sandbox\/billing-portal\/(sbx_bps_[0-9a-f]{24})$/.exec(portal.url)?.[1]
    expect(sessionId).toBeDefined()
    expect(await findSandboxPortalSession(db(), sessionId!)).toMatchObject({
      cardLabel: 'Visa ending 4242',
      customerEmail: 'founder2@agency.test',
      returnUrl: RETURN_URL,
      expired: false,
    })
    expect(await saveSandboxCard(db(), sessionId!, '5555555555554444')).toEqual({
      cardLabel: 'Mastercard ending 4444',
      returnUrl: RETURN_URL,
    })
    const [row] = await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, 'sbx_sub_demo_2'))
    expect(row!.cardLabel).toBe('Mastercard ending 4444')

    // An hour later the link no longer works, as a provider's portal session expires.
    const later = new Date(Date.now() + 60 * 60_000)
    expect(await findSandboxPortalSession(db(), sessionId!, later)).toMatchObject({ expired: true })
    expect(await saveSandboxCard(db(), sessionId!, '4242424242424242', later)).toBeNull()
    expect(await findSandboxPortalSession(db(), 'sbx_bps_000000000000000000000000')).toBeNull()
  })

  it("renews now from the period's end, not from today, and the charge names the period it paid for", async () => {
    const founder = DEMO_ACTORS.founder.id
    const [before] = await db().select().from(subscriptions).where(eq(subscriptions.userId, founder))
    const [sandboxBefore] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, before!.providerSubscriptionId!))
    const periodEnd = sandboxBefore!.currentPeriodEnd
    const nextEnd = addPeriod(periodEnd, 'monthly')
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now())

    const result = await renewNowInDemo(db(), founder)
    expect(result).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Renewal simulated: \$199 charged for \w{3} \d{1,2}, \d{4} to /),
    })
    const [sandboxAfter] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, before!.providerSubscriptionId!))
    expect(sandboxAfter).toMatchObject({ currentPeriodStart: periodEnd, currentPeriodEnd: nextEnd })

    // The sandbox's webhook, as its queued job would deliver it.
    await deliverQueuedSandboxWebhooks(db())
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.userId, founder))
    expect(after).toMatchObject({ currentPeriodStart: periodEnd, currentPeriodEnd: nextEnd, status: 'active' })
    const renewals = await db()
      .select({ description: billingTransactions.description, amountMinor: billingTransactions.amountMinor })
      .from(billingTransactions)
      .where(sql`${billingTransactions.userId} = ${founder} and ${billingTransactions.transactionType} = 'renewal'`)
    const shortDate = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
    expect(renewals).toContainEqual({
      description: `Growth plan, monthly (renewal): ${shortDate(periodEnd)} to ${shortDate(nextEnd)}`,
      amountMinor: 19900,
    })
  })

  it('has no renewal to simulate for a plan set to end at its period end', async () => {
    const founder = DEMO_ACTORS.founder3.id
    await db().update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, founder))
    expect(await renewNowInDemo(db(), founder)).toMatchObject({ ok: false, status: 409 })
    expect((await loadBillingOverview(db(), founder, 1)).subscription).toMatchObject({ canRenewNow: false })
  })

  it('refuses a sold-out plan on the server with 409 and a clear message, recording no attempt, for a new buyer and one with a plan', async () => {
    const buyers = [
      { id: `sold-out-${++people}`, email: 'sold-out-buyer@example.test', roles: ['founder' as const], currency: 'USD' as const },
      // On Starter in INR: buying Base would be a plan change, refused all the same.
      { id: DEMO_ACTORS.founder2.id, email: 'founder2@agency.test', roles: ['founder' as const], currency: 'INR' as const },
    ]
    await db().insert(userTable).values({ id: buyers[0]!.id, name: 'Buyer', email: buyers[0]!.email, emailVerified: true })
    for (const { currency, ...buyer } of buyers) {
      const values = {
        name: 'Buyer',
        email: buyer.email,
        company: null,
        contactNumber: null,
        gstNumber: null,
        couponCode: null,
        billing: 'monthly',
        currency,
      } as unknown as CheckoutValues
      const outcome = await startCheckout(db(), buyer, { product: 'base', values, checkoutUrl: '/checkout/base' })
      expect(outcome).toMatchObject({ kind: 'refused', status: 409, title: 'This plan is sold out. Choose another plan below.' })
      expect(
        await db()
          .select()
          .from(paymentData)
          .where(sql`${paymentData.userId} = ${buyer.id} and ${paymentData.plan} = 'base'`),
      ).toEqual([])
      const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
      expect(plan?.pendingPlanSlug ?? null).toBeNull()
    }
  })
}

/** Delivers the sandbox webhooks waiting in the queue (this suite runs no workers), signed as the sandbox's job signs them. */
async function deliverQueuedSandboxWebhooks(db: Database) {
  const jobs = await db.execute<{ id: string; body: string }>(
    sql`select id, data->>'body' as body from pgboss.job where name = 'sandbox-webhook' and state = 'created' order by created_on`,
  )
  const rows = 'rows' in jobs ? (jobs.rows as { id: string; body: string }[]) : (jobs as unknown as { id: string; body: string }[])
  for (const job of rows) {
    const response = await handleProviderWebhook(
      db,
      'sandbox',
      new Request('http://localhost/api/webhooks/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(sandboxSecret()!, job.body) },
        body: job.body,
      }),
    )
    expect(response.status).toBe(200)
    await db.execute(sql`update pgboss.job set state = 'completed' where id = ${job.id}`)
  }
}

selfServiceOn('pglite', await pgliteBackend())
selfServiceOn('postgres', await postgresBackend())
