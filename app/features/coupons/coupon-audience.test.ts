import { describe, expect, it } from 'vitest'
import { audienceText } from './coupon-audience.ts'

describe('audienceText', () => {
  it('names both audiences in the plural, founders first', () => {
    expect(audienceText(['founder', 'writer'])).toBe('for founders and writers')
    expect(audienceText(['writer', 'founder'])).toBe('for founders and writers')
  })

  it('names a single audience in the plural', () => {
    expect(audienceText(['founder'])).toBe('for founders')
    expect(audienceText(['writer'])).toBe('for writers')
  })
})
