// Signing up with e-mail and password, and the verification link that finishes it.
import { eq } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { consumeAuthLimits } from './auth-limits.server.ts'
import { done, refusalOf, tooMany, type AuthOutcome } from './auth-outcome.server.ts'
import { pendingVerificationHeader, readPendingVerification } from './pending-verification.server.ts'

/** Signing up again with an address whose account still waits for its verification link. */
export const SIGN_UP_UNVERIFIED_MESSAGE =
  'An account with this email is waiting to be verified. Send the verification link again, then follow it to finish signing up.'

/** Where the verification link lands: the callback, told where the person was going when they signed up. */
export function verifyCallbackUrl(redirectTo: string | null | undefined) {
  return redirectTo ? `/auth/callback?from=verify&redirectTo=${encodeURIComponent(redirectTo)}` : '/auth/callback?from=verify'
}

/**
 * Creates the account and mails its verification link, within the sign-up limits. The headers carry
 * the pending-verification cookie, so /onboarding then says "Check your inbox" with this address and
 * can send the link again. An address that has an account already is refused (409, decision 002);
 * when that account was never verified (its link lost, or a sign-up cut short before its mail was
 * queued) the refusal says so with EMAIL_NOT_VERIFIED, and the page offers to send the link again.
 */
export async function signUpWithPassword(
  request: Request,
  input: { name: string; email: string; password: string; redirectTo: string | null },
): Promise<AuthOutcome> {
  const { name, email, password, redirectTo } = input
  const verdict = await consumeAuthLimits('signup', request, email)
  if (!verdict.allowed) return tooMany(verdict)
  const [existing] = await getDb()
    .select({ emailVerified: userTable.emailVerified })
    .from(userTable)
    .where(eq(userTable.email, email))
    .limit(1)
  if (existing && !existing.emailVerified) {
    return { ok: false, status: 409, code: 'EMAIL_NOT_VERIFIED', message: SIGN_UP_UNVERIFIED_MESSAGE }
  }
  if (existing) {
    return {
      ok: false,
      status: 409,
      code: 'USER_ALREADY_EXISTS',
      message: 'An account with this email already exists. Log in, or reset your password.',
    }
  }
  const response = await getAuth().api.signUpEmail({
    body: { name, email, password, callbackURL: verifyCallbackUrl(redirectTo) },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) return refusalOf(response)
  return done(new Headers({ 'Set-Cookie': await pendingVerificationHeader(email, redirectTo) }))
}

/**
 * Sends the verification link to `email` again, within the resend limits (per client address and
 * per address). Better Auth answers the same whether or not the address has an unverified account,
 * so this tells nobody which addresses exist.
 */
export async function resendVerificationLink(request: Request, email: string, redirectTo: string | null = null): Promise<AuthOutcome> {
  const verdict = await consumeAuthLimits('resend-verification', request, email)
  if (!verdict.allowed) return tooMany(verdict)
  const response = await getAuth().api.sendVerificationEmail({
    body: { email, callbackURL: verifyCallbackUrl(redirectTo) },
    headers: request.headers,
    asResponse: true,
  })
  return response.ok ? done() : refusalOf(response)
}

/**
 * "Check your inbox": sends the link again to the address this browser signed up with (its signed
 * pending-verification cookie), taking the person where they were going. Someone signed in, or a
 * browser with no sign-up waiting, is refused.
 */
export async function resendPendingVerification(request: Request, signedIn: boolean): Promise<AuthOutcome> {
  const pending = signedIn ? null : await readPendingVerification(request)
  if (!pending) return { ok: false, status: 400, message: 'There is no sign-up waiting for verification here. Sign up, or log in.' }
  return resendVerificationLink(request, pending.email, pending.redirectTo)
}
