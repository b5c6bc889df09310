import { describe, expect, it } from 'vitest'
import { couponDiscount, couponRefusal, couponRefusalMessage, orderTotals, type CouponTerms } from './order-math.ts'

const now = new Date('2026-11-23T12:00:00Z')
const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  id: 'c1',
  code: 'LAUNCH20',
  discountType: 'percentage',
  discountAmount: 20,
  currency: 'USD',
  isActive: true,
  expiryDate: null,
  maxUsageLimit: null,
  applicableTo: ['founder', 'writer'],
  ...overrides,
})
const order = (overrides: Partial<Parameters<typeof couponRefusal>[1]> = {}) => ({
  currency: 'USD' as const,
  buyerRoles: ['founder' as const],
  uses: 0,
  now,
  ...overrides,
})

describe('couponRefusal', () => {
  it('accepts an active coupon within its dates, limit, audience and currency', () => {
    expect(couponRefusal(coupon(), order())).toBeNull()
  })
  it('refuses a code that does not exist', () => {
    expect(couponRefusal(null, order())).toBe('not-found')
  })
  it('refuses a deactivated coupon', () => {
    expect(couponRefusal(coupon({ isActive: false }), order())).toBe('inactive')
  })
  it('refuses a coupon past its expiry date, and accepts it the moment before', () => {
    expect(couponRefusal(coupon({ expiryDate: new Date('2026-11-23T12:00:00Z') }), order())).toBe('expired')
    expect(couponRefusal(coupon({ expiryDate: new Date('2026-11-23T12:00:01Z') }), order())).toBeNull()
  })
  it('refuses a coupon whose uses and reservations reach its limit', () => {
    expect(couponRefusal(coupon({ maxUsageLimit: 5 }), order({ uses: 5 }))).toBe('used-up')
    expect(couponRefusal(coupon({ maxUsageLimit: 5 }), order({ uses: 4 }))).toBeNull()
  })
  it('refuses a writers-only coupon to a founder, and treats a buyer without roles as a founder', () => {
    expect(couponRefusal(coupon({ applicableTo: ['writer'] }), order())).toBe('audience')
    expect(couponRefusal(coupon({ applicableTo: ['writer'] }), order({ buyerRoles: [] }))).toBe('audience')
    expect(couponRefusal(coupon({ applicableTo: ['founder'] }), order({ buyerRoles: [] }))).toBeNull()
    expect(couponRefusal(coupon({ applicableTo: ['writer'] }), order({ buyerRoles: ['founder', 'writer'] }))).toBeNull()
  })
  it('refuses a flat coupon on an order in another currency; a percentage coupon works in both', () => {
    expect(couponRefusal(coupon({ discountType: 'flat', discountAmount: 5000, currency: 'USD' }), order({ currency: 'INR' }))).toBe(
      'currency',
    )
    expect(couponRefusal(coupon({ discountType: 'percentage', currency: 'USD' }), order({ currency: 'INR' }))).toBeNull()
  })
})

describe('couponRefusalMessage', () => {
  it('says what to do about a currency mismatch', () => {
    const flat = coupon({ discountType: 'flat', discountAmount: 5000, currency: 'USD' })
    expect(couponRefusalMessage('currency', flat)).toBe(
      'This coupon takes $50 off orders paid in USD. Switch the currency to USD to use it.',
    )
  })
  it('names the expiry date and the audience', () => {
    expect(couponRefusalMessage('expired', coupon({ expiryDate: new Date('2026-10-01T00:00:00Z') }))).toBe(
      'This coupon expired on Oct 1, 2026.',
    )
    expect(couponRefusalMessage('audience', coupon({ applicableTo: ['writer'] }))).toBe('This coupon is for writers only.')
    expect(couponRefusalMessage('audience', coupon({ applicableTo: ['founder'] }))).toBe('This coupon is for founders only.')
  })
})

describe('couponDiscount', () => {
  it('takes a percentage, rounded to the cent or paisa', () => {
    expect(couponDiscount(19900, coupon({ discountAmount: 20 }))).toBe(3980)
    expect(couponDiscount(19900, coupon({ discountAmount: 15 }))).toBe(2985)
    expect(couponDiscount(999, coupon({ discountAmount: 33 }))).toBe(330) // 329.67
  })
  it('takes a flat amount, never more than the price', () => {
    expect(couponDiscount(19900, coupon({ discountType: 'flat', discountAmount: 5000 }))).toBe(5000)
    expect(couponDiscount(900, coupon({ discountType: 'flat', discountAmount: 5000 }))).toBe(900)
  })
  it('makes a 100% coupon a free order, never below zero', () => {
    expect(couponDiscount(19900, coupon({ discountAmount: 100 }))).toBe(19900)
    expect(orderTotals(19900, couponDiscount(19900, coupon({ discountAmount: 100 })), '27AAPFU0939F1ZV')).toEqual({
      subtotal: 19900,
      discount: 19900,
      gst: 0,
      total: 0,
    })
  })
})

describe('order totals', () => {
  it('totals price − coupon + GST', () => {
    expect(orderTotals(19900, 3980, '27AAPFU0939F1ZV')).toEqual({ subtotal: 19900, discount: 3980, gst: 2900, total: 18820 })
    expect(orderTotals(16319000, 1631900, '27AAPFU0939F1ZV')).toEqual({
      subtotal: 16319000,
      discount: 1631900,
      gst: 2643700,
      total: 17330800,
    })
    expect(orderTotals(19900, 0, null)).toEqual({ subtotal: 19900, discount: 0, gst: 0, total: 19900 })
  })
})
