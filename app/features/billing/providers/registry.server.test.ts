import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/utils/env.server.ts'
import { configurePaymentProviders, describePaymentSetup, providerForCurrency } from './registry.server.ts'

const PRODUCTION = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgres://db/app',
  SMTP_URL: 'smtp://mail:25',
  AUTH_SECRET: 'x'.repeat(40),
  PUBLIC_BASE_URL: 'https://agency.example',
}

/** An INR seller in production names itself on tax invoices. */
const GST_SELLER = {
  COMPANY_LEGAL_NAME: 'Unfiltered Content Private Limited',
  COMPANY_GST_ADDRESS: 'Bengaluru',
  COMPANY_GSTIN: '29AAGCB7383J1Z4',
}

describe('payment providers by currency', () => {
  it('never takes fake payments in production: a currency without its keys is off', async () => {
    const setup = await configurePaymentProviders(parseEnv(PRODUCTION))
    expect(setup.byCurrency).toEqual({ USD: null, INR: null })
    expect(providerForCurrency('USD')).toBeNull()
    expect(describePaymentSetup(setup)).toBe('payments: USD through off (no provider configured), INR through off (no provider configured)')
  })

  it('uses the sandbox in production only when PAYMENTS_SANDBOX=true', async () => {
    expect((await configurePaymentProviders(parseEnv({ ...PRODUCTION, ...GST_SELLER, PAYMENTS_SANDBOX: 'true' }))).byCurrency).toEqual({
      USD: 'sandbox',
      INR: 'sandbox',
    })
  })

  it('uses the sandbox in demo mode, and Stripe for USD once its keys are set', async () => {
    expect((await configurePaymentProviders(parseEnv({}))).byCurrency).toEqual({ USD: 'sandbox', INR: 'sandbox' })
    const withStripe = await configurePaymentProviders(
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', APP_MODE: 'demo' }),
    )
    expect(withStripe.byCurrency).toEqual({ USD: 'stripe', INR: 'sandbox' })
    expect(providerForCurrency('USD')?.id).toBe('stripe')
  })
})
