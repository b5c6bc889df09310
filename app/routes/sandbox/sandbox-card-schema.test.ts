import { describe, expect, it } from 'vitest'
import { parseSubmission } from '#app/utils/submission.ts'
import { expiryInFuture, passesLuhn, SandboxCardSchema } from './sandbox-card-schema.ts'

const form = (values: Record<string, string>) => new URLSearchParams({ intent: 'save-card', ...values })

describe('the sandbox card form', () => {
  it('takes a test card with spaces and an expiry to come', () => {
    const submission = parseSubmission(form({ cardNumber: '4242 4242 4242 4242', expiry: '12/99' }), SandboxCardSchema)
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value.cardNumber).toBe('4242424242424242')
  })

  it('says what is wrong with a number or an expiry', () => {
    const errors = (values: Record<string, string>) => {
      const submission = parseSubmission(form(values), SandboxCardSchema)
      return submission.status === 'success' ? null : submission.error
    }
    expect(errors({ cardNumber: '', expiry: '' })).toMatchObject({ cardNumber: ['Enter a card number'], expiry: ['Enter the expiry date'] })
    expect(errors({ cardNumber: '4242 4242 4242 4241', expiry: '13/30' })).toMatchObject({
      cardNumber: ['This card number is not valid; check the digits'],
      expiry: ['Enter the expiry as MM/YY'],
    })
    expect(errors({ cardNumber: '4242', expiry: '01/20' })).toMatchObject({
      cardNumber: ['Enter the 12 to 19 digits of the card number'],
      expiry: ['This card has expired'],
    })
  })

  it('checks the Luhn digit and the expiry month', () => {
    expect(passesLuhn('5555555555554444')).toBe(true)
    expect(passesLuhn('5555555555554445')).toBe(false)
    const now = new Date('2026-11-23T00:00:00Z')
    expect(expiryInFuture('11/26', now)).toBe(true)
    expect(expiryInFuture('10/26', now)).toBe(false)
    expect(expiryInFuture('01/27', now)).toBe(true)
  })
})
