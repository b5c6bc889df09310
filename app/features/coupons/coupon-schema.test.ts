import { describe, expect, it } from 'vitest'
import { FIX_FIELDS_MESSAGE, fieldErrors } from '#app/utils/validation.ts'
import { COUPON_MESSAGES, couponFormError, CouponSchema, parseCouponForm, parseExpiry, ToggleCouponSchema } from './coupon-schema.ts'

const valid = { code: 'spring-25', discountType: 'percentage', discountAmount: '25', applicableTo: ['founder', 'writer'] }

function errorsOf(input: Record<string, unknown>) {
  const result = CouponSchema.safeParse(input)
  if (result.success) throw new Error('expected the coupon to be refused')
  return fieldErrors(result.error)
}

describe('coupon form schema', () => {
  it('stores the code in capitals, with optional expiry and usage limit left empty', () => {
    expect(CouponSchema.parse({ ...valid, expiryDate: '', maxUsage: '' })).toEqual({
      code: 'SPRING-25',
      discountType: 'percentage',
      discountAmount: 25,
      currency: 'USD',
      expiryDate: null,
      maxUsage: null,
      applicableTo: ['founder', 'writer'],
    })
  })

  it('reads a flat amount with cents, one audience, an expiry (UTC) and a limit', () => {
    const coupon = CouponSchema.parse({
      ...valid,
      discountType: 'flat',
      discountAmount: '49.99',
      currency: 'INR',
      applicableTo: 'writer',
      expiryDate: '2099-06-30T18:30',
      maxUsage: '10',
    })
    expect(coupon).toMatchObject({ discountAmount: 49.99, currency: 'INR', applicableTo: ['writer'], maxUsage: 10 })
    expect(coupon.expiryDate?.toISOString()).toBe('2099-06-30T18:30:00.000Z')
  })

  it('asks for the required fields in the spec’s words', () => {
    const errors = errorsOf({ applicableTo: 'founder' })
    expect(couponFormError(errors)).toBe(COUPON_MESSAGES.required)
    expect(errors).toMatchObject({ code: ['Coupon code is required'], discountAmount: ['Discount amount is required'] })
  })

  it.each([
    [{ discountAmount: '101' }, 'discountAmount', 'A percentage is a whole number from 1 to 100'],
    [{ discountAmount: '0.5' }, 'discountAmount', 'A percentage is a whole number from 1 to 100'],
    [{ discountType: 'flat', discountAmount: '0' }, 'discountAmount', 'A flat amount is above 0 and at most 100,000'],
    [{ discountAmount: '1,000' }, 'discountAmount', 'Enter a number, like 20 or 49.99'],
    [{ code: 'NO SPACES' }, 'code', 'Use letters, digits, - and _ only (no spaces)'],
    [{ code: 'X'.repeat(33) }, 'code', 'Use at most 32 characters'],
    [{ maxUsage: '0' }, 'maxUsage', 'Enter a whole number of uses, 1 or more'],
    [{ maxUsage: '2.5' }, 'maxUsage', 'Enter a whole number of uses, 1 or more'],
    [{ expiryDate: '2000-01-01' }, 'expiryDate', 'Choose an expiry in the future'],
    [{ expiryDate: 'tomorrow' }, 'expiryDate', 'Enter a date and time, like 2026-12-31 23:59'],
    [{ applicableTo: [] }, 'applicableTo', 'Choose founders, writers or both'],
    [{ applicableTo: ['admin'] }, 'applicableTo.0', 'Choose founders, writers or both'],
  ])('refuses %o', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toContain(message)
  })

  it('reports every field at once: a missing code does not hide a percentage over 100 or a past expiry', () => {
    expect(errorsOf({ ...valid, code: '', discountAmount: '150', expiryDate: '2000-01-01' })).toMatchObject({
      code: ['Coupon code is required'],
      discountAmount: ['A percentage is a whole number from 1 to 100'],
      expiryDate: ['Choose an expiry in the future'],
    })
  })

  it.each([
    ['an empty form', { applicableTo: 'founder' }, COUPON_MESSAGES.required],
    ['a missing code beside a bad amount', { ...valid, code: '', discountAmount: '150' }, COUPON_MESSAGES.required],
    ['bad input', { ...valid, code: 'BAD CODE!', maxUsage: '-3' }, FIX_FIELDS_MESSAGE],
  ])('gives %s one line for the whole form, in the browser and the action alike', (_case, fields, line) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item)
    expect(parseCouponForm(form).reply().error?.['']).toEqual([line])
  })

  it('survives a refused field before its cross-field checks (they see the raw text)', () => {
    expect(errorsOf({ ...valid, expiryDate: '🙂'.repeat(40) }).expiryDate).toEqual(['Enter a date and time'])
  })

  it('reads dates the calendar has, and nothing else', () => {
    expect(parseExpiry('2028-02-29')?.toISOString()).toBe('2028-02-29T23:59:59.000Z')
    expect(parseExpiry('2027-02-29')).toBeNull()
    expect(parseExpiry('2026-13-01T00:00')).toBeNull()
    expect(parseExpiry('2026-12-31 23:59')?.toISOString()).toBe('2026-12-31T23:59:00.000Z')
  })

  it('switches a coupon to the state asked for', () => {
    const id = '7b135c30-8d42-4c5c-8b92-e63947d9225e'
    expect(ToggleCouponSchema.parse({ intent: 'toggle', couponId: id, active: 'false' })).toEqual({
      intent: 'toggle',
      couponId: id,
      active: false,
    })
    expect(ToggleCouponSchema.safeParse({ intent: 'toggle', couponId: 'x', active: 'true' }).success).toBe(false)
  })
})
