// Settings → Password and Settings → Email: Better Auth's changePassword (other sessions ended) and
// changeEmail (a link to the new address), called on the server within the account limits.
import { getAuth } from '#app/utils/auth.server.ts'
import { passwordChangedEmail } from '#app/utils/auth-emails.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import type { SessionUser } from '#app/utils/request-context.ts'
import { countEmailChange, countPasswordCheck } from './account-limits.server.ts'
import { cookiesOf, done, refusalOf, tooMany, type AuthOutcome } from './auth-outcome.server.ts'

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Your current password is not correct.',
  noPassword: 'Your account signs in with Google and has no password to change. Set one with the link under Settings → Password.',
  sameEmail: 'This is already your email address.',
  failed: 'Something went wrong. Please try again.',
} as const

/** Where a refused Better Auth answer leaves the person: a wrong password, or a plain refusal. */
function wrongPassword(code: string | undefined) {
  return code === 'INVALID_PASSWORD'
}

/**
 * Checks the current password, sets the new one and ends every other session (Better Auth's
 * changePassword with revokeOtherSessions); this browser gets a fresh session cookie. The owner is
 * told by mail, with a way to reset the password if it was not them.
 */
export async function changeOwnPassword(
  request: Request,
  actor: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<AuthOutcome> {
  const verdict = await countPasswordCheck(actor.id)
  if (!verdict.allowed) return tooMany(verdict)
  const response = await getAuth().api.changePassword({
    body: { ...input, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) return passwordRefusal(response, verdict.passed)
  await verdict.passed()
  const { baseUrl } = getEnv()
  await queueEmail(getDb(), actor.email, await passwordChangedEmail({ name: actor.name, url: `${baseUrl}/login?mode=forgot` }))
  logger.info({ userId: actor.id }, 'password changed from settings')
  return done(cookiesOf(response))
}

async function passwordRefusal(response: Response, passed: () => Promise<void>): Promise<AuthOutcome> {
  const refusal = await refusalOf(response, ACCOUNT_MESSAGES.failed)
  if (wrongPassword(refusal.code)) return { ...refusal, status: 400, message: ACCOUNT_MESSAGES.wrongPassword }
  await passed()
  if (refusal.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return { ...refusal, status: 409, message: ACCOUNT_MESSAGES.noPassword }
  return refusal
}

/** The current password, checked by Better Auth (verifyPassword) and counted like the password form's. */
async function checkCurrentPassword(request: Request, userId: string, password: string): Promise<AuthOutcome> {
  const verdict = await countPasswordCheck(userId)
  if (!verdict.allowed) return tooMany(verdict)
  const response = await getAuth().api.verifyPassword({ body: { password }, headers: request.headers, asResponse: true })
  if (response.ok) {
    await verdict.passed()
    return done()
  }
  return passwordRefusal(response, verdict.passed)
}

/**
 * Mails a link to the new address (Better Auth's changeEmail); the address changes only when it is
 * followed (app/routes/api/auth.ts), and then the old one is told (email-change.server.ts). An address
 * that already has an account gets no mail, and the answer is the same: nobody learns whose it is.
 */
export async function requestEmailChange(
  request: Request,
  actor: SessionUser,
  input: { newEmail: string; currentPassword: string },
): Promise<AuthOutcome> {
  if (input.newEmail === actor.email.toLowerCase()) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.sameEmail }
  const checked = await checkCurrentPassword(request, actor.id, input.currentPassword)
  if (!checked.ok) return checked
  const verdict = await countEmailChange(actor.id)
  if (!verdict.allowed) return tooMany(verdict)
  const response = await getAuth().api.changeEmail({
    body: { newEmail: input.newEmail, callbackURL: '/dashboard/settings/email?changed=1' },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) return refusalOf(response, ACCOUNT_MESSAGES.failed)
  logger.info({ userId: actor.id }, 'email change requested from settings')
  return done()
}
