// Signing in and out: e-mail and password, Google, and the end of a session.
import { getAuth } from '#app/utils/auth.server.ts'
import { consumeAuthLimits } from './auth-limits.server.ts'
import { cookiesOf, done, refusalOf, tooMany, type AuthOutcome } from './auth-outcome.server.ts'

/**
 * Signs in with e-mail and password, within the login limits; the session cookie comes back in the
 * headers (or, with two-factor sign-in on, the code step's cookie and `twoFactorRequired`). An address not verified yet is refused with the code EMAIL_NOT_VERIFIED, so the page can
 * offer to send the link again.
 */
export async function signInWithPassword(request: Request, credentials: { email: string; password: string }): Promise<AuthOutcome> {
  const verdict = await consumeAuthLimits('login', request, credentials.email)
  if (!verdict.allowed) return tooMany(verdict)
  const response = await getAuth().api.signInEmail({
    body: { ...credentials, rememberMe: true, callbackURL: '/auth/callback?from=verify' },
    headers: request.headers,
    asResponse: true,
  })
  if (response.ok) {
    // Two-factor sign-in on: no session yet, only the cookie of the code step.
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { twoFactorRedirect?: boolean } | null
    return body?.twoFactorRedirect ? { ok: true, headers: cookiesOf(response), twoFactorRequired: true } : done(cookiesOf(response))
  }
  const refusal = await refusalOf(response)
  if (refusal.code === 'EMAIL_NOT_VERIFIED') {
    return { ...refusal, status: 403, message: 'Please verify your email before logging in. Check your inbox, or send the link again.' }
  }
  return refusal
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
