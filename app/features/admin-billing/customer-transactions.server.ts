// One customer's money for admins (the customer page, issue 16 §3): a page of their charges, refunds
// and payouts, newest first, each with its invoice or credit note and whether it can still be
// refunded; and every refund asked for them (pending, succeeded or failed) and every credit note
// issued to them. The caller checks the admin's permission.
import { and, desc, eq, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { billingTransactions, creditNotes, invoices, refunds } from '#db/schema/billing.ts'
import { pageOffset } from '#app/domain/pagination.ts'
import type { Database } from '#app/utils/db.server.ts'
import { moneyBackColumns, withMoneyBack } from './money-back.server.ts'

export const CUSTOMER_TRANSACTIONS_PAGE_SIZE = 20

/** A page of one person's transactions (billing_transactions_user_idx) and whether another follows. */
export async function customerTransactions(db: Database, userId: string, page: number) {
  const rows = await db
    .select({
      id: billingTransactions.id,
      type: billingTransactions.transactionType,
      status: billingTransactions.status,
      amountMinor: billingTransactions.amountMinor,
      currency: billingTransactions.currency,
      description: billingTransactions.description,
      createdAt: billingTransactions.createdAt,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      creditNoteId: creditNotes.id,
      creditNoteNumber: creditNotes.number,
      ...moneyBackColumns,
    })
    .from(billingTransactions)
    .leftJoin(invoices, eq(invoices.transactionId, billingTransactions.id))
    .leftJoin(creditNotes, eq(creditNotes.transactionId, billingTransactions.id))
    .where(eq(billingTransactions.userId, userId))
    .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
    .limit(CUSTOMER_TRANSACTIONS_PAGE_SIZE + 1)
    .offset(pageOffset(page, CUSTOMER_TRANSACTIONS_PAGE_SIZE))
  const shown = await withMoneyBack(db, rows.slice(0, CUSTOMER_TRANSACTIONS_PAGE_SIZE))
  return {
    rows: shown.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    hasMore: rows.length > CUSTOMER_TRANSACTIONS_PAGE_SIZE,
  }
}

const charge = alias(billingTransactions, 'charge')

export type CustomerMoneyBack = {
  key: string
  kind: 'refund' | 'dispute'
  /** The charge it gives money back on ("Starter plan, monthly"). */
  chargeId: string
  chargeDescription: string
  amountMinor: number
  currency: 'USD' | 'INR'
  status: 'pending' | 'succeeded' | 'failed'
  reason: string
  failureReason: string | null
  createdAt: string
  creditNote: { id: string; number: string } | null
}

/**
 * Every refund of the customer's charges, newest first, each with its credit note once it succeeded,
 * and the credit notes of lost disputes (which have no refund row).
 */
export async function customerMoneyBack(db: Database, userId: string): Promise<CustomerMoneyBack[]> {
  const [asked, disputed] = await Promise.all([
    db
      .select({
        id: refunds.id,
        chargeId: refunds.transactionId,
        chargeDescription: charge.description,
        amountMinor: refunds.amountMinor,
        currency: refunds.currency,
        status: refunds.status,
        reason: refunds.reason,
        failureReason: refunds.failureReason,
        createdAt: refunds.createdAt,
        creditNoteId: creditNotes.id,
        creditNoteNumber: creditNotes.number,
      })
      .from(refunds)
      .innerJoin(charge, eq(charge.id, refunds.transactionId))
      .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .where(eq(refunds.userId, userId))
      .orderBy(desc(refunds.createdAt), desc(refunds.id)),
    db
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        chargeId: invoices.transactionId,
        chargeDescription: invoices.description,
        amountMinor: creditNotes.totalMinor,
        currency: creditNotes.currency,
        reason: creditNotes.reason,
        issuedAt: creditNotes.issuedAt,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(eq(creditNotes.userId, userId), isNull(creditNotes.refundId)))
      .orderBy(desc(creditNotes.issuedAt)),
  ])
  const rows: CustomerMoneyBack[] = [
    ...asked.map((row) => ({
      key: row.id,
      kind: 'refund' as const,
      chargeId: row.chargeId,
      chargeDescription: row.chargeDescription ?? 'Payment',
      amountMinor: row.amountMinor,
      currency: row.currency,
      status: row.status,
      reason: row.reason,
      failureReason: row.failureReason,
      createdAt: row.createdAt.toISOString(),
      creditNote: row.creditNoteId && row.creditNoteNumber ? { id: row.creditNoteId, number: row.creditNoteNumber } : null,
    })),
    ...disputed.map((row) => ({
      key: row.id,
      kind: 'dispute' as const,
      chargeId: row.chargeId,
      chargeDescription: row.chargeDescription,
      amountMinor: row.amountMinor,
      currency: row.currency,
      status: 'succeeded' as const,
      reason: row.reason,
      failureReason: null,
      createdAt: row.issuedAt.toISOString(),
      creditNote: { id: row.id, number: row.number },
    })),
  ]
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}
