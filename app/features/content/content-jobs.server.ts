// The content workflow's background work: a founder hears once when a piece has waited 3 days for
// their review. "Waiting since" is the latest submission (the first one, or the latest revision);
// `reminder_sent_at` makes it once per submission, on every instance and however often the job runs.
// And due dates: the writer hears the day before and on the day, the team when a piece is overdue,
// each once per piece and due date (a row of content_due_reminders claims it).
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm'
import { contentDueReminders, contentPieces, contentRevisions } from '#db/schema/content.ts'
import { UNDELIVERED_STATUSES } from '#app/domain/content.ts'
import { addDays, dayOf, shiftDay } from '#app/domain/periods.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { defineJob, type JobQueue } from '#app/utils/jobs.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { notifyAdmins, tellPerson } from '#app/utils/notifications.server.ts'
import { dueReminderEmail, overdueEmail, reminderEmail } from './content-emails.tsx'
import { people, piecePath, pieceUrl, short } from './content-workflow.server.ts'

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
      const { writer, founder } = await people(tx, piece)
      const notification = {
        topic: 'reminders' as const,
        kind: 'content.reminder',
        title: `“${short(piece.title)}” is waiting for your review`,
        link: piecePath(piece.id),
      }
      await tellPerson(tx, founder, notification, () =>
        reminderEmail({
          founderName: founder.name,
          writerName: writer.name || 'your writer',
          piece: { title: piece.title, contentType: piece.contentType, url: pieceUrl(piece.id) },
          days: REMINDER_DAYS,
        }),
      )
      return true
    })
    if (reminded) sent += 1
  }
  return sent
}

/** Hourly: reminds writers of pieces due tomorrow and today, and tells the team of overdue ones. */
export const dueRemindersJob = defineJob<Record<string, never>>({ name: 'content-due-reminders', maxAttempts: 1 })

type DueKind = (typeof contentDueReminders.$inferInsert)['kind']

/** The undelivered pieces whose due date calls for a reminder of this kind today. */
function dueCandidates(db: Database, kind: DueKind, today: string) {
  const due =
    kind === 'overdue' ? lt(contentPieces.dueDate, today) : eq(contentPieces.dueDate, kind === 'due-today' ? today : shiftDay(today, 1))
  return db
    .select({ id: contentPieces.id, dueDate: contentPieces.dueDate })
    .from(contentPieces)
    .leftJoin(
      contentDueReminders,
      and(
        eq(contentDueReminders.contentId, contentPieces.id),
        eq(contentDueReminders.dueDate, contentPieces.dueDate),
        eq(contentDueReminders.kind, kind),
      ),
    )
    .where(
      and(
        inArray(contentPieces.status, [...UNDELIVERED_STATUSES]),
        isNotNull(contentPieces.dueDate),
        due,
        kind === 'overdue' ? undefined : isNotNull(contentPieces.writerId),
        isNull(contentDueReminders.contentId),
      ),
    )
    .orderBy(asc(contentPieces.dueDate))
    .limit(BATCH)
}

/** Claims a reminder for a piece and due date: true for the one run (of any instance) that gets it. */
async function claimReminder(tx: Database, contentId: string, dueDate: string, kind: DueKind): Promise<boolean> {
  const claimed = await tx
    .insert(contentDueReminders)
    .values({ contentId, dueDate, kind })
    .onConflictDoNothing()
    .returning({ contentId: contentDueReminders.contentId })
  return claimed.length > 0
}

/** One reminder, in one transaction with its claim: the writer's, or the team's for an overdue piece. */
async function remindOfDueDate(tx: Database, id: string, kind: DueKind, today: string): Promise<boolean> {
  const [piece] = await tx.select().from(contentPieces).where(eq(contentPieces.id, id)).for('update')
  if (!piece?.dueDate || !(UNDELIVERED_STATUSES as readonly string[]).includes(piece.status)) return false
  if (!(await claimReminder(tx, piece.id, piece.dueDate, kind))) return false
  const { writer, founder } = await people(tx, piece)
  const title = short(piece.title)
  const link = piecePath(piece.id)
  const mailPiece = { title: piece.title, contentType: piece.contentType, url: pieceUrl(piece.id) }
  if (kind === 'overdue') {
    await notifyAdmins(tx, {
      topic: 'reminders' as const,
      kind: 'content.overdue',
      title: `“${title}” for ${founder.name || 'a founder'} is overdue`,
      link,
    })
    await queueEmail(
      tx,
      getEnv().CONTACT_TEAM_EMAIL,
      await overdueEmail({ writerName: writer.name, founderName: founder.name, piece: mailPiece, dueDate: piece.dueDate }),
    )
    return true
  }
  const when = piece.dueDate === today ? 'today' : 'tomorrow'
  await tellPerson(tx, writer, { topic: 'reminders' as const, kind: 'content.due', title: `“${title}” is due ${when}`, link }, () =>
    dueReminderEmail({ writerName: writer.name, founderName: founder.name, piece: mailPiece, dueDate: piece.dueDate!, when }),
  )
  return true
}

/** Sends the due-date reminders owed today (UTC); returns how many were sent. */
export async function sendDueReminders(db: Database, now = new Date()): Promise<number> {
  const today = dayOf(now)
  let sent = 0
  for (const kind of ['day-before', 'due-today', 'overdue'] as const) {
    for (const { id } of await dueCandidates(db, kind, today)) {
      if (await db.transaction((tx) => remindOfDueDate(tx, id, kind, today))) sent += 1
    }
  }
  return sent
}

/** Starts the content workers and schedules on this instance (boot calls it once). */
export async function startContentJobs(queue: JobQueue, db: Database) {
  await queue.work(reviewRemindersJob, () => sendReviewReminders(db))
  await queue.schedule(reviewRemindersJob, '41 * * * *')
  await queue.work(dueRemindersJob, () => sendDueReminders(db))
  await queue.schedule(dueRemindersJob, '11 * * * *')
}
