import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, sql, type AnyColumn } from 'drizzle-orm'
import type { MiddlewareFunction } from 'react-router'
import { session as sessionTable, user as userTable } from '#db/schema/auth.ts'
import { notifications, profiles, userRoles } from '#db/schema/people.ts'
import { getAuth, SESSION_EXPIRES_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.server.ts'
import { getDb, preparedQuery } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { sessionUserContext, type SessionUser } from './request-context.ts'
import { getUserRoles } from './roles.server.ts'
import { rethrowOutage } from './service-unavailable.ts'
import { logger } from './logger.server.ts'

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/

/**
 * The value of a cookie Better Auth signed (`value.signature`, HMAC-SHA256 in base64), or null when
 * it is missing, malformed or signed with another secret.
 */
export function verifiedSignedCookie(cookieHeader: string | null, pattern: RegExp, secret: string): string | null {
  const raw = cookieHeader?.match(pattern)?.[1]
  if (!raw) return null
  let value: string
  try {
    value = decodeURIComponent(raw)
  } catch {
    return null
  }
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'))
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null
}

/** The session token of the session cookie, or null when it is missing or not signed by us. */
export function verifiedSessionToken(cookieHeader: string | null, secret: string): string | null {
  return verifiedSignedCookie(cookieHeader, SESSION_COOKIE, secret)
}

type Loaded = { user: SessionUser | null; headers: Headers | null }

/** What every signed-in page shows about the person besides their name: onboarding done, unread notifications. */
const personExtras = (userId: AnyColumn | string) => ({
  onboarded: sql<boolean>`exists (select 1 from ${profiles} where ${profiles.id} = ${userId} and ${profiles.onboardedAt} is not null)`,
  // Counted up to 100 (the badge shows 99+): a person with thousands unread costs no more per page.
  unread: sql<number>`(select count(*)::int from (select 1 from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.readAt} is null limit 100) as unread)`,
})

const currentSessionQuery = preparedQuery((db) =>
  db
    .select({
      expiresAt: sessionTable.expiresAt,
      sessionId: sessionTable.id,
      lastActiveAt: sessionTable.updatedAt,
      id: userTable.id,
      email: userTable.email,
      name: userTable.name,
      emailVerified: userTable.emailVerified,
      image: userTable.image,
      twoFactorEnabled: userTable.twoFactorEnabled,
      role: userRoles.role,
      ...personExtras(userTable.id),
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .leftJoin(userRoles, eq(userRoles.userId, userTable.id))
    // A suspended account's sessions are deleted with the suspension; this holds against one signed in meanwhile.
    .where(and(eq(sessionTable.token, sql.placeholder('token')), eq(userTable.banned, false)))
    .prepare('current_session'),
)

/**
 * How stale a session's last-active time (Settings → Sessions) may get before a request moves it on:
 * at most one write an hour per session, instead of the day Better Auth's extension would take.
 */
export const LAST_ACTIVE_STEP_MS = 60 * 60 * 1000

const touchSessionQuery = preparedQuery((db) =>
  db
    .update(sessionTable)
    .set({ updatedAt: sql`now()` })
    .where(eq(sessionTable.id, sql.placeholder('id')))
    .prepare('touch_session'),
)

/** Moves the session's last-active time to now when it is an hour old; the page does not wait for it, and a failure only logs. */
function noteActivity(sessionId: string, lastActiveAt: Date) {
  if (Date.now() - lastActiveAt.getTime() < LAST_ACTIVE_STEP_MS) return
  touchSessionQuery(getDb())
    .execute({ id: sessionId })
    .catch((error: unknown) => logger.warn({ err: error }, 'session last-active time not updated'))
}

/**
 * The everyday path: one query for the session, its user, their roles, and what the shell shows
 * about them (onboarding done, unread notifications). A session that is
 * unknown, expired or due to be extended goes through Better Auth instead (null here), which
 * clears or refreshes the cookie as it should; that happens about once a day per session.
 */
async function loadCurrentSession(token: string): Promise<SessionUser | null> {
  const rows = await currentSessionQuery(getDb()).execute({ token })
  const first = rows[0]
  if (!first) return null
  const expiresAt = first.expiresAt.getTime()
  const dueForRefresh = expiresAt - SESSION_EXPIRES_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= Date.now()
  if (expiresAt <= Date.now() || dueForRefresh) return null
  noteActivity(first.sessionId, first.lastActiveAt)
  const { id, email, name, emailVerified, image, twoFactorEnabled, onboarded, unread } = first
  return {
    id,
    email,
    name,
    emailVerified,
    image,
    twoFactorEnabled,
    roles: rows.flatMap((row) => (row.role ? [row.role] : [])),
    onboarded: Boolean(onboarded),
    unreadNotifications: Number(unread),
  }
}

/** Better Auth's own check, which also extends a session that is due and answers with its cookies. */
async function loadThroughBetterAuth(request: Request): Promise<Loaded> {
  const result = await getAuth()
    .api.getSession({ headers: request.headers, returnHeaders: true })
    .catch(() => null) // a forged or malformed cookie is simply "signed out"
  const found = result?.response
  if (!found || found.user.banned) return { user: null, headers: result?.headers ?? null }
  const [roles, [extras]] = await Promise.all([
    getUserRoles(getDb(), found.user.id),
    getDb()
      .select(personExtras(found.user.id))
      .from(sql`(select 1) as one`),
  ])
  const { id, email, name, emailVerified, image } = found.user
  return {
    user: {
      id,
      email,
      name,
      emailVerified,
      image: image ?? null,
      twoFactorEnabled: Boolean((found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
      roles,
      onboarded: Boolean(extras?.onboarded),
      unreadNotifications: Number(extras?.unread ?? 0),
    },
    headers: result.headers,
  }
}

/** The signed-in user, and any cookie to send back. A request without a session cookie never touches the database. */
async function loadSession(request: Request): Promise<Loaded> {
  const cookie = request.headers.get('cookie')
  if (!cookie || !SESSION_COOKIE.test(cookie)) return { user: null, headers: null }
  const token = verifiedSessionToken(cookie, getEnv().authSecret)
  const user = token ? await loadCurrentSession(token) : null
  return user ? { user, headers: null } : loadThroughBetterAuth(request)
}

/**
 * Root middleware: loads the session, the user and their roles once per request into the router
 * context, before any loader or action runs, and passes on any cookie Better Auth refreshed.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Every signed-in request reads the database here first: when it is down, the answer is a 503.
  const { user, headers } = await loadSession(request).catch(rethrowOutage)
  context.set(sessionUserContext, user)
  const response = await next()
  for (const cookie of headers?.getSetCookie() ?? []) response.headers.append('Set-Cookie', cookie)
  return response
}
