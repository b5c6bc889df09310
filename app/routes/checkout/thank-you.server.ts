// The thank-you page's use case: the payment (billing) and the starter pack offer (content packs).
import { confirmPaymentOutcome } from '#app/features/billing/payments.server.ts'
import { starterPackFor } from '#app/features/content-packs/starter-pack.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { SessionUser } from '#app/utils/permissions.server.ts'

/**
 * Where "Onboard Now" goes: the role question for someone who has not answered it yet; a founder
 * who has, to their brand profile; anyone else who has, to their dashboard.
 */
export function onboardPath(user: Pick<SessionUser, 'roles' | 'onboarded'>): string {
  if (!user.onboarded) return '/onboarding'
  return user.roles.includes('founder') ? '/dashboard/brand' : '/dashboard'
}

/** What /thank-you shows: the buyer's payment with this id (else their latest), confirmed with the provider, and the starter pack offer. */
export async function loadThankYou(db: Database, user: SessionUser, paymentId: string | null) {
  const payment = await confirmPaymentOutcome(db, user, paymentId)
  if (!payment) return { state: 'none' as const, starterPack: false, onboardPath: onboardPath(user) }
  // Asked after the confirmation: a purchase completed just now gives the pack too.
  return { ...payment, starterPack: (await starterPackFor(db, user)).status === 'ready', onboardPath: onboardPath(user) }
}
