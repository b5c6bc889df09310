// What can be bought at /checkout/{slug}: the six plans (monthly or yearly subscriptions) and the
// one-time LinkedIn Profile Optimization. Prices are not here: they live in plan_prices (priceOrder).
import type { Currency } from '#app/domain/money.ts'
import type { BillingPeriod } from '#app/domain/periods.ts'
import { getPlan, linkedinOptimization, type Plan } from '#app/domain/plans.ts'

export type Product =
  | { kind: 'plan'; slug: string; name: string; soldOut: boolean; plan: Plan }
  | { kind: 'one_time'; slug: string; name: string; soldOut: false }

/** The period an order is billed for: a plan's monthly or yearly period, or once. */
export type OrderPeriod = BillingPeriod | 'one_time'

export function findProduct(slug: string): Product | null {
  if (slug === linkedinOptimization.slug) return { kind: 'one_time', slug, name: linkedinOptimization.name, soldOut: false }
  const plan = getPlan(slug)
  return plan ? { kind: 'plan', slug: plan.slug, name: plan.name, soldOut: plan.soldOut, plan } : null
}

/** A one-time product has one period whatever the query says. */
export function orderPeriodFor(product: Product, billing: BillingPeriod): OrderPeriod {
  return product.kind === 'one_time' ? 'one_time' : billing
}

export const PERIOD_LABELS: Record<OrderPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly', one_time: 'One-time' }

/** "Growth plan, monthly" / "LinkedIn Profile Optimization (one-time)": a line on receipts and providers' pages. */
export function orderLine(productName: string, period: OrderPeriod): string {
  return period === 'one_time' ? `${productName} (one-time)` : `${productName} plan, ${period === 'yearly' ? 'yearly' : 'monthly'}`
}

/** The checkout page of a product, with the choices that change its price. */
export function checkoutPath(slug: string, period: OrderPeriod, currency: Currency): string {
  const query = new URLSearchParams(period === 'one_time' ? { currency } : { billing: period, currency })
  return `/checkout/${slug}?${query}`
}
