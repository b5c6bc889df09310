// The configuration that points the app's Stripe and PhonePe providers at the tests' fakes: the same
// variables for a built server's environment and for parseEnv in the test's own process.
import type { FakePhonePeOptions } from './fake-phonepe.ts'
import type { FakeStripe } from './fake-stripe.ts'

export function fakeProvidersEnv(stripe: FakeStripe, phonepe: FakePhonePeOptions): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    PHONEPE_CLIENT_ID: phonepe.clientId,
    PHONEPE_CLIENT_SECRET: phonepe.clientSecret,
    PHONEPE_CLIENT_VERSION: String(phonepe.clientVersion),
    PHONEPE_ENV: 'sandbox',
    PHONEPE_WEBHOOK_USERNAME: phonepe.webhookUsername,
    PHONEPE_WEBHOOK_PASSWORD: phonepe.webhookPassword,
  }
}
