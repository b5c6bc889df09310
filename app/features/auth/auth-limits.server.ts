import { getDb } from '#app/utils/db.server.ts'
import { consumeRateLimits, getClientIp, type RateLimitRule } from '#app/utils/rate-limit.server.ts'

const MINUTE = 60
/**
 * Per client address and per e-mail address. These are the only limits on signing in, signing up,
 * resetting and resending: Better Auth's own endpoints for them are not reachable over HTTP
 * (app/routes/api/auth.ts), so there is no way around them.
 */
export const AUTH_LIMITS = {
  login: { ip: { limit: 30, windowSeconds: 15 * MINUTE }, email: { limit: 10, windowSeconds: 15 * MINUTE } },
  signup: { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
  forgot: { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
  'resend-verification': { ip: { limit: 10, windowSeconds: 60 * MINUTE }, email: { limit: 5, windowSeconds: 60 * MINUTE } },
} satisfies Record<string, { ip: RateLimitRule; email: RateLimitRule }>

/** Counts one attempt per client address and per e-mail address; the strictest verdict wins. */
export async function consumeAuthLimits(intent: keyof typeof AUTH_LIMITS, request: Request, email: string) {
  const rules = AUTH_LIMITS[intent]
  return consumeRateLimits(getDb(), [
    { key: `${intent}:ip:${getClientIp(request)}`, rule: rules.ip },
    { key: `${intent}:email:${email}`, rule: rules.email },
  ])
}
