import { eq } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles, userRoles, type Role } from '#db/schema/people.ts'
import type { Database } from './db.server.ts'
import { logger } from './logger.server.ts'

type SignedInUser = { id: string; email: string; name?: string | null; emailVerified: boolean }

/**
 * Spec §4 "First sign-in": a user with no role row gets a profile (name from sign-up) and the
 * founder role (unless an admin has managed their roles); the ADMIN_EMAIL address gets admin, but only once it is verified. Concurrent calls
 * are safe: every insert is ON CONFLICT DO NOTHING on its unique key (the spec's "23505 ignored").
 * Failures are logged, never shown.
 */
export async function ensureFirstSignInSetup(db: Database, signedIn: SignedInUser, adminEmail: string | undefined) {
  try {
    await db
      .insert(profiles)
      .values({ id: signedIn.id, name: signedIn.name?.trim() || null })
      .onConflictDoNothing({ target: profiles.id })

    const isOperator = Boolean(adminEmail) && signedIn.email.toLowerCase() === adminEmail!.toLowerCase()
    if (isOperator && signedIn.emailVerified) {
      await grantRole(db, signedIn.id, 'admin')
      return
    }
    // Not for an account whose roles an admin manages: one left with none stays with none (decision 036).
    const [state] = await db
      .select({ managedAt: profiles.rolesManagedAt, anyRole: userRoles.role })
      .from(profiles)
      .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(eq(profiles.id, signedIn.id))
      .limit(1)
    if (state && !state.anyRole && !state.managedAt) await grantRole(db, signedIn.id, 'founder')
  } catch (error) {
    logger.error({ err: error, userId: signedIn.id }, 'first sign-in setup failed')
  }
}

/** Looks the user up again, so a hook never trusts stale verification state. */
export async function ensureFirstSignInSetupById(db: Database, userId: string, adminEmail: string | undefined) {
  const [row] = await db
    .select({ id: userTable.id, email: userTable.email, name: userTable.name, emailVerified: userTable.emailVerified })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1)
  if (row) await ensureFirstSignInSetup(db, row, adminEmail)
}

export async function grantRole(db: Database, userId: string, role: Role) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing()
}

export async function getUserRoles(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))
  return rows.map((row) => row.role)
}
