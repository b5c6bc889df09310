// A founder helps themselves with billing in Chromium, on the sandbox: "Update payment method" opens the
// sandbox's billing portal, a new test card is saved and the founder is back on billing; the demo clock
// says what it simulates and charges the next period from the renewal date; a sold-out plan's checkout
// shows no $0 but the plans on sale. Each page passes axe at 1280 and 390 px.
import { randomBytes } from 'node:crypto'
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, test, type TestUser } from './fixtures.ts'
import { addPeriod } from '#app/domain/periods.ts'
import { query } from './admin-money-fixtures.ts'

const DAY = 24 * 60 * 60 * 1000

/** A founder on Starter monthly in USD, billed by the sandbox, ten days into the period (as a paid checkout leaves it). */
async function sandboxSubscriber(): Promise<TestUser & { periodEnd: Date; sandboxId: string }> {
  const founder = await createUser({ name: 'Sam Selfserve' })
  const sandboxId = `sbx_sub_${randomBytes(12).toString('hex')}`
  const start = new Date(Date.now() - 10 * DAY)
  const periodEnd = new Date(start.getTime() + 30 * DAY)
  await query(
    `insert into sandbox_subscriptions (id, customer_email, description, amount_minor, currency, interval, current_period_start, current_period_end)
     values ($1, $2, 'Starter plan, monthly', 9900, 'USD', 'month', $3, $4)`,
    [sandboxId, founder.email, start, periodEnd],
  )
  await query(
    `insert into subscriptions (user_id, plan_slug, billing_period, currency, status, provider, provider_subscription_id, amount_minor, current_period_start, current_period_end)
     values ($1, 'starter', 'monthly', 'USD', 'active', 'sandbox', $2, 9900, $3, $4)`,
    [founder.id, sandboxId, start, periodEnd],
  )
  return { ...founder, periodEnd, sandboxId }
}

const shortDate = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date)

for (const width of [1280, 390]) {
  test(`a founder updates the payment method on the sandbox's billing portal and comes back, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const founder = await sandboxSubscriber()
    await loginAs(page, founder)
    await page.goto('/dashboard/billing')
    await hydrated(page)
    await expectNoAxeViolations(page, `billing ${width}`)
    await page.getByRole('button', { name: 'Update payment method' }).click()

    await expect(page).toHaveURL(/\/sandbox\/billing-portal\/sbx_bps_[0-9a-f]{24}$/)
    await expect(page.getByText('Test billing portal — no money moves')).toBeVisible()
    await expect(page.getByTestId('sandbox-card-label')).toHaveText('Visa ending 4242')
    await hydrated(page)
    await expectNoAxeViolations(page, `billing portal ${width}`)
    await page.getByLabel('Test card number').fill('4242 4242 4242 4241')
    await page.getByLabel('Expiry (MM/YY)').fill('12/99')
    await page.getByRole('button', { name: 'Save card and return' }).click()
    await expect(page.getByText('This card number is not valid; check the digits')).toBeVisible()
    await page.getByLabel('Test card number').fill('5555 5555 5555 4444')
    await page.getByRole('button', { name: 'Save card and return' }).click()

    await expect(page).toHaveURL(/\/dashboard\/billing$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible()
    expect(await query(`select card_label from sandbox_subscriptions where id = $1`, [founder.sandboxId])).toEqual([
      { card_label: 'Mastercard ending 4444' },
    ])
  })
}

test('the demo clock says what it simulates and charges the next period from the renewal date', async ({ page }) => {
  const founder = await sandboxSubscriber()
  const nextEnd = addPeriod(founder.periodEnd, 'monthly')
  await loginAs(page, founder)
  await page.goto('/dashboard/billing')
  await hydrated(page)
  const clock = page.getByRole('form', { name: 'Demo clock' })
  await expect(clock).toContainText(`Jumps to ${shortDate(founder.periodEnd)} and charges the next period there`)
  await clock.getByRole('button', { name: `Simulate the renewal on ${shortDate(founder.periodEnd)}` }).click()
  await expect(page.getByText(`Renewal simulated: $99 charged for ${shortDate(founder.periodEnd)} to ${shortDate(nextEnd)}.`)).toBeVisible()

  // The sandbox's webhook arrives through the job queue; the charge then names the period it paid for.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('row', { name: /Starter plan, monthly \(renewal\)/ })).toContainText(
      `${shortDate(founder.periodEnd)} to ${shortDate(nextEnd)}`,
    )
  }).toPass({ timeout: 60_000 })
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(`Renews on${shortDate(nextEnd)}`)
})

test('a sold-out plan says so, offers the plans on sale and shows no $0, at 1280 and 390 px', async ({ page }) => {
  await loginAs(page, await createUser())
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/checkout/c-suite-presence?billing=yearly&currency=INR')
    await hydrated(page)
    const summary = page.getByRole('region', { name: 'Order summary' })
    await expect(summary.getByRole('alert')).toHaveText(
      'C-Suite Presence is sold out, so it cannot be bought right now. Nothing is charged.',
    )
    await expect(summary).not.toContainText('₹0')
    await expect(page.getByRole('button', { name: 'Sold out', exact: true })).toBeDisabled()
    const onSale = page.getByTestId('plans-on-sale')
    await expect(onSale.getByRole('link', { name: 'Choose Growth' })).toHaveAttribute(
      'href',
      '/checkout/growth?billing=yearly&currency=INR',
    )
    await expect(onSale).not.toContainText('Base')
    await expectNoAxeViolations(page, `sold-out checkout ${width}`)
  }
  await page.getByTestId('plans-on-sale').getByRole('link', { name: 'Choose Growth' }).click()
  await expect(page).toHaveURL('/checkout/growth?billing=yearly&currency=INR')
  await expect(page.getByTestId('summary-total')).not.toHaveText('₹0')
})
