// The coupon forms (spec §5 Coupon create, §3 coupon_codes): one schema for the browser and the action.
import { z } from 'zod'
import { utcMoment } from '#app/domain/periods.ts'
import { parseSubmission, withFormLine } from '#app/utils/submission.ts'
import { FIX_FIELDS_MESSAGE, lineField } from '#app/utils/validation.ts'

export const COUPON_FORM_ID = 'create-coupon'

/** The spec's words (§8 Coupons). */
export const COUPON_MESSAGES = {
  required: 'Please fill in required fields',
  created: 'Coupon code created successfully!',
  createFailed: 'Failed to create coupon code',
  activated: 'Coupon activated',
  deactivated: 'Coupon deactivated',
  toggleFailed: 'Failed to update coupon status',
} as const

const CODE_REQUIRED = 'Coupon code is required'
const AMOUNT_REQUIRED = 'Discount amount is required'
export const REQUIRED_MESSAGES: readonly string[] = [CODE_REQUIRED, AMOUNT_REQUIRED]

export const CODE_MAX = 32
/** Flat discounts up to this many major units ($100,000 or ₹1,00,000). */
export const FLAT_MAX = 100_000

/** A date and time from <input type="datetime-local"> (read as UTC), or a date alone (end of that day, UTC). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?$/

export function parseExpiry(value: string): Date | null {
  const match = DATE_TIME.exec(value)
  if (!match) return null
  const [, day = '', time = '23:59:59'] = match
  // What the calendar or the clock does not have (2025-02-31, 10:75) is refused, not rolled over.
  const date = utcMoment(day, time)
  return date && Number(day.slice(0, 4)) <= 2100 ? date : null
}

const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/

export const CouponSchema = z
  .object({
    code: lineField().pipe(
      z
        .string()
        .transform((value) => value.toUpperCase())
        .pipe(
          z
            .string()
            .min(1, CODE_REQUIRED)
            .max(CODE_MAX, `Use at most ${CODE_MAX} characters`)
            .regex(/^[A-Z0-9_-]*$/, 'Use letters, digits, - and _ only (no spaces)'),
        ),
    ),
    discountType: z.enum(['percentage', 'flat'], { error: 'Choose Flat Amount ($) or Percentage (%)' }).default('percentage'),
    discountAmount: lineField().pipe(
      z
        .string()
        .min(1, AMOUNT_REQUIRED)
        .refine((value) => value === '' || AMOUNT.test(value), 'Enter a number, like 20 or 49.99')
        .transform((value) => Number(value)),
    ),
    currency: z.enum(['USD', 'INR'], { error: 'Choose USD or INR' }).default('USD'),
    expiryDate: lineField().pipe(
      z
        .string()
        .max(32, 'Enter a date and time')
        .transform((value, ctx) => {
          if (!value) return null
          const date = parseExpiry(value)
          if (!date) {
            ctx.addIssue({ code: 'custom', message: 'Enter a date and time, like 2026-12-31 23:59' })
            return z.NEVER
          }
          return date
        }),
    ),
    maxUsage: lineField().pipe(
      z
        .string()
        .regex(/^\d{0,7}$/, 'Enter a whole number of uses, 1 or more')
        .transform((value) => (value === '' ? null : Number(value)))
        .refine((value) => value === null || value >= 1, 'Enter a whole number of uses, 1 or more'),
    ),
    applicableTo: z.preprocess(
      (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item) => item !== ''),
      z
        .array(z.enum(['founder', 'writer'], { error: 'Choose founders, writers or both' }))
        .transform((value) => [...new Set(value)])
        .refine((value) => value.length > 0, 'Choose founders, writers or both'),
    ),
  })
  // Zod runs this even when a field above failed (its value may then be the raw text): check types first. No
  // field check above stops with `abort`, which would skip this one and leave its fields unreported.
  .superRefine((coupon, ctx) => {
    const amount: unknown = coupon.discountAmount
    if (typeof amount === 'number') {
      if (coupon.discountType === 'percentage') {
        if (!Number.isInteger(amount) || amount < 1 || amount > 100)
          ctx.addIssue({ code: 'custom', path: ['discountAmount'], message: 'A percentage is a whole number from 1 to 100' })
      } else if (coupon.discountType === 'flat' && (amount <= 0 || amount > FLAT_MAX)) {
        ctx.addIssue({
          code: 'custom',
          path: ['discountAmount'],
          message: `A flat amount is above 0 and at most ${FLAT_MAX.toLocaleString('en-US')}`,
        })
      }
    }
    const expiry: unknown = coupon.expiryDate
    if (expiry instanceof Date && expiry.getTime() <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'Choose an expiry in the future' })
  })

export type CouponInput = z.output<typeof CouponSchema>

/**
 * The line for the whole form, beside each field's own message: the spec's "required" line when something
 * required is missing, else the admin forms' "Please fix the highlighted fields."
 */
export function couponFormError(errors: Record<string, string[] | null | undefined> | null | undefined): string {
  const messages = Object.values(errors ?? {}).flatMap((list) => list ?? [])
  return messages.some((message) => REQUIRED_MESSAGES.includes(message)) ? COUPON_MESSAGES.required : FIX_FIELDS_MESSAGE
}

/**
 * The create form read by its schema, in the browser and in the action alike: a refused form carries its
 * line for the whole form (couponFormError), shown above the fields.
 */
export function parseCouponForm(payload: FormData) {
  return withFormLine(parseSubmission(payload, CouponSchema), couponFormError)
}

export const ToggleCouponSchema = z.object({
  intent: z.literal('toggle'),
  couponId: z.uuid({ error: 'That coupon does not exist.' }),
  /** The state asked for (not a flip), so two admins clicking at once agree on the result. */
  active: z.enum(['true', 'false'], { error: 'Choose on or off.' }).transform((value) => value === 'true'),
})
