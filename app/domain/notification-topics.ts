// The kinds of event a person may choose to hear about, in the app and by e-mail (Settings →
// Notifications). Security mails (a changed password or address) and billing receipts are not
// among them: they are always sent.
import type { Role } from '#app/utils/permissions.ts'

export const NOTIFICATION_TOPICS = ['reviews', 'comments', 'reminders', 'billing', 'payouts'] as const
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]

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

export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, { label: string; description: string }> = {
  reviews: { label: 'Submissions and reviews', description: 'Pieces submitted, approved, sent back for changes, requested or published.' },
  comments: { label: 'Comments', description: 'Someone comments on a piece you work on.' },
  reminders: { label: 'Reminders', description: 'Pieces waiting for your review, due dates coming up, overdue work.' },
  billing: { label: 'Billing', description: 'Renewal reminders. Receipts and invoices are always sent.' },
  payouts: { label: 'Payouts', description: 'A payout recorded for your approved pieces.' },
}

export type NotificationChoice = { inApp: boolean; email: boolean }

/** Everything on until the person says otherwise (the table's defaults too). */
export const DEFAULT_NOTIFICATION_CHOICE: NotificationChoice = { inApp: true, email: true }
