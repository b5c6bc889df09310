import { redirect } from 'react-router'
import { getAuth } from '#app/utils/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/logout'

export function loader() {
  return redirect('/')
}

/** Revokes the session on the server and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
  const response = await getAuth()
    .api.signOut({ headers: request.headers, asResponse: true })
    .catch(() => null)
  const headers = new Headers()
  for (const cookie of response?.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return redirectWithToast('/', { type: 'success', title: 'Signed out successfully' }, { headers })
}
