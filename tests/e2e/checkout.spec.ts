// A founder buys a plan on the built-in sandbox provider: from the pricing page through the checkout,
// the sandbox's payment page and the thank-you page to their billing history and invoice.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, test } from './fixtures.ts'

const GSTIN = '27AAPFU0939F1ZV'

async function fillDetails(page: Page, name: string) {
  await page.getByLabel('Name *').fill(name)
}

test('an anonymous visitor is asked to log in and comes back to the same plan, period and currency', async ({ page }) => {
  await createUser({ email: 'returning.buyer@example.test', password: 'buyer-password-1' })
  await page.goto('/checkout/momentum?billing=yearly&currency=INR')
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible()
  await expect(page.getByText('You need to be logged in to complete your purchase.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to Login' }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await hydrated(page)
  await page.getByLabel('Email').fill('returning.buyer@example.test')
  await page.getByLabel('Password', { exact: true }).fill('buyer-password-1')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/checkout/momentum?billing=yearly&currency=INR')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByTestId('order-summary')).toContainText('Momentum')
  await expect(page.getByTestId('summary-total')).toHaveText('₹2,78,390')
})

test('an anonymous visitor can create an account instead, and the sign-up carries the same plan, period and currency', async ({ page }) => {
  await page.goto('/checkout/momentum?billing=yearly&currency=INR')
  const back = `redirectTo=${encodeURIComponent('/checkout/momentum?billing=yearly&currency=INR')}`
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', `/login?${back}`)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(`/signup?${back}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await expect(page.locator('input[name="redirectTo"]')).toHaveValue('/checkout/momentum?billing=yearly&currency=INR')
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?${back}`)
})

test('an anonymous visitor on a sold-out plan hears it is sold out instead of being asked to log in', async ({ page }) => {
  await page.goto('/checkout/base?billing=monthly&currency=USD')
  await expect(page.getByRole('heading', { level: 1, name: 'Base is sold out' })).toBeVisible()
  await expect(page.getByText('It cannot be bought right now.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Please Log In' })).toHaveCount(0)
  await page.getByRole('link', { name: 'View Pricing' }).click()
  await expect(page).toHaveURL('/pricing')
})

for (const width of [1280, 390]) {
  test(`a founder buys Growth monthly in USD and finds the charge and its invoice in billing, accessible at ${width} px`, async ({
    page,
  }) => {
    // A whole purchase and axe scans of three pages.
    await page.setViewportSize({ width, height: 900 })
    const founder = await createUser({ name: 'Nadia Buyer' })
    await loginAs(page, founder)
    await page.goto('/pricing')
    await hydrated(page)
    await page.getByRole('link', { name: 'Get Started with Growth' }).click()
    await expect(page).toHaveURL(/\/checkout\/growth\?billing=monthly&currency=USD/)
    await hydrated(page)
    await expect(page.getByLabel('Email *')).toHaveValue(founder.email)
    await expect(page.getByLabel('Name *')).toHaveValue('Nadia Buyer')
    await expect(page.getByTestId('summary-total')).toHaveText('$199')
    await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms')
    await expectNoAxeViolations(page, `checkout ${width}`)

    await page.getByRole('button', { name: 'Pay $199' }).click()
    await expect(page).toHaveURL(/\/sandbox\/checkout\/sbx_cs_/)
    await expect(page.getByText('Test payment — no money moves')).toBeVisible()
    await expect(page.getByTestId('sandbox-amount')).toHaveText('$199')
    await expectNoAxeViolations(page, `sandbox ${width}`)
    await page.getByRole('button', { name: 'Pay $199' }).click()

    await expect(page).toHaveURL(/\/thank-you\?payment=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText('Your purchase was successful.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Onboard Now' })).toHaveAttribute('href', '/onboarding')
    // Either the pack an admin marked as starter, or the word that none is available yet (other tests upload one).
    await expect(
      page.getByRole('link', { name: 'Starter Content Pack' }).or(page.getByText('The Starter Content Pack is not available yet')),
    ).toBeVisible()
    await expectNoAxeViolations(page, `thank-you ${width}`)

    await page.goto('/dashboard/billing')
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
    await expect(page.getByText('Growth', { exact: true })).toBeVisible()
    await expect(page.getByText('Active', { exact: true })).toBeVisible()
    const row = page.getByRole('row', { name: /Growth plan, monthly/ })
    await expect(row).toContainText('$199')
    await expect(page.getByTestId('paid-totals')).toHaveText('Total paid: $199')
    await expectNoAxeViolations(page, `billing ${width}`)

    await row.getByRole('link', { name: /^UNF\d{4}-\d{6}$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible()
    await expect(page.getByTestId('invoice-total')).toHaveText('$199')
    await expectNoAxeViolations(page, `invoice ${width}`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()])
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
}

test('an INR yearly order with a GST number and a coupon is totalled by the server, on screen and on the payment page', async ({
  page,
}) => {
  const founder = await createUser()
  await loginAs(page, founder)
  await page.goto('/checkout/growth?billing=yearly&currency=INR')
  await hydrated(page)
  await fillDetails(page, 'Priya Buyer')
  await page.getByLabel('GST number').fill(GSTIN)
  await expect(page.getByTestId('summary-gst')).toHaveText('₹29,374')
  await page.getByLabel('Coupon code').fill('launch20')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Coupon LAUNCH20 applied: 20% off.')).toBeVisible()
  // ₹1,63,190 − 20% (₹32,638) = ₹1,30,552; GST 18% = ₹23,499.36 → ₹23,499; total ₹1,54,051.
  await expect(page.getByTestId('summary-discount')).toHaveText('−₹32,638')
  await expect(page.getByTestId('summary-gst')).toHaveText('₹23,499')
  await expect(page.getByTestId('summary-total')).toHaveText('₹1,54,051')
  await page.getByRole('button', { name: 'Pay ₹1,54,051' }).click()
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹1,54,051')
})

test('a coupon that cannot be used says why, and a wrong e-mail is refused in the spec’s words', async ({ page }) => {
  const founder = await createUser()
  await loginAs(page, founder)
  await page.goto('/checkout/starter?billing=monthly&currency=INR')
  await hydrated(page)
  await page.getByLabel('Coupon code').fill('WRITERS50')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('This coupon is for writers only.')).toBeVisible()

  await page.getByLabel('Coupon code').fill('')
  await page.getByLabel('Email *').fill('someone.else@example.test')
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page.getByText('Email Mismatch')).toBeVisible()
  await expect(page.getByText('Email must match your account email').first()).toBeVisible()
  await page.getByLabel('Email *').fill('')
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\/starter/)
})

test('a sold-out plan cannot be bought, and another plan is chosen in place without a page load', async ({ page }) => {
  const founder = await createUser()
  await loginAs(page, founder)
  await page.goto('/checkout/base')
  await hydrated(page)
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByRole('alert')).toHaveText('Base is sold out, so it cannot be bought right now. Nothing is charged.')
  await expect(page.getByTestId('summary-availability')).toHaveText('Sold out')
  // No price and no total for what cannot be bought, and the plans on sale instead.
  await expect(summary).not.toContainText('$0')
  await expect(page.getByTestId('summary-total')).toHaveCount(0)
  await expect(page.getByTestId('plans-on-sale').getByRole('link', { name: 'Choose Growth' })).toHaveAttribute(
    'href',
    '/checkout/growth?billing=monthly&currency=USD',
  )
  await expect(page.getByTestId('plans-on-sale')).not.toContainText('C-Suite')
  await expect(page.getByRole('button', { name: 'Sold out', exact: true })).toBeDisabled()
  await page.getByLabel('Company').fill('Kept Across Plans Ltd')
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true))

  const cards = page.getByRole('region', { name: 'Other plans' })
  await cards.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: 'Yearly' }).click()
  await cards.getByTestId('plan-momentum').getByRole('button', { name: 'Get Started' }).click()
  await expect(page).toHaveURL('/checkout/momentum?billing=yearly&currency=USD')
  await expect(page.getByTestId('summary-total')).toHaveText('$3,350')
  await expect(cards.getByTestId('plan-momentum').getByRole('button', { name: 'Selected' })).toBeDisabled()
  await expect(page.getByLabel('Company')).toHaveValue('Kept Across Plans Ltd')
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true)
  await expect(page.getByRole('button', { name: 'Pay $3,350' })).toBeEnabled()
})

test('a declined payment says so and leads back to the same checkout; a cancelled one returns there', async ({ page }) => {
  const founder = await createUser()
  await loginAs(page, founder)
  await page.goto('/checkout/starter?billing=yearly&currency=USD')
  await hydrated(page)
  await page.getByRole('button', { name: 'Pay $950' }).click()
  await page.getByRole('button', { name: 'Simulate a declined card' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible()
  await expect(page.getByText('Nothing was charged.')).toBeVisible()
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page).toHaveURL('/checkout/starter?billing=yearly&currency=USD')
  await hydrated(page)

  await page.getByRole('button', { name: 'Pay $950' }).click()
  await page.getByRole('button', { name: 'Cancel and return to the store' }).click()
  await expect(page).toHaveURL(/\/checkout\/starter\?billing=yearly&currency=USD&cancelled=/)
  await expect(page.getByText('Payment cancelled. Nothing was charged; you can try again below.')).toBeVisible()
})

test('the LinkedIn optimization is a one-time purchase', async ({ page }) => {
  const founder = await createUser()
  await loginAs(page, founder)
  await page.goto('/pricing')
  await hydrated(page)
  await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'INR ₹' }).click()
  await page.getByRole('link', { name: 'Optimize my profile' }).click()
  await expect(page).toHaveURL('/checkout/linkedin-profile-optimization?currency=INR')
  await hydrated(page)
  await expect(page.getByTestId('order-summary')).toContainText('One-time')
  await page.getByRole('button', { name: 'Pay ₹8,249' }).click()
  await expect(page.getByText('LinkedIn Profile Optimization (one-time)')).toBeVisible()
  await page.getByRole('button', { name: 'Pay ₹8,249' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
  await expect(page.getByText('LinkedIn Profile Optimization (one-time) · ₹8,249')).toBeVisible()
})

test('a subscriber who picks another plan schedules the change for the next billing date and is charged nothing', async ({ page }) => {
  const founder = await createUser()
  await loginAs(page, founder)
  await page.goto('/checkout/growth?billing=monthly&currency=USD')
  await hydrated(page)
  await page.getByRole('button', { name: 'Pay $199' }).click()
  await page.getByRole('button', { name: 'Pay $199' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()

  await page.goto('/checkout/momentum?billing=monthly&currency=USD')
  await hydrated(page)
  await expect(
    page.getByText(/You're on Growth plan, monthly\. Momentum plan, monthly starts on .*Nothing is charged today\./),
  ).toBeVisible()
  await expect(page.getByTestId('summary-total')).toHaveText('$0')
  await page.getByRole('button', { name: 'Change plan at next billing date' }).click()
  await expect(page).toHaveURL('/dashboard/billing')
  await expect(page.getByText('Plan change scheduled')).toBeVisible()
  await expect(page.getByText(/Changes to Momentum plan, monthly on/)).toBeVisible()
})
