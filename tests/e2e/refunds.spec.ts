// Money going back, in Chromium on the sandbox (issue 16 §1): a founder buys Starter monthly in USD, an
// admin refunds $40 of it with a reason through the confirmation step, the sandbox confirms by webhook,
// the founder's billing shows the partial refund and its credit note (page and PDF), and the admin's
// Total Revenue drops by $40 in USD only. Every page passes axe and fits the width, at 1280 and 390 px.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { query } from './admin-money-fixtures.ts'
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, test, uniqueEmail } from './fixtures.ts'

// Both widths refund $40 and read Total Revenue: one after the other, so neither sees the other's refund.
test.describe.configure({ mode: 'default' })

const REFUND_REASON = 'Two articles were delivered late this month'

async function fitsTheWidth(page: Page, label: string) {
  await expectNoAxeViolations(page, label)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBe(0)
}

const minorFrom = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

/**
 * Total Revenue per currency as the admin's overview shows it, with the database's clock read just
 * before the page, so revenue others book after that moment (parallel tests) can be told apart.
 */
async function totalRevenue(page: Page) {
  const [clock] = await query<{ now: Date }>('select clock_timestamp() as now')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  return {
    at: clock!.now,
    USD: minorFrom(await page.getByTestId('revenue-USD').innerText()),
    INR: minorFrom(await page.getByTestId('revenue-INR').innerText()),
  }
}

/** Revenue booked in `currency` between two moments by anything but `excluded` (charges count up, refunds down). */
async function revenueBookedBetween(currency: 'USD' | 'INR', from: Date, to: Date, excluded: string[]) {
  const [row] = await query<{ sum: string | null }>(
    `select sum(case when transaction_type = 'refund' then -amount_minor else amount_minor end) as sum
       from billing_transactions
      where currency = $1 and status in ('completed', 'paid')
        and transaction_type in ('subscription', 'renewal', 'one_time', 'refund')
        and created_at > $2 and created_at <= $3 and not (id = any($4::uuid[]))`,
    [currency, from, to, excluded],
  )
  return Number(row?.sum ?? 0)
}

