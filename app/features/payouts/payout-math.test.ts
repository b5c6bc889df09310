import { describe, expect, it } from 'vitest'
import { writerBalance } from './payout-math.ts'

const none = { USD: 0, INR: 0 }

describe('what a writer is owed', () => {
  it('multiplies approved pieces by a per-piece rate and subtracts payouts in the same currency', () => {
    const balance = writerBalance({
      rate: { rateType: 'per_piece', amountMinor: 5000, currency: 'USD' },
      approvedPieces: 4,
      activeMonths: 9,
      paid: { USD: 7500, INR: 100000 },
    })
    expect(balance).toMatchObject({ earnedMinor: 20000, owedMinor: 12500, aheadMinor: 0, currency: 'USD' })
  })

  it('multiplies full months of active assignments by a monthly rate', () => {
    const balance = writerBalance({
      rate: { rateType: 'per_month', amountMinor: 4000000, currency: 'INR' },
      approvedPieces: 0,
      activeMonths: 3,
      paid: none,
    })
    expect(balance).toMatchObject({ earnedMinor: 12000000, owedMinor: 12000000, currency: 'INR' })
  })

  it('never owes less than nothing: an advance shows as paid ahead', () => {
    const balance = writerBalance({
      rate: { rateType: 'per_piece', amountMinor: 1000, currency: 'USD' },
      approvedPieces: 1,
      activeMonths: 0,
      paid: { USD: 4000, INR: 0 },
    })
    expect(balance).toMatchObject({ owedMinor: 0, aheadMinor: 3000 })
  })

  it('owes nothing it can compute without a rate', () => {
    expect(writerBalance({ rate: null, approvedPieces: 5, activeMonths: 2, paid: none })).toMatchObject({
      earnedMinor: null,
      owedMinor: null,
    })
  })
})
