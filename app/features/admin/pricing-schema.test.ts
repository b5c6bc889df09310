import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#app/utils/validation.ts'
import { majorText, numericOrZero, PlanPricingSchema, PRICING_MESSAGES } from './pricing-schema.ts'

const growth = { intent: 'save-plan', plan: 'growth', monthlyUSD: '199', monthlyINR: '16999', yearlyUSD: '1910', yearlyINR: '163190' }

describe('the pricing editor', () => {
  it('shows 0 for what is typed that is not a number (spec §5), and keeps numbers as typed', () => {
    expect(numericOrZero('abc')).toBe('0')
    expect(numericOrZero('')).toBe('0')
    expect(numericOrZero('-5')).toBe('0')
    expect(numericOrZero('12a')).toBe('0')
    expect(numericOrZero('199')).toBe('199')
    expect(numericOrZero('19.')).toBe('19.')
    expect(numericOrZero('19.99')).toBe('19.99')
    expect(numericOrZero('007')).toBe('7')
    expect(numericOrZero('19.999')).toBe('0')
  })

  it('writes minor units as an editor shows them', () => {
    expect(majorText(19900)).toBe('199')
    expect(majorText(1999)).toBe('19.99')
    expect(majorText(1990)).toBe('19.90')
  })

  it('reads prices in minor units, the sold-out switch and the availability line', () => {
    expect(PlanPricingSchema.parse({ ...growth, monthlyUSD: '219.50', soldOut: 'on', availability: ' Back in March ' })).toEqual({
      intent: 'save-plan',
      plan: 'growth',
      monthlyUSD: 21950,
      monthlyINR: 1699900,
      yearlyUSD: 191000,
      yearlyINR: 16319000,
      soldOut: true,
      availability: 'Back in March',
    })
    expect(PlanPricingSchema.parse(growth)).toMatchObject({ soldOut: false, availability: null })
  })

  it.each([
    ['0', PRICING_MESSAGES.positive],
    ['0.00', PRICING_MESSAGES.positive],
    ['', PRICING_MESSAGES.positive],
    ['-1', PRICING_MESSAGES.notANumber],
    ['1e3', PRICING_MESSAGES.notANumber],
    ['10000000.01', PRICING_MESSAGES.tooHigh],
  ])('refuses a price of “%s”', (value, message) => {
    const result = PlanPricingSchema.safeParse({ ...growth, yearlyINR: value })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!).yearlyINR).toEqual([message])
  })
})
