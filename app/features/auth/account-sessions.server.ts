// Settings → Sessions: where the account is signed in, and ending those sessions. Better Auth lists
// and revokes them on the server; the browser only ever sees a session's id, never its token.
import { getAuth } from '#app/utils/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { SessionUser } from '#app/utils/request-context.ts'
import { verifiedSessionToken } from '#app/utils/session.server.ts'
import { describeUserAgent } from './user-agent.ts'

export type SessionView = {
  id: string
  device: string
  ipAddress: string | null
  createdAt: string
  lastActiveAt: string
  current: boolean
}

type AuthSession = {
  id: string
  token: string
  userId: string
  ipAddress?: string | null
  userAgent?: string | null
  createdAt: Date
  updatedAt: Date
  expiresAt: Date
}

/**
 * The account's live sessions, this browser's first, then the most recently active. Read through
 * Better Auth's adapter rather than its listSessions endpoint, which refuses sessions older than a day
 * ("not fresh"): a person signed in for a week must still see and end their other sessions.
 */
async function liveSessions(userId: string): Promise<AuthSession[]> {
  const context = await getAuth().$context
  const sessions: AuthSession[] = await context.internalAdapter.listSessions(userId)
  const now = Date.now()
  return sessions.filter((session) => new Date(session.expiresAt).getTime() > now)
}

function currentToken(request: Request) {
  return verifiedSessionToken(request.headers.get('cookie'), getEnv().authSecret)
}

export async function listOwnSessions(request: Request, actor: SessionUser): Promise<SessionView[]> {
  const token = currentToken(request)
  const views = (await liveSessions(actor.id)).map((session) => ({
    id: session.id,
    device: describeUserAgent(session.userAgent),
    ipAddress: session.ipAddress || null,
    createdAt: new Date(session.createdAt).toISOString(),
    lastActiveAt: new Date(session.updatedAt).toISOString(),
    current: session.token === token,
  }))
  return views.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt))
}

export type EndSessionOutcome = { ok: true } | { ok: false; status: 404 | 409; message: string }

export const SESSION_MESSAGES = {
  ended: 'Session ended',
  othersEnded: 'Signed out of every other session',
  missing: 'That session has already ended.',
  current: 'This is the session you are using. Use Sign out in the account menu to end it.',
} as const

/** Ends one of the person's other sessions (Better Auth's revokeSession); another person's id is "already ended". */
export async function endOwnSession(request: Request, actor: SessionUser, sessionId: string): Promise<EndSessionOutcome> {
  const target = (await liveSessions(actor.id)).find((session) => session.id === sessionId)
  if (!target) return { ok: false, status: 404, message: SESSION_MESSAGES.missing }
  if (target.token === currentToken(request)) return { ok: false, status: 409, message: SESSION_MESSAGES.current }
  await getAuth().api.revokeSession({ body: { token: target.token }, headers: request.headers })
  logger.info({ userId: actor.id }, 'session ended from settings')
  return { ok: true }
}

/** Ends every session of the person but this browser's (Better Auth's revokeOtherSessions). */
export async function endOtherSessions(request: Request, actor: SessionUser) {
  await getAuth().api.revokeOtherSessions({ headers: request.headers })
  logger.info({ userId: actor.id }, 'other sessions ended from settings')
}
