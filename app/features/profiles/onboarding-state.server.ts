import { eq } from 'drizzle-orm'
import { profiles } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'

/** Whether the person has finished onboarding (the role wizard or the writer flow). */
export async function hasFinishedOnboarding(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ onboardedAt: profiles.onboardedAt }).from(profiles).where(eq(profiles.id, userId))
  return Boolean(row?.onboardedAt)
}
