import { planPrices } from '#db/schema/billing.ts'
import { planSettings } from '#db/schema/site.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { linkedinOptimization, plans, type PriceTable } from '#app/domain/plans.ts'

/**
 * The catalogue with the prices and availability an admin set (plan_prices, plan_settings); for
 * showing, a price missing from the table falls back to the catalogue's (charging never does: priceOrder). Every screen that shows or charges a price reads it here.
 */
export async function loadPriceTable(db: Database): Promise<PriceTable> {
  const [rows, settings] = await Promise.all([db.select().from(planPrices), db.select().from(planSettings)])
  const setting = (slug: string) => settings.find((row) => row.planSlug === slug)
  const price = (slug: string, period: string, currency: Currency, fallback: number) =>
    rows.find((row) => row.planSlug === slug && row.billingPeriod === period && row.currency === currency)?.amountMinor ?? fallback
  return {
    plans: plans.map((plan) => ({
      slug: plan.slug,
      name: plan.name,
      description: plan.description,
      features: plan.features,
      highlighted: plan.highlighted,
      followerTier: plan.followerTier,
      // An admin's sold-out switch and availability line win over the catalogue's.
      soldOut: setting(plan.slug)?.soldOut ?? plan.soldOut,
      availability: setting(plan.slug) ? (setting(plan.slug)!.availability ?? null) : plan.availability,
      prices: {
        monthly: {
          USD: price(plan.slug, 'monthly', 'USD', plan.prices.monthly.USD),
          INR: price(plan.slug, 'monthly', 'INR', plan.prices.monthly.INR),
        },
        yearly: {
          USD: price(plan.slug, 'yearly', 'USD', plan.prices.yearly.USD),
          INR: price(plan.slug, 'yearly', 'INR', plan.prices.yearly.INR),
        },
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

/** The catalogue's prices; an admin's later edit is kept (insert only what is missing). */
export async function seedPlanPrices(db: Database) {
  const rows: (typeof planPrices.$inferInsert)[] = plans.flatMap((plan) =>
    (['monthly', 'yearly'] as const).flatMap((period) =>
      (['USD', 'INR'] as const).map((currency) => ({
        planSlug: plan.slug,
        billingPeriod: period,
        currency,
        amountMinor: plan.prices[period][currency],
      })),
    ),
  )
  for (const currency of ['USD', 'INR'] as const) {
    rows.push({
      planSlug: linkedinOptimization.slug,
      billingPeriod: 'one_time',
      currency,
      amountMinor: linkedinOptimization.prices[currency],
    })
  }
  await db.insert(planPrices).values(rows).onConflictDoNothing()
}
