import type { MiddlewareFunction } from 'react-router'

/**
 * Root middleware: HEAD is GET without the body (RFC 9110). The route's loader runs for the status
 * and headers, and the body it made is cancelled unread, so nothing a response does while it is sent
 * happens: a stored file is closed without being read, an export never runs its queries, a download
 * is not counted (downloads count as their bytes go out). React Router drops a HEAD answer's body
 * itself, but without cancelling it: a file would stay open until the process ends.
 */
export const headMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method !== 'HEAD') return next()
  const response = await next()
  if (!response.body) return response
  await response.body.cancel()
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
