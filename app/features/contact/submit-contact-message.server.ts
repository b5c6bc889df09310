import { contactMessages } from '#db/schema/messaging.ts'
import type { Database } from '#app/utils/db.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { consumeRateLimits, type RateLimitRule } from '#app/utils/rate-limit.server.ts'
import { contactTeamNotificationEmail, contactThankYouEmail } from './contact-emails.tsx'
import type { ContactInput } from './contact-schema.ts'

const HOUR = 60 * 60

/**
 * Per client address (the rule; roomy enough for an office behind one NAT address), and
 * per visitor address too: the thank-you goes to whatever address was typed, so one inbox cannot
 * be flooded from many machines either. Only posts that pass validation are counted.
 */
export const CONTACT_RATE_LIMITS = {
  ip: { limit: 10, windowSeconds: HOUR },
  email: { limit: 3, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>

export type SubmitContactResult = { status: 'sent'; id: string } | { status: 'rate-limited'; retryAfterSeconds: number }

/**
 * Stores a validated contact message and queues, in the same transaction, the thank-you to the
 * visitor and the notification to the team: either all three are written or none is.
 * Public by design (no permission check); the caller has parsed the input with ContactSchema.
 */
export async function submitContactMessage(
  db: Database,
  input: ContactInput,
  context: { ip: string; teamEmail: string },
): Promise<SubmitContactResult> {
  const verdict = await consumeRateLimits(db, [
    { key: `contact:ip:${context.ip}`, rule: CONTACT_RATE_LIMITS.ip },
    { key: `contact:email:${input.email}`, rule: CONTACT_RATE_LIMITS.email },
  ])
  if (!verdict.allowed) return { status: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }

  const thankYou = await contactThankYouEmail({ name: input.name })
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, subject: input.subject, message: input.message, ipAddress: context.ip })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
    if (!row) throw new Error('contact message was not stored')
    await queueEmail(tx, input.email, thankYou)
    await queueEmail(tx, context.teamEmail.toLowerCase(), await contactTeamNotificationEmail({ ...input, receivedAt: row.createdAt }))
    return row.id
  })
  return { status: 'sent', id }
}
