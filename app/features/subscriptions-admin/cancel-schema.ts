// The customer page's cancel form: which subscription, and when it ends. One schema for the page and the action.
import { z } from 'zod'
import '#app/utils/validation.ts'

export const CANCEL_INTENTS = ['cancel-at-period-end', 'cancel-now'] as const
export type CancelIntent = (typeof CANCEL_INTENTS)[number]

export const CancelSubscriptionSchema = z.object({
  intent: z.enum(CANCEL_INTENTS, { error: 'Choose how the subscription ends.' }),
  subscriptionId: z.uuid({ error: 'Choose a subscription.' }),
})

export const CANCEL_TEXT: Record<CancelIntent, { button: string; question: string; explain: string }> = {
  'cancel-at-period-end': {
    button: 'Cancel at period end',
    question: 'Cancel this subscription at the end of its period?',
    explain: 'It does not renew. The founder keeps the plan, and their writers keep working, until the period ends.',
  },
  'cancel-now': {
    button: 'Cancel now',
    question: 'Cancel this subscription now?',
    explain: 'The plan ends at once and does not renew. Nothing is refunded by this; refund a charge separately if you mean to.',
  },
}
