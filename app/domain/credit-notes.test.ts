import { describe, expect, it } from 'vitest'
import { creditSplit, nextCreditSplit, refundableAmount } from './credit-notes.ts'

const inrInvoice = { subtotalMinor: 1_000_00, discountMinor: 0, gstMinor: 180_00, totalMinor: 1_180_00 }
const usdInvoice = { subtotalMinor: 299_00, discountMinor: 0, gstMinor: 0, totalMinor: 299_00 }

describe('refundableAmount', () => {
  it('is the charge less pending and succeeded refunds', () => {
    expect(
      refundableAmount(299_00, [
        { amountMinor: 40_00, status: 'succeeded' },
        { amountMinor: 10_00, status: 'pending' },
      ]),
    ).toBe(249_00)
  })
  it('gives a failed refund’s share back', () => {
    expect(refundableAmount(299_00, [{ amountMinor: 299_00, status: 'failed' }])).toBe(299_00)
  })
  it('never goes below zero', () => {
    expect(refundableAmount(100, [{ amountMinor: 150, status: 'succeeded' }])).toBe(0)
  })
})

describe('creditSplit', () => {
  it('takes GST in the invoice’s proportion and the taxable value as the rest', () => {
    expect(creditSplit(inrInvoice, 590_00)).toEqual({ taxableMinor: 500_00, gstMinor: 90_00, totalMinor: 590_00 })
  })
  it('gives back the whole GST on a full refund', () => {
    expect(creditSplit(inrInvoice, 1_180_00)).toEqual({ taxableMinor: 1_000_00, gstMinor: 180_00, totalMinor: 1_180_00 })
  })
  it('rounds the GST to the paisa and keeps the sum exact', () => {
    const split = creditSplit(inrInvoice, 1)
    expect(split.taxableMinor + split.gstMinor).toBe(1)
    expect(creditSplit(inrInvoice, 100)).toEqual({ taxableMinor: 85, gstMinor: 15, totalMinor: 100 })
  })
  it('has no GST when the invoice charged none ($40 of a USD plan)', () => {
    expect(creditSplit(usdInvoice, 40_00)).toEqual({ taxableMinor: 40_00, gstMinor: 0, totalMinor: 40_00 })
  })
  it('refuses more than the invoice, and nothing or fractions', () => {
    expect(() => creditSplit(usdInvoice, 299_01)).toThrow(RangeError)
    expect(() => creditSplit(usdInvoice, 0)).toThrow(RangeError)
    expect(() => creditSplit(usdInvoice, 1.5)).toThrow(RangeError)
  })
})

describe('nextCreditSplit', () => {
  it('lets the last refund take exactly the GST left, however the earlier ones rounded', () => {
    const invoice = { subtotalMinor: 100, discountMinor: 0, gstMinor: 18, totalMinor: 118 }
    const notes = [nextCreditSplit(invoice, [], 1)]
    for (let i = 0; i < 116; i++) notes.push(nextCreditSplit(invoice, notes, 1))
    notes.push(nextCreditSplit(invoice, notes, 1))
    expect(notes.reduce((sum, note) => sum + note.totalMinor, 0)).toBe(118)
    expect(notes.reduce((sum, note) => sum + note.gstMinor, 0)).toBe(18)
  })
  it('refuses a refund past the invoice’s total', () => {
    expect(() => nextCreditSplit(inrInvoice, [creditSplit(inrInvoice, 1_000_00)], 180_01)).toThrow(RangeError)
  })
})
