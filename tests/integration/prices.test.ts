import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as userTable } from '#db/schema/auth.ts'
import { couponCodes, planPrices } from '#db/schema/billing.ts'
import { adminActivityLog } from '#db/schema/people.ts'
import { planSettings } from '#db/schema/site.ts'
import { plans } from '#app/domain/plans.ts'
import { priceOrder } from '#app/features/billing/price-order.server.ts'
import { loadPriceTable, seedPlanPrices } from '#app/features/billing/prices.server.ts'
import { updatePlanPricing } from '#app/features/billing/update-plan-pricing.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

describe('loadPriceTable', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await (await pgliteBackend()).open()
    await seedPlanPrices(handle.db)
  })
  afterAll(() => handle.close())

  it('serves the seeded catalogue prices', async () => {
    const table = await loadPriceTable(handle.db)
    expect(table.plans.map((plan) => plan.slug)).toEqual(plans.map((plan) => plan.slug))
    expect(table.plans.find((plan) => plan.slug === 'growth')?.prices.yearly).toEqual({ USD: 191000, INR: 16319000 })
    expect(table.linkedin.prices).toEqual({ USD: 9900, INR: 824900 })
  })

  it("shows an admin's stored price instead of the catalogue's", async () => {
    await handle.db
      .update(planPrices)
      .set({ amountMinor: 24900 })
      .where(and(eq(planPrices.planSlug, 'growth'), eq(planPrices.billingPeriod, 'monthly'), eq(planPrices.currency, 'USD')))
    const table = await loadPriceTable(handle.db)
    expect(table.plans.find((plan) => plan.slug === 'growth')?.prices.monthly.USD).toBe(24900)
    expect(table.plans.find((plan) => plan.slug === 'growth')?.prices.monthly.INR).toBe(1699900)
  })
})

describe('priceOrder', () => {
  let handle: DatabaseHandle
  const founder = { id: 'nobody', roles: ['founder' as const] }
  beforeAll(async () => {
    handle = await (await pgliteBackend()).open()
    await seedPlanPrices(handle.db)
  })
  afterAll(() => handle.close())

  const SPEC: Record<string, [number, number, number, number]> = {
    //                   monthly USD, INR   yearly USD, INR (spec §3)
    starter: [99, 8249, 950, 79190],
    growth: [199, 16999, 1910, 163190],
    momentum: [349, 28999, 3350, 278390],
    enterprise: [1199, 97999, 11510, 941590],
  }
  const cases = Object.entries(SPEC).flatMap(([slug, [mu, mi, yu, yi]]) => [
    [slug, 'monthly', 'USD', mu],
    [slug, 'monthly', 'INR', mi],
    [slug, 'yearly', 'USD', yu],
    [slug, 'yearly', 'INR', yi],
  ]) as [string, 'monthly' | 'yearly', 'USD' | 'INR', number][]

  it.each(cases)('prices %s %s in %s at the spec’s price, with and without GST', async (slug, period, currency, major) => {
    const plain = await priceOrder(handle.db, { product: slug, billingPeriod: period, currency, buyer: founder })
    expect(plain).toMatchObject({ ok: true, order: { subtotal: major * 100, discount: 0, gst: 0, total: major * 100 } })
    const withGst = await priceOrder(handle.db, { product: slug, billingPeriod: period, currency, gstNumber: 'GSTIN', buyer: founder })
    const gst = Math.round(major * 0.18) * 100
    expect(withGst).toMatchObject({ ok: true, order: { gst, total: major * 100 + gst } })
  })

  it('prices the LinkedIn optimization once, whatever period is asked', async () => {
    for (const [currency, minor] of [
      ['USD', 9900],
      ['INR', 824900],
    ] as const) {
      const priced = await priceOrder(handle.db, {
        product: 'linkedin-profile-optimization',
        billingPeriod: 'yearly',
        currency,
        buyer: founder,
      })
      expect(priced).toMatchObject({
        ok: true,
        order: { period: 'one_time', total: minor, line: 'LinkedIn Profile Optimization (one-time)' },
      })
    }
  })

  it('refuses sold-out plans and unknown products', async () => {
    expect(await priceOrder(handle.db, { product: 'base', billingPeriod: 'monthly', currency: 'USD', buyer: founder })).toMatchObject({
      ok: false,
      reason: 'sold-out',
    })
    expect(
      await priceOrder(handle.db, { product: 'c-suite-presence', billingPeriod: 'yearly', currency: 'INR', buyer: founder }),
    ).toMatchObject({
      ok: false,
      reason: 'sold-out',
    })
    expect(await priceOrder(handle.db, { product: 'platinum', billingPeriod: 'monthly', currency: 'USD', buyer: founder })).toMatchObject({
      ok: false,
      reason: 'unknown-product',
      message: 'Plan data not found',
    })
  })

  it('refuses to price when plan_prices has no row, instead of falling back to the code catalogue', async () => {
    await handle.db
      .delete(planPrices)
      .where(and(eq(planPrices.planSlug, 'starter'), eq(planPrices.billingPeriod, 'yearly'), eq(planPrices.currency, 'INR')))
    expect(await priceOrder(handle.db, { product: 'starter', billingPeriod: 'yearly', currency: 'INR', buyer: founder })).toMatchObject({
      ok: false,
      reason: 'missing-price',
    })
  })

  it('applies a coupon only to the buyers, currencies and dates it is for', async () => {
    await handle.db.insert(couponCodes).values([
      { code: 'FLAT50', discountType: 'flat', discountAmount: 5000, currency: 'USD' },
      { code: 'WRITERS', discountType: 'percentage', discountAmount: 30, applicableTo: ['writer'] },
      { code: 'GONE', discountType: 'percentage', discountAmount: 30, expiryDate: new Date(Date.now() - 1000) },
    ])
    const flat = await priceOrder(handle.db, {
      product: 'growth',
      billingPeriod: 'monthly',
      currency: 'USD',
      couponCode: ' flat50 ',
      gstNumber: 'X',
      buyer: founder,
    })
    expect(flat).toMatchObject({ ok: true, order: { subtotal: 19900, discount: 5000, gst: 2700, total: 17600, couponRefused: null } })
    const wrongCurrency = await priceOrder(handle.db, {
      product: 'growth',
      billingPeriod: 'monthly',
      currency: 'INR',
      couponCode: 'FLAT50',
      buyer: founder,
    })
    expect(wrongCurrency).toMatchObject({ ok: true, order: { discount: 0, couponRefused: { reason: 'currency' } } })
    const audience = await priceOrder(handle.db, {
      product: 'growth',
      billingPeriod: 'monthly',
      currency: 'USD',
      couponCode: 'WRITERS',
      buyer: founder,
    })
    expect(audience).toMatchObject({
      ok: true,
      order: { discount: 0, couponRefused: { reason: 'audience', message: 'This coupon is for writers only.' } },
    })
    const expired = await priceOrder(handle.db, {
      product: 'growth',
      billingPeriod: 'monthly',
      currency: 'USD',
      couponCode: 'GONE',
      buyer: founder,
    })
    expect(expired).toMatchObject({ ok: true, order: { couponRefused: { reason: 'expired' } } })
    const unknown = await priceOrder(handle.db, {
      product: 'growth',
      billingPeriod: 'monthly',
      currency: 'USD',
      couponCode: 'NOPE',
      buyer: founder,
    })
    expect(unknown).toMatchObject({ ok: true, order: { couponRefused: { reason: 'not-found' } } })
  })
})

