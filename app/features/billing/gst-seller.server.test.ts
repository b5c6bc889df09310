import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/utils/env.server.ts'
import { isValidGstin } from '#app/domain/gst.ts'
import { checkGstSeller, gstSellerFrom } from './gst-seller.server.ts'

describe('the GST seller', () => {
  it('is a sample with a valid GSTIN in demo mode, said to be one', () => {
    const seller = gstSellerFrom(parseEnv({}))
    expect(seller.sample).toBe(true)
    expect(isValidGstin(seller.gstin ?? '')).toBe(true)
    expect(seller.stateCode).toBe('29')
    expect(seller.address).toContain('Karnataka')
  })

  it('is the configured business, its state read from its GSTIN', () => {
    const seller = gstSellerFrom(
      parseEnv({
        COMPANY_LEGAL_NAME: 'Unfiltered Content Private Limited',
        COMPANY_GST_ADDRESS: 'Mumbai 400001',
        COMPANY_GSTIN: '27AAPFU0939F1ZV',
      }),
    )
    expect(seller).toMatchObject({
      legalName: 'Unfiltered Content Private Limited',
      address: 'Mumbai 400001',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      sample: false,
    })
  })

  it('has no GSTIN in production when none is configured', () => {
    const env = parseEnv({
      APP_MODE: 'production',
      DATABASE_URL: 'postgres://db/app',
      SMTP_URL: 'smtp://mail:25',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_BASE_URL: 'https://agency.example',
    })
    expect(gstSellerFrom(env)).toMatchObject({ gstin: null, stateCode: null, sample: false })
  })

  it('stops the start-up when the configured GSTIN has a wrong check character, naming the right one', () => {
    expect(() => checkGstSeller(parseEnv({ COMPANY_GSTIN: '27AAPFU0939F1ZW' }))).toThrowError(
      /^Invalid configuration:\n {2}- COMPANY_GSTIN: 27AAPFU0939F1ZW is not a valid GSTIN \(its check character should be V/,
    )
    expect(() => checkGstSeller(parseEnv({ COMPANY_GSTIN: '27AAPFU0939F1ZV' }))).not.toThrow()
    expect(() => checkGstSeller(parseEnv({}))).not.toThrow()
  })
})
