import { describe, expect, it } from 'vitest'
import { GST_NUMBER_MAX_LENGTH, INVOICE_SERIES, invoiceNumber } from '#app/domain/invoice-number.ts'

describe('invoiceNumber', () => {
  it('writes the series, the financial year as four digits and the padded sequence', () => {
    expect(invoiceNumber(INVOICE_SERIES, '2026-27', 1)).toBe('UNF2627-000001')
    expect(invoiceNumber('UCN', '2099-00', 42)).toBe('UCN9900-000042')
  })

  it('stays within 16 characters of letters, digits and hyphens, even past a million invoices', () => {
    for (const sequence of [1, 999_999, 1_000_000, 99_999_999]) {
      const number = invoiceNumber(INVOICE_SERIES, '2026-27', sequence)
      expect(number.length, number).toBeLessThanOrEqual(GST_NUMBER_MAX_LENGTH)
      expect(number).toMatch(/^[A-Z0-9/-]+$/)
    }
    expect(invoiceNumber(INVOICE_SERIES, '2026-27', 1_000_000)).toBe('UNF2627-1000000')
  })

  it('refuses what would make a number too long or unreadable', () => {
    expect(() => invoiceNumber(INVOICE_SERIES, '2026-27', 100_000_000)).toThrow(/16/)
    expect(() => invoiceNumber('unf', '2026-27', 1)).toThrow()
    expect(() => invoiceNumber(INVOICE_SERIES, '2026', 1)).toThrow()
    expect(() => invoiceNumber(INVOICE_SERIES, '2026-27', 0)).toThrow()
  })
})
