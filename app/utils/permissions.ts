import type { Role } from '#db/schema/people.ts'

export type { Role }
/** How a role is named to people (the role switch, badges). */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', writer: 'Writer', founder: 'Founder' }

/** What each role may do; the server checks these, the UI only hides what they refuse. */
export const ROLE_PERMISSIONS = {
  admin: [
    'read:any',
    'assign:writer',
    'manage:coupon',
    'manage:pricing',
    'manage:content-pack',
    'read:payments',
    'manage:payouts',
    'read:activity-log',
    'manage:users',
    'manage:jobs',
    'manage:content',
    'manage:refunds',
  ],
  writer: ['read:own-assignments', 'create:content:own', 'read:own-earnings', 'read:content-calendar'],
  founder: [
    'read:own-content',
    'review:content:own',
    'read:own-writers',
    'read:own-billing',
    'read:content-calendar',
    'edit:own-brand-profile',
  ],
} as const satisfies Record<Role, readonly string[]>

export type Permission = (typeof ROLE_PERMISSIONS)[Role][number]

/** Role checks are a membership test of the user's role rows (spec §6). */
export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role)
}

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission))
}

/**
 * Which dashboard a user sees: the role they switched to (user menu), when they hold it;
 * otherwise admin, then writer, then founder.
 */
export function primaryRole(roles: readonly Role[], preferred?: string | null): Role | null {
  if (preferred && roles.includes(preferred as Role)) return preferred as Role
  if (roles.includes('admin')) return 'admin'
  if (roles.includes('writer')) return 'writer'
  if (roles.includes('founder')) return 'founder'
  return null
}
