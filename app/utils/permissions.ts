import type { Role } from '#db/schema/people.ts'

export type { Role }
export const ROLE_LABELS: Record<Role, string> = { admin: 'admin', writer: 'writer', founder: 'founder' }

/** What each role may do; the server checks these, the UI only hides what they refuse. */
export const ROLE_PERMISSIONS = {
  admin: [
    'read:any',
    'assign:writer',
    'manage:coupon',
    'manage:pricing',
    'manage:content-pack',
    'read:payments',
    'read:activity-log',
  ],
  writer: ['read:own-assignments', 'create:content:own', 'read:own-earnings'],
  founder: ['read:own-content', 'review:content:own', 'read:own-writers', 'read:own-billing'],
} as const satisfies Record<Role, readonly string[]>

export type Permission = (typeof ROLE_PERMISSIONS)[Role][number]

/** Role checks are a membership test of the user's role rows (spec §6). */
export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role)
}

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission))
}

/** Which dashboard a user sees when they hold several roles. */
export function primaryRole(roles: readonly Role[]): Role | null {
  if (roles.includes('admin')) return 'admin'
  if (roles.includes('writer')) return 'writer'
  if (roles.includes('founder')) return 'founder'
  return null
}
