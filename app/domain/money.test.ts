import { describe, it, expect } from 'vitest'
import { formatMoney, parseCurrency, pickCurrency, yearlyPerMonth } from '#app/domain/money.ts'

describe('formatMoney', () => {
  it('formats whole US dollars with thousands separators and no decimals', () => {
    expect(formatMoney(191000, 'USD')).toBe('$1,910')
    expect(formatMoney(900, 'USD')).toBe('$9')
    expect(formatMoney(1151000, 'USD')).toBe('$11,510')
  })

  it('shows two decimals when the amount has cents', () => {
    expect(formatMoney(2999, 'USD')).toBe('$29.99')
    expect(formatMoney(2990, 'USD')).toBe('$29.90')
  })

  it('formats rupees with Indian digit grouping', () => {
    expect(formatMoney(16319000, 'INR')).toBe('₹1,63,190')
    expect(formatMoney(824900, 'INR')).toBe('₹8,249')
    expect(formatMoney(1000000000, 'INR')).toBe('₹1,00,00,000')
    expect(formatMoney(74950, 'INR')).toBe('₹749.50')
  })

  it('formats zero', () => {
    expect(formatMoney(0, 'USD')).toBe('$0')
    expect(formatMoney(0, 'INR')).toBe('₹0')
  })

  it('uses plain symbols and no spaces of any kind', () => {
    for (const text of [formatMoney(191000, 'USD'), formatMoney(16319000, 'INR')]) {
      expect(text).not.toMatch(/\s/)
      expect(text).toMatch(/^[$₹]/)
    }
  })
})

describe('yearlyPerMonth', () => {
  it('divides the yearly price by 12 and rounds to a whole unit', () => {
    expect(yearlyPerMonth(191000)).toBe(15900) // 159.17
    expect(yearlyPerMonth(16319000)).toBe(1359900) // 13,599.17
    expect(yearlyPerMonth(95000)).toBe(7900) // 79.17
    expect(yearlyPerMonth(9900)).toBe(800) // 8.25
  })

  it('rounds halves up', () => {
    expect(yearlyPerMonth(1800)).toBe(200) // 1.5
    expect(yearlyPerMonth(1799)).toBe(100) // 1.499…
  })
})

describe('pickCurrency', () => {
  it('takes a valid currency from the query, whatever its case', () => {
    expect(pickCurrency('INR', 'en-US')).toBe('INR')
    expect(pickCurrency('usd', 'en-IN')).toBe('USD')
    expect(pickCurrency('Inr', null)).toBe('INR')
  })

  it('ignores an invalid query value', () => {
    expect(pickCurrency('EUR', 'en-US')).toBe('USD')
    expect(pickCurrency('EUR', 'en-IN')).toBe('INR')
    expect(pickCurrency('', 'hi-IN')).toBe('INR')
  })

  it('chooses INR when a browser language is from India', () => {
    expect(pickCurrency(null, 'en-IN')).toBe('INR')
    expect(pickCurrency(undefined, ['en-US', 'hi-IN'])).toBe('INR')
    expect(pickCurrency(null, 'hi-Latn-IN')).toBe('INR')
    expect(pickCurrency(null, 'en_in')).toBe('INR')
  })

  it('reads an Accept-Language header', () => {
    expect(pickCurrency(null, 'en-IN,en;q=0.9')).toBe('INR')
    expect(pickCurrency(null, 'en-GB, en;q=0.8, hi-IN;q=0.5')).toBe('INR')
    expect(pickCurrency(null, 'en-US,en;q=0.9')).toBe('USD')
  })

  it('falls back to USD', () => {
    expect(pickCurrency(null, null)).toBe('USD')
    expect(pickCurrency(undefined, undefined)).toBe('USD')
    expect(pickCurrency(null, [])).toBe('USD')
    expect(pickCurrency(null, '')).toBe('USD')
  })

  it('does not mistake languages containing the letters "in" for India', () => {
    expect(pickCurrency(null, 'fin')).toBe('USD')
    expect(pickCurrency(null, ['inh', 'en-US'])).toBe('USD')
  })

  it('reads a bare "in" as a language (the retired code for Indonesian), not the region India', () => {
    expect(pickCurrency(null, 'en;q=0.9, in;q=0.5')).toBe('USD')
    expect(pickCurrency(null, 'in')).toBe('USD')
    expect(pickCurrency(null, 'in-IN')).toBe('INR')
  })
})

describe('parseCurrency', () => {
  it('returns the currency code or null', () => {
    expect(parseCurrency('inr')).toBe('INR')
    expect(parseCurrency('USD')).toBe('USD')
    expect(parseCurrency('GBP')).toBeNull()
    expect(parseCurrency(null)).toBeNull()
  })
})
