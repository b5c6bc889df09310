// The admin panel's payment figures (spec §9): the success rate is the rounded percent of checkout
// attempts whose hand-off to the provider succeeded, or "N/A" when there are none; the paid conversion
// rate is the share of attempts the provider confirmed as paid.

export function percentOf(part: number, whole: number): string {
  if (whole <= 0) return 'N/A'
  return `${Math.round((part / whole) * 100)}%`
}

export type PaymentCounts = { attempts: number; successful: number; paid: number }

export function paymentRates(counts: PaymentCounts) {
  return { successRate: percentOf(counts.successful, counts.attempts), conversionRate: percentOf(counts.paid, counts.attempts) }
}
