// Which notification topics each role can receive (app/domain/notification-topics.ts): the settings
// offer only these, and save only these.
import { NOTIFICATION_TOPICS, type NotificationTopic } from '#app/domain/notification-topics.ts'
import type { Role } from '#app/utils/permissions.ts'

/**
 * The topics each role is ever told about: founders review, comment, get reminders and renewals;
 * writers are reviewed, comment, get due dates and payouts; admins hear of new requests and overdue work.
 */
const ROLE_TOPICS = {
  founder: ['reviews', 'comments', 'reminders', 'billing'],
  writer: ['reviews', 'comments', 'reminders', 'payouts'],
  admin: ['reviews', 'reminders'],
} as const satisfies Record<Role, readonly NotificationTopic[]>

/** The topics a person with these roles can receive, in the settings' order. */
export function topicsFor(roles: readonly Role[]): NotificationTopic[] {
  return NOTIFICATION_TOPICS.filter((topic) => roles.some((role) => (ROLE_TOPICS[role] as readonly NotificationTopic[]).includes(topic)))
}
