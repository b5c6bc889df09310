// The users & roles page's suspension forms: suspend (a reason is required) and reactivate.
import { z } from 'zod'
import { lineField, multilineField } from '#app/utils/validation.ts'

export const SUSPEND_REASON_LIMIT = 500

export const SUSPENSION_MESSAGES = {
  reason: 'Give a reason for the suspension.',
  reasonTooLong: `Keep the reason under ${SUSPEND_REASON_LIMIT} characters.`,
  suspended: (name: string) => `${name} is suspended and signed out everywhere`,
  reactivated: (name: string) => `${name} can sign in again`,
  alreadySuspended: (name: string) => `${name} is already suspended.`,
  notSuspended: (name: string) => `${name} is not suspended.`,
  self: 'You cannot suspend your own account.',
  lastAdmin: 'This is the last active admin: grant the admin role to someone else before suspending them.',
  noSuchUser: 'That person does not exist.',
} as const

const userId = lineField().pipe(z.string().regex(/^[\w-]{1,200}$/, 'Choose a person first.'))

export const SuspendSchema = z.object({
  intent: z.literal('suspend'),
  userId,
  reason: multilineField().pipe(z.string().min(1, SUSPENSION_MESSAGES.reason).max(SUSPEND_REASON_LIMIT, SUSPENSION_MESSAGES.reasonTooLong)),
})

export const ReactivateSchema = z.object({ intent: z.literal('reactivate'), userId })
