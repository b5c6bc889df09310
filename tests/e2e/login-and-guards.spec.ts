import { expect, hydrated, logIn, signOut, test } from './fixtures.ts'

test('logs in with a toast and signs out with a toast', async ({ page }) => {
  await logIn(page, 'founder@agency.test')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Founder Dashboard' })).toBeVisible()
  await signOut(page)
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
})

test('sends an anonymous visitor to login and back where they came from', async ({ page }) => {
  await page.goto('/thank-you')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fthank-you$/)
  await hydrated(page)
  await page.getByLabel('Email').fill('founder2@agency.test')
  await page.getByLabel('Password', { exact: true }).fill('demo-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
})

test('sends a signed-in user away from login and signup', async ({ page }) => {
  await logIn(page, 'writer@agency.test')
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/signup')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Writer Dashboard' })).toBeVisible()
})

test('shows Access Denied to a founder on /admin and lets an admin in', async ({ page, browser }) => {
  await logIn(page, 'founder3@agency.test')
  const denied = await page.goto('/admin')
  expect(denied?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText("You don't have the required role (admin) to access this page.")).toBeVisible()

  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await logIn(adminPage, 'admin@agency.test')
  const allowed = await adminPage.goto('/admin')
  expect(allowed?.status()).toBe(200)
  await expect(adminPage.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await adminContext.close()
})

test('shows the server message for a wrong password', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill('writer2@agency.test')
  await page.getByLabel('Password', { exact: true }).fill('definitely-wrong')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
})
