// Settings → Notifications: per topic, in the app and by e-mail. A box left unticked is not sent by
// the browser, so a missing value is "off". Only the topics a person's roles can receive are read:
// any other in the form is dropped, never saved.
import { z } from 'zod'
import type { NotificationChoice, NotificationTopic } from '#app/domain/notification-topics.ts'
// Zod's settings for the product (no eval under the Content-Security-Policy) come with its field rules.
import '#app/utils/validation.ts'

export const NOTIFICATIONS_FORM_ID = 'settings-notifications'
export const NOTIFICATIONS_SAVED = 'Notification choices saved'

const box = () => z.preprocess((value) => value === 'on' || value === 'true', z.boolean())
const choice = () => z.preprocess((value) => value ?? {}, z.object({ inApp: box(), email: box() }))

/** The form's schema for these topics (topicsFor the person's roles); its result holds those topics only. */
export const notificationPreferencesSchema = (topics: readonly NotificationTopic[]) =>
  z.object(Object.fromEntries(topics.map((topic) => [topic, choice()])) as Record<NotificationTopic, ReturnType<typeof choice>>)

/** A choice for each topic a person can receive. */
export type NotificationPreferences = Partial<Record<NotificationTopic, NotificationChoice>>
