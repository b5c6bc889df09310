// Why a payment did not end paid is stored as a kind (payment_data.failure_kind) and the code
// branches on it, never on the reason's words: a declined and a cancelled sandbox payment, an
// amount the provider confirmed that is not the order's, a checkout nobody finished. Read the way
// the thank-you page reads it, after the provider's status call.
import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { paymentData } from '#db/schema/billing.ts'
import { applyProviderEvent } from '#app/features/billing/fulfilment.server.ts'
import { confirmPaymentOutcome } from '#app/features/billing/payments.server.ts'
import { decideSandboxCheckout } from '#app/features/billing/providers/sandbox.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { newSandboxBuyer, openSandboxCheckout, sandboxBillingSuite } from '#tests/support/sandbox-checkout.ts'

function paymentFailureSuite(getBackend: () => Promise<Backend>) {
  const suite = sandboxBillingSuite(getBackend)
  let handle: DatabaseHandle
  beforeEach(() => {
    handle = suite.handle()
  })

  /** A founder who pressed Pay for the Starter plan: the sandbox's payment page is open. */
  async function checkoutOpen() {
    const buyer = await newSandboxBuyer(handle, 'failure', 'Failing Buyer')
    const opened = await openSandboxCheckout(handle, buyer, {
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
    return { buyer, ...opened }
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
