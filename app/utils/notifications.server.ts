// In-app notifications: what happened that a person should see (a submission to review, a decision
// on their piece, a new pairing). The app layout shows the unread count; /dashboard/notifications lists them.
// Each caller names the topic of what it tells (app/domain/notification-topics.ts); a person's choices
// in Settings → Notifications decide whether it reaches them in the app, by e-mail, both or neither.
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import { notificationPreferences, notifications, userRoles, type NotificationTopic } from '#db/schema/people.ts'
import type { Database } from './db.server.ts'
import type { MailContent } from './email-layout.tsx'
import { queueEmail } from './mail.server.ts'

/** What a caller names: one of the topics a person chooses about, or `always` for what cannot be turned off (security, pairings). */
export type NotificationTopicOrAlways = NotificationTopic | 'always'
type NotificationChoice = { inApp: boolean; email: boolean }
/** Everything on until the person says otherwise. */
const DEFAULT_NOTIFICATION_CHOICE: NotificationChoice = { inApp: true, email: true }

export type NotificationInput = { topic: NotificationTopicOrAlways; kind: string; title: string; link?: string | null }

/** How `userId` wants to hear about `topic`: their saved choice, or everything on; `always` cannot be turned off. */
export async function notificationChoice(db: Database, userId: string, topic: NotificationTopicOrAlways): Promise<NotificationChoice> {
  if (topic === 'always') return DEFAULT_NOTIFICATION_CHOICE
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.topic, topic)))
  return row ?? DEFAULT_NOTIFICATION_CHOICE
}

/** Mails `mail` to a person unless they turned e-mail off for `topic` (for mails without an in-app notice). */
export async function mailPerson(
  db: Database,
  person: { id: string; email: string },
  topic: NotificationTopicOrAlways,
  mail: () => Promise<MailContent>,
) {
  if ((await notificationChoice(db, person.id, topic)).email) await queueEmail(db, person.email, await mail())
}

async function insertNotification(db: Database, userId: string, notification: NotificationInput) {
  await db
    .insert(notifications)
    .values({ userId, kind: notification.kind, title: notification.title.slice(0, 300), link: notification.link ?? null })
}

/** Adds a notification for `userId` (inside the caller's transaction when `db` is one), unless they turned its topic off in the app. */
export async function notifyUser(db: Database, userId: string, notification: NotificationInput) {
  if ((await notificationChoice(db, userId, notification.topic)).inApp) await insertNotification(db, userId, notification)
}

/**
 * Tells a person in the app and, when they have an address, by e-mail, each as they chose for the
 * topic; both in the caller's transaction, so a change that rolls back tells nobody. The mail is only
 * built when it is sent.
 */
export async function tellPerson(
  db: Database,
  person: { id: string; email: string | null | undefined },
  notification: NotificationInput,
  mail: () => Promise<MailContent>,
) {
  const choice = await notificationChoice(db, person.id, notification.topic)
  if (choice.inApp) await insertNotification(db, person.id, notification)
  if (person.email && choice.email) await queueEmail(db, person.email, await mail())
}

/** Tells every admin in the app who has not turned the topic off (the team's mailbox is told apart, by whoever needs it). */
export async function notifyAdmins(db: Database, notification: NotificationInput) {
  const topic = notification.topic
  const admins = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, userRoles.userId), eq(notificationPreferences.topic, topic === 'always' ? 'reviews' : topic)),
    )
    .where(
      and(
        eq(userRoles.role, 'admin'),
        topic === 'always' ? undefined : or(isNull(notificationPreferences.userId), eq(notificationPreferences.inApp, true)),
      ),
    )
  for (const admin of admins) await insertNotification(db, admin.id, notification)
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
