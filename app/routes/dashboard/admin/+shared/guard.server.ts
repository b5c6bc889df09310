import { requireUserWithPermission, requireUserWithRole, type RequestArgs } from '#app/utils/permissions.server.ts'
import type { Permission } from '#app/utils/permissions.ts'

/**
 * /admin and its resource routes need the admin role itself (spec §6), and the permission for what is
 * asked. Anonymous visitors go to /login; signed-in people without the role get Access Denied (403).
 */
export function requireAdmin(args: RequestArgs, permission: Permission) {
  requireUserWithRole(args, 'admin')
  return requireUserWithPermission(args, permission)
}
