// The admin activity log (spec §3, §6): every admin change writes one row — who, what, on what, and
// a line of details — in the same transaction as the change, so a rolled-back change logs nothing.
// A change that changes nothing (a switch set to the state it is in) is not logged. Reading the log,
// with its labels and sentences, is app/features/activity.
import { adminActivityLog } from '#db/schema/people.ts'
import type { Database } from './db.server.ts'

export type AdminAction = {
  /** A dotted verb: `assignment.create`, `coupon.activate`, `pricing.update`, `payout.record` … (each needs a label in app/features/activity/activity-actions.ts) */
  action: string
  targetType?: string | null
  targetId?: string | null
  details?: string | null
}

/** `actorId` is null only for what a provider decided about an admin's change whose admin is gone. */
export async function logAdminAction(tx: Database, actorId: string | null, entry: AdminAction) {
  await tx.insert(adminActivityLog).values({
    actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details?.slice(0, 1000) ?? null,
  })
}
