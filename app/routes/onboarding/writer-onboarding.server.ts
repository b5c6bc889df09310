// The writer's join page and profile: their profile and payout details (profiles), and for a writer
// the rates they are paid at now (payouts), the same figures their approved pieces accrue at.
import { loadWriterOnboarding } from '#app/features/profiles/writer-profile.server.ts'
import { writerRateCard } from '#app/features/payouts/writer-earnings.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { SessionUser } from '#app/utils/permissions.server.ts'

export async function loadWriterProfilePage(db: Database, user: SessionUser) {
  const [state, rateCard] = await Promise.all([
    loadWriterOnboarding(db, user),
    user.roles.includes('writer') ? writerRateCard(db, user.id) : Promise.resolve(null),
  ])
  return { ...state, rateCard }
}
