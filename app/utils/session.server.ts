import { data, redirect } from 'react-router'
import { getUserRoles } from '#app/features/accounts/first-sign-in.server.ts'
import { getAuth } from './auth.server.ts'
import { getDb } from './db.server.ts'
import type { Role } from './permissions.ts'

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; roles: Role[] }

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

/** The signed-in user, or null. A request without a session cookie never touches the database. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return null
  const session = await getAuth()
    .api.getSession({ headers: request.headers })
    .catch(() => null) // a forged or malformed cookie is simply "signed out"
  if (!session) return null
  const roles = await getUserRoles(getDb(), session.user.id)
  const { id, email, name, emailVerified } = session.user
  return { id, email, name, emailVerified, roles }
}

function loginRedirect(request: Request) {
  const url = new URL(request.url)
  const redirectTo = `${url.pathname}${url.search}`
  return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)
}

/** Loaders and actions that need a user call this first: anonymous visitors go to /login and back. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) throw loginRedirect(request)
  return user
}

/** 403 with the role in the body; the route's error boundary shows "Access Denied". */
export async function requireUserWithRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!user.roles.includes(role)) throw data({ reason: 'missing-role', role }, { status: 403 })
  return user
}

/** For resource routes: 401/403 JSON instead of redirects. */
export async function requireApiUser(request: Request, role?: Role): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) throw Response.json({ error: 'Authentication required' }, { status: 401 })
  if (role && !user.roles.includes(role)) throw Response.json({ error: `The ${role} role is required` }, { status: 403 })
  return user
}

/** /login and /signup send signed-in users to the dashboard. */
export async function requireAnonymous(request: Request) {
  if (await getSessionUser(request)) throw redirect('/dashboard')
}
