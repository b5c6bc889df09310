// The payment provider contract (provider-contract.ts) run for each provider, in this process on a
// fresh PGlite database, each against its fake: Stripe's SDK against the fake Stripe API on
// 127.0.0.1, PhonePe's SDK with its fixed hosts forwarded to the fake PhonePe on 127.0.0.1, and the
// sandbox with its own records and the signed webhooks its job queue would deliver.
import { and, desc, eq, sql } from 'drizzle-orm'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import { sandboxCheckouts } from '#db/schema/billing.ts'
import {
  decideSandboxCheckout,
  renewSandboxSubscription,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '#app/features/billing/providers/sandbox.server.ts'
import { sandboxSecret } from '#app/features/billing/providers/registry.server.ts'
import type { Database } from '#app/utils/db.server.ts'
import { FakePhonePe, PHONEPE_HOSTS, webhookAuthorization } from '#tests/support/fake-phonepe.ts'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts'
import { providerContract, type Delivery } from './provider-contract.ts'

const withoutHeader = (delivery: Delivery, name: string): Delivery => {
  const headers = new Headers(delivery.headers)
  headers.delete(name)
  return { body: delivery.body, headers }
}

// Stripe: the fake's server is up before the contract configures the provider (its URL is a setting).
const stripe: FakeStripe = await startFakeStripe()
afterAll(() => stripe.close())

providerContract('Stripe', () => {
  const signed = (body: string, secret?: string): Delivery => ({
    body,
    headers: new Headers({ 'content-type': 'application/json', 'stripe-signature': stripe.sign(body, { secret }) }),
  })
  const eventAbout = (type: string, id: string) => signed(JSON.stringify(stripe.event(type, id)))
  return {
    id: 'stripe',
    currency: 'USD',
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url },
    renews: 'automatically',
    checkoutAmount: async (reference) => Number(stripe.get(reference)!.amount_total),
    pay: async (reference) => void stripe.paySession(reference),
    // A card declined on Stripe's page leaves the session open; a checkout nobody pays ends when it expires.
    endUnpaid: async (reference) => void stripe.expireSession(reference),
    unpaidEnd: 'payment.expired',
    checkoutWebhook: async (reference) =>
      eventAbout(stripe.get(reference)!.status === 'expired' ? 'checkout.session.expired' : 'checkout.session.completed', reference),
    forged: (delivery) => signed(delivery.body, 'whsec_not_the_apps_secret'),
    unsigned: (delivery) => withoutHeader(delivery, 'stripe-signature'),
    chargeRenewal: async (subscriptionId) => eventAbout('invoice.paid', stripe.renew(subscriptionId).invoice.id),
  }
})

// PhonePe: its SDK calls PhonePe's own hosts; msw forwards those requests, path and all, to the fake's server.
const PHONEPE = {
  clientId: 'CONTRACT-CLIENT',
  clientSecret: 'contract-client-secret',
  clientVersion: 1,
  webhookUsername: 'contract-hooks',
  webhookPassword: 'contract-hook-password',
}
const phonePe = new FakePhonePe(PHONEPE)
const phonePeServer = await phonePe.listen()
const phonePeHosts = setupServer(
  http.all(PHONEPE_HOSTS, async ({ request }) => {
    const url = new URL(request.url)
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer()
    const headers = new Headers(request.headers)
    headers.delete('host')
    headers.delete('content-length')
    return fetch(new URL(`${url.pathname}${url.search}`, phonePeServer.url), { method: request.method, headers, body })
  }),
)
beforeAll(() => phonePeHosts.listen({ onUnhandledRequest: 'bypass' }))
afterAll(async () => {
  phonePeHosts.close()
  await phonePeServer.close()
})

providerContract('PhonePe', () => {
  const callback = (reference: string, authorization?: string): Delivery => {
    const sent = phonePe.callback(reference)
    return {
      body: sent.body,
      headers: new Headers({ 'content-type': 'application/json', authorization: authorization ?? sent.authorization }),
    }
  }
  return {
    id: 'phonepe',
    currency: 'INR',
    env: {
      PHONEPE_CLIENT_ID: PHONEPE.clientId,
      PHONEPE_CLIENT_SECRET: PHONEPE.clientSecret,
      PHONEPE_CLIENT_VERSION: String(PHONEPE.clientVersion),
      PHONEPE_WEBHOOK_USERNAME: PHONEPE.webhookUsername,
      PHONEPE_WEBHOOK_PASSWORD: PHONEPE.webhookPassword,
    },
    renews: 'by-link',
    checkoutAmount: async (reference) => phonePe.order(reference).amount,
    pay: async (reference) => void phonePe.complete(reference),
    endUnpaid: async (reference) => void phonePe.fail(reference),
    unpaidEnd: 'payment.failed',
    checkoutWebhook: async (reference) => callback(reference),
    forged: (delivery) => ({
      body: delivery.body,
      headers: new Headers({
        'content-type': 'application/json',
        authorization: webhookAuthorization(PHONEPE.webhookUsername, 'not-the-apps-password'),
      }),
    }),
    unsigned: (delivery) => withoutHeader(delivery, 'authorization'),
  }
})

// The sandbox: its records are tables of the app's database, and its webhooks jobs on the app's queue.
providerContract('the sandbox', (db) => {
  /** The webhook the sandbox queued last about `object`, signed as its delivery job signs it. */
  async function queuedWebhook(object: string, secret = sandboxSecret()!): Promise<Delivery> {
    const [job] = await db()
      .select({ body: sql<string>`data->>'body'` })
      .from(sql`pgboss.job`)
      .where(and(sql`name = 'sandbox-webhook'`, sql`(data->>'body')::jsonb->>'object' = ${object}`))
      .orderBy(desc(sql`created_on`))
      .limit(1)
    if (!job) throw new Error(`the sandbox queued no webhook about ${object}`)
    return signedSandbox(job.body, secret)
  }
  const signedSandbox = (body: string, secret: string): Delivery => ({
    body,
    headers: new Headers({ 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, body) }),
  })
  const checkoutRow = async (id: string) => (await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)))[0]!
  const decide = async (database: Database, reference: string, decision: 'pay' | 'fail') => {
    const decided = await decideSandboxCheckout(database, reference, decision)
    if (decided.status !== 'done') throw new Error(`the sandbox checkout ${reference} is ${decided.status}`)
  }
  return {
    id: 'sandbox',
    currency: 'USD',
    env: { PAYMENTS_SANDBOX: 'true' },
    renews: 'automatically',
    checkoutAmount: async (reference) => (await checkoutRow(reference)).amountMinor,
    pay: (reference) => decide(db(), reference, 'pay'),
    endUnpaid: (reference) => decide(db(), reference, 'fail'),
    unpaidEnd: 'payment.failed',
    checkoutWebhook: (reference) => queuedWebhook(reference),
    forged: (delivery) => signedSandbox(delivery.body, 'not-the-apps-secret'),
    unsigned: (delivery) => withoutHeader(delivery, SANDBOX_SIGNATURE_HEADER),
    chargeRenewal: async (subscriptionId) => {
      await renewSandboxSubscription(db(), subscriptionId, new Date(), { force: true })
      return queuedWebhook(subscriptionId)
    },
  }
})
