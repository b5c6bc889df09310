// What a credit note says, in the invoice's own shape (InvoiceView), so the invoice page and its PDF
// print it: the refunded taxable value and GST, against the invoice it credits. Plain data, safe for the browser.
import type { creditNotes, invoices } from '#db/schema/billing.ts'
import { GST_RATE_PERCENT, gstLines, placeOfSupplyText, REVERSE_CHARGE_NOTE, splitGst } from '#app/domain/gst.ts'
import { formatMoney } from '#app/domain/money.ts'
import { details, issueDate, type InvoiceView } from './invoice-view.ts'

type CreditNoteRow = typeof creditNotes.$inferSelect
type InvoiceRow = typeof invoices.$inferSelect

export function creditNoteView(note: CreditNoteRow, invoice: InvoiceRow): InvoiceView {
  const money = (minor: number) => formatMoney(minor, note.currency)
  const lines: InvoiceView['lines'] = [
    { label: `Refund: ${invoice.description}. ${note.reason}`, amount: money(note.taxableMinor), kind: 'item' },
  ]
  const taxed = note.gstMinor > 0
  // The GST given back splits as the invoice's did: CGST + SGST within the seller's state, else IGST.
  // An invoice issued before the split was recorded gave its GST as one line, and so does its note.
  const split = invoice.cgstMinor + invoice.sgstMinor + invoice.igstMinor > 0
  const parts = taxed && split ? gstLines(splitGst(note.gstMinor, invoice.seller.stateCode, invoice.placeOfSupply)) : []
  if (taxed && parts.length === 0) lines.push({ label: `GST (${GST_RATE_PERCENT}%) refunded`, amount: money(note.gstMinor), kind: 'tax' })
  for (const part of parts) lines.push({ label: `${part.label} refunded`, amount: money(part.amountMinor), kind: 'tax' })
  const placeOfSupply = placeOfSupplyText(invoice.placeOfSupply)
  const taxFacts = taxed
    ? [
        ...(invoice.sac ? [{ label: 'SAC', value: invoice.sac }] : []),
        ...(placeOfSupply ? [{ label: 'Place of supply', value: placeOfSupply }] : []),
      ]
    : []
  return {
    id: note.id,
    title: 'Credit note',
    number: note.number,
    reference: { label: 'Against invoice', value: invoice.number },
    href: `/credit-notes/${note.id}`,
    issuedOn: issueDate.format(note.issuedAt),
    issuedAt: note.issuedAt.toISOString(),
    currency: note.currency,
    status: 'Refunded',
    taxFacts,
    taxNote: taxed ? REVERSE_CHARGE_NOTE : null,
    closing: `${money(note.totalMinor)} refunded on ${issueDate.format(note.issuedAt)} against invoice ${invoice.number}.`,
    seller: { name: invoice.seller.name, details: details(invoice.seller, { company: false }) },
    buyer: { name: invoice.buyer.name, details: details(invoice.buyer, { company: true }) },
    lines,
    total: money(note.totalMinor),
  }
}
