// The forms of a writer's payouts page (/dashboard/admin/payouts/:writerId, which names the writer): their
// rate, and a payout recorded against what they are owed.
import { z } from 'zod'
import { lineField, multilineField } from '#app/utils/validation.ts'

export const RATE_FORM_ID = 'writer-rate'
export const PAYOUT_FORM_ID = 'record-payout'
export const RATE_TYPES = ['per_piece', 'per_month'] as const
export const PAYOUT_CURRENCIES = ['USD', 'INR'] as const
/** 10,000,000.00 in either currency: far above any one payout, well inside the column. */
const MAX_AMOUNT_MINOR = 1_000_000_000

export const PAYOUT_MESSAGES = {
  rateSaved: (name: string) => `Rate saved for ${name}`,
  recorded: (name: string) => `Payout recorded for ${name}`,
  duplicate: 'A payout with this reference is already recorded for this writer.',
  noWriter: 'That writer no longer exists.',
} as const

/** An amount of dollars or rupees as typed ("450", "1,200.50"), in minor units; more than 0. */
export const amountField = (label = 'Amount') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(/,/g, '') : value),
    z
      .string({ error: `${label} is required` })
      .min(1, { error: `${label} is required`, abort: true })
      .regex(/^\d+(\.\d{1,2})?$/, `${label} must be a number such as 450 or 450.50.`)
      .transform((value) => Math.round(Number(value) * 100))
      .refine((minor) => minor > 0, `${label} must be more than 0.`)
      .refine((minor) => minor <= MAX_AMOUNT_MINOR, `${label} is too large.`),
  )

const currencyField = () => z.enum(PAYOUT_CURRENCIES, { error: 'Choose USD or INR.' })

export const SetRateSchema = z.object({
  intent: z.literal('set-rate'),
  rateType: z.enum(RATE_TYPES, { error: 'Choose per approved piece or per month.' }),
  amount: amountField('Rate'),
  currency: currencyField(),
})

export const RecordPayoutSchema = z.object({
  intent: z.literal('record-payout'),
  amount: amountField(),
  currency: currencyField(),
  reference: lineField().pipe(
    z
      .string()
      .min(1, 'Reference is required (the bank, UPI or PayPal transaction id).')
      .max(200, 'Keep the reference under 200 characters.'),
  ),
  note: multilineField().transform((value) => value || null),
})
