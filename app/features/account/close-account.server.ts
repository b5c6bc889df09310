// Closing an account: the person's sign-in and personal details go; what the law or other people
// need stays, anonymised (docs/decisions/038-two-factor-data-and-closing.md).
import { and, eq, or } from 'drizzle-orm'
import { account, session, twoFactor, user as userTable, verification } from '#db/schema/auth.ts'
import {
  billingProfiles,
  brandProfiles,
  dataExports,
  notifications,
  profiles,
  userRoles,
  writerFounderAssignments,
  writerPayoutDetails,
} from '#db/schema/people.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { getStorage } from '#app/utils/storage.server.ts'
import { accountClosedEmail } from './account-emails.tsx'

export const CLOSED_NAME = 'Closed account'

/** The signed-in person's password, checked by Better Auth (false when it is wrong or they have none). */
export async function passwordIsRight(request: Request, password: string): Promise<boolean> {
  const response = await getAuth().api.verifyPassword({ body: { password }, headers: request.headers, asResponse: true })
  return response.ok
}

/**
 * Closes the account in one transaction: sessions, sign-in methods, two-factor, roles, profiles,
 * notifications and data exports go; active pairings end; the user row stays under a placeholder
 * name and address, so invoices, credit notes, transactions, pieces and comments keep their owner.
 * The caller checks the password and cancels any plan at the provider first.
 */
export async function closeAccount(db: Database, userId: string) {
  const storedExports = await db.transaction(async (tx) => {
    const [person] = await tx.select().from(userTable).where(eq(userTable.id, userId)).for('update')
    if (!person || person.closedAt) return []
    await queueEmail(tx, person.email, await accountClosedEmail({ name: person.name }))
    await tx.delete(session).where(eq(session.userId, userId))
    await tx.delete(account).where(eq(account.userId, userId))
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId))
    await tx.delete(verification).where(eq(verification.value, userId))
    await tx.delete(userRoles).where(eq(userRoles.userId, userId))
    await tx.delete(notifications).where(eq(notifications.userId, userId))
    await tx.delete(billingProfiles).where(eq(billingProfiles.userId, userId))
    await tx.delete(brandProfiles).where(eq(brandProfiles.founderId, userId))
    await tx.delete(writerPayoutDetails).where(eq(writerPayoutDetails.userId, userId))
    await tx
      .update(profiles)
      .set({ name: null, bio: null, company: null, portfolioUrl: null, experienceYears: null, specialties: [] })
      .where(eq(profiles.id, userId))
    await endPairings(tx, userId)
    const exports = await tx.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ key: dataExports.storageKey })
    await tx
      .update(userTable)
      .set({
        name: CLOSED_NAME,
        email: `closed-${userId.toLowerCase()}@closed.invalid`,
        emailVerified: false,
        image: null,
        twoFactorEnabled: false,
        closedAt: new Date(),
      })
      .where(eq(userTable.id, userId))
    return exports.flatMap((row) => (row.key ? [row.key] : []))
  })
  // The files go after the commit: a rolled-back close keeps them.
  for (const key of storedExports)
    await getStorage()
      .delete(key)
      .catch((error: unknown) => logger.warn({ err: error, key }, 'data export file not removed'))
}

/** The person's active pairings end, as an admin's removal would: history stays, nobody is paired with a closed account. */
async function endPairings(tx: Database, userId: string) {
  await tx
    .update(writerFounderAssignments)
    .set({ isActive: false })
    .where(
      and(
        eq(writerFounderAssignments.isActive, true),
        or(eq(writerFounderAssignments.writerId, userId), eq(writerFounderAssignments.founderId, userId)),
      ),
    )
}
