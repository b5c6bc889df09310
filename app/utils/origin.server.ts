import { data, type MiddlewareFunction } from 'react-router'
import { getEnv } from './env.server.ts'

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A browser says where a request comes from (`Origin`) on every cross-site POST. One that names
 * another site, or `null` (a sandboxed frame, a data: URL), is refused; no header at all is a
 * non-browser client (a webhook, curl), which the route's own checks answer.
 */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return false
  if (origin === 'null') return true
  try {
    const { origin: normalised } = new URL(origin)
    return normalised !== new URL(request.url).origin && !getEnv().trustedOrigins.includes(normalised)
  } catch {
    return true
  }
}

/**
 * Root middleware: refuses a state-changing request from another site on every route. React Router
 * checks pages' actions itself; resource routes (/logout, /switch-role, /api/*) get the same rule here.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (MUTATIONS.has(request.method) && isForeignOrigin(request)) {
    throw data('This request came from another site and was refused.', { status: 403 })
  }
  return next()
}
