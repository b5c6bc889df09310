// Billing transactions as people read them: their kinds and states (the schema's enum values, which
// db/schema/billing.ts checks against these) with their labels. No database here, so the browser
// can load it.
export const TRANSACTION_TYPE_OPTIONS = ['subscription', 'renewal', 'one_time', 'refund', 'payout'] as const
export const TRANSACTION_STATUS_OPTIONS = ['completed', 'paid', 'pending', 'failed', 'refunded'] as const
export type TransactionType = (typeof TRANSACTION_TYPE_OPTIONS)[number]
export type TransactionStatus = (typeof TRANSACTION_STATUS_OPTIONS)[number]

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  subscription: 'Subscription',
  renewal: 'Renewal',
  one_time: 'One-time',
  refund: 'Refund',
  payout: 'Payout',
}
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  completed: 'Completed',
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
}