function priceEditSuite(getBackend: () => Promise<Backend>) {
  let handle: DatabaseHandle
  const admin = { id: 'pricing-admin', roles: ['admin' as const] }
  beforeAll(async () => {
    handle = await (await getBackend()).open()
    await seedPlanPrices(handle.db)
    await handle.db
      .insert(userTable)
      .values({ id: admin.id, name: 'Pricing Admin', email: 'pricing-admin@example.test', emailVerified: true })
  })
  afterAll(() => handle.close())

  const snapshot = async () => ({
    prices: await handle.db.select().from(planPrices).orderBy(planPrices.planSlug, planPrices.billingPeriod, planPrices.currency),
    settings: await handle.db.select().from(planSettings),
    log: await handle.db.select().from(adminActivityLog),
  })
  const planEdit = {
    intent: 'save-plan' as const,
    monthlyUSD: 100,
    monthlyINR: 100,
    yearlyUSD: 100,
    yearlyINR: 100,
    soldOut: true,
    availability: null,
  }

  it('answers a product that is not there as missing and changes nothing, whoever calls', async () => {
    const before = await snapshot()
    expect(await updatePlanPricing(handle.db, admin, { ...planEdit, plan: 'platinum' })).toEqual({
      ok: false,
      status: 404,
      message: 'That plan does not exist.',
    })
    // One-time prices belong to the one-time product only, not to a plan.
    expect(
      await updatePlanPricing(handle.db, admin, { intent: 'save-one-time', plan: 'growth', oneTimeUSD: 100, oneTimeINR: 100 }),
    ).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await snapshot()).toEqual(before)
  })

  it('saves a plan’s prices and switches under the catalogue’s name, with one log entry', async () => {
    expect(await updatePlanPricing(handle.db, admin, { ...planEdit, plan: 'growth', monthlyUSD: 20900 })).toEqual({
      ok: true,
      slug: 'growth',
      name: 'Growth',
    })
    const table = await loadPriceTable(handle.db)
    expect(table.plans.find((plan) => plan.slug === 'growth')).toMatchObject({ soldOut: true, prices: { monthly: { USD: 20900 } } })
    const log = await handle.db.select().from(adminActivityLog).where(eq(adminActivityLog.targetId, 'growth'))
    expect(log).toHaveLength(1)
    expect(log[0]!.details).toContain('Growth: monthly USD $199 → $209')
  })
}

describe('updatePlanPricing (PGlite)', () => {
  priceEditSuite(() => pgliteBackend())
})

const postgres = await postgresBackend()

describe.runIf(postgres)('updatePlanPricing (PostgreSQL)', () => {
  afterAll(() => postgres?.teardown())
  priceEditSuite(async () => postgres!)
})
