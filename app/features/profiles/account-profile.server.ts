// Settings → Profile: the person's name (the account's, on every screen and mail), company and bio.
// The company is the one invoices, checkout and writers read (profiles.company).
import { eq } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { AccountProfileValues } from './account-profile-schema.ts'

export type AccountProfileView = { name: string; company: string; bio: string }

/** What the form starts from; the caller guards (a person reads only their own). */
export async function loadAccountProfile(db: Database, person: { id: string; name: string }): Promise<AccountProfileView> {
  const [row] = await db
    .select({ name: profiles.name, company: profiles.company, bio: profiles.bio })
    .from(profiles)
    .where(eq(profiles.id, person.id))
    .limit(1)
  return { name: person.name, company: row?.company ?? '', bio: row?.bio ?? '' }
}

/** Saves the profile and the account's name together; the caller guards (a person saves only their own). */
export async function saveAccountProfile(db: Database, userId: string, values: AccountProfileValues) {
  const { name, company, bio } = values
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, name, company, bio })
      .onConflictDoUpdate({ target: profiles.id, set: { name, company, bio } })
    await tx.update(userTable).set({ name }).where(eq(userTable.id, userId))
  })
}
