// The only code that turns a request into money. The checkout page, the payment hand-off, the
// providers' line items, the receipt and the tests all call priceOrder; nothing the browser sends
// about money is trusted — it sends a product, a period, a currency, a coupon code and a GST number.
import { and, count, eq, gt, ne, sql } from 'drizzle-orm'
import { couponCodes, paymentData, planPrices } from '#db/schema/billing.ts'
import { planSettings } from '#db/schema/site.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/domain/money.ts'
import type { Role } from '#app/utils/permissions.ts'
import { couponDiscount, couponRefusal, couponRefusalMessage, orderTotals, type CouponRefusal, type CouponTerms } from './order-math.ts'
import { findProduct, orderLine, type OrderPeriod, type Product } from './products.ts'

export type OrderRequest = {
  /** A product slug: a plan (`growth`) or `linkedin-profile-optimization`. */
  product: string
  billingPeriod: OrderPeriod
  currency: Currency
  couponCode?: string | null
  gstNumber?: string | null
  buyer: { id: string; roles: readonly Role[] }
}

export type PricedOrder = {
  product: Product
  period: OrderPeriod
  currency: Currency
  /** "Growth plan, monthly": the line on the provider's page, the receipt and the invoice. */
  line: string
  subtotal: number
  discount: number
  gst: number
  total: number
  gstNumber: string | null
  coupon: CouponTerms | null
  /** A coupon that was asked for and cannot be used, with the reason in the buyer's words. */
  couponRefused: { code: string; reason: CouponRefusal; message: string } | null
}

export type PriceRefusal = { reason: 'unknown-product' | 'missing-price' | 'sold-out'; message: string }

export const PRICE_MESSAGES = {
  unknownProduct: 'Plan data not found',
  missingPrice: 'Plan data not found',
  soldOut: 'This plan is sold out. Choose another plan below.',
} as const

/** Coupon codes are stored upper-case letters, digits, - and _ (spec §3); the buyer may type them any way. */
export function normaliseCouponCode(code: string | null | undefined): string | null {
  const cleaned = code?.toUpperCase().replace(/[^A-Z0-9_-]/g, '') ?? ''
  // Something was typed that cannot be a code: it is looked up anyway, so the buyer hears it does not exist.
  if (cleaned === '') return code?.trim() ? '-' : null
  return cleaned.slice(0, 64)
}

/**
 * Prices an order from plan_prices (never from the code catalogue: a missing row refuses to price),
 * then the coupon and GST. `db` may be a transaction that holds the coupon's row lock.
 */
export async function priceOrder(
  db: Database,
  request: OrderRequest,
  now = new Date(),
): Promise<{ ok: true; order: PricedOrder } | ({ ok: false } & PriceRefusal)> {
  const product = findProduct(request.product)
  if (!product) return { ok: false, reason: 'unknown-product', message: PRICE_MESSAGES.unknownProduct }
  if (await isSoldOut(db, product)) return { ok: false, reason: 'sold-out', message: PRICE_MESSAGES.soldOut }
  const period: OrderPeriod =
    product.kind === 'one_time' ? 'one_time' : request.billingPeriod === 'one_time' ? 'monthly' : request.billingPeriod

  const price = await listPrice(db, product, period, request.currency)
  if (price === null) return { ok: false, reason: 'missing-price', message: PRICE_MESSAGES.missingPrice }
  const { coupon, couponRefused } = await judgeCoupon(db, request, now)
  const gstNumber = request.gstNumber?.trim() || null
  const discount = coupon ? couponDiscount(price, coupon) : 0
  const totals = orderTotals(price, discount, gstNumber)
  return {
    ok: true,
    order: {
      product,
      period,
      currency: request.currency,
      line: orderLine(product.name, period),
      ...totals,
      gstNumber,
      coupon,
      couponRefused,
    },
  }
}

/** The product's price in plan_prices for this period and currency; null when there is none (or it is not positive). */
async function listPrice(db: Database, product: Product, period: OrderPeriod, currency: Currency): Promise<number | null> {
  const [price] = await db
    .select({ amount: planPrices.amountMinor })
    .from(planPrices)
    .where(and(eq(planPrices.planSlug, product.slug), eq(planPrices.billingPeriod, period), eq(planPrices.currency, currency)))
  return price && price.amount > 0 ? price.amount : null
}

