// A charge in our books, the last steps of every paid payment and renewal (fulfilment.server.ts,
// renewal-charges.server.ts), in the caller's transaction: its billing transaction, recorded once per
// provider charge, then its invoice and the receipt mail.
import { invoiceTaxLines } from './invoice-view.ts'
import { billingTransactions, type InvoiceParty } from '#db/schema/billing.ts'
import type { Currency } from '#app/domain/money.ts'
import type { Database } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { queueEmail } from '#app/utils/mail.server.ts'
import { receiptEmail } from './billing-emails.tsx'
import { gstSellerFrom } from './gst-seller.server.ts'
import { issueInvoice } from './invoices.server.ts'

/** The seller printed on invoices, from configuration (gst-seller.server.ts), copied onto each invoice. */
export function sellerParty(): InvoiceParty {
  const seller = gstSellerFrom(getEnv())
  return {
    name: seller.legalName,
    email: seller.email,
    address: seller.address,
    gstNumber: seller.gstin,
    stateCode: seller.stateCode,
    sampleGstin: seller.sample,
  }
}

export type ChargeRecord = {
  userId: string
  type: 'subscription' | 'renewal' | 'one_time'
  amountMinor: number
  currency: Currency
  /** Our payment, when the charge paid a checkout; null for a renewal the provider charged by itself. */
  paymentId: string | null
  subscriptionId: string | null
  /** The provider's id for the charge: one billing transaction per charge, however often it is reported. */
  chargeReference: string
  description: string
  at: Date
}

/** Records the charge as a completed billing transaction; null when this charge was already recorded. */
export async function recordTransaction(tx: Database, charge: ChargeRecord): Promise<string | null> {
  const [transaction] = await tx
    .insert(billingTransactions)
    .values({
      userId: charge.userId,
      transactionType: charge.type,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      status: 'completed',
      paymentId: charge.paymentId,
      subscriptionId: charge.subscriptionId,
      providerReference: charge.chargeReference,
      description: charge.description,
      createdAt: charge.at,
    })
    .onConflictDoNothing({ target: billingTransactions.providerReference })
    .returning({ id: billingTransactions.id })
  return transaction?.id ?? null
}

export type Receipt = {
  userId: string
  email: string
  buyer: InvoiceParty
  transactionId: string
  paymentId: string | null
  line: string
  currency: Currency
  subtotalMinor: number
  discountMinor: number
  couponCode: string | null
  gstMinor: number
  totalMinor: number
  renewsOn: Date | null
  issuedAt: Date
}

/** Issues the invoice of a recorded charge (its number the next of the financial year) and queues the receipt mail. */
export async function issueAndSendReceipt(tx: Database, receipt: Receipt) {
  const invoice = await issueInvoice(tx, {
    userId: receipt.userId,
    transactionId: receipt.transactionId,
    paymentId: receipt.paymentId,
    seller: sellerParty(),
    buyer: receipt.buyer,
    description: receipt.line,
    currency: receipt.currency,
    subtotalMinor: receipt.subtotalMinor,
    discountMinor: receipt.discountMinor,
    couponCode: receipt.couponCode,
    gstMinor: receipt.gstMinor,
    totalMinor: receipt.totalMinor,
    issuedAt: receipt.issuedAt,
  })
  const mail = await receiptEmail({
    name: receipt.buyer.name,
    line: receipt.line,
    invoiceNumber: invoice.number,
    invoiceUrl: `${getEnv().baseUrl}/invoices/${invoice.id}`,
    currency: receipt.currency,
    subtotalMinor: receipt.subtotalMinor,
    discountMinor: receipt.discountMinor,
    couponCode: receipt.couponCode,
    taxLines: invoiceTaxLines(invoice),
    totalMinor: receipt.totalMinor,
    renewsOn: receipt.renewsOn,
  })
  await queueEmail(tx, receipt.email, mail)
}
