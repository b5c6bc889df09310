// One status per checkout attempt, in words a person understands, read from the three columns that
// record it (payment_data: the hand-off `status`, the provider's `outcome`, and why it failed). The
// attempts list and the admin panel's figures both use it, so a cancelled checkout and a declined card
// never read alike. Plain data, safe for the browser.
import type { PaymentFailureKind } from '#db/schema/billing.ts'

export const ATTEMPT_STATUSES = ['started', 'paid', 'declined', 'cancelled', 'expired', 'provider-error'] as const
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number]

export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  started: 'Started',
  paid: 'Paid',
  declined: 'Declined',
  cancelled: 'Cancelled by buyer',
  expired: 'Expired',
  'provider-error': 'Provider error',
}

export type AttemptColumns = {
  status: 'dropped' | 'success' | 'failed'
  outcome: 'pending' | 'paid' | 'failed' | 'expired'
  /** Null (or '' in the totals table) when nothing failed. */
  failureKind: PaymentFailureKind | '' | null
}

/**
 * What happened to an attempt: paid once the provider confirmed it (even after an earlier failure, since
 * money moved); a provider that refused the hand-off; still open; or how it ended without payment.
 */
export function attemptStatus(attempt: AttemptColumns): AttemptStatus {
  if (attempt.outcome === 'paid') return 'paid'
  if (attempt.status === 'failed' || attempt.failureKind === 'provider-error') return 'provider-error'
  if (attempt.outcome === 'pending') return 'started'
  if (attempt.outcome === 'expired' || attempt.failureKind === 'expired') return 'expired'
  if (attempt.failureKind === 'cancelled') return 'cancelled'
  // A declined card, or an amount the provider confirmed that is not the order's: refused either way.
  return 'declined'
}

/** Whether the stored reason says more than the status (the decline's reason, the provider's error). */
export function showsReason(status: AttemptStatus): boolean {
  return status === 'declined' || status === 'provider-error'
}

export function percentOf(part: number, whole: number): string {
  if (whole <= 0) return 'N/A'
  return `${Math.round((part / whole) * 100)}%`
}

export type AttemptSummary = {
  attempts: number
  byStatus: Record<AttemptStatus, number>
  /** Spec §9: attempts "with status success", that is whose hand-off to the provider succeeded. */
  handedOff: number
  /** The rounded percent of attempts with status success, or N/A without attempts (spec §9). */
  successRate: string
  /** The share of attempts the provider confirmed as paid. */
  paidRate: string
}

/** The panel's figures from counted groups of attempts (payment_attempt_totals rows). */
export function summariseAttempts(groups: (AttemptColumns & { attempts: number })[]): AttemptSummary {
  const byStatus = Object.fromEntries(ATTEMPT_STATUSES.map((status) => [status, 0])) as Record<AttemptStatus, number>
  let attempts = 0
  let handedOff = 0
  for (const group of groups) {
    attempts += group.attempts
    byStatus[attemptStatus(group)] += group.attempts
    if (group.status === 'success') handedOff += group.attempts
  }
  return {
    attempts,
    byStatus,
    handedOff,
    successRate: percentOf(handedOff, attempts),
    paidRate: percentOf(byStatus.paid, attempts),
  }
}
