import { formatMoney, type Currency } from './money.ts'

// Refunds and credit notes in numbers, without a database: how much of a charge is left to refund,
// and how a refunded amount splits into taxable value and GST in the proportions of the invoice it
// credits. Kept in one place so the split follows whatever lines the invoice carries.

/** What is left to refund of a charge: its amount less every refund that is pending or succeeded (failed ones free their share). */
export function refundableAmount(chargeMinor: number, refunds: { amountMinor: number; status: string }[]): number {
  const taken = refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountMinor, 0)
  return Math.max(0, chargeMinor - taken)
}

/** The figures of the invoice a credit note refers to, as stored on it. */
export type InvoiceFigures = { subtotalMinor: number; discountMinor: number; gstMinor: number; totalMinor: number }

/** A refunded amount as a credit note shows it: taxable value plus GST, adding up to the amount exactly. */
export type CreditSplit = { taxableMinor: number; gstMinor: number; totalMinor: number }

/**
 * Splits `refundMinor` of an invoice's total into taxable value and GST in the invoice's proportions.
 * The GST share is rounded half up (to the paisa or cent) and the taxable value is the rest, so the two
 * always add up to the refund; a full refund gives back exactly the invoice's GST.
 */
export function creditSplit(invoice: InvoiceFigures, refundMinor: number): CreditSplit {
  return nextCreditSplit(invoice, [], refundMinor)
}

/**
 * Like creditSplit, for one more refund of an invoice already partly credited. The GST is rounded on
 * the running total (GST of everything credited so far, less what earlier notes took), so the credit
 * notes of an invoice always add up to its GST exactly once it is fully refunded, however small the parts.
 */
export function nextCreditSplit(invoice: InvoiceFigures, earlier: CreditSplit[], refundMinor: number): CreditSplit {
  if (!Number.isSafeInteger(refundMinor) || refundMinor <= 0) throw new RangeError('A credit note is for a positive whole amount')
  const creditedTotal = earlier.reduce((sum, note) => sum + note.totalMinor, 0)
  const creditedGst = earlier.reduce((sum, note) => sum + note.gstMinor, 0)
  if (creditedTotal + refundMinor > invoice.totalMinor) throw new RangeError('A credit note cannot be for more than its invoice')
  const gstSoFar = invoice.totalMinor === 0 ? 0 : Math.floor((invoice.gstMinor * (creditedTotal + refundMinor)) / invoice.totalMinor + 0.5)
  const gstMinor = Math.min(refundMinor, Math.max(0, gstSoFar - creditedGst))
  return { taxableMinor: refundMinor - gstMinor, gstMinor, totalMinor: refundMinor }
}

/** What went back of one charge: refunds succeeded and pending (minor units), failed refunds, and its latest dispute. */
export type ChargeMoneyBack = { refundedMinor: number; pendingMinor: number; failed: number; dispute: 'open' | 'won' | 'lost' | null }

/** "Refunded $40", "Refund of $10 pending", "Disputed": what a charge's line says about money going back; null when nothing did. */
export function moneyBackLabel(state: ChargeMoneyBack | undefined, amountMinor: number, currency: Currency): string | null {
  if (!state) return null
  const parts: string[] = []
  if (state.refundedMinor > 0)
    parts.push(state.refundedMinor >= amountMinor ? 'Refunded in full' : `Refunded ${formatMoney(state.refundedMinor, currency)}`)
  if (state.pendingMinor > 0) parts.push(`Refund of ${formatMoney(state.pendingMinor, currency)} pending`)
  if (state.failed > 0 && parts.length === 0) parts.push('Refund failed')
  if (state.dispute) parts.push(state.dispute === 'open' ? 'Disputed' : `Dispute ${state.dispute}`)
  return parts.length > 0 ? parts.join(' · ') : null
}
