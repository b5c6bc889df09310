// What a writer is owed (shown on /dashboard/admin/payouts, explained there in the same words):
//   earned = approved pieces × the per-piece rate, or full months of active assignments × the monthly rate
//   owed   = earned − payouts recorded for the writer in the rate's currency (paid or pending)
// Payouts in the other currency are shown beside it, never converted or added.
import type { Currency } from '#app/domain/money.ts'

export type RateType = 'per_piece' | 'per_month'
export type WriterRate = { rateType: RateType; amountMinor: number; currency: Currency }
export type PaidByCurrency = Record<Currency, number>

export type Balance = {
  /** What the rate earned so far; null without a rate. */
  earnedMinor: number | null
  /** What is still to pay in the rate's currency (never below 0); null without a rate. */
  owedMinor: number | null
  /** Paid beyond what was earned (an advance), in the rate's currency. */
  aheadMinor: number
  currency: Currency | null
  paid: PaidByCurrency
}

export function writerBalance(input: {
  rate: WriterRate | null
  approvedPieces: number
  activeMonths: number
  paid: PaidByCurrency
}): Balance {
  const { rate, paid } = input
  if (!rate) return { earnedMinor: null, owedMinor: null, aheadMinor: 0, currency: null, paid }
  const units = rate.rateType === 'per_piece' ? input.approvedPieces : input.activeMonths
  const earnedMinor = units * rate.amountMinor
  const difference = earnedMinor - paid[rate.currency]
  return { earnedMinor, owedMinor: Math.max(0, difference), aheadMinor: Math.max(0, -difference), currency: rate.currency, paid }
}

export const RATE_TYPE_LABELS: Record<RateType, string> = {
  per_piece: 'per approved piece',
  per_month: 'per month of an active assignment',
}
