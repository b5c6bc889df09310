import { describe, expect, it } from 'vitest'
import { invoiceNumber } from './invoice-number.ts'

describe('invoiceNumber', () => {
  it('pads the sequence inside the year', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('UNF/2026-27/000001')
    expect(invoiceNumber('2026-27', 1234567)).toBe('UNF/2026-27/1234567')
  })
})
