import { describe, expect, it } from 'vitest'
import { financialYearOf, invoiceNumber } from './invoice-number.ts'

describe('financialYearOf', () => {
  it('runs from 1 April to 31 March, India Standard Time', () => {
    expect(financialYearOf(new Date('2026-11-23T12:00:00Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27') // 23:59:59 IST on 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28') // 00:00 IST on 1 April
    expect(financialYearOf(new Date('2026-01-15T00:00:00Z'))).toBe('2025-26')
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00')
  })
})

describe('invoiceNumber', () => {
  it('pads the sequence inside the year', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('UNF/2026-27/000001')
    expect(invoiceNumber('2026-27', 1234567)).toBe('UNF/2026-27/1234567')
  })
})
