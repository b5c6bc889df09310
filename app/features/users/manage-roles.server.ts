// Granting and removing roles (spec §6: "other role assignment is done by an administrator"). Every
// change is logged in the same transaction. The caller checks the 'manage:users' permission.
import { and, eq, sql } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles, userRoles, type Role } from '#db/schema/people.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { ROLE_LABELS } from '#app/utils/permissions.ts'
import { displayName } from '#app/utils/person-name.server.ts'
import { ROLE_MESSAGES } from './role-schema.ts'

export type RoleChangeResult = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string }

async function personName(db: Database, userId: string) {
  const [row] = await db
    .select({ name: displayName })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(eq(userTable.id, userId))
    .limit(1)
  return row?.name ?? null
}

/** From an admin's first change on, the person's roles are the admins' to give (decision 036). */
async function markRolesManaged(tx: Database, userId: string) {
  await tx
    .insert(profiles)
    .values({ id: userId, rolesManagedAt: new Date() })
    .onConflictDoUpdate({ target: profiles.id, set: { rolesManagedAt: sql`coalesce(${profiles.rolesManagedAt}, now())` } })
}

/** The name the admin pages show for an account, or null when there is none. */
export const findPersonName = (db: Database, userId: string) => personName(db, userId)

const label = (role: Role) => ROLE_LABELS[role].toLowerCase()

export async function grantUserRole(db: Database, actor: Actor, userId: string, role: Role): Promise<RoleChangeResult> {
  return db.transaction(async (tx) => {
    const name = await personName(tx, userId)
    if (name === null) return { ok: false, status: 404, message: ROLE_MESSAGES.noSuchUser }
    const inserted = await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning({ role: userRoles.role })
    if (inserted.length === 0) return { ok: false, status: 409, message: ROLE_MESSAGES.already(name, label(role)) }
    await markRolesManaged(tx, userId)
    await logAdminAction(tx, actor.id, {
      action: 'role.grant',
      targetType: 'user',
      targetId: userId,
      details: `Granted ${label(role)} to ${name}`,
    })
    return { ok: true, message: ROLE_MESSAGES.granted(name, label(role)) }
  })
}

/**
 * Removes a role. An admin cannot remove their own admin role, and the last admin cannot be
 * removed: the admin rows are locked first, so two admins removing each other at once are counted
 * one after the other and the second is refused.
 */
export async function removeUserRole(db: Database, actor: Actor, userId: string, role: Role): Promise<RoleChangeResult> {
  if (role === 'admin' && userId === actor.id) return { ok: false, status: 409, message: ROLE_MESSAGES.ownAdmin }
  return db.transaction(async (tx) => {
    const name = await personName(tx, userId)
    if (name === null) return { ok: false, status: 404, message: ROLE_MESSAGES.noSuchUser }
    if (role === 'admin') {
      const admins = await tx
        .select({ userId: userRoles.userId, banned: userTable.banned })
        .from(userRoles)
        .innerJoin(userTable, eq(userTable.id, userRoles.userId))
        .where(eq(userRoles.role, 'admin'))
        .for('update', { of: userRoles })
      // A suspended admin cannot sign in: the last admin is the last one who can.
      const others = admins.filter((admin) => admin.userId !== userId && !admin.banned)
      if (admins.length > others.length && others.length === 0) return { ok: false, status: 409, message: ROLE_MESSAGES.lastAdmin }
    }
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .returning({ role: userRoles.role })
    if (removed.length === 0) return { ok: false, status: 409, message: ROLE_MESSAGES.notHeld(name, label(role)) }
    await markRolesManaged(tx, userId)
    await logAdminAction(tx, actor.id, {
      action: 'role.remove',
      targetType: 'user',
      targetId: userId,
      details: `Removed ${label(role)} from ${name}`,
    })
    return { ok: true, message: ROLE_MESSAGES.removed(name, label(role)) }
  })
}
