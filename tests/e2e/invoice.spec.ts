// A founder opens the invoice of a payment, checks it is accessible, prints it and downloads its PDF.
import { readFile } from 'node:fs/promises'
import { axe, createInvoice, createUser, expect, hydrated, loginAs, test } from './fixtures.ts'

const GSTIN = '27AAPFU0939F1ZV'

for (const width of [1280, 390]) {
  test(`a buyer reads their invoice, with no axe violations, and downloads the PDF at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const founder = await createUser({ name: 'Asha Founder' })
    const invoice = await createInvoice(founder, { buyer: { company: 'Asha Labs', gstNumber: GSTIN } })
    await loginAs(page, founder)

    await page.goto(`/invoices/${invoice.id}`)
    await hydrated(page)
    await expect(page).toHaveTitle(`Invoice ${invoice.number} | Unfiltered`)
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible()
    await expect(page.getByText(invoice.number, { exact: true })).toBeVisible()
    await expect(page.getByText(GSTIN)).toBeVisible()
    await expect(page.getByRole('row', { name: /GST \(18%\)/ })).toContainText('₹26,437')
    await expect(page.getByTestId('invoice-total')).toHaveText('₹1,73,308')
    await expect(page.getByText('Paid', { exact: true })).toBeVisible()

    const results = await axe(page).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([])

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()])
    expect(download.suggestedFilename()).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`)
    const pdf = await readFile((await download.path())!)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain(`(${invoice.number})`)
  })
}

test('every payment of the demo founder has its invoice, billed to her name and company', async ({ page }) => {
  await loginAs(page, 'founder@agency.test')
  await page.goto('/dashboard/billing')
  const charges = page.getByTestId('billing-history-row').filter({ hasText: /Subscription|Renewal/ })
  await expect(charges.first()).toBeVisible()
  for (const row of await charges.all()) await expect(row.getByRole('link', { name: /^UNF\d{4}-\d{6}$/ })).toBeVisible()

  await charges.last().getByRole('link', { name: /^UNF/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible()
  const invoice = page.getByRole('main')
  await expect(invoice).toContainText('Farah Founder')
  await expect(invoice).toContainText('Ledgerline')
  await expect(invoice).toContainText('founder@agency.test')
  await expect(invoice).not.toContainText('Demo Founder')
})

test('Print opens the print dialog, and on paper only the document is left', async ({ page }) => {
  const founder = await createUser()
  const invoice = await createInvoice(founder, { currency: 'USD', subtotalMinor: 99_900, discountMinor: 0, gstMinor: 0 })
  await loginAs(page, founder)
  await page.goto(`/invoices/${invoice.id}`)
  await hydrated(page)
  await expect(page.getByRole('row', { name: /GST/ })).toHaveCount(0)
  await expect(page.getByTestId('invoice-total')).toHaveText('$999')

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await page.getByRole('button', { name: 'Print' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden()
  await expect(page.getByRole('link', { name: /Back to billing/ })).toBeHidden()
  await expect(page.getByTestId('demo-banner')).toBeHidden()
  await expect(page.getByText(invoice.number, { exact: true })).toBeVisible()
})

test("another founder's invoice is a page that does not exist", async ({ page }) => {
  const owner = await createUser()
  const invoice = await createInvoice(owner)
  await loginAs(page, await createUser())
  const response = await page.goto(`/invoices/${invoice.id}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText(invoice.number)).toHaveCount(0)
})
