import { count, max } from 'drizzle-orm'
import { planPrices } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/utils/money.ts'
import { linkedinOptimization, plans, type Plan, type PlanPrices } from './catalogue.ts'

export type PricedPlan = Omit<Plan, 'prices'> & { prices: PlanPrices }
export type PriceTable = { plans: PricedPlan[]; linkedin: { slug: string; name: string; description: string; features: string[]; prices: Record<Currency, number> } }

/**
 * The catalogue with the prices an admin set (plan_prices); a price missing from the table
 * falls back to the catalogue's. Every screen that shows or charges a price reads it here.
 */
export async function loadPriceTable(db: Database): Promise<PriceTable> {
  const rows = await db.select().from(planPrices)
  const price = (slug: string, period: string, currency: Currency, fallback: number) =>
    rows.find((row) => row.planSlug === slug && row.billingPeriod === period && row.currency === currency)?.amountMinor ?? fallback
  return {
    plans: plans.map((plan) => ({
      ...plan,
      prices: {
        monthly: { USD: price(plan.slug, 'monthly', 'USD', plan.prices.monthly.USD), INR: price(plan.slug, 'monthly', 'INR', plan.prices.monthly.INR) },
        yearly: { USD: price(plan.slug, 'yearly', 'USD', plan.prices.yearly.USD), INR: price(plan.slug, 'yearly', 'INR', plan.prices.yearly.INR) },
      },
    })),
    linkedin: {
      ...linkedinOptimization,
      prices: {
        USD: price(linkedinOptimization.slug, 'one_time', 'USD', linkedinOptimization.prices.USD),
        INR: price(linkedinOptimization.slug, 'one_time', 'INR', linkedinOptimization.prices.INR),
      },
    },
  }
}

/** Changes whenever an admin edits a price: public pages rendered before it are stale. */
export async function priceTableVersion(db: Database): Promise<string> {
  const [row] = await db.select({ latest: max(planPrices.updatedAt), rows: count() }).from(planPrices)
  return `${row?.latest?.toISOString() ?? 'none'}:${row?.rows ?? 0}`
}
