import { describe, expect, it } from 'vitest'
import { afterVerification } from './after-verification.ts'

describe('where a verified person lands', () => {
  it('sends someone who has not finished onboarding to it, whatever they were going to', () => {
    expect(afterVerification(false, null)).toBe('/onboarding')
    expect(afterVerification(false, '/dashboard/billing')).toBe('/onboarding')
    expect(afterVerification(false, '//evil.example/onboarding')).toBe('/onboarding')
  })

  it('keeps the onboarding screen they came from, with its choice', () => {
    expect(afterVerification(false, '/writer-onboarding')).toBe('/writer-onboarding')
    expect(afterVerification(false, '/get-started?role=writer')).toBe('/get-started?role=writer')
  })

  it('keeps the checkout of the plan they chose before signing up', () => {
    expect(afterVerification(false, '/checkout/growth?billing=yearly&currency=INR')).toBe('/checkout/growth?billing=yearly&currency=INR')
    expect(afterVerification(false, '/checkout/growth/extra')).toBe('/onboarding')
    expect(afterVerification(false, '/checkout')).toBe('/onboarding')
  })

  it('sends someone already onboarded where they were going, else to the dashboard', () => {
    expect(afterVerification(true, null)).toBe('/dashboard')
    expect(afterVerification(true, '/thank-you')).toBe('/thank-you')
    expect(afterVerification(true, 'https://evil.example/')).toBe('/dashboard')
  })
})
