// Checkout and payments through the built server on the sandbox provider: the server prices every
// order, the sandbox's signed webhooks (delivered by the job queue) fulfil it once, forged or stale
// ones change nothing, a limited coupon is shared out exactly, plan changes wait for the next cycle.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxWebhookSecret } from '#app/features/billing/providers/registry.server.ts'
import { signSandboxPayload } from '#app/features/billing/providers/sandbox.server.ts'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { pollUntil } from '#tests/support/poll.ts'
import { insertUserWithSession, SESSION_COOKIE, type SeededUser } from '#tests/support/sessions.ts'

const postgres = await postgresBackend()
const AUTH_SECRET = randomBytes(32).toString('hex')

describe.runIf(postgres)('checkout on the sandbox provider', () => {
  let server: AppServer
  let database: pg.Client

  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-checkout-'))

  beforeAll(async () => {
    server = await startAppServer({ ...postgres!.serverEnv(), AUTH_SECRET, JOB_POLL_INTERVAL_SECONDS: '0.5', DATA_DIR: dataDir })
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await postgres?.teardown()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const buyer = async (roles: ('founder' | 'writer')[] = ['founder']) => {
    const user = await insertUserWithSession(database, AUTH_SECRET, { roles })
    const client = new Browserish(server.url)
    client.cookies.set(SESSION_COOKIE, user.cookie)
    return { user, client }
  }
  const payForm = (user: SeededUser, extra: Record<string, string> = {}) => ({
    intent: 'pay',
    name: user.name,
    email: user.email,
    company: '',
    contactNumber: '',
    gstNumber: '',
    couponCode: '',
    billing: 'monthly',
    currency: 'USD',
    ...extra,
  })
  const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await database.query<T>(text, values)).rows[0]
  const count = async (text: string, values: unknown[] = []) => Number((await one<{ n: string }>(text, values))?.n ?? 0)
  const latestPayment = (userId: string) =>
    one<{
      id: string
      status: string
      outcome: string
      amount_minor: number
      subtotal_minor: number
      discount_minor: number
      gst_minor: number
      provider_reference: string
      currency: string
    }>('select * from payment_data where user_id = $1 order by timestamp desc limit 1', [userId])
  const sandboxPage = (location: string | null) => {
    expect(location).toMatch(/\/sandbox\/checkout\/sbx_cs_[0-9a-f]{24}$/)
    return new URL(location!).pathname
  }
  const paidOutcome = (paymentId: string) =>
    pollUntil('the payment to be confirmed by the sandbox webhook', async () => {
      const row = await one<{ outcome: string }>('select outcome from payment_data where id = $1', [paymentId])
      return row && row.outcome !== 'pending' ? row.outcome : null
    })

  it('sends an anonymous buyer to log in and back to the same checkout', async () => {
    const response = await new Browserish(server.url).post('/checkout/growth?billing=yearly&currency=INR', { intent: 'pay' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent('/checkout/growth?billing=yearly&currency=INR')}`)
    const page = await new Browserish(server.url).request('/checkout/growth?billing=yearly&currency=INR')
    const html = await page.text()
    expect(html).toContain('Please Log In')
    expect(html).toContain('/login?redirectTo=%2Fcheckout%2Fgrowth%3Fbilling%3Dyearly%26currency%3DINR')
  })

  it('redirects an unknown plan to /pricing', async () => {
    const { client } = await buyer()
    const response = await client.request('/checkout/platinum')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/pricing')
  })

  it('refuses a missing name, a bad e-mail, an e-mail that is not the account’s and a GST number that is not a GSTIN, with a clear message and nothing recorded', async () => {
    const { user, client } = await buyer()
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'Please fill in all required fields'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: 'someone.else@example.test' }, 'Email must match your account email'],
      [{ gstNumber: 'GST-123' }, 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
      [{ gstNumber: '27AAPFU0939F1ZW' }, 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
    ]
    for (const [change, message] of cases) {
      const response = await client.post('/checkout/starter', payForm(user, change))
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(message)
    }
    expect(await count('select count(*) as n from payment_data where user_id = $1', [user.id])).toBe(0)
  })

  it('refuses to sell a sold-out plan', async () => {
    const { user, client } = await buyer()
    const response = await client.post('/checkout/base', payForm(user))
    expect(response.status).toBe(409)
    expect(await response.text()).toContain('sold out')
    expect(await count('select count(*) as n from payment_data where user_id = $1', [user.id])).toBe(0)
  })

  it('prices a tampered form on the server: amounts, totals and prices in the body are ignored', async () => {
    const { user, client } = await buyer()
    const response = await client.post(
      '/checkout/linkedin-profile-optimization?currency=USD',
      payForm(user, { amount: '1', total: '1', price: '1', amountMinor: '1', billing: 'yearly', plan: 'base' }),
    )
    expect(response.status).toBe(302)
    sandboxPage(response.headers.get('location'))
    const payment = await latestPayment(user.id)
    expect(payment).toMatchObject({ status: 'success', outcome: 'pending', amount_minor: 9900, subtotal_minor: 9900, currency: 'USD' })
    expect(await one('select plan, billing_period from payment_data where id = $1', [payment!.id])).toEqual({
      plan: 'linkedin-profile-optimization',
      billing_period: 'one_time',
    })
  })

  it('completes an INR yearly purchase with a GST number and a coupon, fulfilled once by the signed webhook', async () => {
    await database.query(`insert into coupon_codes (code, discount_type, discount_amount) values ('TENOFF', 'percentage', 10)`)
    const { user, client } = await buyer()
    const checkout = await client.post(
      '/checkout/growth?billing=yearly&currency=INR',
      payForm(user, { billing: 'yearly', currency: 'INR', gstNumber: '27AAPFU0939F1ZV', couponCode: 'tenoff', company: 'Acme Labs' }),
    )
    expect(checkout.status).toBe(302)
    const page = sandboxPage(checkout.headers.get('location'))
    const payment = await latestPayment(user.id)
    // ₹1,63,190 − 10% (₹16,319) = ₹1,46,871; GST 18% = ₹26,436.78 → ₹26,437; total ₹1,73,308.
    expect(payment).toMatchObject({
      subtotal_minor: 16319000,
      discount_minor: 1631900,
      gst_minor: 2643700,
      amount_minor: 17330800,
      currency: 'INR',
    })

    const hosted = await client.request(page)
    expect(await hosted.text()).toContain('₹1,73,308')
    const paid = await client.post(page, { intent: 'pay' })
    expect(paid.status).toBe(302)
    expect(paid.headers.get('location')).toBe(`${server.url.replace('127.0.0.1', 'localhost')}/thank-you?payment=${payment!.id}`)
    expect(await paidOutcome(payment!.id)).toBe('paid')

    expect(
      await one('select plan_slug, billing_period, currency, status, amount_minor, gst_number from subscriptions where user_id = $1', [
        user.id,
      ]),
    ).toEqual({
      plan_slug: 'growth',
      billing_period: 'yearly',
      currency: 'INR',
      status: 'active',
      amount_minor: 16319000,
      gst_number: '27AAPFU0939F1ZV',
    })
    expect(await one('select transaction_type, amount_minor, status from billing_transactions where user_id = $1', [user.id])).toEqual({
      transaction_type: 'subscription',
      amount_minor: 17330800,
      status: 'completed',
    })
    const invoice = await one<{
      number: string
      total_minor: number
      gst_minor: number
      igst_minor: number
      buyer: { gstNumber: string; company: string }
    }>('select * from invoices where user_id = $1', [user.id])
    expect(invoice).toMatchObject({
      total_minor: 17330800,
      gst_minor: 2643700,
      buyer: { gstNumber: '27AAPFU0939F1ZV', company: 'Acme Labs' },
    })
    expect(invoice!.number).toMatch(/^UNF\d{4}-\d{6}$/)
    // Maharashtra's GSTIN, bought from the demo's seller in Karnataka: IGST, Maharashtra the place of supply.
    expect(invoice).toMatchObject({ igst_minor: 2643700, cgst_minor: 0, sgst_minor: 0, place_of_supply: '27', sac: '998399' })
    expect(await one('select current_usage from coupon_codes where code = $1', ['TENOFF'])).toEqual({ current_usage: 1 })
    expect(
      await count('select count(*) as n from email_outbox where to_address = $1 and template = $2', [user.email, 'payment-receipt']),
    ).toBe(1)
    expect(await count(`select count(*) as n from user_roles where user_id = $1 and role = 'founder'`, [user.id])).toBe(1)

    const thankYou = await client.request(`/thank-you?payment=${payment!.id}`)
    const html = await thankYou.text()
    expect(html).toContain('Your purchase was successful.')
    expect(html).toContain('/invoices/')
  })

  it('changes nothing twice when the same webhook arrives ten times at once, and refuses stale or tampered ones', async () => {
    const { user, client } = await buyer()
    const checkout = await client.post('/checkout/linkedin-profile-optimization?currency=INR', payForm(user, { currency: 'INR' }))
    const page = sandboxPage(checkout.headers.get('location'))
    const payment = await latestPayment(user.id)
    await client.post(page, { intent: 'pay' })
    expect(await paidOutcome(payment!.id)).toBe('paid')

    const secret = sandboxWebhookSecret(AUTH_SECRET)
    const body = JSON.stringify({
      id: `evt_replay_${payment!.id}`,
      type: 'checkout.completed',
      created: Math.floor(Date.now() / 1000),
      object: payment!.provider_reference,
    })
    const deliver = (signature: string, payload = body) =>
      fetch(`${server.url}/api/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body: payload,
      })
    const snapshot = async () => [
      await count('select count(*) as n from billing_transactions where user_id = $1', [user.id]),
      await count('select count(*) as n from invoices where user_id = $1', [user.id]),
      await count('select count(*) as n from email_outbox where to_address = $1', [user.email]),
    ]
    const before = await snapshot()
    expect(before).toEqual([1, 1, 1])
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliver(signSandboxPayload(secret, body)).then((response) => response.status)),
    )
    expect(answers).toEqual(Array(10).fill(200))
    expect(await snapshot()).toEqual(before)
    expect(await count('select count(*) as n from webhook_events where event_id = $1', [`evt_replay_${payment!.id}`])).toBe(1)

    const events = await count('select count(*) as n from webhook_events')
    const stale = await deliver(
      signSandboxPayload(secret, body.replace('evt_replay', 'evt_stale'), Math.floor(Date.now() / 1000) - 3600),
      body.replace('evt_replay', 'evt_stale'),
    )
    expect(stale.status).toBe(400)
    const tampered = await deliver(signSandboxPayload(secret, body), body.replace('checkout.completed', 'checkout.failed'))
    expect(tampered.status).toBe(400)
    expect(await count('select count(*) as n from webhook_events')).toBe(events)
    expect(await snapshot()).toEqual(before)
  })

  it('shares a coupon limited to 5 among 20 concurrent buyers: exactly 5 get it', async () => {
    await database.query(
      `insert into coupon_codes (code, discount_type, discount_amount, max_usage_limit) values ('FIRSTFIVE', 'percentage', 50, 5)`,
    )
    const buyers = []
    for (let i = 0; i < 20; i++) buyers.push(await buyer())
    const answers = await Promise.all(
      buyers.map(({ user, client }) =>
        client
          .post('/checkout/linkedin-profile-optimization?currency=USD', payForm(user, { couponCode: 'FIRSTFIVE' }))
          .then(async (response) => ({
            status: response.status,
            text: await response.text(),
          })),
      ),
    )
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(5)
    const refused = answers.filter((answer) => answer.status !== 302)
    expect(refused).toHaveLength(15)
    for (const answer of refused) {
      expect(answer.status).toBe(400)
      expect(answer.text).toContain('This coupon has reached its usage limit.')
    }
    expect(
      await count(`select count(*) as n from payment_data p join coupon_codes c on c.id = p.coupon_id where c.code = 'FIRSTFIVE'`),
    ).toBe(5)
  })

  it('fulfils an order a 100% coupon pays in full without a provider', async () => {
    await database.query(`insert into coupon_codes (code, discount_type, discount_amount) values ('ONTHEHOUSE', 'percentage', 100)`)
    const { user, client } = await buyer()
    const response = await client.post('/checkout/linkedin-profile-optimization?currency=USD', payForm(user, { couponCode: 'onthehouse' }))
    expect(response.status).toBe(302)
    const payment = await latestPayment(user.id)
    expect(response.headers.get('location')).toBe(`/thank-you?payment=${payment!.id}`)
    expect(payment).toMatchObject({ amount_minor: 0, outcome: 'paid', status: 'success' })
    expect(await one('select transaction_type, amount_minor from billing_transactions where user_id = $1', [user.id])).toEqual({
      transaction_type: 'one_time',
      amount_minor: 0,
    })
    expect(await one('select total_minor, discount_minor from invoices where user_id = $1', [user.id])).toEqual({
      total_minor: 0,
      discount_minor: 9900,
    })
  })

  it('ends a declined payment as failed and a cancelled one back at the same checkout, with nothing fulfilled', async () => {
    const { user, client } = await buyer()
    const first = await client.post('/checkout/starter?billing=monthly&currency=USD', payForm(user))
    const failedPayment = await latestPayment(user.id)
    const declined = await client.post(sandboxPage(first.headers.get('location')), { intent: 'fail' })
    expect(declined.headers.get('location')).toContain(`/thank-you?payment=${failedPayment!.id}`)
    expect(await paidOutcome(failedPayment!.id)).toBe('failed')
    const thankYou = await (await client.request(`/thank-you?payment=${failedPayment!.id}`)).text()
    expect(thankYou).toContain('Payment failed')
    expect(thankYou).toContain('/checkout/starter?billing=monthly&amp;currency=USD')

    const second = await client.post('/checkout/starter?billing=monthly&currency=USD', payForm(user))
    const cancelledPayment = await latestPayment(user.id)
    const cancelled = await client.post(sandboxPage(second.headers.get('location')), { intent: 'cancel' })
    expect(cancelled.headers.get('location')).toContain(`/checkout/starter?billing=monthly&currency=USD&cancelled=${cancelledPayment!.id}`)
    expect(await paidOutcome(cancelledPayment!.id)).toBe('failed')
    expect(await count('select count(*) as n from billing_transactions where user_id = $1', [user.id])).toBe(0)
    expect(await count('select count(*) as n from subscriptions where user_id = $1', [user.id])).toBe(0)
  })

  it('says an order could not be matched when the payment failed as an amount mismatch, whatever its reason’s words', async () => {
    const { user, client } = await buyer()
    const failed = (kind: string, reason: string) =>
      one<{ id: string }>(
        `insert into payment_data (user_id, plan, email, amount_minor, currency, billing_period, provider, status, outcome, failure_kind, failure_reason)
         values ($1, 'starter', $2, 9900, 'USD', 'monthly', 'sandbox', 'success', 'failed', $3, $4) returning id`,
        [user.id, user.email, kind, reason],
      )
    const mismatch = await failed('amount-mismatch', 'The provider confirmed another amount.')
    const mismatchPage = await (await client.request(`/thank-you?payment=${mismatch!.id}`)).text()
    expect(mismatchPage).toContain('could not be matched to your order')
    expect(mismatchPage).not.toContain('Nothing was charged')

    const declined = await failed('declined', 'Amount mismatch with the card limit.')
    const declinedPage = await (await client.request(`/thank-you?payment=${declined!.id}`)).text()
    expect(declinedPage).not.toContain('could not be matched to your order')
    expect(declinedPage).toContain('did not go through: Amount mismatch with the card limit. Nothing was charged.')
  })

  it('turns a subscriber’s second plan into a change at the next billing cycle, applied by the sandbox’s renewal', async () => {
    const { user, client } = await buyer()
    const bought = await client.post('/checkout/growth?billing=monthly&currency=USD', payForm(user))
    const payment = await latestPayment(user.id)
    await client.post(sandboxPage(bought.headers.get('location')), { intent: 'pay' })
    expect(await paidOutcome(payment!.id)).toBe('paid')

    const again = await client.post('/checkout/growth?billing=monthly&currency=USD', payForm(user))
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('already on the Growth plan')
    const otherCurrency = await client.post('/checkout/momentum?billing=monthly&currency=INR', payForm(user, { currency: 'INR' }))
    expect(otherCurrency.status).toBe(409)

    const change = await client.post('/checkout/momentum?billing=monthly&currency=USD', payForm(user))
    expect(change.status).toBe(302)
    expect(change.headers.get('location')).toBe('/dashboard/billing')
    expect(await count('select count(*) as n from payment_data where user_id = $1', [user.id])).toBe(1)
    expect(await one('select plan_slug, pending_plan_slug, pending_amount_minor from subscriptions where user_id = $1', [user.id])).toEqual(
      {
        plan_slug: 'growth',
        pending_plan_slug: 'momentum',
        pending_amount_minor: 34900,
      },
    )

    const renew = await client.post('/dashboard/billing', { intent: 'renew-now' })
    expect(renew.status).toBe(302)
    const renewal = await pollUntil('the renewal transaction', () =>
      one<{ amount_minor: number }>(`select amount_minor from billing_transactions where user_id = $1 and transaction_type = 'renewal'`, [
        user.id,
      ]),
    )
    expect(renewal.amount_minor).toBe(34900)
    expect(await one('select plan_slug, pending_plan_slug, status from subscriptions where user_id = $1', [user.id])).toEqual({
      plan_slug: 'momentum',
      pending_plan_slug: null,
      status: 'active',
    })
    expect(await count('select count(*) as n from invoices where user_id = $1', [user.id])).toBe(2)

    const cancel = await client.post('/dashboard/billing', { intent: 'cancel' })
    expect(cancel.status).toBe(302)
    expect(await one('select cancel_at_period_end from subscriptions where user_id = $1', [user.id])).toEqual({
      cancel_at_period_end: true,
    })
    const billing = await (await client.request('/dashboard/billing')).text()
    expect(billing).toContain('Momentum')
    expect(billing).toContain('Keep my plan')
  })

  it('offers the Starter Content Pack an admin marked as starter on the thank-you page, and counts each download', async () => {
    await database.query(`insert into coupon_codes (code, discount_type, discount_amount) values ('STARTERFREE', 'percentage', 100)`)
    const { user, client } = await buyer()
    const order = await client.post('/checkout/linkedin-profile-optimization?currency=USD', payForm(user, { couponCode: 'STARTERFREE' }))
    expect(order.status).toBe(302)
    const before = await (await client.request('/thank-you')).text()
    expect(before).toContain('Your purchase was successful.')
    expect(before).toContain('The Starter Content Pack is not available yet')
    expect((await client.request('/downloads/starter-pack')).status).toBe(404)

    const pdf = Buffer.from('%PDF-1.4\n% starter pack\n')
    mkdirSync(path.join(dataDir, 'uploads', 'packs'), { recursive: true })
    writeFileSync(path.join(dataDir, 'uploads', 'packs', 'starter-test.pdf'), pdf)
    const pack = await one<{ id: string }>(
      `insert into content_packs (title, description, price_minor, kind) values ('Starter Content Pack', 'Templates to begin with', 0, 'starter') returning id`,
    )
    await database.query(
      `insert into content_pack_files (pack_id, file_name, mime_type, size_bytes, storage_key) values ($1, 'Starter pack.pdf', 'application/pdf', $2, 'packs/starter-test.pdf')`,
      [pack!.id, pdf.length],
    )
    expect(await (await client.request('/thank-you')).text()).toContain('href="/downloads/starter-pack"')
    const link = await client.request('/downloads/starter-pack')
    expect(link.status).toBe(302)
    expect(link.headers.get('location')).toBe('/downloads/starter-pack/file')
    const download = await client.request('/downloads/starter-pack/file')
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Starter_pack.pdf"; filename*=UTF-8''Starter%20pack.pdf`)
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf)
    expect(await count('select count(*) as n from content_pack_downloads where pack_id = $1', [pack!.id])).toBe(1)
    expect((await new Browserish(server.url).request('/downloads/starter-pack')).status).toBe(302)
  })
})
