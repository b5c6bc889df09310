// The buyer's billing profile (db/schema/people.ts billing_profiles): the company, address and GST
// number of their last checkout, offered at the next one. An invoice keeps its own copy.
import { eq } from 'drizzle-orm'
import { billingProfiles } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'

export type BillingProfile = { company: string | null; address: string | null; gstNumber: string | null }

export async function findBillingProfile(db: Database, userId: string): Promise<BillingProfile | null> {
  const [profile] = await db
    .select({ company: billingProfiles.company, address: billingProfiles.address, gstNumber: billingProfiles.gstNumber })
    .from(billingProfiles)
    .where(eq(billingProfiles.userId, userId))
  return profile ?? null
}

/** Keeps what the buyer gave at Pay, blanks included: a field they cleared stays cleared next time. */
export async function saveBillingProfile(db: Database, userId: string, profile: BillingProfile) {
  await db
    .insert(billingProfiles)
    .values({ userId, ...profile })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...profile, updatedAt: new Date() } })
}
