// The limits on changing one's own password and e-mail in Settings. Both ask for the current
// password: a wrong one counts against the account (a stolen session cannot guess it), a right one is
// given back. E-mail changes also count per account, as each one mails a link.
import { getDb } from '#app/utils/db.server.ts'
import { consumeRateLimit, releaseRateLimits, type RateLimitResult } from '#app/utils/rate-limit.server.ts'

const MINUTE = 60
export const ACCOUNT_LIMITS = {
  /** Wrong current passwords per account, password and e-mail forms together. */
  currentPassword: { limit: 5, windowSeconds: 15 * MINUTE },
  /** Verification links to new addresses per account. */
  emailChange: { limit: 5, windowSeconds: 60 * MINUTE },
} as const

const passwordKey = (userId: string) => `settings-password:user:${userId}`

/** Counts a check of the current password before it is made; `passed` gives it back when it was right. */
export async function countPasswordCheck(userId: string): Promise<RateLimitResult & { passed: () => Promise<void> }> {
  const verdict = await consumeRateLimit(getDb(), passwordKey(userId), ACCOUNT_LIMITS.currentPassword)
  return { ...verdict, passed: () => releaseRateLimits(getDb(), [passwordKey(userId)]) }
}

export async function countEmailChange(userId: string): Promise<RateLimitResult> {
  return consumeRateLimit(getDb(), `settings-email:user:${userId}`, ACCOUNT_LIMITS.emailChange)
}
