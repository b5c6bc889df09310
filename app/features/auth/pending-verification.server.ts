import { createCookie } from 'react-router'
import { getEnv } from '#app/utils/env.server.ts'
import { emailField, safeRedirect } from '#app/utils/validation.ts'

/** How long "Check your inbox" remembers the address after sign-up. */
export const PENDING_VERIFICATION_SECONDS = 60 * 60

let cookie: ReturnType<typeof createCookie> | undefined
function pendingCookie() {
  cookie ??= createCookie('pending-verification', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().baseUrl.startsWith('https://'),
    secrets: [getEnv().authSecret],
    maxAge: PENDING_VERIFICATION_SECONDS,
  })
  return cookie
}

/**
 * The address sign-up just sent a verification link to, kept for an hour in a signed, httpOnly
 * cookie: /onboarding shows it ("Check your inbox") and resends to it. Only this browser's own
 * sign-up sets it, so the page never tells anyone else's address, and nobody can make it show one
 * by editing a link.
 */
export function pendingVerificationHeader(email: string, redirectTo: string | null): Promise<string> {
  return pendingCookie().serialize({ email, redirectTo })
}

/** A pending sign-up: the address, and where the person was going (a resent link takes them there too). */
export type PendingVerification = { email: string; redirectTo: string | null }

export function clearPendingVerificationHeader(): Promise<string> {
  return pendingCookie().serialize('', { maxAge: 0 })
}

/** This browser's pending sign-up, or null (no cookie, a forged one, or expired). */
export async function readPendingVerification(request: Request): Promise<PendingVerification | null> {
  const header = request.headers.get('cookie')
  if (!header?.includes('pending-verification=')) return null
  const value = (await pendingCookie()
    .parse(header)
    .catch(() => null)) as { email?: unknown; redirectTo?: unknown } | null
  const email = emailField().safeParse(value?.email)
  if (!email.success) return null
  return { email: email.data, redirectTo: safeRedirect(value?.redirectTo, '') || null }
}
