// Settings → Notifications: per topic, in the app and by e-mail. A box left unticked is not sent by
// the browser, so a missing value is "off".
import { z } from 'zod'
import { NOTIFICATION_TOPICS, type NotificationChoice, type NotificationTopic } from '#app/domain/notification-topics.ts'
// Zod's settings for the product (no eval under the Content-Security-Policy) come with its field rules.
import '#app/utils/validation.ts'

export const NOTIFICATIONS_FORM_ID = 'settings-notifications'
export const NOTIFICATIONS_SAVED = 'Notification choices saved'

const box = () => z.preprocess((value) => value === 'on' || value === 'true', z.boolean())
const choice = () => z.preprocess((value) => value ?? {}, z.object({ inApp: box(), email: box() }))

export const NotificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, choice()])) as Record<NotificationTopic, ReturnType<typeof choice>>,
)
export type NotificationPreferences = Record<NotificationTopic, NotificationChoice>
