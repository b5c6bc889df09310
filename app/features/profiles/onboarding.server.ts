import { eq, sql } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles, type Role } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import { isOnboardingRole, type OnboardingRole, type OnboardingValues } from './onboarding-schema.ts'
import { selfGrantRole } from './self-grant.server.ts'

class RoleRefused extends Error {}

/** Where each role goes after the wizard: founders to the dashboard, writers on to their writer details. */
export const AFTER_ONBOARDING: Record<OnboardingRole, string> = { founder: '/dashboard', writer: '/writer-onboarding' }

/**
 * Spec §4 "Onboarding wizard": saves the profile (name, company, bio), then the role (an upsert: a
 * role already held counts as success), in one transaction; the account's name follows the profile.
 * A founder is onboarded from here on; a writer once the writer flow has their payout details
 * (completeWriterOnboarding), so /dashboard keeps leading them back until then.
 * The caller must have signed the person in: anyone may choose writer or founder for themselves,
 * unless they are suspended or an admin manages their roles (`refused`: nothing is saved).
 */
export async function completeOnboarding(
  db: Database,
  userId: string,
  values: OnboardingValues,
): Promise<{ ok: true; next: string } | { ok: false }> {
  const { role, name, company, bio } = values
  const founder = role === 'founder'
  const set = founder ? { name, company, bio, onboardedAt: sql`coalesce(${profiles.onboardedAt}, now())` } : { name, company, bio }
  try {
    await db.transaction(async (tx) => {
      if (!(await selfGrantRole(tx, userId, role))) throw new RoleRefused()
      await tx
        .insert(profiles)
        .values({ id: userId, name, company, bio, onboardedAt: founder ? new Date() : null })
        .onConflictDoUpdate({ target: profiles.id, set })
      await tx.update(userTable).set({ name }).where(eq(userTable.id, userId))
    })
  } catch (error) {
    if (error instanceof RoleRefused) return { ok: false }
    throw error
  }
  return { ok: true, next: AFTER_ONBOARDING[role] }
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
