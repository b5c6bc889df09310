import { describe, expect, it } from 'vitest'
import {
  annualRecurringMinor,
  arpuMinor,
  churnRate,
  currencyMetrics,
  mrrFromAnnual,
  percentText,
  subscriptionState,
  type MonthMovement,
} from '#app/domain/subscription-metrics.ts'

const now = new Date('2026-06-15T12:00:00Z')
const later = new Date('2026-07-01T00:00:00Z')
const earlier = new Date('2026-06-01T00:00:00Z')

describe('subscriptionState', () => {
  it('reads an active subscription whose period runs on as active', () => {
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: later }, now)).toBe('active')
  })

  it('reads an active subscription set to end at its period end as cancelling until that end passes', () => {
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: later }, now)).toBe('cancelling')
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: earlier }, now)).toBe('cancelled')
  })

  it('reads a past-due subscription, or an active one whose period is over unrenewed, as payment due', () => {
    expect(subscriptionState({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: later }, now)).toBe('payment-due')
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: earlier }, now)).toBe('payment-due')
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: now }, now)).toBe('payment-due')
  })

  it('reads ended subscriptions as cancelled or expired whatever their period end says', () => {
    expect(subscriptionState({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: later }, now)).toBe('cancelled')
    expect(subscriptionState({ status: 'expired', cancelAtPeriodEnd: true, currentPeriodEnd: earlier }, now)).toBe('expired')
  })

  it('treats an active subscription without a period end as active', () => {
    expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: null }, now)).toBe('active')
  })
})

describe('recurring revenue', () => {
  it('counts a monthly price twelve times a year and a yearly price once; one-time products not at all', () => {
    expect(annualRecurringMinor('monthly', 19900)).toBe(238800)
    expect(annualRecurringMinor('yearly', 191000)).toBe(191000)
    expect(annualRecurringMinor('one_time', 9900)).toBe(0)
  })

  it('takes MRR as a twelfth of the year, rounded to the minor unit', () => {
    expect(mrrFromAnnual(238800)).toBe(19900)
    // $1,910 a year is $159.17 a month (159.1666…)
    expect(mrrFromAnnual(191000)).toBe(15917)
    expect(mrrFromAnnual(0)).toBe(0)
  })

  it('divides churn by the subscribers at the start of the month, with no rate when there were none', () => {
    expect(churnRate(1, 8)).toBe(0.125)
    expect(churnRate(0, 8)).toBe(0)
    expect(churnRate(2, 0)).toBeNull()
    expect(percentText(0.125)).toBe('12.5 %')
    expect(percentText(1 / 3)).toBe('33.3 %')
    expect(percentText(null)).toBe('—')
  })

  it('takes ARPU as MRR per subscriber', () => {
    expect(arpuMinor(35834, 2)).toBe(17917)
    expect(arpuMinor(10000, 3)).toBe(3333)
    expect(arpuMinor(0, 0)).toBeNull()
  })
})

describe('currencyMetrics', () => {
  const movement = (month: string, started: number, ended: number, startedAnnual: number, endedAnnual: number): MonthMovement => ({
    month,
    started,
    ended,
    startedAnnualMinor: startedAnnual,
    endedAnnualMinor: endedAnnual,
  })
  const months = ['2026-04', '2026-05', '2026-06']

  it('adds up subscribers and MRR from every month before the chart, and moves them month by month', () => {
    const movements = [
      // Before the chart: two monthly $199 plans and one yearly $1,910.
      movement('2025-11', 3, 0, 2 * 238800 + 191000, 0),
      // May: one monthly plan ends.
      movement('2026-05', 0, 1, 0, 238800),
      // June: one monthly $349 starts, the yearly plan ends.
      movement('2026-06', 1, 1, 418800, 191000),
    ]
    const metrics = currencyMetrics(movements, months)
    expect(metrics.mrrByMonth).toEqual([
      { month: '2026-04', mrrMinor: Math.round((2 * 238800 + 191000) / 12) },
      { month: '2026-05', mrrMinor: Math.round((238800 + 191000) / 12) },
      { month: '2026-06', mrrMinor: Math.round((238800 + 418800) / 12) },
    ])
    expect(metrics.mrrMinor).toBe(19900 + 34900)
    expect(metrics.subscribers).toBe(2)
    expect(metrics.newThisMonth).toBe(1)
    expect(metrics.churnedThisMonth).toBe(1)
    expect(metrics.activeAtStartOfMonth).toBe(2)
    expect(metrics.churnRate).toBe(0.5)
    expect(metrics.arpuMinor).toBe(Math.round((19900 + 34900) / 2))
  })

  it('gives zeros and no rates to a currency nobody subscribes in', () => {
    const metrics = currencyMetrics([], months)
    expect(metrics).toMatchObject({ mrrMinor: 0, subscribers: 0, newThisMonth: 0, churnedThisMonth: 0, churnRate: null, arpuMinor: null })
    expect(metrics.mrrByMonth.map((row) => row.mrrMinor)).toEqual([0, 0, 0])
  })

  it('ignores movements after the current month (a clock moved back)', () => {
    const metrics = currencyMetrics([movement('2026-07', 5, 0, 5 * 238800, 0)], months)
    expect(metrics.subscribers).toBe(0)
    expect(metrics.mrrMinor).toBe(0)
  })
})
