// The checkout form (spec §3, §5): one schema for the browser and the action. It carries the
// buyer's details and their choices (period, currency, coupon, GST number); never an amount.
import { z } from 'zod'
import { EMAIL_LIMIT, EMAIL_PATTERN, lineField } from '#app/utils/validation.ts'
import { GSTIN_MESSAGE, isValidGstin, normaliseGstin } from '#app/domain/gst.ts'

export const CHECKOUT_FORM_ID = 'checkout'

/** The spec's words (§8): a toast title and its text. */
export const CHECKOUT_MESSAGES = {
  required: 'Please fill in all required fields',
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: 'Please enter a valid email address',
  mismatchTitle: 'Email Mismatch',
  mismatch: 'Email must match your account email',
  authTitle: 'Authentication Required',
  auth: 'Please log in to complete your purchase',
  paymentErrorTitle: 'Payment Error',
  paymentFailed: 'Payment failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  noCheckoutUrl: 'No checkout URL received',
  failedToInitiate: 'Failed to initiate payment',
  planNotFound: 'Plan data not found',
  processing: 'There was an error processing your payment. Please try again.',
} as const

const NAME_REQUIRED = 'Name is required'
const EMAIL_REQUIRED = 'Email is required'

/** Optional one-line fields: null when left empty. */
const optionalLine = (max: number) =>
  lineField()
    .pipe(z.string().max(max, `Use at most ${max} characters`))
    .transform((value) => value || null)

/**
 * The buyer's GST number: blank, or a GSTIN whose shape, state code and check character are right
 * (app/domain/gst.ts). Typed in any case and with spaces; kept upper-case without them.
 */
export const gstNumberField = lineField()
  .transform(normaliseGstin)
  .pipe(z.string().refine((value) => value === '' || isValidGstin(value), GSTIN_MESSAGE))
  .transform((value) => value || null)

/**
 * The schema for one buyer: the e-mail must be their account's (spec §5). The browser builds it
 * with the account e-mail the page was given; the action with the signed-in user's.
 */
export function checkoutSchema(accountEmail: string) {
  return z.object({
    intent: z.enum(['pay', 'quote']).default('pay'),
    name: lineField().pipe(z.string().min(1, NAME_REQUIRED).max(200, 'Use at most 200 characters')),
    email: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z
        .string({ error: EMAIL_REQUIRED })
        .min(1, EMAIL_REQUIRED)
        .max(EMAIL_LIMIT, CHECKOUT_MESSAGES.invalidEmail)
        .regex(EMAIL_PATTERN, CHECKOUT_MESSAGES.invalidEmail)
        .refine((email) => email === accountEmail.trim().toLowerCase(), CHECKOUT_MESSAGES.mismatch),
    ),
    company: optionalLine(200),
    contactNumber: lineField()
      .pipe(
        z
          .string()
          .max(32, 'Use at most 32 characters')
          .regex(/^[0-9+()\-.\s]*$/, 'Use digits, spaces and + ( ) - only'),
      )
      .transform((value) => value || null),
    billingAddress: optionalLine(300),
    gstNumber: gstNumberField,
    couponCode: optionalLine(64),
    billing: z.enum(['monthly', 'yearly']).catch('monthly'),
    currency: z.enum(['USD', 'INR']).catch('USD'),
  })
}

export type CheckoutValues = z.output<ReturnType<typeof checkoutSchema>>

/** What a re-pricing of the summary reads: only the choices that change the price (the rest may still be empty). */
export const QuoteSchema = z.object({
  /** A GST number that is not (yet) a GSTIN prices without GST, as a blank one does. */
  gstNumber: gstNumberField.catch(null),
  couponCode: optionalLine(64).catch(null),
  billing: z.enum(['monthly', 'yearly']).catch('monthly'),
  currency: z.enum(['USD', 'INR']).catch('USD'),
})

/** The toast a refused form gets: the spec's title and text for the first problem found. */
export function checkoutFormToast(errors: Record<string, string[] | null> | null | undefined): { title: string; description?: string } {
  const name = errors?.name?.[0]
  const email = errors?.email?.[0]
  if (name === NAME_REQUIRED || email === EMAIL_REQUIRED) return { title: CHECKOUT_MESSAGES.required }
  if (email === CHECKOUT_MESSAGES.invalidEmail)
    return { title: CHECKOUT_MESSAGES.invalidEmailTitle, description: CHECKOUT_MESSAGES.invalidEmail }
  if (email === CHECKOUT_MESSAGES.mismatch) return { title: CHECKOUT_MESSAGES.mismatchTitle, description: CHECKOUT_MESSAGES.mismatch }
  const first = Object.values(errors ?? {}).find((messages) => messages?.length)?.[0]
  return { title: first ?? CHECKOUT_MESSAGES.required }
}
