// An admin runs the business from the dashboard's admin tabs: pairs a writer with a founder (both are
// told) and ends the pairing, creates a coupon a founder then uses at checkout and switches it off,
// grants and removes a role, runs a failed mail again; each change appears in the activity log (its time’s zone named), and
// every tab passes axe at 1280 and 390 px. (Changing Growth's price: admin-pricing.serial.spec.ts.)
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createFailedMail, expectNoAxeViolations, query, storedPrice } from './admin-fixtures.ts'
import { createUser, expect, hydrated, loginAs, sweepTest, test, uniqueEmail } from './fixtures.ts'

const ADMIN = 'admin@agency.test'
const tag = () => randomBytes(3).toString('hex')

/** The activity log lists an entry with this action label whose details contain `text`. */
async function expectLogged(page: Page, label: string, text: string) {
  await page.goto('/dashboard/admin/activity')
  await expect(page.getByTestId('activity-entry').filter({ hasText: label }).filter({ hasText: text }).first()).toBeVisible()
}

test('an admin pairs a writer with a founder, both are told, and the pairing is removed', async ({ page, browser }) => {
  const id = tag()
  const writer = await createUser({ roles: ['writer'], name: `Quinn Writer ${id}` })
  const founder = await createUser({ roles: ['founder'], name: `Faye Founder ${id}`, email: uniqueEmail('faye') })
  await loginAs(page, ADMIN)
  await page.goto('/dashboard/admin/assignments')
  await hydrated(page)

  const assign = page.getByRole('button', { name: 'Assign Writer' })
  await expect(assign).toBeDisabled()
  await expect(page.getByText('Please select both a founder and writer')).toBeVisible()

  // Each search narrows its list to the one match before the choice: the lists shrinking under the
  // pointer would otherwise move the Assign button between aiming and clicking.
  await page.getByLabel('Search founders by name, e-mail or company').fill(`faye founder ${id}`)
  await expect(page.getByRole('list', { name: 'Founders' }).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('radio', { name: new RegExp(`Faye Founder ${id}`) }).check()
  await expect(assign).toBeDisabled()
  await page.getByLabel('Search writers by name, e-mail or company').fill(id)
  await expect(page.getByRole('list', { name: 'Writers' }).getByRole('listitem')).toHaveCount(1)
  const writerOption = page.getByRole('radio', { name: new RegExp(`Quinn Writer ${id}`) })
  await expect(page.getByRole('group', { name: 'Select Writer' })).toContainText('Load: 0 active assignments')
  await writerOption.check()
  await expect(page.getByText(`Quinn Writer ${id} will write for Faye Founder ${id}.`)).toBeVisible()
  await assign.click()

  await expect(page.getByText('Writer assigned successfully!')).toBeVisible()
  const row = page.getByTestId('active-assignment').filter({ hasText: `Quinn Writer ${id}` })
  await expect(row).toContainText(`writes for Faye Founder ${id}`)
  await expect(assign).toBeDisabled()

  // Both people get a mail and a notification.
  for (const [who, subject] of [
    [writer, `You are now writing for Faye Founder ${id}`],
    [founder, `Quinn Writer ${id} is now your writer`],
  ] as const) {
    const context = await browser.newContext()
    const theirs = await context.newPage()
    await theirs.goto(`/dev/mailbox?to=${encodeURIComponent(who.email)}`)
    await expect(theirs.getByTestId('mail').filter({ hasText: subject })).toBeVisible()
    await loginAs(theirs, who)
    await theirs.goto('/dashboard/notifications')
    await expect(theirs.getByText(subject)).toBeVisible()
    await context.close()
  }

  // Remove asks first: Cancel leaves the pairing, confirming ends it.
  await row.getByRole('button', { name: `Remove Quinn Writer ${id} from Faye Founder ${id}` }).click()
  const dialog = page.getByRole('dialog', { name: `Remove Quinn Writer ${id} from Faye Founder ${id}?` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Remove Quinn Writer ${id} from Faye Founder ${id}` }).click()
  await dialog.getByRole('button', { name: 'Remove assignment' }).click()
  await expect(page.getByText('Assignment removed successfully!')).toBeVisible()
  await expect(page.getByTestId('active-assignment').filter({ hasText: `Quinn Writer ${id}` })).toHaveCount(0)

  await expectLogged(page, 'Assigned a writer', `Quinn Writer ${id}`)
  await expectLogged(page, 'Removed an assignment', `Quinn Writer ${id} no longer writes for Faye Founder ${id}`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the pickers search on the server and the assignment posts', async ({ page }) => {
    const id = tag()
    await createUser({ roles: ['writer'], name: `Nojs Writer ${id}` })
    await createUser({ roles: ['founder'], name: `Nojs Founder ${id}` })
    await loginAs(page, ADMIN)
    await page.goto('/dashboard/admin/assignments')
    await page.getByLabel('Search founders by name, e-mail or company').fill(`nojs founder ${id}`)
    await page.getByRole('button', { name: 'Search founders' }).click()
    await page.getByRole('radio', { name: new RegExp(`Nojs Founder ${id}`) }).check()
    await page.getByLabel('Search writers by name, e-mail or company').fill(`nojs writer ${id}`)
    await page.getByRole('button', { name: 'Search writers' }).click()
    // The founder chosen before the writers' search is still chosen.
    await expect(page.getByRole('radio', { name: new RegExp(`Nojs Founder ${id}`) })).toBeChecked()
    await page.getByRole('radio', { name: new RegExp(`Nojs Writer ${id}`) }).check()
    await page.getByRole('button', { name: 'Assign Writer' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Writer assigned successfully!' })).toBeVisible()
    await expect(page.getByTestId('active-assignment').filter({ hasText: `Nojs Writer ${id}` })).toContainText(`Nojs Founder ${id}`)

    // Nothing chosen: the server says what is missing.
    await page.getByRole('button', { name: 'Assign Writer' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please select both a founder and writer' })).toBeVisible()
  })
})

test('a coupon is created, used at checkout (usage 1 of its limit), then switched off and refused', async ({ page, browser }) => {
  const code = `E2E${tag().toUpperCase()}`
  await loginAs(page, ADMIN)
  await page.goto('/dashboard/admin/coupons')
  await hydrated(page)
  await page.getByRole('button', { name: 'Create Coupon' }).click()
  await expect(page.getByText('Please fill in required fields').first()).toBeVisible()

  await page.getByLabel('Coupon code', { exact: true }).fill(code.toLowerCase())
  await page.getByLabel('Discount amount (%)').fill('10')
  await page.getByLabel('Max usage (optional)').fill('5')
  await page.getByRole('checkbox', { name: 'Writers' }).uncheck()
  await page.getByRole('button', { name: 'Create Coupon' }).click()
  await expect(page.getByText('Coupon code created successfully!')).toBeVisible()
  await expect(page.getByLabel('Coupon code', { exact: true })).toHaveValue('')
  const row = page.getByTestId(`coupon-${code}`)
  await expect(row).toContainText('10% off · Founders')
  await expect(row.getByTestId('coupon-usage')).toHaveText('0 / 5')
  await expect(row.getByRole('switch', { name: `Active: ${code}` })).toHaveAttribute('aria-checked', 'true')

  // A founder uses it and pays on the sandbox.
  const buyerContext = await browser.newContext()
  const buyer = await buyerContext.newPage()
  await loginAs(buyer, await createUser({ name: 'Coupon Buyer' }))
  await buyer.goto('/checkout/starter?billing=monthly&currency=USD')
  await hydrated(buyer)
  await buyer.getByLabel('Coupon code', { exact: true }).fill(code.toLowerCase())
  await buyer.getByRole('button', { name: 'Apply' }).click()
  await expect(buyer.getByText(`Coupon ${code} applied: 10% off.`)).toBeVisible()
  const price = (await storedPrice('starter', 'monthly', 'USD'))!
  const discount = Math.round(price / 10)
  await expect(buyer.getByTestId('summary-discount')).toHaveText(`−$${(discount / 100).toFixed(2).replace(/\.00$/, '')}`)
  await buyer.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(buyer).toHaveURL(/\/sandbox\/checkout\//)
  await buyer.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(buyer.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
  await buyerContext.close()

  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId(`coupon-${code}`).getByTestId('coupon-usage')).toHaveText('1 / 5', { timeout: 1000 })
  }).toPass({ timeout: 60_000 })

  await hydrated(page)
  await page
    .getByTestId(`coupon-${code}`)
    .getByRole('switch', { name: `Active: ${code}` })
    .click()
  await expect(page.getByText('Coupon deactivated')).toBeVisible()
  await expect(page.getByTestId(`coupon-${code}`).getByRole('switch')).toHaveAttribute('aria-checked', 'false')

  const laterContext = await browser.newContext()
  const later = await laterContext.newPage()
  await loginAs(later, await createUser({ name: 'Late Buyer' }))
  await later.goto('/checkout/starter?billing=monthly&currency=USD')
  await hydrated(later)
  await later.getByLabel('Coupon code', { exact: true }).fill(code)
  await later.getByRole('button', { name: 'Apply' }).click()
  await expect(later.getByText('This coupon is no longer active.')).toBeVisible()
  await laterContext.close()

  await expectLogged(page, 'Created a coupon', code)
  await expectLogged(page, 'Deactivated a coupon', code)
})

test('an admin grants and removes a role, and cannot remove their own admin role', async ({ page }) => {
  const id = tag()
  await createUser({ name: `Rowan Role ${id}` })
  await loginAs(page, ADMIN)
  await page.goto('/dashboard/admin/users')
  await hydrated(page)
  await page.getByLabel('Search by name, e-mail or company').fill(`rowan role ${id}`)
  await page.getByRole('button', { name: 'Search' }).click()
  const people = page.getByRole('list', { name: 'Users' })
  await people.getByRole('link', { name: new RegExp(`Rowan Role ${id}`) }).click()
  const detail = page.getByTestId('user-detail')
  await expect(detail.getByRole('heading', { name: `Rowan Role ${id}` })).toBeVisible()

  await detail.getByRole('button', { name: `Grant writer to Rowan Role ${id}` }).click()
  await expect(page.getByText(`Rowan Role ${id} is now a writer`)).toBeVisible()
  await expect(people.getByRole('link', { name: new RegExp(`Rowan Role ${id}`) })).toContainText('Writer')
  await expect(detail).toContainText('Specialties')

  await detail.getByRole('button', { name: `Remove writer from Rowan Role ${id}` }).click()
  await expect(page.getByText(`Rowan Role ${id} is no longer a writer`)).toBeVisible()
  expect(await query('select role from user_roles where user_id = (select id from "user" where name = $1)', [`Rowan Role ${id}`])).toEqual([
    { role: 'founder' },
  ])

  await page.getByLabel('Search by name, e-mail or company').fill('ada admin')
  await page.getByRole('button', { name: 'Search' }).click()
  await people.getByRole('link', { name: /Ada Admin/ }).click()
  await expect(page.getByRole('button', { name: 'Remove admin from Ada Admin' })).toBeDisabled()
  await expect(page.getByText('You cannot remove your own admin role.')).toBeVisible()

  await expectLogged(page, 'Granted a role', `Granted writer to Rowan Role ${id}`)
  await expectLogged(page, 'Removed a role', `Removed writer from Rowan Role ${id}`)
})

test('a mail that failed for good is retried from the Jobs tab and delivered', async ({ page }) => {
  const to = uniqueEmail('bounced')
  const subject = `Your weekly digest ${tag()}`
  const { outboxId } = await createFailedMail({ to, subject })
  await loginAs(page, ADMIN)
  await page.goto('/dashboard/admin/jobs')
  await hydrated(page)
  const job = page.getByTestId('failed-job').filter({ hasText: subject })
  await expect(job).toContainText(`To ${to}: ${subject}`)
  await expect(job).toContainText('554 5.7.1 Relay access denied')
  await job.getByRole('button', { name: `Retry To ${to}: ${subject}` }).click()
  await expect(page.getByText('Job queued again')).toBeVisible()
  await expect(page.getByTestId('failed-job').filter({ hasText: subject })).toHaveCount(0)
  await expect
    .poll(async () => (await query<{ status: string }>('select status from email_outbox where id = $1', [outboxId]))[0]?.status, {
      timeout: 60_000,
    })
    .toBe('sent')
  await expectLogged(page, 'Retried a job', subject)
})

/** An entry of the log on a quiet day of its own (the filters find it alone), with a moment in its details too. */
async function loggedOnAQuietDay() {
  const id = tag()
  await query(
    `insert into admin_activity_log (actor_id, action, target_type, details, created_at)
     values ('demo-admin', 'job.retry', 'job', $1, '2025-06-15T10:04:00Z')`,
    [`Mail ${id}, first failed at 2025-06-14T23:45:00.000Z`],
  )
  return { id, path: '/dashboard/admin/activity?action=job.retry&from=2025-06-15&to=2025-06-15' }
}

test.describe('in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-US' })

  test('the activity log tells each time in the reader’s zone and names it', async ({ page }) => {
    const { id, path } = await loggedOnAQuietDay()
    await loginAs(page, ADMIN)
    await page.goto(path)
    await hydrated(page)
    const entry = page.getByTestId('activity-entry').filter({ hasText: `Mail ${id}` })
    const times = entry.locator('time')
    await expect(times.first()).toHaveText('Jun 15, 2025, 3:34 PM GMT+5:30')
    await expect(times.first()).toHaveAttribute('datetime', '2025-06-15T10:04:00.000Z')
    await expect(times.nth(1)).toHaveText('Jun 15, 2025, 5:15 AM GMT+5:30')
  })
})

test.describe('without JavaScript, anywhere', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'Asia/Kolkata' })

  test('the activity log tells each time in UTC and says so', async ({ page }) => {
    const { id, path } = await loggedOnAQuietDay()
    await loginAs(page, ADMIN)
    await page.goto(path)
    const times = page
      .getByTestId('activity-entry')
      .filter({ hasText: `Mail ${id}` })
      .locator('time')
    await expect(times.first()).toHaveText('Jun 15, 2025, 10:04 AM UTC')
    await expect(times.nth(1)).toHaveText('Jun 14, 2025, 11:45 PM UTC')
  })
})

const TABS = [
  '/dashboard',
  '/dashboard/admin/assignments',
  '/dashboard/admin/coupons',
  '/dashboard/admin/pricing',
  '/dashboard/admin/pricing?edit=growth',
  '/dashboard/admin/users',
  '/dashboard/admin/users?user=demo-writer',
  '/dashboard/admin/jobs',
  '/dashboard/admin/activity',
]

for (const width of [1280, 390]) {
  for (const path of TABS) {
    sweepTest(`${path} passes axe at ${width} px and fits the screen`, async ({ sweepPage: page }) => {
      await page.setViewportSize({ width, height: 900 })
      await loginAs(page, ADMIN)
      await page.goto(path)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Nothing wider than the screen (tables that might be scroll inside their own region).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page, `${path} ${width}`)
      if (path === '/dashboard') {
        // Every chart's numbers as a table, opened.
        for (const summary of await page.getByText('Show the numbers').all()) await summary.click()
        await expect(page.getByRole('table', { name: 'Revenue in USD' })).toBeVisible()
        await expectNoAxeViolations(page, `/dashboard numbers ${width}`)
      }
    })
  }
}
