// Which provider takes which currency, chosen once at start from configuration: USD → Stripe,
// INR → PhonePe, each replaced by the sandbox when its keys are missing and the sandbox is allowed
// (demo mode, or PAYMENTS_SANDBOX=true). A currency with neither cannot be bought in.
import { createHash } from 'node:crypto'
import { getEnv, internalBaseUrl, type Env } from '#app/utils/env.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { Currency } from '#app/domain/money.ts'
import type { PaymentProvider, ProviderId } from './provider.ts'
import { createSandboxProvider } from './sandbox.server.ts'

export type PaymentSetup = {
  byCurrency: Record<Currency, ProviderId | null>
  providers: Partial<Record<ProviderId, PaymentProvider>>
  sandboxSecret: string | null
}

let setup: PaymentSetup | undefined

/** The secret the sandbox signs its webhooks with: derived from the auth secret, never configured separately. */
export function sandboxWebhookSecret(authSecret: string) {
  return createHash('sha256').update(`sandbox-webhooks:${authSecret}`).digest('hex')
}

/**
 * Stripe's and PhonePe's SDKs (about 500 files between them) are loaded only when their keys are set:
 * a start on the sandbox does not pay for them (decision 045).
 */
export async function configurePaymentProviders(env: Env): Promise<PaymentSetup> {
  const providers: PaymentSetup['providers'] = {}
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const { createStripeProvider } = await import('./stripe.server.ts')
    providers.stripe = createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
      expiryMinutes: env.CHECKOUT_EXPIRY_MINUTES,
      billingPortal: env.STRIPE_BILLING_PORTAL,
    })
  }
  if (env.PHONEPE_CLIENT_ID && env.PHONEPE_CLIENT_SECRET && env.PHONEPE_WEBHOOK_USERNAME && env.PHONEPE_WEBHOOK_PASSWORD) {
    const { createPhonePeProvider } = await import('./phonepe.server.ts')
    providers.phonepe = createPhonePeProvider({
      clientId: env.PHONEPE_CLIENT_ID,
      clientSecret: env.PHONEPE_CLIENT_SECRET,
      clientVersion: env.PHONEPE_CLIENT_VERSION,
      environment: env.PHONEPE_ENV,
      webhookUsername: env.PHONEPE_WEBHOOK_USERNAME,
      webhookPassword: env.PHONEPE_WEBHOOK_PASSWORD,
      expiryMinutes: env.CHECKOUT_EXPIRY_MINUTES,
    })
  }
  const sandboxAllowed = env.isDemo || env.PAYMENTS_SANDBOX
  const sandboxSecret = sandboxWebhookSecret(env.authSecret)
  const byCurrency: PaymentSetup['byCurrency'] = {
    USD: providers.stripe ? 'stripe' : sandboxAllowed ? 'sandbox' : null,
    INR: providers.phonepe ? 'phonepe' : sandboxAllowed ? 'sandbox' : null,
  }
  // Kept even when no currency uses it, so the webhooks and renewals of earlier sandbox orders still work.
  if (sandboxAllowed) {
    providers.sandbox = createSandboxProvider({
      webhookSecret: sandboxSecret,
      baseUrl: () => getEnv().baseUrl,
      webhookUrl: () => `${internalBaseUrl()}/api/webhooks/sandbox`,
      expiryMinutes: env.CHECKOUT_EXPIRY_MINUTES,
      db: getDb,
    })
  }
  setup = { byCurrency, providers, sandboxSecret: sandboxAllowed ? sandboxSecret : null }
  return setup
}

function current(): PaymentSetup {
  if (!setup) throw new Error('Payment providers used before boot')
  return setup
}

/** The provider that takes this currency, or null when payments in it are off. */
export function providerForCurrency(currency: Currency): PaymentProvider | null {
  const id = current().byCurrency[currency]
  return id ? (current().providers[id] ?? null) : null
}

export function getPaymentProvider(id: string): PaymentProvider | null {
  return current().providers[id as ProviderId] ?? null
}

export function sandboxSecret(): string | null {
  return current().sandboxSecret
}

/** A sentence for the start-up log: which provider takes which currency. */
export function describePaymentSetup(value: PaymentSetup) {
  const name = (id: ProviderId | null) =>
    id === null ? 'off (no provider configured)' : id === 'sandbox' ? 'the built-in sandbox (no money moves)' : id
  return `payments: USD through ${name(value.byCurrency.USD)}, INR through ${name(value.byCurrency.INR)}`
}
