import { describe, expect, it } from 'vitest'
import { isRefundable } from './money-back.server.ts'

describe('isRefundable', () => {
  const paid = { type: 'subscription', status: 'completed', amountMinor: 19900 }

  it('offers a refund on a paid charge with something left', () => {
    expect(isRefundable(paid, 0)).toBe(true)
    expect(isRefundable(paid, 19899)).toBe(true)
  })

  it('offers none once refunds and lost disputes took it all back', () => {
    expect(isRefundable(paid, 19900)).toBe(false)
  })

  it('offers none on a charge of nothing (a 100 % coupon or a free plan)', () => {
    expect(isRefundable({ ...paid, amountMinor: 0 }, 0)).toBe(false)
  })

  it('offers none on refunds, payouts or charges that were not paid', () => {
    expect(isRefundable({ ...paid, type: 'refund' }, 0)).toBe(false)
    expect(isRefundable({ ...paid, type: 'payout' }, 0)).toBe(false)
    expect(isRefundable({ ...paid, status: 'pending' }, 0)).toBe(false)
  })
})