/** The coupon the buyer typed: usable for this order, or refused with the reason and the words the buyer reads. */
async function judgeCoupon(
  db: Database,
  request: OrderRequest,
  now: Date,
): Promise<{ coupon: CouponTerms | null; couponRefused: PricedOrder['couponRefused'] }> {
  const code = normaliseCouponCode(request.couponCode)
  if (!code) return { coupon: null, couponRefused: null }
  const found = await findCoupon(db, code)
  const uses = found ? await couponUses(db, found.id, request.buyer.id, now) : 0
  const reason = couponRefusal(found, { currency: request.currency, buyerRoles: request.buyer.roles, uses, now })
  if (reason) return { coupon: null, couponRefused: { code, reason, message: couponRefusalMessage(reason, found) } }
  return { coupon: found, couponRefused: null }
}

/** Sold out as an admin set it (plan_settings), else as the catalogue says. */
export async function isSoldOut(db: Database, product: Product): Promise<boolean> {
  if (product.kind !== 'plan') return false
  const [setting] = await db.select({ soldOut: planSettings.soldOut }).from(planSettings).where(eq(planSettings.planSlug, product.slug))
  return setting?.soldOut ?? product.soldOut
}

async function findCoupon(db: Database, code: string): Promise<CouponTerms | null> {
  const [row] = await db
    .select({
      id: couponCodes.id,
      code: couponCodes.code,
      discountType: couponCodes.discountType,
      discountAmount: couponCodes.discountAmount,
      currency: couponCodes.currency,
      isActive: couponCodes.isActive,
      expiryDate: couponCodes.expiryDate,
      maxUsageLimit: couponCodes.maxUsageLimit,
      applicableTo: couponCodes.applicableTo,
      currentUsage: couponCodes.currentUsage,
    })
    .from(couponCodes)
    .where(eq(couponCodes.code, code))
  return row ?? null
}

/**
 * A checkout in progress reserves its coupon until it ends: pending, handed off (or being handed
 * off) and not yet expired. A buyer holds at most one reservation of a coupon (startCheckout ends
 * their earlier one before recording a new one).
 */
const liveReservation = (couponId: string, now: Date) =>
  and(
    eq(paymentData.couponId, couponId),
    eq(paymentData.outcome, 'pending'),
    ne(paymentData.status, 'failed'),
    gt(paymentData.expiresAt, now),
  )

/**
 * Uses within the limit plus other buyers' reservations. The buyer's own reservation does not count
 * against them: their new checkout replaces it.
 */
async function couponUses(db: Database, couponId: string, buyerId: string, now: Date): Promise<number> {
  const [coupon] = await db.select({ used: couponCodes.currentUsage }).from(couponCodes).where(eq(couponCodes.id, couponId))
  const [reserved] = await db
    .select({ n: count() })
    .from(paymentData)
    .where(and(liveReservation(couponId, now), sql`${paymentData.userId} is distinct from ${buyerId}`))
  return (coupon?.used ?? 0) + Number(reserved?.n ?? 0)
}

/**
 * Ends the buyer's earlier reservations of a coupon, under its row lock, before their new checkout
 * records its own: so nobody holds more than one. The earlier attempt stays pending, so the
 * reconciliation still asks its provider about it; if the buyer pays it anyway, fulfilment counts
 * the use only while the coupon has room.
 */
export async function endEarlierReservations(tx: Database, couponId: string, buyerId: string, now: Date) {
  await tx
    .update(paymentData)
    .set({ expiresAt: now })
    .where(and(liveReservation(couponId, now), eq(paymentData.userId, buyerId)))
}

/** Takes the coupon's row lock for the rest of the transaction, so concurrent checkouts count its uses one at a time. */
export async function lockCoupon(tx: Database, code: string | null) {
  if (!code) return
  await tx.execute(sql`select id from ${couponCodes} where ${couponCodes.code} = ${code} for update`)
}
