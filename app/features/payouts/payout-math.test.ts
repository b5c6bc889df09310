import { describe, expect, it } from 'vitest'
import { owedIn, planSettlement, type OwedLine } from './payout-math.ts'

const day = (n: number) => new Date(Date.UTC(2026, 10, n))
const line = (id: string, currency: 'USD' | 'INR', accrued: number, outstandingMinor: number): OwedLine => ({
  id,
  currency,
  accruedAt: day(accrued),
  outstandingMinor,
})

// Given newest first, as a page might hold them: the plan orders them itself.
const lines = [
  line('linkedin-late', 'USD', 20, 4_000),
  line('rupee-blog', 'INR', 2, 600_000),
  line('blog-early', 'USD', 3, 12_000),
  line('pr-middle', 'USD', 10, 15_000),
]

describe('what a writer is owed, per currency', () => {
  it('adds up the outstanding lines of one currency and never the other', () => {
    expect(owedIn(lines, 'USD')).toBe(31_000)
    expect(owedIn(lines, 'INR')).toBe(600_000)
  })
})

describe('settling owed lines with a payout', () => {
  it('pays the oldest lines of its currency first, in full', () => {
    expect(planSettlement(lines, { amountMinor: 27_000, currency: 'USD' })).toEqual({
      ok: true,
      settlements: [
        { earningId: 'blog-early', amountMinor: 12_000, settlesLine: true },
        { earningId: 'pr-middle', amountMinor: 15_000, settlesLine: true },
      ],
    })
  })

  it('settles the last line it reaches in part and leaves the rest owed', () => {
    const plan = planSettlement(lines, { amountMinor: 20_000, currency: 'USD' })
    expect(plan).toEqual({
      ok: true,
      settlements: [
        { earningId: 'blog-early', amountMinor: 12_000, settlesLine: true },
        { earningId: 'pr-middle', amountMinor: 8_000, settlesLine: false },
      ],
    })
    // What the part-paid line still owes is settled first by the next payout.
    const after = lines.map((item) =>
      item.id === 'blog-early' ? { ...item, outstandingMinor: 0 } : item.id === 'pr-middle' ? { ...item, outstandingMinor: 7_000 } : item,
    )
    expect(owedIn(after, 'USD')).toBe(11_000)
    expect(planSettlement(after, { amountMinor: 11_000, currency: 'USD' })).toEqual({
      ok: true,
      settlements: [
        { earningId: 'pr-middle', amountMinor: 7_000, settlesLine: true },
        { earningId: 'linkedin-late', amountMinor: 4_000, settlesLine: true },
      ],
    })
  })

  it('settles only lines in the payout’s currency', () => {
    expect(planSettlement(lines, { amountMinor: 600_000, currency: 'INR' })).toEqual({
      ok: true,
      settlements: [{ earningId: 'rupee-blog', amountMinor: 600_000, settlesLine: true }],
    })
  })

  it('refuses more than is owed in the currency, saying what is owed, even when the other currency owes more', () => {
    expect(planSettlement(lines, { amountMinor: 31_001, currency: 'USD' })).toEqual({ ok: false, owedMinor: 31_000 })
    expect(planSettlement([line('rupee-blog', 'INR', 2, 600_000)], { amountMinor: 100, currency: 'USD' })).toEqual({
      ok: false,
      owedMinor: 0,
    })
  })

  it('breaks a tie of dates by line id, so two payouts plan the same order', () => {
    const tied = [line('b', 'USD', 5, 100), line('a', 'USD', 5, 100)]
    expect(planSettlement(tied, { amountMinor: 100, currency: 'USD' })).toEqual({
      ok: true,
      settlements: [{ earningId: 'a', amountMinor: 100, settlesLine: true }],
    })
  })
})
