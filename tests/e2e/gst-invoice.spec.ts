// GST tax invoices: a founder buys Growth yearly in INR with a GSTIN on the sandbox, and the invoice
// names the seller and the buyer by GSTIN, the SAC, the place of supply and the tax split — IGST from
// another state, CGST + SGST from the seller's (the demo's sample seller is in Karnataka, 29), each at
// 1280 and 390 px. The
// company, address and GSTIN are offered again at the next checkout; a GSTIN with a wrong check
// character is refused on its field.
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, test } from './fixtures.ts'

const splits = [
  { gstin: '27AAPFU0939F1ZV', place: 'Maharashtra (27)', taxes: [['IGST 18%', '₹29,374']] },
  {
    gstin: '29AAGCB7383J1Z4',
    place: 'Karnataka (29)',
    taxes: [
      ['CGST 9%', '₹14,687'],
      ['SGST 9%', '₹14,687'],
    ],
  },
] as const
const WIDTHS = [1280, 390] as const

// Each split at each width: the other state's IGST and the seller's state's CGST + SGST, on a desk and a phone.
for (const width of WIDTHS)
  for (const { gstin, place, taxes } of splits) {
    test(`a founder buys Growth yearly in INR with a GSTIN and gets a tax invoice (${taxes.map(([label]) => label).join(' + ')}) at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const founder = await createUser({ name: 'Priya Founder' })
      await loginAs(page, founder)
      await page.goto('/checkout/growth?billing=yearly&currency=INR')
      await hydrated(page)
      await page.getByLabel('Company').fill('Priya Labs')
      await page.getByLabel('Billing address').fill('12 Residency Road, 560025')
      await page.getByLabel('GST number (GSTIN)').fill(gstin.toLowerCase())
      await expect(page.getByTestId('summary-gst')).toHaveText('₹29,374')
      await expect(page.getByTestId('order-summary')).toContainText(taxes.map(([label]) => label).join(' + '))
      await expect(page.getByTestId('summary-total')).toHaveText('₹1,92,564')
      await expectNoAxeViolations(page, `checkout with GSTIN ${width}`)
      await page.screenshot({ path: test.info().outputPath(`checkout-${taxes.length}-${width}.png`), fullPage: true })

      await page.getByRole('button', { name: 'Pay ₹1,92,564' }).click()
      await expect(page.getByTestId('sandbox-amount')).toHaveText('₹1,92,564')
      await page.getByRole('button', { name: 'Pay ₹1,92,564' }).click()
      await expect(page).toHaveURL(/\/thank-you\?payment=/)

      await page.goto('/dashboard/billing')
      const link = page.getByRole('row', { name: /Growth plan, yearly/ }).getByRole('link', { name: /^UNF\d{4}-\d{6}$/ })
      const number = (await link.textContent())!.trim()
      expect(number.length).toBeLessThanOrEqual(16)
      await link.click()
      await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible()
      const invoice = page.getByRole('article')
      await expect(invoice).toContainText(number)
      await expect(invoice).toContainText('29AAACU1234F1ZM (sample for the demo, not a real registration)')
      await expect(invoice).toContainText('Karnataka (code 29)')
      await expect(invoice).toContainText(gstin)
      await expect(invoice).toContainText('Priya Labs')
      await expect(invoice).toContainText('12 Residency Road, 560025')
      await expect(invoice).toContainText('SAC998399')
      await expect(invoice).toContainText(`Place of supply${place}`)
      await expect(page.getByRole('row', { name: /Taxable value/ })).toContainText('₹1,63,190')
      for (const [label, amount] of taxes) await expect(page.getByRole('row', { name: label })).toContainText(amount)
      await expect(invoice).toContainText('Tax is not payable on reverse charge.')
      await expect(page.getByTestId('invoice-total')).toHaveText('₹1,92,564')
      await expectNoAxeViolations(page, `tax invoice ${width}`)
      await page.screenshot({ path: test.info().outputPath(`invoice-${taxes.length}-${width}.png`), fullPage: true })

      // The next checkout offers what was given, to change if need be.
      await page.goto('/checkout/linkedin-profile-optimization?currency=INR')
      await hydrated(page)
      await expect(page.getByLabel('Company')).toHaveValue('Priya Labs')
      await expect(page.getByLabel('Billing address')).toHaveValue('12 Residency Road, 560025')
      await expect(page.getByLabel('GST number (GSTIN)')).toHaveValue(gstin)
    })
  }

for (const width of WIDTHS)
  test(`a GSTIN with a wrong check character is refused on its field, and nothing is charged, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const founder = await createUser()
    await loginAs(page, founder)
    await page.goto('/checkout/growth?billing=yearly&currency=INR')
    await hydrated(page)
    const field = page.getByLabel('GST number (GSTIN)')
    // Typing a GSTIN re-prices the order through the server a moment later (the Apply button is
    // disabled meanwhile); the page is scanned once that answer is in, not while it changes.
    const requoted = page.waitForResponse((response) => response.request().method() === 'POST')
    await field.fill('27AAPFU0939F1ZW')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV').first()).toBeVisible()
    await requoted
    await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled()
    await expect(page.getByTestId('summary-total')).toHaveText('₹1,63,190')
    await expect(page).toHaveURL(/\/checkout\/growth/)
    await expectNoAxeViolations(page, `checkout with a wrong GSTIN ${width}`)
    await field.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`wrong-gstin-${width}.png`) })
  })
