// How often one person may ask the checkout for a price or start a payment: per user and per client
// address, counted in PostgreSQL like sign-in (app/utils/rate-limit.server.ts). Coupon codes that do
// not exist count against a tighter budget of their own, so codes cannot be guessed by trying them
// (decision 021).
import type { Database } from '#app/utils/db.server.ts'
import { consumeRateLimits, releaseRateLimits, type RateLimitRule } from '#app/utils/rate-limit.server.ts'
import { normaliseCouponCode } from './price-order.server.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Each budget counts per account and per client address; the address's is larger, because many
 * buyers can share one (an office, a mobile carrier's NAT) and each of them is already held to the
 * account's budget.
 * - quote: every re-pricing of the summary (Apply, a GST number typed, a coupon kept while choices
 *   change). A buyer needs a dozen or two; 60 in ten minutes stops scripts, not people.
 * - pay: every valid Pay, each of which records an attempt and opens a provider checkout. Two or
 *   three is normal (a declined card, a cancelled page); ten an hour is generous.
 * - couponMiss: codes that do not exist, from a quote or a Pay. A buyer mistypes one a few times
 *   (and a wrong code left in the field is looked up again with each GST re-pricing and the Pay); a
 *   guesser is stopped after fifteen an hour, or thirty from one address across accounts.
 */
export const CHECKOUT_LIMITS = {
  quote: { user: { limit: 60, windowSeconds: 10 * MINUTE }, ip: { limit: 300, windowSeconds: 10 * MINUTE } },
  pay: { user: { limit: 10, windowSeconds: HOUR }, ip: { limit: 60, windowSeconds: HOUR } },
  couponMiss: { user: { limit: 15, windowSeconds: HOUR }, ip: { limit: 30, windowSeconds: HOUR } },
} satisfies Record<string, { user: RateLimitRule; ip: RateLimitRule }>

export type CheckoutRequester = { userId: string; ip: string }

export type CheckoutAdmission =
  | {
      allowed: true
      /** Tells the limiter whether the coupon code turned out not to exist; only a miss stays counted. */
      settle: (couponMissed: boolean) => Promise<void>
    }
  | { allowed: false; retryAfterSeconds: number }

const keysOf = (budget: keyof typeof CHECKOUT_LIMITS, who: CheckoutRequester) => {
  const rules = CHECKOUT_LIMITS[budget]
  return [
    { key: `checkout-${budget}:user:${who.userId}`, rule: rules.user },
    { key: `checkout-${budget}:ip:${who.ip}`, rule: rules.ip },
  ]
}

/**
 * Counts one quote or Pay; with a coupon code it also counts a miss up front, given back by `settle`
 * once the code is found. Counting first means concurrent guesses cannot all slip under the limit,
 * and a request refused here never looks the code up, so a refusal says nothing about the code.
 */
export async function admitCheckoutRequest(
  db: Database,
  kind: 'quote' | 'pay',
  who: CheckoutRequester,
  couponCode: string | null | undefined,
): Promise<CheckoutAdmission> {
  const missChecks = normaliseCouponCode(couponCode) ? keysOf('couponMiss', who) : []
  const verdict = await consumeRateLimits(db, [...keysOf(kind, who), ...missChecks])
  if (!verdict.allowed) return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds }
  const missKeys = missChecks.map((check) => check.key)
  return {
    allowed: true,
    settle: async (couponMissed) => {
      if (!couponMissed) await releaseRateLimits(db, missKeys)
    },
  }
}
