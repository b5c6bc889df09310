import { followVerificationLink } from '#app/features/auth/email-change.server.ts'
import { getAuth } from '#app/utils/auth.server.ts'
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

export function loader({ request }: Route.LoaderArgs) {
  if (!reachable(request)) return notFound()
  return VERIFY_EMAIL.test(new URL(request.url).pathname) ? followVerificationLink(request) : getAuth().handler(request)
}

export function action() {
  return notFound()
}
