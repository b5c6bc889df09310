// The invoice page and its PDF against the built server on PostgreSQL: its buyer and admins read it,
// everyone else gets the same 404 as for an invoice that does not exist, anonymous visitors sign in first.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'

const NUMBER = 'UNF/2026-27/000777'
const SELLER = {
  name: 'Unfiltered Content Co.',
  email: 'billing@unfiltered.example',
  address: '12 MG Road, Bengaluru 560001',
  gstNumber: '29ABCDE1234F1Z5',
}
const BUYER_GST = '27AAPFU0939F1ZV'

const postgres = await postgresBackend()

describe.runIf(postgres)('the invoice page and its PDF', () => {
  let server: AppServer
  let database: pg.Client
  let invoiceId: string
  const clients = {} as Record<'anonymous' | 'founder' | 'founder2' | 'writer' | 'admin', Browserish>

  beforeAll(async () => {
    server = await startAppServer(postgres!.serverEnv())
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
    const { rows } = await database.query<{ id: string }>(
      `with buyer as (select id, email from "user" where email = 'founder@agency.test'),
       charge as (
         insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, provider_reference, description)
         select id, 'subscription', 17330800, 'INR', 'completed', 'invoice-test-charge', 'Growth plan, yearly' from buyer
         returning id, user_id
       )
       insert into invoices (number, financial_year, sequence, user_id, transaction_id, seller, buyer, description, currency,
                             subtotal_minor, discount_minor, coupon_code, gst_minor, total_minor, issued_at)
       select $1, '2026-27', 777, charge.user_id, charge.id, $2::jsonb,
              jsonb_build_object('name', 'Asha Founder', 'email', buyer.email, 'company', 'Asha Labs', 'gstNumber', $3::text),
              'Growth plan, yearly', 'INR', 16319000, 1631900, 'WELCOME10', 2643700, 17330800, '2026-05-03T10:00:00Z'
       from charge, buyer
       returning id`,
      [NUMBER, JSON.stringify(SELLER), BUYER_GST],
    )
    invoiceId = rows[0]!.id
    clients.anonymous = new Browserish(server.url)
    clients.founder = await signIn(server.url, 'founder@agency.test')
    clients.founder2 = await signIn(server.url, 'founder2@agency.test')
    clients.writer = await signIn(server.url, 'writer@agency.test')
    clients.admin = await signIn(server.url, 'admin@agency.test')
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await postgres?.teardown()
  })

  it('shows the buyer their invoice: number, seller, GST numbers, lines and total', async () => {
    const response = await clients.founder.request(`/invoices/${invoiceId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    for (const text of [NUMBER, SELLER.name, SELLER.address, SELLER.gstNumber, 'Asha Labs', BUYER_GST, 'Coupon WELCOME10', 'GST (18%)']) {
      expect(html).toContain(text)
    }
    expect(html).toContain('₹1,73,308')
    expect(html).toContain('3 May 2026')
    expect(html).toContain(`href="/invoices/${invoiceId}/pdf"`)
    expect(html).toContain('@page { size: A4;')
  })

  it('sends the buyer the PDF as an attachment named after the number', async () => {
    const response = await clients.founder.request(`/invoices/${invoiceId}/pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="UNF-2026-27-000777.pdf"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain(`(${NUMBER})`)
  })

  it('lets an admin read any invoice', async () => {
    const page = await clients.admin.request(`/invoices/${invoiceId}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(NUMBER)
    const pdf = await clients.admin.request(`/invoices/${invoiceId}/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    await pdf.arrayBuffer()
  })

  it.each(['founder2', 'writer'] as const)('answers %s as if the invoice did not exist (404, not 403)', async (who) => {
    for (const path of [`/invoices/${invoiceId}`, `/invoices/${invoiceId}/pdf`]) {
      const response = await clients[who].request(path)
      expect(response.status, `${who} → ${path}`).toBe(404)
      const body = await response.text()
      expect(body).not.toContain(NUMBER)
      expect(body).not.toContain(BUYER_GST)
    }
  })

  it('sends anonymous visitors to sign in and back', async () => {
    const page = await clients.anonymous.request(`/invoices/${invoiceId}`)
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(`/invoices/${invoiceId}`)}`)
    const pdf = await clients.anonymous.request(`/invoices/${invoiceId}/pdf`)
    expect(pdf.status).toBe(302)
    expect(pdf.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(`/invoices/${invoiceId}/pdf`)}`)
  })

  it('answers a malformed or unknown id with 404', async () => {
    // 36 characters that are no UUID once reached PostgreSQL's uuid cast: a 500 instead of a 404.
    const malformed = ['not-an-invoice', "1' or '1'='1", '-'.repeat(36), '0'.repeat(36), `${invoiceId}x`]
    for (const id of [...malformed, '00000000-0000-0000-0000-000000000000']) {
      for (const path of [`/invoices/${encodeURIComponent(id)}`, `/invoices/${encodeURIComponent(id)}/pdf`]) {
        const response = await clients.admin.request(path)
        expect(response.status, path).toBe(404)
        await response.arrayBuffer()
      }
    }
  })
})
