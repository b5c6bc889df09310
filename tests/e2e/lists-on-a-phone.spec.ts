// Lists on a 390 px phone: nothing scrolls sideways, and each row of a table stacks into a card that
// names every value ("Amount", "Status", "Invoice" …), while screen readers still get a table with
// its column headers, and cells whose names are their values alone. At 1280 px the rows are a table.
import type { Page } from '@playwright/test'
import { createInvoice, createUser, expect, hydrated, loginAs, test, uniqueEmail, type TestUser } from './fixtures.ts'
import { query } from './admin-money-fixtures.ts'

const PHONE = { width: 390, height: 900 }
const unique = () => Math.random().toString(36).slice(2, 8)

/** The page scrolls only down, and no table is wider than the box it sits in. */
async function expectFitsThePhone(page: Page, label: string) {
  const misfits = await page.evaluate(() => {
    const root = document.scrollingElement!
    const found: string[] = []
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth}`)
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement!
      const style = getComputedStyle(box)
      const contentRight = box.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth)
      const right = table.getBoundingClientRect().right
      if (right > contentRight + 0.5 || table.scrollWidth > table.clientWidth + 0.5) {
        found.push(`a table (${table.textContent?.slice(0, 40)}…) overflows its box by ${Math.round(right - contentRight)} px`)
      }
    }
    return found
  })
  expect(misfits, `${label} at 390 px`).toEqual([])
}

/** Every label is shown inside the row's card, and the row is a card (a block), not a table row. */
async function expectStackedCard(page: Page, testId: string, labels: string[]) {
  // The first row whose test id is, or (for coupon-CODE) starts with, `testId`.
  const row = page.locator(`tr[data-testid^="${testId}"]`).first()
  await expect(row).toBeVisible()
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('block')
  for (const label of labels) await expect(row.getByText(label, { exact: true }), `${testId}: ${label}`).toBeVisible()
}

/** Chromium's own accessibility tree: what a screen reader is given, whatever the CSS did. */
async function accessibleTable(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean }[]
  }
  await cdp.detach()
  const named = (role: string) => nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? '')
  return { tables: named('table').length, columnHeaders: named('columnheader'), cells: named('cell') }
}

async function founderWithAnInvoice() {
  const founder = await createUser({ roles: ['founder'], name: `Phoebe Phone ${unique()}`, email: uniqueEmail('phoebe') })
  const invoice = await createInvoice(founder, { currency: 'USD', subtotalMinor: 19_900, discountMinor: 0, gstMinor: 0 })
  return { founder, invoice }
}

async function writerWithAPayout(): Promise<TestUser> {
  const writer = await createUser({ roles: ['writer'], name: `Wes Phone ${unique()}`, email: uniqueEmail('wes') })
  await query(
    `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, description, reference, note)
     values ($1, 'payout', 45000, 'USD', 'paid', 'October assignments', 'UTR-PHONE-0001', 'Paid by bank transfer')`,
    [writer.id],
  )
  return writer
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE })

  test('a founder’s billing history stacks into cards with Amount, Status and Invoice, and stays a table for screen readers', async ({
    page,
  }) => {
    const { founder, invoice } = await founderWithAnInvoice()
    await loginAs(page, founder)
    await page.goto('/dashboard/billing')
    await hydrated(page)
    await expectFitsThePhone(page, '/dashboard/billing')
    await expectStackedCard(page, 'billing-history-row', ['Date', 'Description', 'Type', 'Amount', 'Status', 'Invoice'])
    const row = page.getByTestId('billing-history-row').first()
    await expect(row.getByRole('link', { name: invoice.number })).toBeVisible()
    await expect(row.getByText('$199', { exact: true })).toBeVisible()

    const table = await accessibleTable(page)
    expect(table.tables).toBe(1)
    expect(table.columnHeaders).toEqual(['Date', 'Description', 'Type', 'Amount', 'Status', 'Invoice'])
    // A cell is named by its value: the card's label is not read out again.
    expect(table.cells).toContain('$199')
    expect(table.cells.some((name) => name.includes('Amount'))).toBe(false)
  })

  test('a writer’s earnings stack into cards', async ({ page }) => {
    await loginAs(page, await writerWithAPayout())
    await page.goto('/dashboard/earnings')
    await hydrated(page)
    await expectFitsThePhone(page, '/dashboard/earnings')
    await expectStackedCard(page, 'earnings-row', ['Type', 'Date', 'Amount', 'Status'])
    await expect(page.getByTestId('earnings-row').first().getByText('$450', { exact: true })).toBeVisible()
  })

  test('the admin’s money lists (payouts, a writer’s payouts, billing, payment attempts, coupons) stack into cards', async ({ page }) => {
    const writer = await writerWithAPayout()
    const { founder } = await founderWithAnInvoice()
    await query(
      `insert into payment_data (user_id, plan, email, amount_minor, subtotal_minor, currency, billing_period, status, outcome, provider)
       values ($1, 'growth', $2, 19900, 19900, 'USD', 'monthly', 'success', 'paid', 'sandbox')`,
      [founder.id, founder.email],
    )
    await loginAs(page, await createUser({ roles: ['admin'], name: 'Ada Phone' }))

    await page.goto(`/dashboard/admin/payouts?q=${encodeURIComponent(writer.email)}`)
    await hydrated(page)
    await expectFitsThePhone(page, '/dashboard/admin/payouts')
    await expectStackedCard(page, 'writer-row', ['Writer', 'Paid in', 'Approved pieces', 'Paid out', 'Owed'])

    await page.goto(`/dashboard/admin/payouts/${writer.id}`)
    await hydrated(page)
    await expectFitsThePhone(page, 'a writer’s payouts')
    await expectStackedCard(page, 'payout-row', ['Date', 'Amount', 'Status', 'Reference and pieces', 'Recorded by'])
    await expect(page.getByTestId('payout-row').first()).toContainText('UTR-PHONE-0001')

    await page.goto('/dashboard/admin/billing')
    await hydrated(page)
    await expectFitsThePhone(page, '/dashboard/admin/billing')
    await expectStackedCard(page, 'billing-row', ['Date', 'Type', 'User', 'Details', 'Amount', 'Status'])

    await page.goto('/admin?tab=payments')
    await hydrated(page)
    await expectFitsThePhone(page, 'payment attempts')
    await expectStackedCard(page, 'payment-attempt', ['Time', 'Email', 'Plan', 'Billing period', 'Currency', 'Amount', 'Status'])

    await page.goto('/dashboard/admin/coupons')
    await hydrated(page)
    await expectFitsThePhone(page, '/dashboard/admin/coupons')
    await expectStackedCard(page, 'coupon-', ['Coupon', 'Usage', 'Active'])
  })

  test('a card has no "Actions" line where its row has nothing to do, and keeps it beside a Refund link', async ({ page }) => {
    const writer = await writerWithAPayout()
    const { founder } = await founderWithAnInvoice()
    // A charge that failed: nothing to refund.
    await query(
      `insert into billing_transactions (user_id, transaction_type, amount_minor, currency, status, description)
       values ($1, 'renewal', 19900, 'USD', 'failed', 'Growth plan, monthly')`,
      [founder.id],
    )
    await loginAs(page, await createUser({ roles: ['admin'], name: 'Ada Phone' }))

    await page.goto(`/dashboard/admin/billing?q=${encodeURIComponent(writer.email)}`)
    await hydrated(page)
    const payout = page.getByTestId('billing-row').filter({ hasText: 'UTR-PHONE-0001' })
    await expectStackedCard(page, 'billing-row', ['Date', 'Type', 'User', 'Details', 'Amount', 'Status'])
    await expect(payout.getByText('Actions', { exact: true })).toBeHidden()
    // Screen readers still get every column of the row.
    await expect(payout.getByRole('cell')).toHaveCount(7)

    await page.goto(`/dashboard/admin/billing?q=${encodeURIComponent(founder.email)}`)
    await hydrated(page)
    const charges = page.getByTestId('billing-row')
    await expect(charges).toHaveCount(2)
    await expect(charges.filter({ hasText: 'Failed' }).getByText('Actions', { exact: true })).toBeHidden()
    await expect(charges.filter({ hasText: 'Completed' }).getByText('Actions', { exact: true })).toBeVisible()
    await expect(charges.filter({ hasText: 'Completed' }).getByRole('link', { name: /^Refund/ })).toBeVisible()
    await expectFitsThePhone(page, '/dashboard/admin/billing')

    await page.goto(`/dashboard/admin/customers/${founder.id}`)
    await hydrated(page)
    const transactions = page.getByTestId('customer-transaction')
    await expect(transactions).toHaveCount(2)
    await expect(transactions.filter({ hasText: 'Failed' }).getByText('Actions', { exact: true })).toBeHidden()
    await expect(transactions.filter({ hasText: 'Completed' }).getByText('Actions', { exact: true })).toBeVisible()
    await expectFitsThePhone(page, 'a customer’s page')
  })

  test('assignments, content lists and the review list fit the phone', async ({ page, browser }) => {
    await loginAs(page, 'writer@agency.test')
    for (const path of ['/dashboard/assignments', '/dashboard/content']) {
      await page.goto(path)
      await hydrated(page)
      await expectFitsThePhone(page, path)
    }
    const founder = await browser.newPage({ viewport: PHONE })
    await loginAs(founder, 'founder@agency.test')
    await founder.goto('/dashboard/review')
    await hydrated(founder)
    await expectFitsThePhone(founder, '/dashboard/review')
    const admin = await browser.newPage({ viewport: PHONE })
    await loginAs(admin, 'admin@agency.test')
    await admin.goto('/dashboard/admin/assignments')
    await hydrated(admin)
    await expectFitsThePhone(admin, '/dashboard/admin/assignments')
    await founder.context().close()
    await admin.context().close()
  })
})

test('at 1280 px the same rows are a table, with the column headers shown once above them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const { founder } = await founderWithAnInvoice()
  await loginAs(page, founder)
  await page.goto('/dashboard/billing')
  await hydrated(page)
  const row = page.getByTestId('billing-history-row').first()
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('table-row')
  await expect(row.getByText('Amount', { exact: true })).toBeHidden()
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toBeVisible()
})
