import { describe, expect, it } from 'vitest'
import { DEFAULT_WRITER_RATES, defaultRateCard, rateCardText, totalsByCurrency, totalsText } from './writer-pay.ts'

describe('writer rates', () => {
  it('reads a rate card in the order plans list content types, in its currency', () => {
    expect(rateCardText(defaultRateCard('USD'))).toBe('Blog article $120 · LinkedIn post $40 · PR article $150 · Strategy session $80')
    expect(rateCardText(defaultRateCard('INR'))).toBe(
      'Blog article ₹6,000 · LinkedIn post ₹2,000 · PR article ₹8,000 · Strategy session ₹4,000',
    )
  })

  it('has a default rate above nothing for every content type in both currencies', () => {
    for (const table of Object.values(DEFAULT_WRITER_RATES)) for (const amount of Object.values(table)) expect(amount).toBeGreaterThan(0)
  })
})

describe('totals per currency', () => {
  it('sums each currency apart and never adds dollars to rupees', () => {
    const totals = totalsByCurrency([
      { currency: 'INR', amountMinor: 600_000 },
      { currency: 'USD', amountMinor: 12_000 },
      { currency: 'USD', amountMinor: 4_050 },
    ])
    expect(totals).toEqual([
      { currency: 'USD', amountMinor: 16_050 },
      { currency: 'INR', amountMinor: 600_000 },
    ])
    expect(totalsText(totals)).toBe('$160.50 · ₹6,000')
  })

  it('leaves out a currency with nothing, and says so when both have nothing', () => {
    expect(totalsByCurrency([{ currency: 'USD', amountMinor: 0 }])).toEqual([])
    expect(totalsText([], 'Nothing owed')).toBe('Nothing owed')
  })
})
