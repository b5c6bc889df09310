// Reading and saving what a person chose to hear about (notification_preferences). What is sent is
// decided by tellPerson / notifyUser / notifyAdmins / mailPerson (app/utils/notifications.server.ts).
import { eq, sql } from 'drizzle-orm'
import { DEFAULT_NOTIFICATION_CHOICE, type NotificationChoice, type NotificationTopic } from '#app/domain/notification-topics.ts'
import { notificationPreferences } from '#db/schema/people.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { NotificationPreferences } from './notification-preferences-schema.ts'

/** Each of `topics` with the person's choice, or everything on where they have made none. The caller guards. */
export async function loadNotificationPreferences(
  db: Database,
  userId: string,
  topics: readonly NotificationTopic[],
): Promise<NotificationPreferences> {
  const rows = await db
    .select({ topic: notificationPreferences.topic, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
  const saved = new Map(rows.map((row) => [row.topic, { inApp: row.inApp, email: row.email }]))
  return Object.fromEntries(topics.map((topic) => [topic, saved.get(topic) ?? DEFAULT_NOTIFICATION_CHOICE]))
}

/** Saves the choice of each topic given, in one statement. The caller guards (a person saves only their own). */
export async function saveNotificationPreferences(db: Database, userId: string, preferences: NotificationPreferences) {
  const chosen = Object.entries(preferences) as [NotificationTopic, NotificationChoice][]
  if (chosen.length === 0) return
  await db
    .insert(notificationPreferences)
    .values(chosen.map(([topic, choice]) => ({ userId, topic, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
    })
}