for (const width of [1280, 390]) {
  test(`an admin refunds $40 of a Starter charge; the founder gets a credit note and USD revenue drops by $40, at ${width} px`, async ({
    browser,
  }) => {
    // A purchase, a refund confirmed by webhook and axe on nine pages, on a shared machine.
    test.setTimeout(180_000)
    const viewport = { width, height: 900 }
    const founder = await createUser({ name: `Rhea Refunded ${width}`, email: uniqueEmail(`refunded-${width}`) })
    const founderContext = await browser.newContext({ viewport })
    const buyer = await founderContext.newPage()
    await loginAs(buyer, founder)
    await buyer.goto('/checkout/starter?billing=monthly&currency=USD')
    await hydrated(buyer)
    await buyer.getByRole('button', { name: 'Pay $99' }).click()
    await expect(buyer).toHaveURL(/\/sandbox\/checkout\/sbx_cs_/)
    await buyer.getByRole('button', { name: 'Pay $99' }).click()
    await expect(buyer.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()

    const adminContext = await browser.newContext({ viewport })
    const admin = await adminContext.newPage()
    await loginAs(admin, await createUser({ roles: ['admin'], name: 'Ravi Refunds' }))
    const before = await totalRevenue(admin)
    await fitsTheWidth(admin, `admin overview ${width}`)

    // The charge on the billing list, found by the founder's e-mail.
    await admin.goto(`/dashboard/admin/billing?q=${encodeURIComponent(founder.email)}`)
    const charge = admin.getByTestId('billing-row').filter({ hasText: 'Starter plan, monthly' }).filter({ hasNotText: 'Refund:' })
    await expect(charge).toHaveCount(1)
    await expect(charge).toContainText('$99')
    await fitsTheWidth(admin, `admin billing ${width}`)
    await charge.getByRole('link', { name: /^Refund/ }).click()

    await expect(admin.getByRole('heading', { level: 1, name: 'Refund a charge' })).toBeVisible()
    await hydrated(admin)
    const amount = admin.getByLabel('Amount (USD)')
    await expect(amount).toHaveValue('99')
    await expect(admin.getByText('Up to $99, the part of the charge not yet refunded.')).toBeVisible()
    await fitsTheWidth(admin, `refund form ${width}`)
    await admin.screenshot({ path: test.info().outputPath(`refund-form-${width}.png`), fullPage: true })
    // More than was paid is refused by the server, on the field.
    await amount.fill('120')
    await admin.getByLabel('Reason').fill(REFUND_REASON)
    await admin.getByRole('button', { name: 'Review refund' }).click()
    await expect(admin.getByText('At most $99 can be refunded.')).toBeVisible()
    await amount.fill('40')
    await admin.getByLabel('The founder’s plan').selectOption('keep')
    await admin.getByRole('button', { name: 'Review refund' }).click()

    const confirmation = admin.getByRole('region', { name: `Refund $40 to ${founder.name} (${founder.email})?` })
    await expect(confirmation).toBeVisible()
    await expect(confirmation).toContainText('$40 of the charge goes back through the sandbox')
    await expect(confirmation).toContainText(`Reason: ${REFUND_REASON}`)
    await expect(confirmation).toContainText('Keep the plan running.')
    await fitsTheWidth(admin, `refund confirmation ${width}`)
    await admin.screenshot({ path: test.info().outputPath(`refund-confirmation-${width}.png`), fullPage: true })
    await confirmation.getByRole('button', { name: 'Confirm refund of $40' }).click()

    // Back on billing; the sandbox confirms by webhook, so the charge turns refunded within moments.
    await expect(admin).toHaveURL(/\/dashboard\/admin\/billing$/)
    await expect(async () => {
      await admin.goto(`/dashboard/admin/billing?q=${encodeURIComponent(founder.email)}`)
      await expect(charge.getByTestId('money-back')).toHaveText('Refunded $40', { timeout: 1_000 })
      // The list and its totals are read side by side: a load that lands on the webhook's commit between them is read again.
      await expect(admin.getByTestId('total-USD-refunds')).toHaveText('$40', { timeout: 1_000 })
    }).toPass({ timeout: 60_000 })
    const refundRow = admin.getByTestId('billing-row').filter({ hasText: 'Refund: Starter plan, monthly' })
    // Money back reads −$40 (a true minus sign) and is announced as "minus $40".
    await expect(refundRow.getByTestId('negative-amount')).toHaveText('minus \u2212$40')
    await expect(refundRow.getByTestId('negative-amount').locator('[aria-hidden="true"]')).toHaveText('\u2212')
    await expect(admin.getByTestId('total-USD-refunds')).toHaveText('$40')
    await expect(admin.getByTestId('total-USD-net')).toHaveText('$59')
    // Nothing more than what is left can be refunded now.
    await charge.getByRole('link', { name: /^Refund/ }).click()
    await expect(admin.getByText('Up to $59, the part of the charge not yet refunded.')).toBeVisible()
    await expect(admin.getByRole('region', { name: 'Refunds of this charge' })).toContainText(`${REFUND_REASON}`)
    await expect(admin.getByRole('region', { name: 'Refunds of this charge' })).toContainText('$40 · succeeded')

    // The customer's page lists the refund with its credit note, and the charge can still be refunded from there.
    await admin.goto(`/dashboard/admin/customers/${encodeURIComponent(founder.id)}`)
    const listed = admin.getByRole('region', { name: 'Refunds and credit notes' }).getByTestId('customer-refund')
    await expect(listed).toHaveCount(1)
    await expect(listed).toContainText('Refund')
    await expect(listed).toContainText(REFUND_REASON)
    await expect(listed.getByTestId('negative-amount')).toHaveText('minus \u2212$40')
    await expect(listed).toContainText('Succeeded')
    await expect(listed.getByRole('link', { name: /^UCN\d{4}-\d{6}$/ })).toBeVisible()
    const chargeOnCustomer = admin
      .getByTestId('customer-transaction')
      .filter({ hasText: 'Starter plan, monthly' })
      .filter({ hasNotText: 'Refund:' })
    await expect(chargeOnCustomer.getByTestId('money-back')).toHaveText('Refunded $40')
    await expect(chargeOnCustomer.getByRole('link', { name: /^Refund/ })).toHaveAttribute(
      'href',
      /\/dashboard\/admin\/billing\/[0-9a-f-]+\/refund$/,
    )
    // An admin reading the credit note goes back to the admin's billing.
    await listed.getByRole('link', { name: /^UCN\d{4}-\d{6}$/ }).click()
    await expect(admin.getByRole('heading', { level: 1, name: 'Credit note' })).toBeVisible()
    await admin.getByRole('link', { name: 'Back to billing' }).click()
    await expect(admin).toHaveURL(/\/dashboard\/admin\/billing$/)
    // The activity log names the refund and its customer, whose name leads to their page.
    await admin.goto('/dashboard/admin/activity?action=refund.request')
    const logged = admin.getByTestId('activity-entry').filter({ hasText: `Ravi Refunds refunded a charge of Rhea Refunded ${width}` })
    await expect(logged).toContainText(`$40 of $99: ${REFUND_REASON}`)
    await expect(logged.getByRole('link', { name: `Rhea Refunded ${width}` })).toHaveAttribute(
      'href',
      `/dashboard/admin/customers/${encodeURIComponent(founder.id)}`,
    )
    await fitsTheWidth(admin, `activity ${width}`)
    await admin.screenshot({ path: test.info().outputPath(`activity-${width}.png`) })
    await admin.goto(`/dashboard/admin/customers/${encodeURIComponent(founder.id)}`)
    await fitsTheWidth(admin, `customer page ${width}`)
    await admin.screenshot({ path: test.info().outputPath(`customer-${width}.png`), fullPage: true })

    // The founder sees the partial refund and its credit note.
    await buyer.goto('/dashboard/billing')
    const paid = buyer.getByRole('row', { name: /Starter plan, monthly/ }).filter({ hasNotText: 'Refund:' })
    await expect(paid.getByTestId('money-back')).toHaveText('Refunded $40')
    const creditNoteLink = buyer.getByRole('link', { name: /^Credit note UCN/ })
    await expect(creditNoteLink).toHaveCount(1)
    await expect(buyer.getByRole('row').filter({ has: creditNoteLink }).getByTestId('negative-amount')).toHaveText('minus \u2212$40')
    // What the founder paid and kept reads the same on billing and on the dashboard: $99 less the $40 refunded.
    await expect(buyer.getByTestId('paid-totals')).toHaveText('Total paid: $59')
    await fitsTheWidth(buyer, `founder billing ${width}`)
    await buyer.screenshot({ path: test.info().outputPath(`founder-billing-${width}.png`), fullPage: true })
    await buyer.goto('/dashboard')
    await expect(buyer.getByRole('link', { name: /^Total Revenue/ })).toContainText('$59')
    await buyer.goto('/dashboard/billing')
    await creditNoteLink.click()

    await expect(buyer.getByRole('heading', { level: 1, name: 'Credit note' })).toBeVisible()
    const number = (
      await buyer
        .getByText(/^UCN\d{4}-\d{6}$/)
        .first()
        .innerText()
    ).trim()
    expect(number.length).toBeLessThanOrEqual(16)
    await expect(buyer.getByTestId('invoice-total')).toHaveText('$40')
    await expect(buyer.getByText(REFUND_REASON)).toBeVisible()
    await fitsTheWidth(buyer, `credit note ${width}`)
    await buyer.screenshot({ path: test.info().outputPath(`credit-note-${width}.png`), fullPage: true })
    const [download] = await Promise.all([buyer.waitForEvent('download'), buyer.getByRole('link', { name: 'Download PDF' }).click()])
    expect(download.suggestedFilename()).toContain(number)
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Its buyer goes back to their own billing.
    await buyer.getByRole('link', { name: 'Back to billing' }).click()
    await expect(buyer).toHaveURL(/\/dashboard\/billing$/)
    await founderContext.close()

    // Total Revenue: down by exactly $40 in USD, INR untouched (less what parallel tests booked meanwhile).
    const [refund] = await query<{ id: string }>(
      `select id from billing_transactions where user_id = $1 and transaction_type = 'refund' and status = 'completed'`,
      [founder.id],
    )
    expect(refund, 'the refund is booked as a transaction').toBeDefined()
    const after = await totalRevenue(admin)
    const othersUSD = await revenueBookedBetween('USD', before.at, after.at, [refund!.id])
    const othersINR = await revenueBookedBetween('INR', before.at, after.at, [refund!.id])
    expect(before.USD - after.USD + othersUSD).toBe(4_000)
    expect(after.INR - othersINR).toBe(before.INR)
    await adminContext.close()
  })
}
