import { eq, sql } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles, writerPayoutDetails } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Actor } from '#app/utils/ownership.server.ts'
import { hasPermission } from '#app/utils/permissions.ts'
import type { PayoutDetails, PayoutDetailsValues, WriterProfileValues } from './writer-profile-schema.ts'
import { selfGrantRole } from './self-grant.server.ts'

export type { PayoutDetails }

const payoutColumns = {
  writerId: writerPayoutDetails.userId,
  method: writerPayoutDetails.method,
  accountHolder: writerPayoutDetails.accountHolder,
  country: writerPayoutDetails.country,
  upiId: writerPayoutDetails.upiId,
  bankName: writerPayoutDetails.bankName,
  bankAccountNumber: writerPayoutDetails.bankAccountNumber,
  bankRoutingCode: writerPayoutDetails.bankRoutingCode,
  paypalEmail: writerPayoutDetails.paypalEmail,
  updatedAt: writerPayoutDetails.updatedAt,
}

/**
 * A writer's payout details, or null when they have given none. Checks nobody's permission: the
 * caller must be an admin or that writer (getPayoutDetailsForReader does the check).
 */
export async function getPayoutDetails(db: Database, writerId: string): Promise<PayoutDetails | null> {
  const [row] = await db.select(payoutColumns).from(writerPayoutDetails).where(eq(writerPayoutDetails.userId, writerId)).limit(1)
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null
}

/** The payout details for the writer themselves or an admin; null for anyone else (founders, other writers). */
export async function getPayoutDetailsForReader(db: Database, actor: Actor, writerId: string): Promise<PayoutDetails | null> {
  if (actor.id !== writerId && !hasPermission(actor.roles, 'read:any')) return null
  return getPayoutDetails(db, writerId)
}

/** What /writer-onboarding shows a signed-in person: their profile as saved, and their payout details. */
export async function loadWriterOnboarding(db: Database, person: { id: string; name: string }) {
  const [row] = await db
    .select({
      name: profiles.name,
      bio: profiles.bio,
      portfolioUrl: profiles.portfolioUrl,
      experienceYears: profiles.experienceYears,
      specialties: profiles.specialties,
      onboardedAt: profiles.onboardedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, person.id))
    .limit(1)
  return {
    profile: {
      name: row?.name ?? person.name,
      bio: row?.bio ?? '',
      portfolioUrl: row?.portfolioUrl ?? '',
      experienceYears: row?.experienceYears ?? null,
      specialties: row?.specialties ?? [],
    },
    /** Step 1 is done once the profile has a name and a bio (and the person holds the writer role). */
    profileSaved: Boolean(row?.name && row.bio),
    onboarded: Boolean(row?.onboardedAt),
    payout: await getPayoutDetails(db, person.id),
  }
}

/**
 * Step 1: saves every field of the writer profile (admins choose writers by them) and grants the
 * writer role (one already held counts as success), in one transaction. Anyone signed in may join
 * as a writer (not a suspended account, nor one whose roles an admin manages: `ok: false`, nothing
 * saved); the caller must have signed them in.
 */
export async function saveWriterProfile(db: Database, userId: string, values: WriterProfileValues) {
  const fields = {
    name: values.name,
    bio: values.bio,
    portfolioUrl: values.portfolioUrl,
    experienceYears: values.experienceYears,
    specialties: values.specialties,
  }
  return db.transaction(async (tx) => {
    if (!(await selfGrantRole(tx, userId, 'writer'))) return { ok: false as const }
    await tx
      .insert(profiles)
      .values({ id: userId, ...fields })
      .onConflictDoUpdate({ target: profiles.id, set: fields })
    await tx.update(userTable).set({ name: values.name }).where(eq(userTable.id, userId))
    return { ok: true as const }
  })
}

/**
 * Step 2: stores how the writer gets paid (replacing what was there) and marks them onboarded (the
 * first time only). The caller must have checked that the person is a writer.
 */
export async function completeWriterOnboarding(db: Database, userId: string, payout: PayoutDetailsValues) {
  await db.transaction(async (tx) => {
    await tx
      .insert(writerPayoutDetails)
      .values({ userId, ...payout })
      .onConflictDoUpdate({ target: writerPayoutDetails.userId, set: payout })
    await tx
      .update(profiles)
      .set({ onboardedAt: sql`coalesce(${profiles.onboardedAt}, now())` })
      .where(eq(profiles.id, userId))
  })
}
