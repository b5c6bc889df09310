// The content workflow's background work: a founder hears once when a piece has waited 3 days for
// their review. "Waiting since" is the latest submission (the first one, or the latest revision);
// `reminder_sent_at` makes it once per submission, on every instance and however often the job runs.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import { contentPieces, contentRevisions } from '#db/schema/content.ts'
import { addDays } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { defineJob, type JobQueue } from '#app/utils/jobs.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { notifyUser } from '#app/utils/notifications.server.ts'
import { user as userTable } from '#db/schema/auth.ts'
import { profiles } from '#db/schema/people.ts'
import { reminderEmail } from './content-emails.tsx'

export const REMINDER_DAYS = 3
/** Pieces reminded per run; the next run takes the rest. */
const BATCH = 200

/** Hourly: reminds founders of pieces waiting 3 days for review. */
export const reviewRemindersJob = defineJob<Record<string, never>>({ name: 'content-review-reminders', maxAttempts: 1 })

/** Sends the due reminders; returns how many were sent. */
export async function sendReviewReminders(db: Database, now = new Date()): Promise<number> {
  const cutoff = addDays(now, -REMINDER_DAYS)
  const lastRevision = sql`(select max(${contentRevisions.updatedAt}) from ${contentRevisions} where ${contentRevisions.contentId} = ${contentPieces.id})`
  const due = await db
    .select({ id: contentPieces.id })
    .from(contentPieces)
    .where(
      and(
        eq(contentPieces.status, 'pending'),
        isNull(contentPieces.reminderSentAt),
        lte(contentPieces.submittedAt, cutoff),
        sql`coalesce(${lastRevision} <= ${cutoff.toISOString()}::timestamptz, true)`,
      ),
    )
    .orderBy(asc(contentPieces.submittedAt))
    .limit(BATCH)
  let sent = 0
  for (const { id } of due) {
    const reminded = await db.transaction(async (tx) => {
      // Claimed once: a second run (or instance) finds reminder_sent_at set and sends nothing.
      const [piece] = await tx
        .update(contentPieces)
        .set({ reminderSentAt: now })
        .where(and(eq(contentPieces.id, id), eq(contentPieces.status, 'pending'), isNull(contentPieces.reminderSentAt)))
        .returning()
      if (!piece) return false
      const names = await tx
        .select({ id: userTable.id, email: userTable.email, name: sql<string>`coalesce(${profiles.name}, ${userTable.name})` })
        .from(userTable)
        .leftJoin(profiles, eq(profiles.id, userTable.id))
        .where(sql`${userTable.id} in (${piece.writerId}, ${piece.founderId})`)
      const founder = names.find((row) => row.id === piece.founderId)
      const writer = names.find((row) => row.id === piece.writerId)
      const title = piece.title.length > 80 ? `${piece.title.slice(0, 79)}…` : piece.title
      await notifyUser(tx, piece.founderId, {
        kind: 'content.reminder',
        title: `“${title}” is waiting for your review`,
        link: `/dashboard/content/${piece.id}`,
      })
      if (founder?.email) {
        const mail = await reminderEmail({
          founderName: founder.name,
          writerName: writer?.name ?? 'your writer',
          piece: { title: piece.title, contentType: piece.contentType, url: `${getEnv().baseUrl}/dashboard/content/${piece.id}` },
          days: REMINDER_DAYS,
        })
        await queueEmail(tx, founder.email, mail)
      }
      return true
    })
    if (reminded) sent += 1
  }
  return sent
}

/** Starts the content workers and schedules on this instance (boot calls it once). */
export async function startContentJobs(queue: JobQueue, db: Database) {
  await queue.work(reviewRemindersJob, () => sendReviewReminders(db))
  await queue.schedule(reviewRemindersJob, '41 * * * *')
}
