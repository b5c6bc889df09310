// An admin changes Growth's price: /pricing (through the page cache) and checkout show it at once, and it
// is put back. Runs after every other browser test (the "serial" project in playwright.config.ts):
// other tests read Growth's prices, and the e2e database is shared.
import type { Page } from '@playwright/test'
import { setStoredPrice, storedPrice } from './admin-fixtures.ts'
import { createUser, expect, hydrated, loginAs, test } from './fixtures.ts'

const ADMIN = 'admin@agency.test'

/** The activity log lists an entry with this action label whose details contain `text`. */
async function expectLogged(page: Page, label: string, text: string) {
  await page.goto('/dashboard/admin/activity')
  await expect(page.getByTestId('activity-entry').filter({ hasText: label }).filter({ hasText: text }).first()).toBeVisible()
}

test('Growth’s new price shows on /pricing and at checkout, and is put back', async ({ page, browser }) => {
  const original = (await storedPrice('growth', 'monthly', 'USD'))!
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  try {
    await loginAs(page, ADMIN)
    await page.goto('/dashboard/admin/pricing')
    await hydrated(page)
    const growth = page.getByTestId('plan-growth')
    await growth.getByRole('link', { name: 'Edit Growth' }).click()
    const monthlyUsd = growth.getByLabel('Monthly price (USD)')
    await expect(monthlyUsd).toHaveValue(String(original / 100))

    // Non-numeric input shows 0 (spec), and Save refuses it.
    await monthlyUsd.fill('abc')
    await expect(monthlyUsd).toHaveValue('0')
    await growth.getByRole('button', { name: 'Save' }).click()
    await expect(growth.getByText('Enter a price above 0').first()).toBeVisible()
    // Cancel restores the stored prices.
    await growth.getByRole('link', { name: 'Cancel' }).click()
    await expect(growth.getByTestId('price-monthly-USD')).toHaveText(`$${original / 100}`)

    await growth.getByRole('link', { name: 'Edit Growth' }).click()
    await growth.getByLabel('Monthly price (USD)').fill('209')
    await growth.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Pricing updated for Growth')).toBeVisible()
    await expect(page.getByText('Update the card-provider prices you keep in Stripe accordingly').first()).toBeVisible()
    await expect(growth.getByTestId('price-monthly-USD')).toHaveText('$209')

    await expect(async () => {
      await visitor.goto('/pricing?currency=USD')
      await expect(visitor.getByTestId('plan-growth').getByTestId('plan-price')).toHaveText('$209', { timeout: 1000 })
    }).toPass({ timeout: 60_000 })
    await loginAs(visitor, await createUser())
    await visitor.goto('/checkout/growth?billing=monthly&currency=USD')
    await expect(visitor.getByTestId('summary-total')).toHaveText('$209')

    await growth.getByRole('link', { name: 'Edit Growth' }).click()
    await growth.getByLabel('Monthly price (USD)').fill(String(original / 100))
    await growth.getByRole('button', { name: 'Save' }).click()
    await expect(growth.getByTestId('price-monthly-USD')).toHaveText(`$${original / 100}`)
    await expectLogged(page, 'Updated pricing', 'Growth: monthly USD')
  } finally {
    await visitorContext.close()
    await setStoredPrice('growth', 'monthly', 'USD', original)
  }
})

test('a sold-out plan’s availability line is marked as hidden, and said so while editing', async ({ page }) => {
  await loginAs(page, ADMIN)
  await page.goto('/dashboard/admin/pricing')
  await hydrated(page)
  const base = page.getByTestId('plan-base')
  await expect(base.getByText('Sold out', { exact: true })).toBeVisible()
  await expect(base.getByTestId('availability-line')).toHaveText('Availability line (hidden while sold out): Only 5 slots left')
  await expect(page.getByTestId('plan-starter').getByTestId('availability-line')).toHaveText('Availability: Only 8 slots left')
  await base.getByRole('link', { name: 'Edit Base' }).click()
  await expect(base.getByLabel('Availability text (optional)')).toHaveAccessibleDescription(
    'Hidden on the pricing page while the plan is sold out.',
  )
})
