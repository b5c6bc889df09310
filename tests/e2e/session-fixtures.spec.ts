// The fixtures every other journey signs in with: users and sessions written straight into the database.
import { randomBytes } from 'node:crypto'
import { signedSessionToken } from '../support/sessions.ts'
import { createUser, expect, loginAs, logIn, SESSION_COOKIE, test } from './fixtures.ts'

test('createUser and loginAs give a session the server accepts', async ({ page }) => {
  const writer = await createUser({ roles: ['writer'], name: 'Wanda Fixture' })
  await loginAs(page, writer)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Writer Dashboard' })).toBeVisible()
  await expect(page.getByText('Signed in as Wanda Fixture')).toBeVisible()
})

test('loginAs signs a demo account in by its e-mail, on a whole browser context', async ({ browser }) => {
  const context = await browser.newContext()
  const admin = await loginAs(context, 'admin@agency.test')
  expect(admin.id).toBe('demo-admin')
  const page = await context.newPage()
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await context.close()
})

test('a user with several roles and a password can also sign in through the form', async ({ page }) => {
  const user = await createUser({ roles: ['founder', 'writer'], password: 'fixture-pass-1' })
  await logIn(page, user.email, 'fixture-pass-1')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a session cookie signed with another secret is refused', async ({ page, context }) => {
  const founder = await createUser()
  await loginAs(page, founder)
  const [cookie] = (await context.cookies()).filter((candidate) => candidate.name === SESSION_COOKIE)
  const token = decodeURIComponent(cookie!.value).split('.')[0]!
  expect(cookie!.value).toBe(signedSessionToken(token, process.env.E2E_AUTH_SECRET!))

  await context.clearCookies()
  await context.addCookies([{ ...cookie!, value: signedSessionToken(token, randomBytes(32).toString('hex')) }])
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
})
