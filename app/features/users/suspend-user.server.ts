// Suspending and reactivating accounts (decision 036). A suspension writes Better Auth's admin-plugin
// fields (`banned`, `ban_reason`), which refuse every new session, and in the same transaction ends
// the person's sessions, cancels the mail still waiting for them and logs the change. Roles and
// pairings stay as they were. The caller checks the 'manage:users' permission.
import { and, eq } from 'drizzle-orm'
import { session as sessionTable, user as userTable } from '#db/schema/auth.ts'
import { profiles, userRoles } from '#db/schema/people.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { cancelPendingMail } from '#app/utils/mail.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { displayName } from '#app/utils/person-name.server.ts'
import { SUSPENSION_MESSAGES } from './suspension-schema.ts'

export type SuspensionResult = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string }

/** The account, locked for the change, with the name the admin pages show. */
async function lockAccount(tx: Database, userId: string) {
  const [row] = await tx
    .select({
      email: userTable.email,
      banned: userTable.banned,
      name: displayName,
    })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .where(eq(userTable.id, userId))
    .for('update', { of: userTable })
  return row ?? null
}

/**
 * Whether suspending `userId` would leave no admin able to sign in. The admin rows are locked first,
 * so two admins suspending each other at once are counted one after the other.
 */
async function isLastActiveAdmin(tx: Database, userId: string) {
  const admins = await tx
    .select({ userId: userRoles.userId, banned: userTable.banned })
    .from(userRoles)
    .innerJoin(userTable, eq(userTable.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .for('update', { of: userRoles })
  const isAdmin = admins.some((admin) => admin.userId === userId)
  return isAdmin && !admins.some((admin) => admin.userId !== userId && !admin.banned)
}

export async function suspendUser(db: Database, actor: Actor, userId: string, reason: string): Promise<SuspensionResult> {
  if (userId === actor.id) return { ok: false, status: 409, message: SUSPENSION_MESSAGES.self }
  return db.transaction(async (tx) => {
    const lastAdmin = await isLastActiveAdmin(tx, userId)
    const person = await lockAccount(tx, userId)
    if (!person) return { ok: false, status: 404, message: SUSPENSION_MESSAGES.noSuchUser }
    if (person.banned) return { ok: false, status: 409, message: SUSPENSION_MESSAGES.alreadySuspended(person.name) }
    if (lastAdmin) return { ok: false, status: 409, message: SUSPENSION_MESSAGES.lastAdmin }
    await tx.update(userTable).set({ banned: true, banReason: reason, banExpires: null }).where(eq(userTable.id, userId))
    await tx.delete(sessionTable).where(eq(sessionTable.userId, userId))
    await cancelPendingMail(tx, person.email)
    await logAdminAction(tx, actor.id, { action: 'user.suspend', targetType: 'user', targetId: userId, details: reason })
    return { ok: true, message: SUSPENSION_MESSAGES.suspended(person.name) }
  })
}

/** Lets a suspended person sign in again. Mail cancelled by the suspension stays cancelled. */
export async function reactivateUser(db: Database, actor: Actor, userId: string): Promise<SuspensionResult> {
  return db.transaction(async (tx) => {
    const person = await lockAccount(tx, userId)
    if (!person) return { ok: false, status: 404, message: SUSPENSION_MESSAGES.noSuchUser }
    const [done] = await tx
      .update(userTable)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(and(eq(userTable.id, userId), eq(userTable.banned, true)))
      .returning({ id: userTable.id })
    if (!done) return { ok: false, status: 409, message: SUSPENSION_MESSAGES.notSuspended(person.name) }
    await logAdminAction(tx, actor.id, { action: 'user.reactivate', targetType: 'user', targetId: userId })
    return { ok: true, message: SUSPENSION_MESSAGES.reactivated(person.name) }
  })
}
