// The buyer's billing profile: the company (the profile's, db/schema/people.ts `profiles.company`, the
// one the founder also edits in Settings and writers see), address and GST number of their last
// checkout, offered at the next one. An invoice keeps its own copy.
import { eq } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import type { InvoiceParty } from '#db/schema/billing.ts'
import { billingProfiles, profiles } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'

export type BillingProfile = { company: string | null; address: string | null; gstNumber: string | null }

export async function findBillingProfile(db: Database, userId: string): Promise<BillingProfile | null> {
  const [profile] = await db
    .select({ company: profiles.company, address: billingProfiles.address, gstNumber: billingProfiles.gstNumber })
    .from(profiles)
    .leftJoin(billingProfiles, eq(billingProfiles.userId, profiles.id))
    .where(eq(profiles.id, userId))
  if (!profile || (profile.company === null && profile.address === null && profile.gstNumber === null)) return null
  return profile
}

/**
 * The buyer an invoice names when no checkout named one (a renewal, the demo's charges): the account's
 * name and e-mail as they are now, the billing profile's company and address, and the GSTIN given (the one
 * the plan was sold with). Null when there is no such account.
 */
export async function accountBuyer(
  db: Database,
  userId: string,
  gstNumber: string | null,
): Promise<(InvoiceParty & { email: string }) | null> {
  const [account] = await db.select({ name: userTable.name, email: userTable.email }).from(userTable).where(eq(userTable.id, userId))
  if (!account) return null
  const profile = await findBillingProfile(db, userId)
  return { ...account, company: profile?.company ?? null, address: profile?.address ?? null, gstNumber }
}

/** Keeps what the buyer gave at Pay, blanks included: a field they cleared stays cleared next time. */
export async function saveBillingProfile(db: Database, userId: string, { company, ...rest }: BillingProfile) {
  await db.insert(profiles).values({ id: userId, company }).onConflictDoUpdate({ target: profiles.id, set: { company } })
  await db
    .insert(billingProfiles)
    .values({ userId, ...rest })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...rest, updatedAt: new Date() } })
}
