// Forgotten passwords: the reset link by mail, and the new password it lets the person choose.
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { consumeRateLimit, getClientIp } from '#app/utils/rate-limit.server.ts'
import { consumeAuthLimits } from './auth-limits.server.ts'
import { done, refusalOf, tooMany, type AuthOutcome } from './auth-outcome.server.ts'
import { INVALID_RESET_LINK } from './auth-schemas.ts'

/** Choosing a new password, per client address: the token is the secret, so guesses are counted. */
const RESET_LIMIT = { limit: 10, windowSeconds: 15 * 60 }

/** Mails a reset link, within the limits. The answer is the same whether or not the address has an account. */
export async function requestPasswordReset(request: Request, email: string): Promise<AuthOutcome> {
  const verdict = await consumeAuthLimits('forgot', request, email)
  if (!verdict.allowed) return tooMany(verdict)
  const response = await getAuth().api.requestPasswordReset({
    body: { email, redirectTo: '/reset-password' },
    headers: request.headers,
    asResponse: true,
  })
  if (response.ok) return done()
  const refusal = await refusalOf(response)
  logger.warn({ code: refusal.code }, 'password reset request refused')
  return refusal
}

/** Sets the new password a reset link allows; a used, expired or unknown link is refused with the page's words. */
export async function resetPassword(request: Request, input: { token: string; password: string }): Promise<AuthOutcome> {
  const verdict = await consumeRateLimit(getDb(), `reset:ip:${getClientIp(request)}`, RESET_LIMIT)
  if (!verdict.allowed) return tooMany(verdict)
  const response = await getAuth().api.resetPassword({
    body: { newPassword: input.password, token: input.token },
    headers: request.headers,
    asResponse: true,
  })
  if (response.ok) return done()
  const refusal = await refusalOf(response, INVALID_RESET_LINK)
  return { ok: false, status: 400, message: refusal.code === 'INVALID_TOKEN' ? INVALID_RESET_LINK : refusal.message }
}
