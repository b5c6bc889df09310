import { createContext, RouterContextProvider, type MiddlewareFunction } from 'react-router'
import type { Role } from './permissions.ts'

/** The signed-in user as every loader, action and guard of one request sees it. */
export type SessionUser = {
  id: string
  email: string
  name: string
  emailVerified: boolean
  image: string | null
  /** Signs in with an authenticator code after the password. */
  twoFactorEnabled: boolean
  roles: Role[]
  /** Finished onboarding (profiles.onboarded_at is set). */
  onboarded: boolean
  /** Unread in-app notifications, for the count in the app layout. */
  unreadNotifications: number
}

/** Per-request values the HTTP server hands to React Router. */
export const cspNonceContext = createContext<string>('')

/**
 * Filled once per request by the session middleware (app/utils/session.server.ts) before any
 * loader or action runs; `null` when nobody is signed in. Read it through the guards in
 * app/utils/permissions.server.ts, never by querying the session again.
 */
export const sessionUserContext = createContext<SessionUser | null>(null)

/** The matched route's pattern (`/dashboard/content/:id`), for the request metrics: set by routePatternMiddleware. */
const routePatternContext = createContext<{ pattern: string | null }>({ pattern: null })

export function createLoadContext(values: { cspNonce: string }) {
  const context = new RouterContextProvider()
  context.set(cspNonceContext, values.cspNonce)
  context.set(routePatternContext, { pattern: null })
  return context
}

/** Notes the matched route's pattern where the HTTP server reads it when the answer is done (routePatternOf). */
export const routePatternMiddleware: MiddlewareFunction<Response> = ({ pattern, context }, next) => {
  context.get(routePatternContext).pattern = pattern
  return next()
}

/** The pattern of the route that answered, or null when none matched (or the router never ran). */
export function routePatternOf(context: Readonly<RouterContextProvider>): string | null {
  const { pattern } = context.get(routePatternContext)
  // The router's patterns have no leading slash (`dashboard/content/:id`; the home page is empty).
  return pattern === null ? null : pattern.startsWith('/') ? pattern : `/${pattern}`
}
