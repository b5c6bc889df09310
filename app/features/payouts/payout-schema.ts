// The forms of a writer's payouts page (/dashboard/admin/payouts/:writerId, which names the writer): their
// rates per content type, and a payout that settles what they are owed.
import { z } from 'zod'
import { CONTENT_TYPES, TYPE_LABELS, type ContentType } from '#app/domain/content.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { lineField, multilineField } from '#app/utils/validation.ts'

export const RATE_FORM_ID = 'writer-rate'
export const PAYOUT_FORM_ID = 'record-payout'
export const PAYOUT_CURRENCIES = ['USD', 'INR'] as const
/** 10,000,000.00 in either currency: far above any one payout, well inside the column. */
const MAX_AMOUNT_MINOR = 1_000_000_000

export const PAYOUT_MESSAGES = {
  rateSaved: (name: string) => `Rates saved for ${name}`,
  recorded: (name: string) => `Payout recorded for ${name}`,
  duplicate: 'A payout with this reference is already recorded for this writer.',
  noWriter: 'That writer no longer exists.',
  moreThanOwed: (owedMinor: number, currency: Currency) =>
    owedMinor === 0
      ? `Nothing is owed to this writer in ${currency}. A payout settles approved pieces, so record one when a piece is owed.`
      : `Only ${formatMoney(owedMinor, currency)} is owed in ${currency}. A payout settles approved pieces, so it cannot be more than that.`,
} as const

const amountText = (label: string) =>
  z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, `${label} must be a number such as 450 or 450.50.`)
    .transform((value) => Math.round(Number(value) * 100))
    .refine((minor) => minor > 0, `${label} must be more than 0.`)
    .refine((minor) => minor <= MAX_AMOUNT_MINOR, `${label} is too large.`)

const typed = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/,/g, '') : value)

/** An amount of dollars or rupees as typed ("450", "1,200.50"), in minor units; more than 0. */
export const amountField = (label = 'Amount') =>
  z.preprocess(
    typed,
    z
      .string({ error: `${label} is required` })
      .min(1, { error: `${label} is required`, abort: true })
      .pipe(amountText(label)),
  )

/** An amount that may be left empty (null): a rate left empty is the default rate. */
const optionalAmountField = (label: string) =>
  z.preprocess(
    (value) => (typed(value) === '' ? undefined : typed(value)),
    amountText(label)
      .optional()
      .transform((minor) => minor ?? null),
  )

const currencyField = () => z.enum(PAYOUT_CURRENCIES, { error: 'Choose USD or INR.' })

/** The rate fields' names: one per content type. */
export const rateFieldName = (type: ContentType) => `rate_${type}` as const

export const SetRateSchema = z
  .object({
    intent: z.literal('set-rate'),
    currency: currencyField(),
    rate_blog: optionalAmountField(`${TYPE_LABELS.blog} rate`),
    rate_linkedin: optionalAmountField(`${TYPE_LABELS.linkedin} rate`),
    rate_pr: optionalAmountField(`${TYPE_LABELS.pr} rate`),
    rate_strategy: optionalAmountField(`${TYPE_LABELS.strategy} rate`),
  })
  .transform(({ intent, currency, ...fields }) => ({
    intent,
    currency,
    rates: Object.fromEntries(CONTENT_TYPES.map((type) => [type, fields[rateFieldName(type)]])) as Record<ContentType, number | null>,
  }))

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
