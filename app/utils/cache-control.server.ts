import type { MiddlewareFunction } from 'react-router'
import { sessionUserContext } from './request-context.ts'

export const PRIVATE_NO_STORE = 'private, no-store'

/**
 * Root middleware, around the session middleware: every response rendered for a signed-in person, and
 * every response that sets a cookie, is `Cache-Control: private, no-store`, so neither a shared cache
 * nor the browser's back-forward history keeps a dashboard, an invoice or a session cookie for the next
 * person. Anonymous public pages keep their own caching (the public page cache, decision 004); what a
 * route already says stays when it says no-store.
 */
export const privateResponseMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next()
  const personal = context.get(sessionUserContext) !== null || response.headers.has('set-cookie')
  if (!personal || /\bno-store\b/.test(response.headers.get('cache-control') ?? '')) return response
  try {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE)
    return response
  } catch {
    // A response whose headers cannot change (Response.redirect, a fetched one): the same with new headers.
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', PRIVATE_NO_STORE)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
