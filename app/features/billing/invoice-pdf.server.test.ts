import { describe, expect, it } from 'vitest'
import type { invoices } from '#db/schema/billing.ts'
import { renderInvoicePdf } from './invoice-pdf.server.ts'
import { invoiceFileName, invoiceView } from './invoice-view.ts'

type InvoiceRow = typeof invoices.$inferSelect

const NO_GST = { gstMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, placeOfSupply: null, sac: null }

function anInvoice(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: '6f1c1f0e-2b7a-4d55-9a43-3f0d6c1e9b21',
    number: 'UNF2627-000042',
    financialYear: '2026-27',
    sequence: 42,
    userId: 'user-1',
    transactionId: '0c4a3d5e-8a51-4f7e-9f77-1f1d2b0a3c44',
    paymentId: null,
    seller: {
      name: 'Unfiltered Content Co.',
      email: 'hello@unfiltered.example',
      address: '4th Floor, 80 Feet Road, Indiranagar, Bengaluru, Karnataka 560038, India',
      gstNumber: '29AAGCB7383J1Z4',
      stateCode: '29',
    },
    buyer: { name: 'Asha Founder', email: 'asha@example.test', company: 'Asha Labs', gstNumber: '27AAPFU0939F1ZV' },
    description: 'Growth plan, yearly',
    currency: 'INR',
    subtotalMinor: 16_319_000,
    discountMinor: 1_631_900,
    couponCode: 'WELCOME10',
    gstMinor: 2_643_700,
    cgstMinor: 0,
    sgstMinor: 0,
    igstMinor: 2_643_700,
    placeOfSupply: '27',
    sac: '998399',
    totalMinor: 17_330_800,
    issuedAt: new Date('2026-05-03T10:00:00Z'),
    ...overrides,
  }
}

/** An entry of the document's Info dictionary: `/Title 15 0 R` pointing at `15 0 obj (UNF…) endobj`. */
function infoEntry(pdf: Buffer, key: string) {
  const text = pdf.toString('latin1')
  const ref = text.match(new RegExp(`/${key} (\\d+) 0 R`))?.[1]
  return ref ? text.match(new RegExp(`\\n${ref} 0 obj\\n\\(([^)]*)\\)`))?.[1] : undefined
}

describe('renderInvoicePdf', () => {
  it('returns a PDF whose title is the invoice number', async () => {
    const pdf = await renderInvoicePdf(anInvoice())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
    expect(infoEntry(pdf, 'Title')).toBe('UNF2627-000042')
    expect(infoEntry(pdf, 'Author')).toBe('Unfiltered Content Co.')
  })

  it('embeds Noto Sans with a rupee glyph instead of relying on Helvetica', async () => {
    const pdf = (await renderInvoicePdf(anInvoice(), { compress: false })).toString('latin1')
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/)
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/)
    expect(pdf).not.toContain('/Helvetica')
    // The embedded font's ToUnicode map names U+20B9 (₹): the amounts are drawn with it.
    expect(pdf.toLowerCase()).toContain('<20b9>')
  })

  it('draws a USD invoice without GST or coupon on one A4 page', async () => {
    const pdf = (
      await renderInvoicePdf(
        anInvoice({ currency: 'USD', subtotalMinor: 99_900, discountMinor: 0, couponCode: null, ...NO_GST, totalMinor: 99_900 }),
        { compress: false },
      )
    ).toString('latin1')
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1)
    expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]')
    expect(pdf.toLowerCase()).not.toContain('<20b9>')
  })
})

