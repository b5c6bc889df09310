import { redirect } from 'react-router'
import { signOut } from '#app/features/auth/sign-in.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/logout'

export function loader() {
  return redirect('/')
}

/** Revokes the session on the server and clears the cookie. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request)
  return redirectWithToast('/', { type: 'success', title: 'Signed out successfully' }, { headers })
}
