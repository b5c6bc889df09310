// The invoices of the demo's charges. The seed (db/seed.ts) may not import the app's features, so its
// callers hand it `demoSeedServices`: every seeded charge gets its invoice from issueInvoice, as a paid
// charge does — the seller as configured, the financial year's next number — addressed to the account's
// own name, e-mail and company as a renewal's is, and dated when the charge was made. They are issued
// oldest first, so each year's demo invoices are numbered in the order they were paid and the first
// real charge after the seed takes the next number. No receipt mail: the demo's charges are history.
import { asc, inArray } from 'drizzle-orm'
import { billingTransactions } from '#db/schema/billing.ts'
import type { DemoSeedServices } from '#db/seed.ts'
import type { Database } from '#app/utils/db.server.ts'
import { accountBuyer } from './billing-profile.server.ts'
import { sellerParty } from './charges.server.ts'
import { issueInvoice } from './invoices.server.ts'

/** Issues the invoice of each of these charges, oldest first, in the caller's transaction. */
export async function invoiceDemoCharges(tx: Database, transactionIds: string[]) {
  if (transactionIds.length === 0) return
  const charges = await tx
    .select()
    .from(billingTransactions)
    .where(inArray(billingTransactions.id, transactionIds))
    .orderBy(asc(billingTransactions.createdAt), asc(billingTransactions.id))
  const seller = sellerParty()
  for (const charge of charges) {
    const buyer = await accountBuyer(tx, charge.userId, null)
    if (!buyer) throw new Error(`the demo charge ${charge.id} has no account to bill`)
    await issueInvoice(tx, {
      userId: charge.userId,
      transactionId: charge.id,
      paymentId: charge.paymentId,
      seller,
      buyer,
      description: charge.description ?? 'Plan',
      currency: charge.currency,
      subtotalMinor: charge.amountMinor,
      discountMinor: 0,
      couponCode: null,
      gstMinor: 0,
      totalMinor: charge.amountMinor,
      issuedAt: charge.createdAt,
    })
  }
}

/** What the demo seed needs of the app (db/seed.ts `seedDemoData`). */
export const demoSeedServices: DemoSeedServices = { invoiceCharges: invoiceDemoCharges }
