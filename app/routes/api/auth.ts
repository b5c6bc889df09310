import { followVerificationLink } from '#app/features/auth/email-change.server.ts'
import { getAuth, SUSPENDED_MESSAGE } from '#app/utils/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/auth'

/**
 * The only Better Auth endpoints reachable over HTTP: the links it mails (verify e-mail, which also
 * confirms a new address from Settings → Email; reset password), the OAuth callback and its error page. Signing in, signing up, resetting and resending
 * go through the product's own forms, which validate, sanitise and rate-limit them (Better Auth's
 * raw endpoints would bypass all three), and call Better Auth on the server.
 */
const VERIFY_EMAIL = /^\/api\/auth\/verify-email$/
const REACHABLE = [VERIFY_EMAIL, /^\/api\/auth\/reset-password\/[\w-]{1,512}$/, /^\/api\/auth\/callback\/google$/, /^\/api\/auth\/error$/]

function reachable(request: Request) {
  const { pathname } = new URL(request.url)
  return REACHABLE.some((pattern) => pattern.test(pathname))
}

const notFound = () => Response.json({ error: 'Not found.' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * A suspended account refused a session on the way through (the verification link's automatic
 * sign-in) goes to the login screen with the reason, not to Better Auth's JSON refusal.
 */
async function suspendedToLogin(response: Response) {
  if (response.status !== 403) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null
  if (body?.code !== 'BANNED_USER') return response
  return redirectWithToast('/login', { type: 'error', title: SUSPENDED_MESSAGE })
}

export async function loader({ request }: Route.LoaderArgs) {
  if (!reachable(request)) return notFound()
  const response = VERIFY_EMAIL.test(new URL(request.url).pathname)
    ? await followVerificationLink(request)
    : await getAuth().handler(request)
  return suspendedToLogin(response)
}

export function action() {
  return notFound()
}
