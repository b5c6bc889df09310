// The admin's subscriptions and customers in Chromium: the demo's subscriptions listed with their
// renewal dates, filtered and searched by link; Farah's customer page with her charges; the overview's
// MRR per currency; every page without axe violations and without sideways scrolling at 1280 and 390
// px. Then an admin cancels a founder's plan now, through the confirmation step.
import type { Page } from '@playwright/test'
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, test } from './fixtures.ts'
import { query } from './admin-money-fixtures.ts'

async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBe(0)
}

for (const width of [1280, 390]) {
  test(`an admin finds the demo’s subscriptions, filters and searches them, opens a customer and reads MRR at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await loginAs(page, await createUser({ roles: ['admin'], name: 'Ada Subscriptions' }))

    await page.goto('/dashboard')
    const usd = page.getByTestId('recurring-USD')
    await expect(usd.getByTestId('recurring-USD-mrr')).toHaveText(/^\$[\d,]+(\.\d\d)?$/)
    await expect(page.getByTestId('recurring-INR-mrr')).toHaveText(/^₹[\d,]+(\.\d\d)?$/)
    await expect(usd.getByRole('img', { name: /MRR in USD at the end of each month/ })).toBeVisible()
    await expectNoAxeViolations(page, `overview at ${width}`)

    await page.goto('/dashboard/admin/subscriptions')
    await hydrated(page)
    const farah = page.getByTestId('subscription-row').filter({ hasText: 'founder@agency.test' })
    await expect(farah).toContainText('Growth')
    await expect(farah).toContainText('Active')
    await expect(farah.getByTestId('renews-or-ends')).toContainText(/Renews [A-Z][a-z]{2} \d{1,2}, \d{4}/)
    await expect(page.getByTestId('subscription-row').filter({ hasText: 'Expired' })).toContainText('founder2@agency.test')
    await expectNoAxeViolations(page, `subscriptions at ${width}`)
    await noSidewaysScroll(page, `subscriptions at ${width}`)

    // The filters are a GET form: the URL says what is shown.
    await page.getByLabel('Currency').selectOption('INR')
    await page.getByLabel('Status').selectOption('expired')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/currency=INR/)
    await expect(page.getByTestId('subscription-row')).toHaveCount(1)
    await expect(page.getByTestId('subscription-row')).toContainText('Omar Okonkwo')

    await page.getByRole('link', { name: 'Clear' }).click()
    // Typed only once the cleared list is in: a field filled before would be reset by it.
    await expect(page).toHaveURL(/\/dashboard\/admin\/subscriptions$/)
    await expect(page.getByTestId('subscription-row').filter({ hasText: 'Omar Okonkwo' }).first()).toBeVisible()
    await page.getByLabel('Name or e-mail').fill('Farah')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/q=Farah/)
    await expect(page.getByTestId('subscription-row')).toHaveCount(1)

    await page.getByRole('link', { name: 'Farah Founder' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Farah Founder' })).toBeVisible()
    await expect(page.getByTestId('customer-transaction').first()).toContainText('$199')
    expect(await page.getByTestId('customer-transaction').count()).toBeGreaterThanOrEqual(11)
    await expect(page.getByRole('heading', { name: 'Refunds and credit notes' })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Wren Writer' })).toBeVisible()
    await expectNoAxeViolations(page, `customer at ${width}`)
    await noSidewaysScroll(page, `customer at ${width}`)
    await context.close()
  })
}

test('an admin cancels a founder’s plan now after confirming, and the list shows it cancelled', async ({ page }) => {
  const founder = await createUser({ roles: ['founder'], name: 'Cora Cancel' })
  await query(
    `insert into subscriptions (user_id, plan_slug, billing_period, currency, status, provider, amount_minor, current_period_end)
     values ($1, 'starter', 'monthly', 'USD', 'active', 'free', 9900, now() + interval '20 days')`,
    [founder.id],
  )
  await loginAs(page, await createUser({ roles: ['admin'] }))
  await page.goto(`/dashboard/admin/customers/${founder.id}`)
  await hydrated(page)
  await page.getByRole('link', { name: 'Cancel now' }).click()
  const confirm = page.getByTestId('cancel-confirmation')
  await expect(confirm).toContainText('Cancel this subscription now?')
  await confirm.getByRole('button', { name: 'Yes, cancel now' }).click()
  await expect(page.getByText('The subscription is cancelled')).toBeVisible()
  await expect(page.getByTestId('subscription-state')).toHaveText('Cancelled')
  const [row] = await query<{ status: string }>(`select status from subscriptions where user_id = $1`, [founder.id])
  expect(row!.status).toBe('canceled')
  await page.goto(`/dashboard/admin/subscriptions?q=${encodeURIComponent(founder.email)}&state=cancelled`)
  await expect(page.getByTestId('subscription-row')).toContainText('Cora Cancel')
})
