import { createContext, RouterContextProvider } from 'react-router'
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

export function createLoadContext(values: { cspNonce: string }) {
  const context = new RouterContextProvider()
  context.set(cspNonceContext, values.cspNonce)
  return context
}
