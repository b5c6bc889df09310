// What a credit note says, in the invoice's own shape (InvoiceView), so the invoice page and its PDF
// print it: the refunded taxable value and GST, against the invoice it credits. Plain data, safe for the browser.
import type { creditNotes, invoices } from '#db/schema/billing.ts'
import { formatMoney } from '#app/domain/money.ts'
import { details, issueDate, type InvoiceView } from './invoice-view.ts'

type CreditNoteRow = typeof creditNotes.$inferSelect
type InvoiceRow = typeof invoices.$inferSelect

export function creditNoteView(note: CreditNoteRow, invoice: InvoiceRow): InvoiceView {
  const money = (minor: number) => formatMoney(minor, note.currency)
  const lines: InvoiceView['lines'] = [
    { label: `Refund: ${invoice.description}. ${note.reason}`, amount: money(note.taxableMinor), kind: 'item' },
  ]
  if (note.gstMinor > 0) lines.push({ label: 'GST (18%) refunded', amount: money(note.gstMinor), kind: 'tax' })
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
    closing: `${money(note.totalMinor)} refunded on ${issueDate.format(note.issuedAt)} against invoice ${invoice.number}.`,
    seller: { name: invoice.seller.name, details: details(invoice.seller, { company: false }) },
    buyer: { name: invoice.buyer.name, details: details(invoice.buyer, { company: true }) },
    lines,
    total: money(note.totalMinor),
  }
}
