// In-app notifications: what happened that a person should see (a submission to review, a decision
// on their piece, a new pairing). The app layout shows the unread count; /dashboard/notifications lists them.
import { and, desc, eq, isNull } from 'drizzle-orm'
import { notifications, userRoles } from '#db/schema/people.ts'
import type { Database } from './db.server.ts'
import type { MailContent } from './email-layout.tsx'
import { queueEmail } from './mail.server.ts'

export type NotificationInput = { kind: string; title: string; link?: string | null }

/** Adds a notification for `userId` (inside the caller's transaction when `db` is one). */
export async function notifyUser(db: Database, userId: string, notification: NotificationInput) {
  await db
    .insert(notifications)
    .values({ userId, kind: notification.kind, title: notification.title.slice(0, 300), link: notification.link ?? null })
}

/**
 * Tells a person in the app and, when they have an address, by e-mail; both in the caller's
 * transaction, so a change that rolls back tells nobody. The mail is only built when it is sent.
 */
export async function tellPerson(
  db: Database,
  person: { id: string; email: string | null | undefined },
  notification: NotificationInput,
  mail: () => Promise<MailContent>,
) {
  await notifyUser(db, person.id, notification)
  if (person.email) await queueEmail(db, person.email, await mail())
}

/** Tells every admin in the app (the team's mailbox is told apart, by whoever needs it). */
export async function notifyAdmins(db: Database, notification: NotificationInput) {
  const admins = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))
  for (const admin of admins) await notifyUser(db, admin.id, notification)
}

export const NOTIFICATIONS_PAGE_SIZE = 25

/** A page of a person's notifications, newest first, with one more row to tell whether another page follows. */
export function listNotifications(db: Database, userId: string, offset: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset(offset)
}

export async function markAllNotificationsRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
}
