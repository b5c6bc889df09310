import { and, desc, eq, sql } from 'drizzle-orm'
import { invoiceCounters, invoices, type InvoiceParty } from '#db/schema/billing.ts'
import type { Database } from '#app/utils/db.server.ts'
import type { Currency } from '#app/domain/money.ts'
import { visibleTo, type Actor } from '#app/utils/ownership.server.ts'
import { financialYearOf } from '#app/domain/periods.ts'
import { CONTENT_WRITING_SAC, splitGst, stateOfGstin } from '#app/domain/gst.ts'
import { INVOICE_SERIES, invoiceNumber } from '#app/domain/invoice-number.ts'

export type InvoiceInput = {
  userId: string
  transactionId: string
  paymentId: string | null
  seller: InvoiceParty
  buyer: InvoiceParty
  description: string
  currency: Currency
  subtotalMinor: number
  discountMinor: number
  couponCode: string | null
  gstMinor: number
  totalMinor: number
  issuedAt?: Date
}

/**
 * Issues the invoice of one charge inside the caller's transaction. Its GST is split by the place of
 * supply — the state in the buyer's GSTIN — against the seller's state, and stored with the SAC and the
 * seller as configured now, so the invoice reads the same after the configuration changes. The year's counter row is
 * taken with an upsert that holds its lock until the transaction ends, so two charges never share
 * a number and a rolled-back charge leaves no gap. Invoices issued before the numbers became
 * `UNF2627-000001` keep theirs; the year's count goes on from them.
 */
export async function issueInvoice(tx: Database, input: InvoiceInput) {
  const issuedAt = input.issuedAt ?? new Date()
  const financialYear = financialYearOf(issuedAt)
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } })
    .returning({ sequence: invoiceCounters.lastSequence })
  if (!counter) throw new Error('invoice counter was not taken')
  const placeOfSupply = input.gstMinor > 0 ? stateOfGstin(input.buyer.gstNumber) : null
  const split = splitGst(input.gstMinor, input.seller.stateCode, placeOfSupply)
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(INVOICE_SERIES, financialYear, counter.sequence),
      financialYear,
      sequence: counter.sequence,
      userId: input.userId,
      transactionId: input.transactionId,
      paymentId: input.paymentId,
      seller: input.seller,
      buyer: input.buyer,
      description: input.description,
      currency: input.currency,
      subtotalMinor: input.subtotalMinor,
      discountMinor: input.discountMinor,
      couponCode: input.couponCode,
      gstMinor: input.gstMinor,
      cgstMinor: split.cgstMinor,
      sgstMinor: split.sgstMinor,
      igstMinor: split.igstMinor,
      placeOfSupply,
      sac: input.gstMinor > 0 ? CONTENT_WRITING_SAC : null,
      totalMinor: input.totalMinor,
      issuedAt,
    })
    .returning()
  if (!invoice) throw new Error('invoice was not stored')
  return invoice
}

export type Invoice = typeof invoices.$inferSelect

/** One invoice, if the actor may read it: its buyer, or an admin. Anyone else gets null (a 404). */
export async function findInvoiceFor(db: Database, actor: Actor, id: string): Promise<Invoice | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleTo(actor, { user: invoices.userId })))
  return invoice ?? null
}

/** The actor's invoices (all of them for an admin), newest first. */
export function listInvoicesFor(db: Database, actor: Actor, options: { limit?: number; offset?: number } = {}) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      transactionId: invoices.transactionId,
      totalMinor: invoices.totalMinor,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(visibleTo(actor, { user: invoices.userId }))
    .orderBy(desc(invoices.issuedAt))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0)
}
