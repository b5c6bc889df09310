import { describe, expect, it } from 'vitest'
import { parseSubmission } from '#app/utils/submission.ts'
import { amountToMinor, RefundSchema } from './refund-schema.ts'

function refundForm(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return parseSubmission(form, RefundSchema)
}

describe('the refund form', () => {
  it('reports an empty amount and an empty reason together', () => {
    const { error } = refundForm({ amount: '', reason: '', subscriptionAction: 'keep', step: 'review' }).reply()
    expect(error?.amount?.[0]).toBe('Enter the amount to refund')
    expect(error?.reason?.[0]).toBe('Say why the money goes back (at least 3 characters)')
  })

  it('reports a malformed amount beside a reason that is too short', () => {
    const { error } = refundForm({ amount: 'forty', reason: 'no', step: 'review' }).reply()
    expect(error?.amount).toEqual(['Enter an amount such as 40 or 40.50'])
    expect(error?.reason).toEqual(['Say why the money goes back (at least 3 characters)'])
  })

  it('takes an amount and a reason, keeping the plan and reviewing first by default', () => {
    const submission = refundForm({ amount: '40.50', reason: 'Late delivery' })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      amount: '40.50',
      reason: 'Late delivery',
      subscriptionAction: 'keep',
      step: 'review',
    })
  })
})

describe('a refund amount in minor units', () => {
  it('reads whole and decimal amounts, with thousands separators', () => {
    expect(amountToMinor('40')).toBe(4000)
    expect(amountToMinor('40.5')).toBe(4050)
    expect(amountToMinor('1,250.05')).toBe(125005)
  })

  it('refuses what is not an amount', () => {
    expect(amountToMinor('')).toBeNull()
    expect(amountToMinor('4.005')).toBeNull()
    expect(amountToMinor('-3')).toBeNull()
  })
})
