import { describe, expect, it } from 'vitest'
import { onboardPath } from './thank-you.server.ts'

describe('where Onboard Now goes after a purchase', () => {
  it('asks the role question of someone who has not answered it', () => {
    expect(onboardPath({ roles: ['founder'], onboarded: false })).toBe('/onboarding')
    expect(onboardPath({ roles: [], onboarded: false })).toBe('/onboarding')
  })

  it('sends a founder who has answered it to the brand profile, anyone else to the dashboard', () => {
    expect(onboardPath({ roles: ['founder'], onboarded: true })).toBe('/dashboard/brand')
    expect(onboardPath({ roles: ['writer', 'founder'], onboarded: true })).toBe('/dashboard/brand')
    expect(onboardPath({ roles: ['writer'], onboarded: true })).toBe('/dashboard')
  })
})
