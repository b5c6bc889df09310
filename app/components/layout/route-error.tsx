import { isRouteErrorResponse } from 'react-router'
import { AccessDenied, NotFound, ServerError } from './error-pages.tsx'

/** What a thrown response or error looks like inside whichever shell caught it. */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />
    const body = error.data as { reason?: string; role?: string; message?: string } | null
    if (error.status === 403 && (body?.reason === 'missing-role' || body?.reason === 'missing-permission')) {
      return <AccessDenied role={String(body.role)} />
    }
    if (error.status === 403 && body?.reason === 'not-entitled') return <AccessDenied message={String(body.message)} />
    // A dependency down for a moment (app/utils/service-unavailable.ts): its own words, no blame.
    if (error.status === 503)
      return <ServerError status={503} title="Back in a moment" message={typeof error.data === 'string' ? error.data : undefined} />
    return <ServerError status={error.status} message={typeof error.data === 'string' ? error.data : undefined} />
  }
  return <ServerError status={500} />
}