describe('invoiceView', () => {
  it('lists the charge, the coupon, the taxable value and IGST from another state, with Indian grouping for INR', () => {
    const view = invoiceView(anInvoice())
    expect(view.title).toBe('Tax invoice')
    expect(view.lines).toEqual([
      { label: 'Growth plan, yearly', amount: '₹1,63,190', kind: 'item' },
      { label: 'Coupon WELCOME10', amount: '−₹16,319', kind: 'discount' },
      { label: 'Taxable value', amount: '₹1,46,871', kind: 'subtotal' },
      { label: 'IGST 18%', amount: '₹26,437', kind: 'tax' },
    ])
    expect(view.total).toBe('₹1,73,308')
    expect(view.issuedOn).toBe('3 May 2026')
    expect(view.buyer.details).toContainEqual({ label: 'GSTIN', value: '27AAPFU0939F1ZV' })
    expect(view.seller.details).toContainEqual({ label: 'GSTIN', value: '29AAGCB7383J1Z4' })
    expect(view.seller.details).toContainEqual({ label: 'State', value: 'Karnataka (code 29)' })
    expect(view.taxFacts).toEqual([
      { label: 'SAC', value: '998399' },
      { label: 'Place of supply', value: 'Maharashtra (27)' },
    ])
    expect(view.taxNote).toBe('Tax is not payable on reverse charge')
  })

  it('prints CGST and SGST at 9 % each within the seller’s state, the taxable value even without a coupon', () => {
    const view = invoiceView(
      anInvoice({
        discountMinor: 0,
        couponCode: null,
        gstMinor: 2_937_400,
        cgstMinor: 1_468_700,
        sgstMinor: 1_468_700,
        igstMinor: 0,
        placeOfSupply: '29',
        totalMinor: 19_256_400,
      }),
    )
    expect(view.lines).toEqual([
      { label: 'Growth plan, yearly', amount: '₹1,63,190', kind: 'item' },
      { label: 'Taxable value', amount: '₹1,63,190', kind: 'subtotal' },
      { label: 'CGST 9%', amount: '₹14,687', kind: 'tax' },
      { label: 'SGST 9%', amount: '₹14,687', kind: 'tax' },
    ])
    expect(view.taxFacts).toContainEqual({ label: 'Place of supply', value: 'Karnataka (29)' })
  })

  it('keeps an invoice issued before the split as one GST line, and labels the demo’s sample GSTIN', () => {
    const view = invoiceView(
      anInvoice({
        number: 'UNF/2026-27/000001',
        cgstMinor: 0,
        igstMinor: 0,
        placeOfSupply: null,
        sac: null,
        seller: { name: 'Unfiltered Content Co.', gstNumber: '29AAACU1234F1ZM', stateCode: '29', sampleGstin: true },
      }),
    )
    expect(view.number).toBe('UNF/2026-27/000001')
    expect(view.lines.at(-1)).toEqual({ label: 'GST (18%)', amount: '₹26,437', kind: 'tax' })
    expect(view.taxFacts).toEqual([])
    expect(view.seller.details).toContainEqual({ label: 'GSTIN', value: '29AAACU1234F1ZM (sample for the demo, not a real registration)' })
  })

  it('leaves out GST, coupon and empty details when there are none', () => {
    const view = invoiceView(
      anInvoice({
        currency: 'USD',
        subtotalMinor: 99_950,
        discountMinor: 0,
        couponCode: null,
        ...NO_GST,
        totalMinor: 99_950,
        buyer: { name: 'Sam', email: 'sam@example.test', company: null, gstNumber: '' },
      }),
    )
    expect(view.lines).toEqual([{ label: 'Growth plan, yearly', amount: '$999.50', kind: 'item' }])
    expect(view.title).toBe('Invoice')
    expect(view.taxFacts).toEqual([])
    expect(view.taxNote).toBeNull()
    expect(view.buyer.details).toEqual([{ label: 'Email', value: 'sam@example.test' }])
  })

  it('names the file after the number, without slashes', () => {
    expect(invoiceFileName('UNF2627-000042')).toBe('UNF2627-000042.pdf')
    expect(invoiceFileName('UNF/2026-27/000042')).toBe('UNF-2026-27-000042.pdf')
  })
})
