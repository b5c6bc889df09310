// A founder's live subscription (active or past due; a partial unique index keeps it to one), read by
// billing, content (allowances, revision rounds) and the founder's overview alike. Only what is live
// is asked here; what a subscription means is each area's own business.
import { and, eq, sql } from 'drizzle-orm'
import { subscriptions } from '#db/schema/billing.ts'
import { preparedQuery, type Database } from './db.server.ts'

export type Subscription = typeof subscriptions.$inferSelect

/** The condition "this subscription is live": active or past due. */
export const LIVE_SUBSCRIPTION = sql`${subscriptions.status} in ('active', 'past_due')`

/** The unlocked read, prepared once: the founder's dashboard and billing pages ask it on every view. */
const liveSubscription = preparedQuery((db) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), LIVE_SUBSCRIPTION))
    .limit(1)
    .prepare('live_subscription'),
)

/** The founder's live subscription, or null; `lock` holds its row until the caller's transaction ends. */
export async function findLiveSubscription(db: Database, userId: string, options: { lock?: boolean } = {}): Promise<Subscription | null> {
  if (!options.lock) {
    const [row] = await liveSubscription(db).execute({ userId })
    return row ?? null
  }
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), LIVE_SUBSCRIPTION))
    .limit(1)
  const [row] = await query.for('update')
  return row ?? null
}
