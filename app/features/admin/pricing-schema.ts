// The pricing editor's form (spec §4 Pricing editing, §5 Pricing edit): one plan's prices in USD and
// INR, monthly and yearly (or the LinkedIn optimization's one-time prices), its sold-out switch and
// availability line. Prices are typed in major units with at most two decimals.
import { z } from 'zod'
import { lineField } from '#app/utils/validation.ts'

export const PRICING_FORM_ID = 'pricing'
/** Above this a price is a typo (and would not fit the integer column in minor units). */
export const PRICE_MAX = 10_000_000
export const AVAILABILITY_MAX = 80

export const PRICING_MESSAGES = {
  updated: (plan: string) => `Pricing updated for ${plan}`,
  providerNote:
    'New checkouts charge the new price at once. Update the card-provider prices you keep in Stripe accordingly; existing subscriptions keep theirs.',
  positive: 'Enter a price above 0',
  notANumber: 'Enter a price as a number, like 199 or 199.99',
  tooHigh: `Enter a price of at most ${PRICE_MAX.toLocaleString('en-US')}`,
  failed: 'Pricing could not be saved. Please try again.',
} as const

/** Spec §5: non-numeric entries become 0 (the editor shows 0; Save then refuses it). */
export function numericOrZero(typed: string): string {
  const cleaned = typed.trim()
  if (!/^\d*\.?\d{0,2}$/.test(cleaned) || cleaned === '' || cleaned === '.') return '0'
  return cleaned.replace(/^0+(?=\d)/, '')
}

/** Minor units as the editor shows them: 19900 → "199", 1999 → "19.99". */
export function majorText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2)
}

const price = () =>
  lineField().pipe(
    z
      .string()
      .min(1, { error: PRICING_MESSAGES.positive, abort: true })
      .regex(/^\d+(?:\.\d{1,2})?$/, PRICING_MESSAGES.notANumber)
      .transform((value) => Math.round(Number(value) * 100))
      .refine((minor) => minor > 0, PRICING_MESSAGES.positive)
      .refine((minor) => minor <= PRICE_MAX * 100, PRICING_MESSAGES.tooHigh),
  )

const slug = z
  .string({ error: 'Choose a plan to edit.' })
  .trim()
  .regex(/^[a-z0-9-]{1,64}$/, 'Choose a plan to edit.')

export const PlanPricingSchema = z.object({
  intent: z.literal('save-plan'),
  plan: slug,
  monthlyUSD: price(),
  monthlyINR: price(),
  yearlyUSD: price(),
  yearlyINR: price(),
  soldOut: z
    .enum(['on', 'true'])
    .optional()
    .transform((value) => value !== undefined),
  availability: lineField()
    .pipe(z.string().max(AVAILABILITY_MAX, `Use at most ${AVAILABILITY_MAX} characters`))
    .transform((value) => value || null),
})

export const OneTimePricingSchema = z.object({
  intent: z.literal('save-one-time'),
  plan: slug,
  oneTimeUSD: price(),
  oneTimeINR: price(),
})

export type PlanPricingInput = z.output<typeof PlanPricingSchema>
export type OneTimePricingInput = z.output<typeof OneTimePricingSchema>
