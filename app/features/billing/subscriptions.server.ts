import { desc, eq } from 'drizzle-orm'
import { subscriptions } from '#db/schema/billing.ts'
import { addDays } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Subscription } from '#app/utils/live-subscription.server.ts'

/** The founder's latest subscription, live or ended, for the billing page. */
export async function findLatestSubscription(db: Database, userId: string): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row ?? null
}

/** A renewal by payment link may be paid this many days before the period ends (and any time after, while past due). */
export const RENEWAL_WINDOW_DAYS = 7

export function inRenewalWindow(subscription: Pick<Subscription, 'currentPeriodEnd'>, now = new Date()) {
  if (!subscription.currentPeriodEnd) return true
  return subscription.currentPeriodEnd <= addDays(now, RENEWAL_WINDOW_DAYS)
}
