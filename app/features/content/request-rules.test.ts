import { describe, expect, it } from 'vitest'
import { allowanceRefusal, dueLabel } from './request-rules.ts'

describe('the refusal over the monthly allowance', () => {
  it('says how many were used of how many, and when the next month starts', () => {
    expect(allowanceRefusal({ ok: false, reason: 'used-up', used: 4, limit: 4, type: 'blog' }, new Date('2026-12-20T09:00:00Z'))).toBe(
      'You have used 4 of 4 blog articles this month; the next month starts Dec 20.',
    )
    expect(allowanceRefusal({ ok: false, reason: 'used-up', used: 6, limit: 6, type: 'linkedin' }, new Date('2027-01-01T00:00:00Z'))).toBe(
      'You have used 6 of 6 LinkedIn posts this month; the next month starts Jan 1.',
    )
  })

  it('names the plan when it does not include the type', () => {
    expect(allowanceRefusal({ ok: false, reason: 'not-included', planName: 'Growth', type: 'pr' }, new Date())).toBe(
      'Your Growth plan does not include PR articles. Contact us to add them.',
    )
  })
})

describe('the due date of a piece in a list', () => {
  const now = new Date('2026-11-26T15:00:00Z')

  it('counts down while the piece is not delivered, and says when it is late', () => {
    expect(dueLabel({ dueDate: '2026-11-28', status: 'requested' }, now)).toEqual({ text: 'due in 2 days', overdue: false, soon: false })
    expect(dueLabel({ dueDate: '2026-11-26', status: 'draft' }, now)).toEqual({ text: 'due today', overdue: false, soon: true })
    expect(dueLabel({ dueDate: '2026-11-23', status: 'requested' }, now)).toEqual({ text: 'overdue by 3 days', overdue: true, soon: true })
  })

  it('shows nothing once delivered, or for a piece without a due date', () => {
    for (const status of ['pending', 'rejected', 'approved', 'cancelled'] as const)
      expect(dueLabel({ dueDate: '2026-11-23', status }, now)).toBeNull()
    expect(dueLabel({ dueDate: null, status: 'draft' }, now)).toBeNull()
  })
})
