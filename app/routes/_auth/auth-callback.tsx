import { redirect } from 'react-router'
import { afterVerification } from '#app/features/auth/after-verification.ts'
import { clearPendingVerificationHeader } from '#app/features/auth/pending-verification.server.ts'
import { SUSPENDED_MESSAGE } from '#app/utils/auth.server.ts'
import { getUser } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/auth-callback'

const PROVIDER_NAMES: Record<string, string> = { google: 'Google' }

/**
 * Where Better Auth sends the browser back: after an e-mail verification link (?from=verify), which
 * has signed the person in (autoSignInAfterVerification), or a social sign-in (?from=google).
 * Shows the right toast, then onboarding (until it is finished) or the dashboard.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args
  const params = new URL(request.url).searchParams
  const from = params.get('from') ?? ''
  const error = params.get('error')
  if (from === 'verify') {
    if (error) {
      return redirectWithToast('/login', {
        type: 'error',
        title: 'This verification link is invalid or has expired.',
        description: 'Log in with your email and password to get a new one.',
      })
    }
    const headers = new Headers({ 'Set-Cookie': await clearPendingVerificationHeader() })
    const user = getUser(args)
    // A link used again after verifying signs nobody in: the address is verified, so logging in works.
    if (!user)
      return redirectWithToast('/login', { type: 'success', title: 'Email verified', description: 'Log in to continue.' }, { headers })
    const target = afterVerification(user.onboarded, params.get('redirectTo'))
    return redirectWithToast(target, { type: 'success', title: 'Email verified', description: 'Welcome to Unfiltered!' }, { headers })
  }
  // Better Auth adds its own error code to the error page's address: a suspended account says so.
  if (params.getAll('error').includes('BANNED_USER')) return redirectWithToast('/login', { type: 'error', title: SUSPENDED_MESSAGE })
  const provider = PROVIDER_NAMES[from] ?? 'your provider'
  const user = getUser(args)
  if (error || !user) return redirectWithToast('/login', { type: 'error', title: `Failed to sign in with ${provider}` })
  if (user.roles.length === 0) return redirect('/dashboard')
  return redirectWithToast('/dashboard', { type: 'success', title: `Welcome! Successfully signed in with ${provider}` })
}
