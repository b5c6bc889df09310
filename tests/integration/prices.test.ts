import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planPrices } from '#db/schema/billing.ts'
import { seedPlanPrices } from '#db/seed.ts'
import { plans } from '#app/features/pricing/catalogue.ts'
import { loadPriceTable } from '#app/features/pricing/prices.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { pgliteBackend } from '#tests/support/backends.ts'

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
