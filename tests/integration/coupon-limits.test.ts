// A coupon's usage limit holds against one buyer as well as against many: a buyer holds at most one
// reservation of a coupon (a new checkout replaces the earlier one), concurrent checkouts never reserve
// more than the limit, and fulfilment never counts a use beyond it — a payment that arrives when the
// coupon is used up is honoured, marked over the limit and mailed to the team. On PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { billingTransactions, couponCodes, couponRedemptions, invoices, paymentData, subscriptions } from '#db/schema/billing.ts'
import { emailOutbox } from '#db/schema/messaging.ts'
import { userRoles } from '#db/schema/people.ts'
import type { CheckoutValues } from '#app/features/billing/checkout-schema.ts'
import { quoteOrder, startCheckout, type Buyer } from '#app/features/billing/checkout.server.ts'
import { applyProviderEvent } from '#app/features/billing/fulfilment.server.ts'
import { checkoutPath, type OrderPeriod } from '#app/features/billing/products.ts'
import { listCoupons } from '#app/features/coupons/manage-coupons.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { sandboxBillingSuite } from '#tests/support/sandbox-checkout.ts'

const USED_UP = 'This coupon has reached its usage limit.'
const HOUR = 60 * 60 * 1000

function couponLimitSuite(getBackend: () => Promise<Backend>) {
  const suite = sandboxBillingSuite(getBackend)
  let handle: DatabaseHandle
  beforeEach(() => {
    handle = suite.handle()
  })

  async function founder(): Promise<Buyer> {
    const id = `coupon-${randomBytes(6).toString('hex')}`
    await handle.db.insert(userTable).values({ id, name: `Buyer ${id}`, email: `${id}@example.test`, emailVerified: true })
    await handle.db.insert(userRoles).values({ userId: id, role: 'founder' })
    return { id, email: `${id}@example.test`, roles: ['founder'] }
  }
  async function coupon(code: string, limit: number) {
    const [row] = await handle.db
      .insert(couponCodes)
      .values({ code, discountType: 'percentage', discountAmount: 50, maxUsageLimit: limit })
      .returning({ id: couponCodes.id })
    return row!.id
  }
  const values = (buyer: Buyer, couponCode: string): CheckoutValues => ({
    intent: 'pay',
    name: 'Coupon Buyer',
    email: buyer.email,
    company: null,
    billingAddress: null,
    contactNumber: null,
    gstNumber: null,
    couponCode,
    billing: 'monthly',
    currency: 'USD',
  })
  const checkout = (buyer: Buyer, couponCode: string, options: { product?: string; period?: OrderPeriod; now?: Date } = {}) => {
    const product = options.product ?? 'linkedin-profile-optimization'
    return startCheckout(handle.db, buyer, {
      product,
      values: values(buyer, couponCode),
      checkoutUrl: checkoutPath(product, options.period ?? 'one_time', 'USD'),
      now: options.now,
    })
  }
  /** Reservations a checkout still holds: pending, handed off and not expired. */
  const liveReservations = async (couponId: string, userId?: string) => {
    const [row] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentData)
      .where(
        and(
          eq(paymentData.couponId, couponId),
          eq(paymentData.outcome, 'pending'),
          sql`${paymentData.status} <> 'failed' and ${paymentData.expiresAt} > now()`,
          userId ? eq(paymentData.userId, userId) : undefined,
        ),
      )
    return Number(row!.n)
  }
  const attemptsWith = (couponId: string) => handle.db.select().from(paymentData).where(eq(paymentData.couponId, couponId))
  /** What the provider's webhook would apply once the buyer paid this attempt. */
  const pay = (payment: typeof paymentData.$inferSelect, now = new Date()) =>
    handle.db.transaction((tx) =>
      applyProviderEvent(
        tx,
        'sandbox',
        {
          kind: 'payment.paid',
          paymentId: payment.id,
          chargeReference: `sbx_ch_test_${payment.id}`,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          subscription: null,
        },
        now,
      ),
    )
  const usage = async (couponId: string) => {
    const [row] = await handle.db.select({ used: couponCodes.currentUsage }).from(couponCodes).where(eq(couponCodes.id, couponId))
    const redemptions = await handle.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId))
    return { used: row!.used, redemptions: redemptions.length, overLimit: redemptions.filter((r) => r.overLimit).length }
  }
  const teamAlerts = (code: string) =>
    handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, getEnv().CONTACT_TEAM_EMAIL),
          eq(emailOutbox.template, 'coupon-over-limit'),
          sql`${emailOutbox.subject} like ${`Coupon ${code} %`}`,
        ),
      )
  const adminRow = async (code: string) => (await listCoupons(handle.db, 1)).coupons.find((row) => row.code === code)!

  it('SEQ1: three checkouts in a row by one founder leave one discounted reservation; another buyer is told the limit is reached', async () => {
    const couponId = await coupon('SEQ1', 1)
    const first = await founder()
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await checkout(first, 'seq1')
      expect(result.kind).toBe('redirect')
      expect(await liveReservations(couponId)).toBe(1)
      expect(await liveReservations(couponId, first.id)).toBe(1)
    }
    // Their own reservation does not count against them: the summary still shows the discount.
    const own = await quoteOrder(handle.db, first, {
      product: 'linkedin-profile-optimization',
      period: 'one_time',
      currency: 'USD',
      couponCode: 'SEQ1',
    })
    expect(own.order).toMatchObject({ discount: 4950, total: 4950, couponRefused: null })

    const second = await founder()
    const quote = await quoteOrder(handle.db, second, {
      product: 'linkedin-profile-optimization',
      period: 'one_time',
      currency: 'USD',
      couponCode: 'SEQ1',
    })
    expect(quote.order?.couponRefused).toMatchObject({ reason: 'used-up', message: USED_UP })
    expect(await checkout(second, 'SEQ1')).toMatchObject({ kind: 'refused', status: 400, title: USED_UP, field: 'couponCode' })
    expect(await liveReservations(couponId)).toBe(1)
  })

  it('SOLO1: five concurrent checkouts by one founder hold one reservation, and paying all five counts one use', async () => {
    const couponId = await coupon('SOLO1', 1)
    const buyer = await founder()
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer, 'SOLO1')))
    expect(results.map((result) => result.kind)).toEqual(Array(5).fill('redirect'))
    expect(await liveReservations(couponId)).toBe(1)

    // The buyer pays every provider page they opened: each is honoured, one is a use, the rest are over the limit.
    const attempts = await attemptsWith(couponId)
    expect(attempts).toHaveLength(5)
    await Promise.all(attempts.map((attempt) => pay(attempt)))
    expect(await usage(couponId)).toEqual({ used: 1, redemptions: 5, overLimit: 4 })
    expect(await handle.db.select().from(billingTransactions).where(eq(billingTransactions.userId, buyer.id))).toHaveLength(5)
    expect(await teamAlerts('SOLO1')).toHaveLength(4)
    expect(await adminRow('SOLO1')).toMatchObject({ currentUsage: 1, maxUsageLimit: 1, usedUp: true, overLimitUses: 4 })
  })

  it('RACE2: twenty concurrent checkouts by five buyers never reserve or use the coupon more than twice', async () => {
    const couponId = await coupon('RACE2', 2)
    const buyers = await Promise.all(Array.from({ length: 5 }, () => founder()))
    const results = await Promise.all(buyers.flatMap((buyer) => Array.from({ length: 4 }, () => checkout(buyer, 'RACE2'))))
    expect(results.filter((result) => result.kind === 'redirect').length).toBeGreaterThanOrEqual(2)
    for (const result of results.filter((result) => result.kind !== 'redirect')) {
      expect(result).toMatchObject({ kind: 'refused', status: 400, title: USED_UP })
    }
    expect(await liveReservations(couponId)).toBe(2)
    for (const buyer of buyers) expect(await liveReservations(couponId, buyer.id)).toBeLessThanOrEqual(1)

    const attempts = await attemptsWith(couponId)
    await Promise.all(attempts.map((attempt) => pay(attempt)))
    expect(await usage(couponId)).toEqual({ used: 2, redemptions: attempts.length, overLimit: attempts.length - 2 })
    expect(await adminRow('RACE2')).toMatchObject({ currentUsage: 2, usedUp: true, overLimitUses: attempts.length - 2 })
  })

  it('honours a payment that arrives after the coupon was used up: a subscription, a charge and an invoice, marked over the limit and mailed to the team', async () => {
    const couponId = await coupon('LATE1', 1)
    const early = await founder()
    const late = await founder()
    const start = new Date()
    // The first buyer's checkout expires unpaid, so the second one gets the coupon; then both pay.
    expect(await checkout(early, 'LATE1', { product: 'growth', period: 'monthly', now: start })).toMatchObject({ kind: 'redirect' })
    const later = new Date(start.getTime() + 2 * HOUR)
    expect(await checkout(late, 'LATE1', { product: 'growth', period: 'monthly', now: later })).toMatchObject({ kind: 'redirect' })
    const [earlyAttempt] = await handle.db.select().from(paymentData).where(eq(paymentData.userId, early.id))
    const [lateAttempt] = await handle.db.select().from(paymentData).where(eq(paymentData.userId, late.id))
    expect(lateAttempt).toMatchObject({ discountMinor: 9950, amountMinor: 9950 })

    await pay(earlyAttempt!, later)
    await pay(lateAttempt!, later)
    expect(await usage(couponId)).toEqual({ used: 1, redemptions: 2, overLimit: 1 })
    const [overLimit] = await handle.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.overLimit, true)))
    expect(overLimit).toMatchObject({ userId: late.id, paymentId: lateAttempt!.id, discountMinor: 9950 })

    // Money moved, so the order is fulfilled as usual.
    expect(await handle.db.select().from(paymentData).where(eq(paymentData.id, lateAttempt!.id))).toMatchObject([{ outcome: 'paid' }])
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, late.id))).toMatchObject([
      { planSlug: 'growth', status: 'active' },
    ])
    expect(await handle.db.select().from(billingTransactions).where(eq(billingTransactions.userId, late.id))).toMatchObject([
      { amountMinor: 9950, status: 'completed' },
    ])
    expect(await handle.db.select().from(invoices).where(eq(invoices.userId, late.id))).toMatchObject([
      { discountMinor: 9950, couponCode: 'LATE1' },
    ])

    const alerts = await teamAlerts('LATE1')
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.text).toContain(lateAttempt!.id)
    expect(alerts[0]!.text).toContain(late.email)
    expect(alerts[0]!.text).toContain('limit of 1 use')
    expect(await adminRow('LATE1')).toMatchObject({ currentUsage: 1, maxUsageLimit: 1, usedUp: true, overLimitUses: 1 })

    // A second delivery of the same confirmation changes nothing.
    await pay(lateAttempt!, later)
    expect(await usage(couponId)).toEqual({ used: 1, redemptions: 2, overLimit: 1 })
    expect(await teamAlerts('LATE1')).toHaveLength(1)
  })
}

describe('coupon limits (PGlite)', () => {
  couponLimitSuite(() => pgliteBackend())
})

const postgres = await postgresBackend()

describe.runIf(postgres)('coupon limits (PostgreSQL)', () => {
  afterAll(() => postgres?.teardown())
  couponLimitSuite(async () => postgres!)
})
