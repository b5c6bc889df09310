// Who may give themselves a role (the onboarding wizard's writer or founder, the writer flow's writer).
import { and, eq } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles, userRoles, type Role } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'

export const SELF_GRANT_REFUSED = 'Your roles are managed by an admin. Contact support to change them.'

/**
 * Adds `role` to a person choosing it for themselves, inside the caller's transaction, and says
 * whether they hold it now. A role already held counts as success. A suspended account gets none,
 * and neither does one whose roles an admin has granted or removed (`profiles.roles_managed_at`):
 * removing someone's roles must not be undone by the wizard (decision 036).
 */
export async function selfGrantRole(tx: Database, userId: string, role: Role): Promise<boolean> {
  const [person] = await tx
    .select({ banned: userTable.banned, managedAt: profiles.rolesManagedAt, held: userRoles.role })
    .from(userTable)
    .leftJoin(profiles, eq(profiles.id, userTable.id))
    .leftJoin(userRoles, and(eq(userRoles.userId, userTable.id), eq(userRoles.role, role)))
    .where(eq(userTable.id, userId))
    .limit(1)
  if (!person || person.banned) return false
  if (person.held) return true
  if (person.managedAt) return false
  await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing()
  return true
}
