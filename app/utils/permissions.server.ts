import { data, redirect, type RouterContextProvider } from 'react-router'
import { getEnv } from './env.server.ts'
import { hasPermission, type Permission, type Role } from './permissions.ts'
import { sessionUserContext, type SessionUser } from './request-context.ts'

export type { SessionUser }

/** What every loader and action receives; the guards need only these two. */
export type RequestArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> }

/** The signed-in user, or null (loaded once per request by the session middleware). */
export function getUser({ context }: RequestArgs): SessionUser | null {
  return context.get(sessionUserContext)
}

/** To /login and back: `url` is the page's address (a client-side navigation's request is for `/page.data`). */
function loginRedirect(url: URL) {
  return redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
}

/** Where a person turns two-factor sign-in on and off. */
export const TWO_FACTOR_SETUP_PATH = '/dashboard/settings/two-factor'

/** True when REQUIRE_ADMIN_2FA holds this admin back until they turn on two-factor sign-in. */
function adminNeedsTwoFactor(user: SessionUser) {
  return user.roles.includes('admin') && !user.twoFactorEnabled && getEnv().REQUIRE_ADMIN_2FA
}

/** What only the admin role grants this user (not another role of theirs). */
const grantedOnlyAsAdmin = (user: SessionUser, permission: Permission) =>
  !hasPermission(
    user.roles.filter((role) => role !== 'admin'),
    permission,
  )

/** Loaders and actions that need a user call this first: anonymous visitors go to /login and back. */
export function requireUser(args: RequestArgs): SessionUser {
  const user = getUser(args)
  if (!user) throw loginRedirect(args.url)
  return user
}

/**
 * The guard for private data: a user holding a role that grants `permission` (ROLE_PERMISSIONS).
 * Anonymous visitors go to /login; others get a 403 that the error boundary shows as Access Denied.
 */
export function requireUserWithPermission(
  args: RequestArgs,
  permission: Permission,
  /**
   * A page of one role's workspace that admins (or founders) read elsewhere: an admin (a founder)
   * without the permission goes there instead.
   */
  options: { adminsTo?: string; foundersTo?: string } = {},
): SessionUser {
  const user = requireUser(args)
  if (!hasPermission(user.roles, permission)) {
    if (options.adminsTo && user.roles.includes('admin')) throw redirect(options.adminsTo)
    if (options.foundersTo && user.roles.includes('founder')) throw redirect(options.foundersTo)
    throw data({ reason: 'missing-permission', permission, role: roleFor(permission) }, { status: 403 })
  }
  if (grantedOnlyAsAdmin(user, permission) && adminNeedsTwoFactor(user)) throw redirect(`${TWO_FACTOR_SETUP_PATH}?required=admin`)
  return user
}

/**
 * The guard for a page the spec ties to a role itself (/admin needs the admin role, spec §6).
 * Anonymous visitors go to /login; others get a 403 that the error boundary shows as Access Denied.
 */
export function requireUserWithRole(args: RequestArgs, role: Role): SessionUser {
  const user = requireUser(args)
  if (!user.roles.includes(role)) throw data({ reason: 'missing-role', role }, { status: 403 })
  if (role === 'admin' && adminNeedsTwoFactor(user)) throw redirect(`${TWO_FACTOR_SETUP_PATH}?required=admin`)
  return user
}

/**
 * The guard for a file a browser may open by its address (a CSV export): as requireUserWithPermission,
 * but a browser signed in without the permission is sent to `page`, which refuses it with the Access
 * Denied page (403) — a resource route has no page to show, only the guard's JSON. Other clients get
 * that 403 as it is.
 */
export function requireUserWithPermissionForFile(args: RequestArgs, permission: Permission, page: string): SessionUser {
  const user = requireUser(args)
  if (!hasPermission(user.roles, permission) && wantsPage(args.request)) throw redirect(page)
  return requireUserWithPermission(args, permission)
}

/** A browser opening an address (not a script fetching it): it asks for HTML. */
function wantsPage(request: Request) {
  return request.headers.get('sec-fetch-dest') === 'document' || /\btext\/html\b/.test(request.headers.get('accept') ?? '')
}

/** For resource routes (/api/*): 401/403 JSON instead of redirects and pages. */
export function requireApiUserWithPermission(args: RequestArgs, permission?: Permission): SessionUser {
  const user = getUser(args)
  if (!user) throw Response.json({ error: 'Authentication required.' }, { status: 401 })
  if (permission && !hasPermission(user.roles, permission)) {
    throw Response.json({ error: `You do not have permission to do this (${permission}).` }, { status: 403 })
  }
  if (permission && grantedOnlyAsAdmin(user, permission) && adminNeedsTwoFactor(user)) {
    throw Response.json({ error: 'Turn on two-factor sign-in to use admin tools.' }, { status: 403 })
  }
  return user
}

/** /login and /signup send signed-in users to the dashboard. */
export function requireAnonymous(args: RequestArgs) {
  if (getUser(args)) throw redirect('/dashboard')
}

/** The role named in "Access Denied": the first role that grants the permission. */
function roleFor(permission: Permission): Role {
  return (['admin', 'writer', 'founder'] as const).find((role) => hasPermission([role], permission)) ?? 'admin'
}
