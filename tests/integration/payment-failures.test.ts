// Why a payment did not end paid is stored as a kind (payment_data.failure_kind) and the code
// branches on it, never on the reason's words: a declined and a cancelled sandbox payment, an
// amount the provider confirmed that is not the order's, a checkout nobody finished. Read the way
// the thank-you page reads it, after the provider's status call.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { paymentData } from '#db/schema/billing.ts'
import { startCheckout } from '#app/features/billing/checkout.server.ts'
import { applyProviderEvent } from '#app/features/billing/fulfilment.server.ts'
import { seedPlanPrices } from '#app/features/billing/prices.server.ts'
import { confirmPaymentOutcome } from '#app/features/billing/payments.server.ts'
import { decideSandboxCheckout } from '#app/features/billing/providers/sandbox.server.ts'
import { configurePaymentProviders } from '#app/features/billing/providers/registry.server.ts'
import { setDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { startJobQueue, stopJobQueue } from '#app/utils/jobs.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

function paymentFailureSuite(getBackend: () => Promise<Backend>) {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await (await getBackend()).open()
    setDatabase(handle)
    await seedPlanPrices(handle.db)
    configurePaymentProviders(parseEnv({ APP_MODE: 'demo', PORT: '3000' }))
    await startJobQueue(handle, { maxAttempts: 1, retryDelaySeconds: 1, pollIntervalSeconds: 60 })
  })
  afterAll(async () => {
    await stopJobQueue()
    setDatabase(undefined)
    await handle?.close().catch(() => {})
  })

  /** A founder who pressed Pay for the Starter plan: the sandbox's payment page is open. */
  async function checkoutOpen() {
    const id = `failure-${randomBytes(6).toString('hex')}`
    const buyer = { id, name: 'Failing Buyer', email: `${id}@example.test`, roles: ['founder' as const] }
    await handle.db.insert(userTable).values({ id, name: buyer.name, email: buyer.email, emailVerified: true })
    const started = await startCheckout(handle.db, buyer, {
      product: 'starter',
      checkoutUrl: '/checkout/starter?billing=monthly&currency=USD',
      values: {
        intent: 'pay',
        name: buyer.name,
        email: buyer.email,
        company: null,
        billingAddress: null,
        contactNumber: null,
        gstNumber: null,
        couponCode: null,
        billing: 'monthly',
        currency: 'USD',
      },
    })
    if (started.kind !== 'redirect' || !started.paymentId) throw new Error(`the checkout did not start: ${JSON.stringify(started)}`)
    const checkoutId = new URL(started.url).pathname.split('/').at(-1)!
    return { buyer, paymentId: started.paymentId, checkoutId }
  }
  const row = async (id: string) => (await handle.db.select().from(paymentData).where(eq(paymentData.id, id)))[0]!

  it('tells a declined payment from a cancelled one by its kind', async () => {
    const declined = await checkoutOpen()
    expect(await decideSandboxCheckout(handle.db, declined.checkoutId, 'fail')).toMatchObject({ status: 'done' })
    expect(await confirmPaymentOutcome(handle.db, declined.buyer, declined.paymentId)).toMatchObject({
      state: 'failed',
      failureKind: 'declined',
      reason: 'The test card was declined.',
    })

    const cancelled = await checkoutOpen()
    expect(await decideSandboxCheckout(handle.db, cancelled.checkoutId, 'cancel')).toMatchObject({ status: 'done' })
    expect(await confirmPaymentOutcome(handle.db, cancelled.buyer, cancelled.paymentId)).toMatchObject({
      state: 'failed',
      failureKind: 'cancelled',
    })
  })

  it('records a payment confirmed at another amount as an amount mismatch, and nothing else as one', async () => {
    const { buyer, paymentId } = await checkoutOpen()
    const { amountMinor } = await row(paymentId)
    await handle.db.transaction((tx) =>
      applyProviderEvent(tx, 'sandbox', {
        kind: 'payment.paid',
        paymentId,
        chargeReference: `charge-${paymentId}`,
        amountMinor: amountMinor - 100,
        currency: 'USD',
        subscription: null,
      }),
    )
    expect(await confirmPaymentOutcome(handle.db, buyer, paymentId)).toMatchObject({ state: 'failed', failureKind: 'amount-mismatch' })

    // A decline whose words happen to speak of amounts is still a decline.
    const other = await checkoutOpen()
    await handle.db.transaction((tx) =>
      applyProviderEvent(tx, 'sandbox', {
        kind: 'payment.failed',
        paymentId: other.paymentId,
        failure: 'declined',
        reason: 'Amount mismatch between the card and the bank.',
      }),
    )
    expect(await confirmPaymentOutcome(handle.db, other.buyer, other.paymentId)).toMatchObject({ state: 'failed', failureKind: 'declined' })
  })

  it('records a checkout nobody finished as expired, and clears the kind when the provider later confirms the payment', async () => {
    const { buyer, paymentId } = await checkoutOpen()
    await handle.db.transaction((tx) => applyProviderEvent(tx, 'sandbox', { kind: 'payment.expired', paymentId }))
    expect(await confirmPaymentOutcome(handle.db, buyer, paymentId)).toMatchObject({ state: 'expired', failureKind: 'expired' })

    const { amountMinor } = await row(paymentId)
    await handle.db.transaction((tx) =>
      applyProviderEvent(tx, 'sandbox', {
        kind: 'payment.paid',
        paymentId,
        chargeReference: `late-${paymentId}`,
        amountMinor,
        currency: 'USD',
        subscription: null,
      }),
    )
    expect(await row(paymentId)).toMatchObject({ outcome: 'paid', failureKind: null, failureReason: null })
  })
}

describe('payment failure kinds (PGlite)', () => {
  paymentFailureSuite(() => pgliteBackend())
})

const postgres = await postgresBackend()

describe.runIf(postgres)('payment failure kinds (PostgreSQL)', () => {
  afterAll(() => postgres?.teardown())
  paymentFailureSuite(async () => postgres!)
})
