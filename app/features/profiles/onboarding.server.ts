import { eq, sql } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles, userRoles, type Role } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import { isOnboardingRole, type OnboardingRole, type OnboardingValues } from './onboarding-schema.ts'

/** Where each role goes after the wizard: founders to the dashboard, writers on to their writer details. */
export const AFTER_ONBOARDING: Record<OnboardingRole, string> = { founder: '/dashboard', writer: '/writer-onboarding' }

/**
 * Spec §4 "Onboarding wizard": saves the profile (name, company, bio), then the role (an upsert: a
 * role already held counts as success), in one transaction; the account's name follows the profile.
 * A founder is onboarded from here on; a writer once the writer flow has their payout details
 * (completeWriterOnboarding), so /dashboard keeps leading them back until then.
 * The caller must have signed the person in: anyone may choose writer or founder for themselves.
 */
export async function completeOnboarding(db: Database, userId: string, values: OnboardingValues): Promise<{ next: string }> {
  const { role, name, company, bio } = values
  const founder = role === 'founder'
  const set = founder ? { name, company, bio, onboardedAt: sql`coalesce(${profiles.onboardedAt}, now())` } : { name, company, bio }
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, name, company, bio, onboardedAt: founder ? new Date() : null })
      .onConflictDoUpdate({ target: profiles.id, set })
    await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing()
    await tx.update(userTable).set({ name }).where(eq(userTable.id, userId))
  })
  return { next: AFTER_ONBOARDING[role] }
}

/** What the wizard shows a signed-in person: their saved profile, and the role to preselect. */
export async function loadOnboardingDefaults(
  db: Database,
  person: { id: string; name: string; roles: readonly Role[] },
  requestedRole: string | null,
) {
  const [row] = await db
    .select({ name: profiles.name, company: profiles.company, bio: profiles.bio, onboardedAt: profiles.onboardedAt })
    .from(profiles)
    .where(eq(profiles.id, person.id))
    .limit(1)
  // Everyone starts as a founder at first sign-in, so founder is only a choice once onboarded; writer always is.
  const founderChosen = Boolean(row?.onboardedAt) && person.roles.includes('founder')
  const chosen = person.roles.includes('writer') ? 'writer' : founderChosen ? 'founder' : null
  return {
    role: isOnboardingRole(requestedRole) ? requestedRole : chosen,
    name: row?.name ?? person.name,
    company: row?.company ?? '',
    bio: row?.bio ?? '',
  }
}
