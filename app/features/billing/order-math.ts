// The arithmetic of an order, in integer minor units: list price, coupon, GST, total (spec §5, §9).
// Pure, so every rule is unit-tested; priceOrder (price-order.server.ts) feeds it from the database.
import { formatMoney, type Currency } from '#app/domain/money.ts'
import type { Role } from '#app/utils/permissions.ts'
import { dateText } from '#app/utils/dates.ts'

export const GST_RATE_PERCENT = 18

export type CouponTerms = {
  id: string
  code: string
  discountType: 'flat' | 'percentage'
  /** Percentage points, or minor units of `currency` for a flat coupon. */
  discountAmount: number
  currency: Currency
  isActive: boolean
  expiryDate: Date | null
  maxUsageLimit: number | null
  applicableTo: readonly string[]
}

export type CouponRefusal = 'not-found' | 'inactive' | 'expired' | 'used-up' | 'audience' | 'currency'

/**
 * Why a coupon cannot be used for this order, or null when it can. `uses` counts uses within the
 * limit and the reservations of other buyers' checkouts still in progress.
 */
export function couponRefusal(
  coupon: CouponTerms | null,
  order: { currency: Currency; buyerRoles: readonly Role[]; uses: number; now: Date },
): CouponRefusal | null {
  if (!coupon) return 'not-found'
  if (!coupon.isActive) return 'inactive'
  if (coupon.expiryDate && coupon.expiryDate.getTime() <= order.now.getTime()) return 'expired'
  if (coupon.maxUsageLimit !== null && order.uses >= coupon.maxUsageLimit) return 'used-up'
  // Someone without a role yet buys as a founder, the default role (spec §1).
  const roles = order.buyerRoles.length > 0 ? order.buyerRoles : (['founder'] as const)
  if (!roles.some((role) => coupon.applicableTo.includes(role))) return 'audience'
  if (coupon.discountType === 'flat' && coupon.currency !== order.currency) return 'currency'
  return null
}

/** What the buyer reads when a coupon is refused: the reason, and what to do about it when something can be done. */
export function couponRefusalMessage(reason: CouponRefusal, coupon: CouponTerms | null): string {
  switch (reason) {
    case 'not-found':
      return 'This coupon code does not exist. Check the spelling and try again.'
    case 'inactive':
      return 'This coupon is no longer active.'
    case 'expired':
      return `This coupon expired on ${coupon?.expiryDate ? dateText(coupon.expiryDate) : 'an earlier date'}.`
    case 'used-up':
      return 'This coupon has reached its usage limit.'
    case 'audience':
      return coupon?.applicableTo.includes('writer') && !coupon.applicableTo.includes('founder')
        ? 'This coupon is for writers only.'
        : 'This coupon is for founders only.'
    case 'currency':
      return coupon
        ? `This coupon takes ${formatMoney(coupon.discountAmount, coupon.currency)} off orders paid in ${coupon.currency}. Switch the currency to ${coupon.currency} to use it.`
        : 'This coupon cannot be used in this currency.'
  }
}

/** The discount a usable coupon gives on `subtotal`: a percentage rounded to the minor unit, or a flat amount; never more than the subtotal. */
export function couponDiscount(subtotal: number, coupon: Pick<CouponTerms, 'discountType' | 'discountAmount'>): number {
  const raw = coupon.discountType === 'percentage' ? Math.round((subtotal * coupon.discountAmount) / 100) : coupon.discountAmount
  return Math.min(subtotal, Math.max(0, raw))
}

/**
 * GST: 18 % of the discounted amount, rounded to a whole rupee or dollar as the price list is
 * (spec §9), added only when a GST number is given (any non-blank value, spec §5).
 */
export function gstOn(taxable: number, gstNumber: string | null): number {
  if (!gstNumber?.trim()) return 0
  return Math.round((taxable * GST_RATE_PERCENT) / 100 / 100) * 100
}

/**
 * The GST inside a renewal the provider charged: the list price's GST when the charge is the list
 * price with it, as it was sold; otherwise (the provider charged another amount) the GST contained in
 * what was charged, when the subscription has a GST number, and none without one.
 */
export function gstInRenewalCharge(charged: number, listPrice: number, gstNumber: string | null): number {
  const expected = gstOn(listPrice, gstNumber)
  if (listPrice + expected === charged) return expected
  return gstNumber ? charged - Math.round(charged / (1 + GST_RATE_PERCENT / 100)) : 0
}

export type OrderTotals = { subtotal: number; discount: number; gst: number; total: number }

export function orderTotals(subtotal: number, discount: number, gstNumber: string | null): OrderTotals {
  const taxable = subtotal - discount
  const gst = gstOn(taxable, gstNumber)
  return { subtotal, discount, gst, total: taxable + gst }
}
