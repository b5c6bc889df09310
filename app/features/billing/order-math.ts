// The arithmetic of an order, in integer minor units: list price, coupon, GST, total (spec §5, §9).
// Pure, so every rule is unit-tested; priceOrder (price-order.server.ts) feeds it from the database.
import { formatMoney, type Currency } from '#app/domain/money.ts'
import type { Role } from '#app/utils/permissions.ts'
import { dateText } from '#app/utils/dates.ts'
import { gstOn } from '#app/domain/gst.ts'

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

export type OrderTotals = { subtotal: number; discount: number; gst: number; total: number }

export function orderTotals(subtotal: number, discount: number, gstNumber: string | null): OrderTotals {
  const taxable = subtotal - discount
  const gst = gstOn(taxable, gstNumber)
  return { subtotal, discount, gst, total: taxable + gst }
}
