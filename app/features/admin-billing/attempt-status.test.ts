import { describe, expect, it } from 'vitest'
import { attemptStatus, percentOf, showsReason, summariseAttempts, type AttemptColumns } from './attempt-status.ts'

const attempt = (
  status: AttemptColumns['status'],
  outcome: AttemptColumns['outcome'],
  failureKind: AttemptColumns['failureKind'] = null,
) => ({
  status,
  outcome,
  failureKind,
})

describe('attempt status', () => {
  it('tells a declined card from a buyer who cancelled, though both were handed off and failed', () => {
    expect(attemptStatus(attempt('success', 'failed', 'declined'))).toBe('declined')
    expect(attemptStatus(attempt('success', 'failed', 'cancelled'))).toBe('cancelled')
    expect(attemptStatus(attempt('success', 'failed', 'amount-mismatch'))).toBe('declined')
  })

  it('reads an open checkout as started, before and after the hand-off', () => {
    expect(attemptStatus(attempt('dropped', 'pending'))).toBe('started')
    expect(attemptStatus(attempt('success', 'pending'))).toBe('started')
  })

  it('reads paid as paid, even after an earlier failure (money moved)', () => {
    expect(attemptStatus(attempt('success', 'paid'))).toBe('paid')
    expect(attemptStatus(attempt('success', 'paid', ''))).toBe('paid')
  })

  it('reads an expired checkout and a refused hand-off', () => {
    expect(attemptStatus(attempt('success', 'expired', 'expired'))).toBe('expired')
    expect(attemptStatus(attempt('dropped', 'expired', 'expired'))).toBe('expired')
    expect(attemptStatus(attempt('failed', 'failed', 'provider-error'))).toBe('provider-error')
  })

  it('shows the stored reason for declines and provider errors only', () => {
    expect(showsReason('declined')).toBe(true)
    expect(showsReason('provider-error')).toBe(true)
    expect(showsReason('cancelled')).toBe(false)
    expect(showsReason('paid')).toBe(false)
  })
})

describe('attempt figures', () => {
  it('is N/A without attempts', () => {
    expect(summariseAttempts([])).toMatchObject({ attempts: 0, handedOff: 0, successRate: 'N/A', paidRate: 'N/A' })
  })

  it("counts the spec's success (handed to the provider) apart from paid, and each status once", () => {
    const summary = summariseAttempts([
      { ...attempt('success', 'paid', ''), attempts: 2 },
      { ...attempt('success', 'failed', 'declined'), attempts: 1 },
      { ...attempt('success', 'failed', 'cancelled'), attempts: 1 },
      { ...attempt('success', 'pending', ''), attempts: 1 },
      { ...attempt('dropped', 'expired', 'expired'), attempts: 1 },
      { ...attempt('failed', 'failed', 'provider-error'), attempts: 2 },
    ])
    expect(summary.byStatus).toEqual({ started: 1, paid: 2, declined: 1, cancelled: 1, expired: 1, 'provider-error': 2 })
    expect(summary).toMatchObject({ attempts: 8, handedOff: 5, successRate: '63%', paidRate: '25%' })
  })

  it('rounds to a whole percent', () => {
    expect(percentOf(1, 8)).toBe('13%')
    expect(percentOf(5, 5)).toBe('100%')
    expect(percentOf(2, 3)).toBe('67%')
  })
})
