// The admin activity log (spec §3, §6): every admin change writes one row — who, what, on what, and
// a line of details — in the same transaction as the change, so a rolled-back change logs nothing.
import { desc, eq } from 'drizzle-orm'
import { user as userTable } from '#db/schema/auth.ts'
import { adminActivityLog } from '#db/schema/people.ts'
import type { Database } from './db.server.ts'

export type AdminAction = {
  /** A dotted verb: `assignment.create`, `coupon.toggle`, `pricing.update`, `payout.record` … */
  action: string
  targetType?: string | null
  targetId?: string | null
  details?: string | null
}

export async function logAdminAction(tx: Database, actorId: string, entry: AdminAction) {
  await tx.insert(adminActivityLog).values({
    actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details?.slice(0, 1000) ?? null,
  })
}

/** The last entries, newest first (spec §6: the last 100), with the actor's name. */
export function listAdminActivity(db: Database, limit = 100) {
  return db
    .select({
      id: adminActivityLog.id,
      action: adminActivityLog.action,
      targetType: adminActivityLog.targetType,
      targetId: adminActivityLog.targetId,
      details: adminActivityLog.details,
      createdAt: adminActivityLog.createdAt,
      actorName: userTable.name,
      actorEmail: userTable.email,
    })
    .from(adminActivityLog)
    .leftJoin(userTable, eq(userTable.id, adminActivityLog.actorId))
    .orderBy(desc(adminActivityLog.createdAt))
    .limit(Math.min(limit, 100))
}
