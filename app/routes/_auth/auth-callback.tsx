import { redirect } from 'react-router'
import { getSessionUser } from '#app/utils/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/auth-callback'

const PROVIDER_NAMES: Record<string, string> = { google: 'Google' }

/**
 * Where Better Auth sends the browser back: after an e-mail verification link (?from=verify)
 * or a social sign-in (?from=google). Shows the right toast, then the dashboard.
 */
export async function loader({ request }: Route.LoaderArgs) {
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
    return redirectWithToast('/dashboard', { type: 'success', title: 'Email verified', description: 'Welcome to Unfiltered!' })
  }
  const provider = PROVIDER_NAMES[from] ?? 'your provider'
  const user = await getSessionUser(request)
  if (error || !user) return redirectWithToast('/login', { type: 'error', title: `Failed to sign in with ${provider}` })
  if (user.roles.length === 0) return redirect('/dashboard')
  return redirectWithToast('/dashboard', { type: 'success', title: `Welcome! Successfully signed in with ${provider}` })
}
