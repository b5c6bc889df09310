// The kinds of event a person may choose to hear about, in the app and by e-mail (Settings →
// Notifications). Security mails (a changed password or address) and billing receipts are not
// among them: they are always sent.

export const NOTIFICATION_TOPICS = ['reviews', 'comments', 'reminders', 'billing', 'payouts'] as const
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]

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
