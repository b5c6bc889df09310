import { describe, expect, it } from 'vitest'
import { paymentRates, percentOf } from './payment-stats.ts'

describe('payment rates', () => {
  it('is N/A without attempts', () => {
    expect(paymentRates({ attempts: 0, successful: 0, paid: 0 })).toEqual({ successRate: 'N/A', conversionRate: 'N/A' })
  })

  it('rounds to a whole percent', () => {
    expect(paymentRates({ attempts: 3, successful: 2, paid: 1 })).toEqual({ successRate: '67%', conversionRate: '33%' })
    expect(percentOf(1, 8)).toBe('13%')
    expect(percentOf(5, 5)).toBe('100%')
  })
})
