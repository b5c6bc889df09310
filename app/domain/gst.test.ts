import { describe, expect, it } from 'vitest'
import {
  GST_STATES,
  SAMPLE_GSTIN,
  gstInCharge,
  gstLines,
  gstOn,
  gstinCheckCharacter,
  isValidGstin,
  normaliseGstin,
  placeOfSupplyText,
  splitGst,
  stateOfGstin,
} from './gst.ts'

// GSTINs printed in public examples (tax department guides and registrations), checksums included.
const PUBLISHED = ['27AAPFU0939F1ZV', '07AAGFF2194N1Z1', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM']

describe('GSTIN', () => {
  it('computes the check character of published GSTINs', () => {
    for (const gstin of PUBLISHED) expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14])
  })

  it('accepts published GSTINs and the demo sample', () => {
    for (const gstin of [...PUBLISHED, SAMPLE_GSTIN]) expect(isValidGstin(gstin), gstin).toBe(true)
  })

  it('refuses a wrong check character, whichever character was mistyped', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false)
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false) // one PAN digit changed
    expect(isValidGstin('72AAPFU0939F1ZV')).toBe(false) // state digits swapped
  })

  it('refuses the wrong shape: length, PAN, the Z, an unknown state, lower case', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false)
    expect(isValidGstin('27AAPFU0939F1ZVX')).toBe(false)
    expect(isValidGstin('27AAPF00939F1Z' + gstinCheckCharacter('27AAPF00939F1Z'))).toBe(false) // PAN needs five letters
    expect(isValidGstin('27AAPFU0939F1Y' + gstinCheckCharacter('27AAPFU0939F1Y'))).toBe(false) // 14th must be Z
    expect(isValidGstin('27AAPFU0939F0Z' + gstinCheckCharacter('27AAPFU0939F0Z'))).toBe(false) // entity 0
    expect(isValidGstin('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z'))).toBe(false) // no state 99
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false)
    expect(isValidGstin('')).toBe(false)
  })

  it('normalises case and spaces before reading the state', () => {
    expect(normaliseGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV')
    expect(stateOfGstin('27aapfu0939f1zv')).toBe('27')
    expect(stateOfGstin('29AAGCB7383J1Z4')).toBe('29')
    expect(stateOfGstin('not a gstin')).toBeNull()
    expect(stateOfGstin(null)).toBeNull()
  })
})

describe('states', () => {
  it('names every state and union territory from 01 to 38, and 97', () => {
    expect(GST_STATES['01']).toBe('Jammu and Kashmir')
    expect(GST_STATES['29']).toBe('Karnataka')
    expect(GST_STATES['38']).toBe('Ladakh')
    expect(GST_STATES['97']).toBe('Other Territory')
    for (let code = 1; code <= 38; code++) expect(GST_STATES[String(code).padStart(2, '0')], String(code)).toBeTruthy()
  })

  it('prints the place of supply as name and code', () => {
    expect(placeOfSupplyText('27')).toBe('Maharashtra (27)')
    expect(placeOfSupplyText('99')).toBeNull()
    expect(placeOfSupplyText(null)).toBeNull()
  })
})

describe('GST amount', () => {
  it('adds 18% of the discounted amount, rounded to a whole dollar or rupee, only with a GST number', () => {
    expect(gstOn(19900, 'X')).toBe(3600) // 35.82 → 36
    expect(gstOn(16120, 'X')).toBe(2900) // 29.02 → 29
    expect(gstOn(1699900, 'X')).toBe(306000) // 3,059.82 → 3,060
    expect(gstOn(2500, 'X')).toBe(500) // 4.50 → 5 (half rounds up)
    expect(gstOn(900, 'X')).toBe(200) // 1.62 → 2
    expect(gstOn(200, 'X')).toBe(0) // 0.36 → 0
    expect(gstOn(19900, null)).toBe(0)
    expect(gstOn(19900, '   ')).toBe(0)
  })

  it('finds the GST in a renewal as sold, or the GST contained in another charged amount', () => {
    expect(gstInCharge(23500, 19900, 'GSTIN')).toBe(3600)
    expect(gstInCharge(19900, 19900, 'GSTIN')).toBe(3036) // 199 − 199 / 1.18 = 30.36
    expect(gstInCharge(19900, 19900, null)).toBe(0)
    expect(gstInCharge(25000, 19900, null)).toBe(0)
  })
})

describe('splitGst', () => {
  it('is CGST + SGST in halves within the seller’s state', () => {
    expect(splitGst(306000, '29', '29')).toEqual({ kind: 'intra-state', cgstMinor: 153000, sgstMinor: 153000, igstMinor: 0 })
  })

  it('gives an odd paisa to CGST so the parts add up to the GST exactly', () => {
    const split = splitGst(3036, '29', '29')
    expect(split).toEqual({ kind: 'intra-state', cgstMinor: 1518, sgstMinor: 1518, igstMinor: 0 })
    for (const gst of [1, 3, 101, 3037, 2643701]) {
      const parts = splitGst(gst, '07', '07')
      expect(parts.cgstMinor + parts.sgstMinor, String(gst)).toBe(gst)
      expect(parts.cgstMinor - parts.sgstMinor).toBeLessThanOrEqual(1)
    }
  })

  it('is IGST across states, and when the place of supply is unknown', () => {
    expect(splitGst(306000, '29', '27')).toEqual({ kind: 'inter-state', cgstMinor: 0, sgstMinor: 0, igstMinor: 306000 })
    expect(splitGst(306000, '29', null)).toEqual({ kind: 'inter-state', cgstMinor: 0, sgstMinor: 0, igstMinor: 306000 })
  })

  it('is nothing without GST', () => {
    expect(splitGst(0, '29', '27').kind).toBe('none')
  })

  it('prints each tax with its rate', () => {
    expect(gstLines(splitGst(306000, '29', '29'))).toEqual([
      { label: 'CGST 9%', amountMinor: 153000 },
      { label: 'SGST 9%', amountMinor: 153000 },
    ])
    expect(gstLines(splitGst(306000, '29', '27'))).toEqual([{ label: 'IGST 18%', amountMinor: 306000 }])
    expect(gstLines(splitGst(0, '29', '27'))).toEqual([])
  })
})
