// The demo's charges have the invoices a real purchase or renewal gets: one each, numbered by date
// within its financial year from the year's counter (so the next real charge goes on from them), billed
// to the founder's own name, e-mail and company, with the demo refund's credit note against its
// charge's invoice; seeding again changes nothing. On both databases.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingTransactions, type InvoiceParty } from '#db/schema/billing.ts'
import { seedDemoData } from '#db/seed.ts'
import { financialYearOf } from '#app/domain/periods.ts'
import { INVOICE_SERIES, invoiceNumber } from '#app/domain/invoice-number.ts'
import { sellerParty } from '#app/features/billing/charges.server.ts'
import { demoSeedServices } from '#app/features/billing/demo-invoices.server.ts'
import { issueInvoice } from '#app/features/billing/invoices.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

type ChargeRow = {
  id: string
  user_id: string
  created_at: Date | string
  invoices: number
  number: string | null
  financial_year: string | null
  sequence: number | null
  issued_at: Date | string | null
  buyer: InvoiceParty | null
  seller: InvoiceParty | null
  total_minor: number | null
  amount_minor: number
}

function demoInvoicesOn(getBackend: () => Backend | null) {
  let handle: DatabaseHandle
  const rows = async <T>(query: ReturnType<typeof sql>) => (await handle.db.execute(query)) as unknown as { rows: T[] }
  const charges = async () =>
    (
      await rows<ChargeRow>(sql`select t.id, t.user_id, t.created_at, t.amount_minor,
          (select count(*)::int from invoices where transaction_id = t.id) as invoices,
          i.number, i.financial_year, i.sequence, i.issued_at, i.buyer, i.seller, i.total_minor
        from billing_transactions t left join invoices i on i.transaction_id = t.id
        where t.transaction_type in ('subscription', 'renewal')
        order by t.created_at, t.id`)
    ).rows
  beforeAll(async () => {
    handle = await getBackend()!.open()
    expect(await seedDemoData(handle.db, demoSeedServices)).toEqual({ seeded: true })
  })
  afterAll(() => handle?.close())

  it('gives every seeded charge one invoice, issued when it was paid, for its amount, by the configured seller', async () => {
    const all = await charges()
    expect(all.length).toBeGreaterThan(20)
    for (const charge of all) {
      expect(charge.invoices, `the charge of ${String(charge.created_at)}`).toBe(1)
      expect(new Date(charge.issued_at!).toISOString()).toBe(new Date(charge.created_at).toISOString())
      expect(charge.total_minor).toBe(charge.amount_minor)
      expect(charge.seller).toEqual(sellerParty())
      expect(charge.number).toBe(invoiceNumber(INVOICE_SERIES, charge.financial_year!, charge.sequence!))
      expect(charge.number!.length).toBeLessThanOrEqual(16)
    }
  })

  it('numbers them 1, 2, 3 … by date within each financial year, and leaves each year’s counter at its last number', async () => {
    const byYear = new Map<string, ChargeRow[]>()
    for (const charge of await charges()) {
      expect(charge.financial_year).toBe(financialYearOf(new Date(charge.created_at)))
      byYear.set(charge.financial_year!, [...(byYear.get(charge.financial_year!) ?? []), charge])
    }
    const { rows: counters } = await rows<{ financial_year: string; last_sequence: number }>(
      sql`select financial_year, last_sequence from invoice_counters order by 1`,
    )
    expect(counters).toEqual(
      [...byYear]
        .map(([year, list]) => ({ financial_year: year, last_sequence: list.length }))
        .sort((a, b) => a.financial_year.localeCompare(b.financial_year)),
    )
    for (const list of byYear.values()) expect(list.map((charge) => charge.sequence)).toEqual(list.map((_, index) => index + 1))
  })

  it('bills each founder by their own name, e-mail and company', async () => {
    const buyers = new Map((await charges()).map((charge) => [charge.user_id, charge.buyer]))
    expect(Object.fromEntries(buyers)).toEqual({
      'demo-founder': { name: 'Farah Founder', email: 'founder@agency.test', company: 'Ledgerline', address: null, gstNumber: null },
      'demo-founder-2': { name: 'Omar Okonkwo', email: 'founder2@agency.test', company: 'Parcelwise', address: null, gstNumber: null },
      'demo-founder-3': { name: 'Lena Park', email: 'founder3@agency.test', company: 'Brightloop Health', address: null, gstNumber: null },
    })
  })

  it('credits the demo refund against the invoice of the charge it refunds', async () => {
    const { rows: notes } = await rows<{ invoice_of: string; refunded: string }>(
      sql`select i.transaction_id as invoice_of, r.transaction_id as refunded
        from credit_notes n join invoices i on i.id = n.invoice_id join refunds r on r.id = n.refund_id`,
    )
    expect(notes).toHaveLength(1)
    expect(notes[0]!.invoice_of).toBe(notes[0]!.refunded)
  })

  it('seeds once: a second run changes nothing, and the next charge takes the next number of its year', async () => {
    const before = await charges()
    expect(await seedDemoData(handle.db, demoSeedServices)).toEqual({ seeded: false, reason: 'already-seeded' })
    expect(await charges()).toEqual(before)

    const now = new Date()
    const year = financialYearOf(now)
    const issuedThisYear = before.filter((charge) => charge.financial_year === year).length
    const invoice = await handle.db.transaction(async (tx) => {
      const [charge] = await tx
        .insert(billingTransactions)
        .values({ userId: 'demo-founder', transactionType: 'renewal', amountMinor: 19900, currency: 'USD', status: 'completed' })
        .returning({ id: billingTransactions.id })
      return issueInvoice(tx, {
        userId: 'demo-founder',
        transactionId: charge!.id,
        paymentId: null,
        seller: sellerParty(),
        buyer: { name: 'Farah Founder' },
        description: 'Growth plan, monthly (renewal)',
        currency: 'USD',
        subtotalMinor: 19900,
        discountMinor: 0,
        couponCode: null,
        gstMinor: 0,
        totalMinor: 19900,
        issuedAt: now,
      })
    })
    expect(invoice.number).toBe(invoiceNumber(INVOICE_SERIES, year, issuedThisYear + 1))
  })
}

const pglite = await pgliteBackend()
describe('the demo’s invoices on PGlite', () => demoInvoicesOn(() => pglite))

const postgres = await postgresBackend()
describe.runIf(postgres)('the demo’s invoices on PostgreSQL', () => {
  afterAll(() => postgres?.teardown())
  demoInvoicesOn(() => postgres)
})
