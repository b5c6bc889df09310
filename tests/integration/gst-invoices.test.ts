// GST tax invoices through the checkout's use cases on both databases: a GSTIN of the seller's state
// (the demo's sample seller is in Karnataka, 29) is invoiced CGST + SGST, another state IGST, a USD
// order without a GSTIN carries no Indian tax; the seller and the split are stored on the invoice; the
// buyer's company, address and GSTIN are kept for the next checkout; numbers go on from older ones.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { billingTransactions, invoiceCounters, invoices } from '#db/schema/billing.ts'
import { findBillingProfile } from '#app/features/billing/billing-profile.server.ts'
import { loadCheckout } from '#app/features/billing/checkout-page.server.ts'
import { checkoutSchema } from '#app/features/billing/checkout-schema.ts'
import { issueInvoice } from '#app/features/billing/invoices.server.ts'
import { confirmPaymentOutcome } from '#app/features/billing/payments.server.ts'
import { decideSandboxCheckout } from '#app/features/billing/providers/sandbox.server.ts'
import type { Database, DatabaseHandle } from '#app/utils/db.server.ts'
import { financialYearOf } from '#app/domain/periods.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { newSandboxBuyer, openSandboxCheckout, sandboxBillingSuite, type SandboxBuyer } from '#tests/support/sandbox-checkout.ts'

const SAME_STATE = '29AAGCB7383J1Z4' // Karnataka, as the demo seller
const OTHER_STATE = '27AAPFU0939F1ZV' // Maharashtra

