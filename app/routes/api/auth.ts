import { getAuth } from '#app/utils/auth.server.ts'
import type { Route } from './+types/auth'

// Better Auth's own endpoints: verification links, reset links, OAuth callbacks, session.
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request)
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request)
}
