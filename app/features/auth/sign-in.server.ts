// Signing in and out: e-mail and password, Google, and the end of a session.
import { getAuth } from '#app/utils/auth.server.ts'
import { signInAttemptOf, withSignInLimits, type SignInCheckResult } from './auth-limits.server.ts'
import { cookiesOf, done, refusalOf, tooMany, type AuthOutcome } from './auth-outcome.server.ts'

/**
 * Signs in with e-mail and password, within the sign-in failure limits (only wrong passwords count,
 * and a sign-in clears the account's count); the session cookie comes back in the headers (or, with
 * two-factor sign-in on, the code step's cookie and `twoFactorRequired`). An
 * address not verified yet is refused with the code EMAIL_NOT_VERIFIED, so the page can offer to
 * send the link again.
 */
export async function signInWithPassword(request: Request, credentials: { email: string; password: string }): Promise<AuthOutcome> {
  const limited = await withSignInLimits(
    signInAttemptOf(request, credentials.email),
    () => passwordCheck(request, credentials),
    (checked) => checked.result,
  )
  if (!limited.allowed) return tooMany(limited)
  const { response, result } = limited.value
  // Two-factor sign-in on: a right password gives no session yet, only the code step's cookie.
  if (response.ok)
    return result === 'neither' ? { ok: true, headers: cookiesOf(response), twoFactorRequired: true } : done(cookiesOf(response))
  const refusal = await refusalOf(response)
  if (refusal.code === 'EMAIL_NOT_VERIFIED') {
    return { ...refusal, status: 403, message: 'Please verify your email before logging in. Check your inbox, or send the link again.' }
  }
  return refusal
}

/** Better Auth's answer to the password, and what it means for the limits. */
async function passwordCheck(request: Request, credentials: { email: string; password: string }) {
  const response = await getAuth().api.signInEmail({
    body: { ...credentials, rememberMe: true, callbackURL: '/auth/callback?from=verify' },
    headers: request.headers,
    asResponse: true,
  })
  return { response, result: await checkResultOf(response) }
}

/**
 * A session means the sign-in is complete; a right password that leads on to a second step
 * (`twoFactorRedirect`) completes nothing yet; only Better Auth's "invalid e-mail or password" is a
 * failed check.
 */
async function checkResultOf(response: Response): Promise<SignInCheckResult> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; twoFactorRedirect?: boolean } | null
  if (response.ok) return body?.twoFactorRedirect ? 'neither' : 'success'
  return response.status === 401 && body?.code === 'INVALID_EMAIL_OR_PASSWORD' ? 'failure' : 'neither'
}

/** Google's sign-in page to send the browser to, with the cookies Better Auth set for the way back. */
export async function startGoogleSignIn(
  request: Request,
): Promise<{ ok: true; url: string; headers: Headers } | { ok: false; status: number; message: string }> {
  const response = await getAuth().api.signInSocial({
    body: { provider: 'google', callbackURL: '/auth/callback?from=google', errorCallbackURL: '/auth/callback?from=google&error=1' },
    headers: request.headers,
    asResponse: true,
  })
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: string } | null
  if (!response.ok || !body?.url) return { ok: false, status: 502, message: 'Failed to sign in with Google' }
  return { ok: true, url: body.url, headers: cookiesOf(response) }
}

/** Revokes the session on the server; the cookies that clear it in the browser (none when there was no session). */
export async function signOut(request: Request): Promise<Headers> {
  const response = await getAuth()
    .api.signOut({ headers: request.headers, asResponse: true })
    .catch(() => null)
  return response ? cookiesOf(response) : new Headers()
}
