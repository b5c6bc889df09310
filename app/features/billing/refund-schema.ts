// The admin's refund form (docs/forms.md): the amount in the charge's currency, a reason, what to do
// with the subscription, and the step (review, then confirm). The server re-checks the amount
// against what is left of the charge (requestRefund); this schema only says it is a sum of money.
import { z } from 'zod'
import { REFUND_SUBSCRIPTION_ACTIONS } from '#db/schema/billing.ts'
import { lineField } from '#app/utils/validation.ts'

export const REFUND_FORM_ID = 'refund'

/** "40", "40.5" or "40.50" as minor units (cents or paise); anything else is not an amount. */
export function amountToMinor(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''))
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

export const SUBSCRIPTION_ACTION_LABELS = {
  keep: 'Keep the plan running',
  period_end: 'Cancel the plan at the end of its period',
  now: 'Cancel the plan now',
} as const

export const RefundSchema = z.object({
  amount: lineField()
    .pipe(z.string().min(1, 'Enter the amount to refund'))
    .refine((value) => (amountToMinor(value) ?? 0) > 0, 'Enter an amount such as 40 or 40.50'),
  reason: lineField().pipe(
    z.string().min(3, 'Say why the money goes back (at least 3 characters)').max(300, 'Keep the reason under 300 characters'),
  ),
  subscriptionAction: z.enum(REFUND_SUBSCRIPTION_ACTIONS, { message: 'Choose what happens to the plan' }).default('keep'),
  step: z.enum(['review', 'confirm']).default('review'),
})
