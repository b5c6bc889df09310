// How a payout settles what a writer is owed (decision 028): every approved piece left an owed line in
// its currency; a payout in a currency pays that currency's lines oldest first, the last one it reaches
// perhaps in part, and never touches the other currency's. A payout may not be more than what is owed
// in its currency: it pays for pieces, and nothing is left over to stand unexplained.
import type { Currency } from '#app/domain/money.ts'

/** An owed line as a payout sees it: what is still to pay on it. */
export type OwedLine = { id: string; currency: Currency; accruedAt: Date; outstandingMinor: number }
export type Settlement = { earningId: string; amountMinor: number; settlesLine: boolean }

export type SettlementPlan =
  | { ok: true; settlements: Settlement[] }
  /** More than is owed in the payout's currency (owedMinor may be 0). */
  | { ok: false; owedMinor: number }

/** What is owed in one currency: the outstanding part of its lines. */
export function owedIn(lines: readonly OwedLine[], currency: Currency): number {
  return lines.filter((line) => line.currency === currency).reduce((sum, line) => sum + line.outstandingMinor, 0)
}

/** How a payout of `amountMinor` in `currency` settles the lines: oldest first, in its currency only. */
export function planSettlement(lines: readonly OwedLine[], payout: { amountMinor: number; currency: Currency }): SettlementPlan {
  const owed = lines
    .filter((line) => line.currency === payout.currency && line.outstandingMinor > 0)
    .toSorted((a, b) => a.accruedAt.getTime() - b.accruedAt.getTime() || a.id.localeCompare(b.id))
  const owedMinor = owed.reduce((sum, line) => sum + line.outstandingMinor, 0)
  if (payout.amountMinor <= 0 || payout.amountMinor > owedMinor) return { ok: false, owedMinor }
  const settlements: Settlement[] = []
  let left = payout.amountMinor
  for (const line of owed) {
    if (left === 0) break
    const amountMinor = Math.min(left, line.outstandingMinor)
    settlements.push({ earningId: line.id, amountMinor, settlesLine: amountMinor === line.outstandingMinor })
    left -= amountMinor
  }
  return { ok: true, settlements }
}