function gstInvoiceSuite(getBackend: () => Promise<Backend>) {
  const suite = sandboxBillingSuite(getBackend)
  let handle: DatabaseHandle
  beforeEach(() => {
    handle = suite.handle()
  })

  const aBuyer = () => newSandboxBuyer(handle, 'gst', 'Priya Founder')

  /** Growth yearly (or another choice) paid on the sandbox through the same schema the form posts to. */
  async function buy(buyer: SandboxBuyer, form: Record<string, string>) {
    const parsed = checkoutSchema(buyer.email).safeParse({
      intent: 'pay',
      name: buyer.name,
      email: buyer.email,
      billing: 'yearly',
      currency: 'INR',
      ...form,
    })
    if (!parsed.success) throw new Error(parsed.error.message)
    const values = parsed.data
    const product = form.product ?? 'growth'
    const { paymentId, checkoutId } = await openSandboxCheckout(handle, buyer, { product, checkoutUrl: `/checkout/${product}`, values })
    expect(await decideSandboxCheckout(handle.db, checkoutId, 'pay')).toMatchObject({ status: 'done' })
    expect(await confirmPaymentOutcome(handle.db, buyer, paymentId)).toMatchObject({ state: 'paid' })
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.paymentId, paymentId))
    return invoice!
  }

  it('invoices a GSTIN of the seller’s state as CGST 9 % + SGST 9 %, with SAC, place of supply and the seller as configured', async () => {
    const buyer = await aBuyer()
    const invoice = await buy(buyer, {
      gstNumber: SAME_STATE.toLowerCase(),
      company: 'Priya Labs',
      billingAddress: '12 MG Road, Bengaluru',
    })
    // Growth yearly ₹1,63,190; GST 18 % = ₹29,374.20 → ₹29,374, halved.
    expect(invoice).toMatchObject({
      subtotalMinor: 16_319_000,
      gstMinor: 2_937_400,
      cgstMinor: 1_468_700,
      sgstMinor: 1_468_700,
      igstMinor: 0,
      placeOfSupply: '29',
      sac: '998399',
      totalMinor: 19_256_400,
      buyer: { gstNumber: SAME_STATE, company: 'Priya Labs', address: '12 MG Road, Bengaluru' },
      seller: { gstNumber: '29AAACU1234F1ZM', stateCode: '29', sampleGstin: true },
    })
    expect(invoice.number).toMatch(/^UNF\d{4}-\d{6}$/)
    expect(invoice.number.length).toBeLessThanOrEqual(16)
  })

  it('invoices a GSTIN of another state as IGST 18 %, the place of supply being the buyer’s state', async () => {
    const invoice = await buy(await aBuyer(), { gstNumber: OTHER_STATE })
    expect(invoice).toMatchObject({
      gstMinor: 2_937_400,
      cgstMinor: 0,
      sgstMinor: 0,
      igstMinor: 2_937_400,
      placeOfSupply: '27',
      sac: '998399',
    })
  })

  it('charges no Indian tax on a USD order without a GSTIN, as the spec’s prices stand', async () => {
    const invoice = await buy(await aBuyer(), { product: 'starter', billing: 'monthly', currency: 'USD' })
    expect(invoice).toMatchObject({
      currency: 'USD',
      gstMinor: 0,
      cgstMinor: 0,
      sgstMinor: 0,
      igstMinor: 0,
      placeOfSupply: null,
      sac: null,
    })
    expect(invoice.totalMinor).toBe(invoice.subtotalMinor)
  })

  it('keeps the buyer’s company, address and GSTIN for the next checkout, and what they clear stays cleared', async () => {
    const buyer = await aBuyer()
    await buy(buyer, {
      gstNumber: ` ${OTHER_STATE.slice(0, 5)} ${OTHER_STATE.slice(5)} `,
      company: 'Acme Labs',
      billingAddress: 'Pune 411001',
    })
    expect(await findBillingProfile(handle.db, buyer.id)).toEqual({ company: 'Acme Labs', address: 'Pune 411001', gstNumber: OTHER_STATE })
    const page = await loadCheckout(handle.db, buyer, { product: 'growth', period: 'yearly', currency: 'INR' })
    expect(page.billingProfile).toEqual({ company: 'Acme Labs', address: 'Pune 411001', gstNumber: OTHER_STATE })

    await buy(buyer, {
      product: 'linkedin-profile-optimization',
      billing: 'monthly',
      currency: 'USD',
      company: 'Acme Labs India',
      gstNumber: '',
    })
    expect(await findBillingProfile(handle.db, buyer.id)).toEqual({ company: 'Acme Labs India', address: null, gstNumber: null })
  })

  it('goes on from an invoice numbered the older way, without renumbering it', async () => {
    const buyer = await aBuyer()
    const issuedAt = new Date('2031-06-01T10:00:00Z')
    const financialYear = financialYearOf(issuedAt)
    const transaction = async (reference: string, db: Database = handle.db) =>
      (
        await db
          .insert(billingTransactions)
          .values({
            userId: buyer.id,
            transactionType: 'one_time',
            amountMinor: 9900,
            currency: 'USD',
            status: 'completed',
            providerReference: reference,
          })
          .returning({ id: billingTransactions.id })
      )[0]!.id
    // An invoice of the older format, as issued before: number 1 of its year.
    await handle.db.insert(invoiceCounters).values({ financialYear, lastSequence: 1 })
    await handle.db.insert(invoices).values({
      number: 'UNF/2031-32/000001',
      financialYear,
      sequence: 1,
      userId: buyer.id,
      transactionId: await transaction(`old-${buyer.id}`),
      seller: { name: 'Seller' },
      buyer: { name: buyer.name },
      description: 'LinkedIn Profile Optimization (one-time)',
      currency: 'USD',
      subtotalMinor: 9900,
      totalMinor: 9900,
      issuedAt,
    })
    const next = await handle.db.transaction((tx) =>
      transaction(`new-${buyer.id}`, tx).then((transactionId) =>
        issueInvoice(tx, {
          userId: buyer.id,
          transactionId,
          paymentId: null,
          seller: { name: 'Seller' },
          buyer: { name: buyer.name },
          description: 'LinkedIn Profile Optimization (one-time)',
          currency: 'USD',
          subtotalMinor: 9900,
          discountMinor: 0,
          couponCode: null,
          gstMinor: 0,
          totalMinor: 9900,
          issuedAt,
        }),
      ),
    )
    expect(next.number).toBe('UNF3132-000002')
    const numbers = await handle.db.execute(sql`select number from invoices where financial_year = ${financialYear} order by sequence`)
    expect((numbers as unknown as { rows: { number: string }[] }).rows.map((row) => row.number)).toEqual([
      'UNF/2031-32/000001',
      'UNF3132-000002',
    ])
  })

  it('refuses a GST split that does not add up to the GST charged', async () => {
    const buyer = await aBuyer()
    const invoice = await buy(buyer, { gstNumber: OTHER_STATE })
    await expect(
      handle.db
        .update(invoices)
        .set({ igstMinor: invoice.igstMinor - 100 })
        .where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow()
    await expect(
      handle.db
        .update(invoices)
        .set({ cgstMinor: 100, igstMinor: invoice.igstMinor - 100 })
        .where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow()
  })
}

describe('GST tax invoices (PGlite)', () => {
  gstInvoiceSuite(() => pgliteBackend())
})

const postgres = await postgresBackend()

describe.runIf(postgres)('GST tax invoices (PostgreSQL)', () => {
  afterAll(() => postgres?.teardown())
  gstInvoiceSuite(async () => postgres!)
})
