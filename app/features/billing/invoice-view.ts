// What an invoice says, as text: the page at /invoices/{id} and its PDF (invoice-pdf.server.ts) both
// print this, so the two never disagree. Plain data, safe for the browser.
import type { InvoiceParty, invoices } from '#db/schema/billing.ts'
import { formatMoney, type Currency } from '#app/domain/money.ts'
import { GST_RATE_PERCENT, GST_STATES, REVERSE_CHARGE_NOTE, gstLines, placeOfSupplyText } from '#app/domain/gst.ts'

type InvoiceRow = typeof invoices.$inferSelect

/** One labelled line of a party's block: "GSTIN 29ABCDE1234F1Z5". */
export type PartyDetail = { label: string; value: string }

export type InvoiceView = {
  id: string
  /** "Tax invoice" when GST was charged, else "Invoice"; "Credit note" for a refund's document (credit-note-view.ts), printed the same way. */
  title: 'Invoice' | 'Tax invoice' | 'Credit note'
  number: string
  /** The document a credit note refers to ("Invoice UNF/2026-27/000001"); null on an invoice. */
  reference: { label: string; value: string } | null
  /** Where the page and its PDF live. */
  href: string
  /** "3 May 2026": the day in India, where the financial year that numbers it is counted. */
  issuedOn: string
  issuedAt: string
  currency: Currency
  status: 'Paid' | 'Refunded'
  /** The closing line under the total. */
  closing: string
  /** The invoice's facts beyond number and date: SAC and place of supply when GST was charged. */
  taxFacts: PartyDetail[]
  /** "Tax is not payable on reverse charge", on a tax invoice. */
  taxNote: string | null
  seller: { name: string; details: PartyDetail[] }
  buyer: { name: string; details: PartyDetail[] }
  /** The charge, then the coupon and GST when there are any; amounts already formatted. */
  lines: { label: string; amount: string; kind: 'item' | 'discount' | 'tax' | 'subtotal' }[]
  total: string
}

export const issueDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

export function details(party: InvoiceParty, { company }: { company: boolean }): PartyDetail[] {
  const state = party.stateCode ? GST_STATES[party.stateCode] : null
  const rows: [string, string | null | undefined][] = [
    ['Company', company ? party.company : null],
    ['Address', party.address],
    ['State', state && party.stateCode ? `${state} (code ${party.stateCode})` : null],
    ['Email', party.email],
    ['GSTIN', party.gstNumber && party.sampleGstin ? `${party.gstNumber} (sample for the demo, not a real registration)` : party.gstNumber],
  ]
  return rows.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []))
}

/** An invoice's tax lines: CGST and SGST, or IGST; one GST line on an invoice issued before the split was recorded; none without GST. */
export function invoiceTaxLines(
  invoice: Pick<InvoiceRow, 'gstMinor' | 'cgstMinor' | 'sgstMinor' | 'igstMinor'>,
): { label: string; amountMinor: number }[] {
  if (invoice.gstMinor <= 0) return []
  const parts = gstLines(invoice)
  return parts.length > 0 ? parts : [{ label: `GST (${GST_RATE_PERCENT}%)`, amountMinor: invoice.gstMinor }]
}

export function invoiceView(invoice: InvoiceRow): InvoiceView {
  const money = (minor: number) => formatMoney(minor, invoice.currency)
  const lines: InvoiceView['lines'] = [{ label: invoice.description, amount: money(invoice.subtotalMinor), kind: 'item' }]
  if (invoice.discountMinor > 0) {
    const coupon = invoice.couponCode ? `Coupon ${invoice.couponCode}` : 'Discount'
    lines.push({ label: coupon, amount: `−${money(invoice.discountMinor)}`, kind: 'discount' })
  }
  const taxed = invoice.gstMinor > 0
  if (taxed) {
    lines.push({ label: 'Taxable value', amount: money(invoice.subtotalMinor - invoice.discountMinor), kind: 'subtotal' })
    for (const tax of invoiceTaxLines(invoice)) lines.push({ label: tax.label, amount: money(tax.amountMinor), kind: 'tax' })
  }
  const placeOfSupply = placeOfSupplyText(invoice.placeOfSupply)
  const taxFacts: PartyDetail[] = taxed
    ? [
        ...(invoice.sac ? [{ label: 'SAC', value: invoice.sac }] : []),
        ...(placeOfSupply ? [{ label: 'Place of supply', value: placeOfSupply }] : []),
      ]
    : []
  return {
    id: invoice.id,
    title: taxed ? 'Tax invoice' : 'Invoice',
    number: invoice.number,
    reference: null,
    href: `/invoices/${invoice.id}`,
    issuedOn: issueDate.format(invoice.issuedAt),
    issuedAt: invoice.issuedAt.toISOString(),
    currency: invoice.currency,
    status: 'Paid',
    closing: `Paid in full on ${issueDate.format(invoice.issuedAt)}.`,
    taxFacts,
    taxNote: taxed ? REVERSE_CHARGE_NOTE : null,
    seller: { name: invoice.seller.name, details: details(invoice.seller, { company: false }) },
    buyer: { name: invoice.buyer.name, details: details(invoice.buyer, { company: true }) },
    lines,
    total: money(invoice.totalMinor),
  }
}

/** The PDF's file name: the invoice number without slashes (older numbers had them), "UNF2627-000042.pdf". */
export function invoiceFileName(number: string): string {
  return `${number.replace(/\//g, '-').replace(/[^\w.-]+/g, '_')}.pdf`
}
