import { describe, expect, it } from 'vitest'
import { receiptEmail } from './billing-emails.tsx'

const sale = {
  name: 'Priya',
  line: 'Growth plan, yearly',
  invoiceNumber: 'UNF2627-000006',
  invoiceUrl: 'http://localhost:3000/invoices/x',
  currency: 'INR' as const,
  subtotalMinor: 16_319_000,
  discountMinor: 0,
  couponCode: null,
  totalMinor: 19_256_400,
  renewsOn: null,
}

describe('receiptEmail', () => {
  it('lists the tax as the invoice does: CGST and SGST within the seller’s state', async () => {
    const mail = await receiptEmail({
      ...sale,
      taxLines: [
        { label: 'CGST 9%', amountMinor: 1_468_700 },
        { label: 'SGST 9%', amountMinor: 1_468_700 },
      ],
    })
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('CGST 9%')
      expect(part).toContain('SGST 9%')
      expect(part).not.toContain('GST (18%)')
    }
  })

  it('has no tax line on a sale without GST', async () => {
    const mail = await receiptEmail({ ...sale, currency: 'USD', subtotalMinor: 9_900, totalMinor: 9_900, taxLines: [] })
    expect(mail.text).not.toMatch(/GST/)
  })
})
