import { getDb } from '#app/utils/db.server.ts'
import {
  clearRateLimits,
  consumeRateLimits,
  getClientIp,
  peekRateLimits,
  releaseRateLimits,
  type RateLimitResult,
  type RateLimitRule,
} from '#app/utils/rate-limit.server.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Per client address and per e-mail address, counting every request. These are the only limits on
 * signing up, resetting and resending: Better Auth's own endpoints for them are not reachable over
 * HTTP (app/routes/api/auth.ts), so there is no way around them. Signing in counts failures instead
 * (SIGN_IN_FAILURE_LIMITS).
 */
export const AUTH_LIMITS = {
  signup: { ip: { limit: 10, windowSeconds: HOUR }, email: { limit: 5, windowSeconds: HOUR } },
  forgot: { ip: { limit: 10, windowSeconds: HOUR }, email: { limit: 5, windowSeconds: HOUR } },
  'resend-verification': { ip: { limit: 10, windowSeconds: HOUR }, email: { limit: 5, windowSeconds: HOUR } },
} satisfies Record<string, { ip: RateLimitRule; email: RateLimitRule }>

/** Counts one attempt per client address and per e-mail address; the strictest verdict wins. */
export async function consumeAuthLimits(intent: keyof typeof AUTH_LIMITS, request: Request, email: string) {
  const rules = AUTH_LIMITS[intent]
  return consumeRateLimits(getDb(), [
    { key: `${intent}:ip:${getClientIp(request)}`, rule: rules.ip },
    { key: `${intent}:email:${email}`, rule: rules.email },
  ])
}

/**
 * Failed sign-in checks (a wrong password, a wrong two-factor code) allowed before that way in is
 * closed for the rest of the window. Successful sign-ins are never counted. See
 * docs/decisions/035-sign-in-failure-limits.md for the numbers.
 */
export const SIGN_IN_FAILURE_LIMITS = {
  /** One account, from anywhere: the 11th check within 15 minutes is refused. Cleared by a success. */
  account: { limit: 10, windowSeconds: 15 * MINUTE },
  /** One account from one address: slow guessing that rides on the owner's own successful sign-ins. */
  accountAddress: { limit: 20, windowSeconds: 24 * HOUR },
  /** One address, all accounts: credential stuffing, yet high enough for an office behind one NAT. */
  address: { limit: 100, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>

/** Who is signing in, and from which client address (as the server determined it). */
export type SignInAttempt = { email: string; ip: string }

/** The attempt a request makes for `email`. */
export function signInAttemptOf(request: Request, email: string): SignInAttempt {
  return { email: email.trim().toLowerCase(), ip: getClientIp(request) }
}

const accountKey = (attempt: SignInAttempt) => `signin-fail:account:${attempt.email}`
const accountAddressKey = (attempt: SignInAttempt) => `signin-fail:account-address:${attempt.email}|${attempt.ip}`
const addressKey = (attempt: SignInAttempt) => `signin-fail:address:${attempt.ip}`

function failureChecks(attempt: SignInAttempt) {
  return [
    { key: accountKey(attempt), rule: SIGN_IN_FAILURE_LIMITS.account },
    { key: accountAddressKey(attempt), rule: SIGN_IN_FAILURE_LIMITS.accountAddress },
    { key: addressKey(attempt), rule: SIGN_IN_FAILURE_LIMITS.address },
  ]
}

/** Whether this attempt would be refused now, without counting anything. */
export async function signInBlocked(attempt: SignInAttempt): Promise<RateLimitResult> {
  return peekRateLimits(getDb(), failureChecks(attempt))
}

/** Counts one failed check (a wrong password or code) for the account, the address and both together. */
export async function recordSignInFailure(attempt: SignInAttempt): Promise<RateLimitResult> {
  return consumeRateLimits(getDb(), failureChecks(attempt))
}

/**
 * Forgets the account's failures after a completed sign-in: the account's own count and its count
 * from this address. The address's count stays (other accounts' failures are in it), and so do the
 * account's counts from other addresses.
 */
export async function clearSignInFailures(attempt: SignInAttempt) {
  await clearRateLimits(getDb(), [accountKey(attempt), accountAddressKey(attempt)])
}

/**
 * How a check ended: `success` completes the sign-in (clears the account's failures); `failure` was a
 * wrong password or code; `neither` is anything else — a correct password with a step still to come,
 * an unverified address, an error — and counts nothing.
 */
export type SignInCheckResult = 'success' | 'failure' | 'neither'

/**
 * Runs one sign-in check within the failure limits. The attempt is counted as a failure before the
 * check runs, so a burst of parallel guesses cannot outrun the count, and given back when the check
 * turns out not to be one. Refused attempts run nothing and count nothing.
 */
export async function withSignInLimits<T>(
  attempt: SignInAttempt,
  check: () => Promise<T>,
  resultOf: (value: T) => SignInCheckResult,
): Promise<{ allowed: false; retryAfterSeconds: number } | { allowed: true; value: T }> {
  const verdict = await recordSignInFailure(attempt)
  if (!verdict.allowed) {
    await releaseRateLimits(getDb(), failureKeys(attempt))
    return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds }
  }
  let result: SignInCheckResult = 'neither'
  try {
    const value = await check()
    result = resultOf(value)
    return { allowed: true, value }
  } finally {
    await settle(attempt, result)
  }
}

const failureKeys = (attempt: SignInAttempt) => failureChecks(attempt).map((check) => check.key)

async function settle(attempt: SignInAttempt, result: SignInCheckResult) {
  if (result === 'failure') return
  if (result === 'success') {
    await clearSignInFailures(attempt)
    await releaseRateLimits(getDb(), [addressKey(attempt)])
    return
  }
  await releaseRateLimits(getDb(), failureKeys(attempt))
}
