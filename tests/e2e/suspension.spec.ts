// An admin suspends a writer: the writer's open page is signed out on its next request, signing in
// is refused with the reason, onboarding gives nothing back; the admin finds them under "Suspended
// only", reactivates them, and finds both changes in the activity log as sentences with a filter.
// Granting admin asks first. At 1280 and 390 px, with axe on every screen.
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, test } from './fixtures.ts'

const ADMIN = 'admin@agency.test'
const PASSWORD = 'e2e-password-1'
const SUSPENDED = 'This account is suspended. Contact support.'

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
}

async function openPerson(page: Page, name: string, status: 'all' | 'suspended' = 'all') {
  await page.goto('/dashboard/admin/users')
  await hydrated(page)
  await page.getByLabel('Search by name, e-mail or company').fill(name)
  await page.getByLabel('Show').selectOption(status)
  await page.getByRole('button', { name: 'Search' }).click()
  await page
    .getByRole('list', { name: 'Users' })
    .getByRole('link', { name: new RegExp(name) })
    .click()
  await expect(page.getByTestId('user-detail').getByRole('heading', { name: new RegExp(name) })).toBeVisible()
}

for (const width of [1280, 390]) {
  test(`an admin suspends a writer and reactivates them, and finds both in the activity log (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 })
    const id = randomBytes(3).toString('hex')
    const writer = await createUser({ roles: ['writer'], name: `Sasha Suspend ${id}`, password: PASSWORD })

    // The writer is working in another browser.
    const theirContext = await browser.newContext({ viewport: { width, height: 900 } })
    const theirs = await theirContext.newPage()
    await loginAs(theirs, writer)
    await theirs.goto('/dashboard')
    await expect(theirs.getByRole('heading', { level: 1 })).toBeVisible()

    await loginAs(page, ADMIN)
    await openPerson(page, `Sasha Suspend ${id}`)
    const detail = page.getByTestId('user-detail')

    // Granting admin asks first; Cancel changes nothing.
    await detail.getByRole('button', { name: `Grant admin to Sasha Suspend ${id}` }).click()
    const dialog = page.getByRole('dialog', { name: `Grant admin to Sasha Suspend ${id}?` })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page, `grant admin dialog ${width}`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(detail).toContainText('Admin — does not have this role')

    // A reason is required.
    await detail.getByRole('button', { name: `Suspend account of Sasha Suspend ${id}` }).click()
    await expect(detail.getByText('Give a reason for the suspension.')).toBeVisible()
    await detail.getByLabel('Reason').fill('Shared their login with a friend')
    await detail.getByRole('button', { name: `Suspend account of Sasha Suspend ${id}` }).click()
    await expect(page.getByText(`Sasha Suspend ${id} is suspended and signed out everywhere`)).toBeVisible()
    await expect(detail.getByRole('heading', { name: `Sasha Suspend ${id}` })).toContainText('Suspended')
    await expect(detail).toContainText('Reason: Shared their login with a friend')
    await page.screenshot({ path: `test-results/suspension-user-${width}.png`, fullPage: true })
    await expectNoAxeViolations(page, `users & roles, suspended ${width}`)

    // Their open page is signed out on its next request; signing in again is refused with the reason.
    await theirs
      .getByRole('link', { name: /Notifications/ })
      .first()
      .click()
    await expect(theirs).toHaveURL(/\/login/)
    await signInThroughForm(theirs, writer.email)
    await expect(theirs.getByRole('alert').filter({ hasText: SUSPENDED })).toBeVisible()
    await expect(theirs).toHaveURL(/\/login/)
    // Onboarding gives no role back to someone without a session.
    const onboarding = await theirs.request.post('/onboarding', {
      form: { intent: 'complete', role: 'writer', name: 'Sasha Again', company: '', bio: '' },
      headers: { Origin: new URL(theirs.url()).origin },
    })
    expect(onboarding.status()).toBe(401)

    // The filter finds them with the badge; Reactivate lets them in again.
    await openPerson(page, `Sasha Suspend ${id}`, 'suspended')
    await expect(page.getByRole('list', { name: 'Users' }).getByRole('link', { name: new RegExp(`Sasha Suspend ${id}`) })).toContainText(
      'Suspended',
    )
    await detail.getByRole('button', { name: `Reactivate Sasha Suspend ${id}` }).click()
    await expect(page.getByText(`Sasha Suspend ${id} can sign in again`)).toBeVisible()
    await signInThroughForm(theirs, writer.email)
    await expect(theirs.getByText('Welcome back!')).toBeVisible()
    await theirContext.close()

    // Both changes in the activity log, as sentences, found with the action filter.
    await page.goto('/dashboard/admin/activity')
    await hydrated(page)
    await page.getByLabel('Action').selectOption({ label: 'Suspended an account' })
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page).toHaveURL(/action=user\.suspend/)
    const suspended = page.getByTestId('activity-entry').filter({ hasText: `Ada Admin suspended Sasha Suspend ${id}` })
    await expect(suspended).toBeVisible()
    await expect(suspended).toContainText('Shared their login with a friend')
    await expect(suspended.getByRole('link', { name: `Sasha Suspend ${id}` })).toHaveAttribute(
      'href',
      `/dashboard/admin/users?user=${writer.id}`,
    )
    await expect(page.getByTestId('activity-entry').filter({ hasText: 'reactivated' })).toHaveCount(0)
    await page.screenshot({ path: `test-results/suspension-activity-${width}.png`, fullPage: true })
    await expectNoAxeViolations(page, `activity log filtered ${width}`)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await page.getByLabel('Action').selectOption({ label: 'Reactivated an account' })
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page.getByTestId('activity-entry').filter({ hasText: `Ada Admin reactivated Sasha Suspend ${id}` })).toBeVisible()
    // No ISO timestamps on the page: times are in the reader's format.
    expect(await page.getByTestId('activity-entry').first().innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
  })
}
