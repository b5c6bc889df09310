import { data, redirect } from 'react-router'
import { starterPackFor } from '#app/features/content-packs/starter-pack.server.ts'
import { RouteError } from '#app/components/layout/route-error.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUser } from '#app/utils/permissions.server.ts'
import type { Route } from './+types/starter-pack'

export const meta: Route.MetaFunction = () => pageMeta('Starter Content Pack', 'Templates to begin with, for our customers.')

const NOT_ENTITLED =
  'The Starter Content Pack comes with a purchase: it is for customers who have bought a plan or a service. Choose one on the pricing page to get it.'

/**
 * GET /downloads/starter-pack, the thank-you page's link: founders with a completed purchase and
 * admins are sent on to the file (/downloads/starter-pack/file); anyone else signed in gets the
 * Access Denied page with the reason. A page route rather than the file itself, so a refusal is a page.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args)
  const access = await starterPackFor(getDb(), user)
  if (access.status === 'not-entitled') throw data({ reason: 'not-entitled', message: NOT_ENTITLED }, { status: 403 })
  if (access.status === 'missing') throw data('The Starter Content Pack is not available yet.', { status: 404 })
  return redirect('/downloads/starter-pack/file')
}

/** Never shown: the loader always sends the browser on to the file or refuses (the boundary below). */
export default function StarterPackLink() {
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
