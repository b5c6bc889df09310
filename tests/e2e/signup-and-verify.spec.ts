import { expect, hydrated, openMailLink, signUpAndVerify, test, uniqueEmail } from './fixtures.ts'

test('signs up, verifies from the dev mailbox and lands signed in on onboarding, then the dashboard asks to finish it', async ({
  page,
}) => {
  const email = uniqueEmail('signup')
  await signUpAndVerify(page, email)
  // A new account is led to onboarding first (tests/e2e/signup-and-onboarding.spec.ts goes on from here).
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible()
  await expect(page.getByText('Email verified')).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Founder Dashboard' })).toBeVisible()
  await expect(page.getByRole('main').getByText('E2E Person')).toBeVisible()
  await expect(page.getByText('Finish setting up your account')).toBeVisible()
})

test('blocks sign-up while the passwords differ, inline', async ({ page }) => {
  await page.goto('/signup')
  await hydrated(page)
  await page.getByLabel('Password', { exact: true }).fill('one-password-1')
  await page.getByLabel('Confirm password').fill('another-password-2')
  await expect(page.getByText("Passwords don't match")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled()
  await page.getByLabel('Confirm password').fill('one-password-1')
  await expect(page.getByText("Passwords don't match")).toBeHidden()
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled()
})

test('shows the server message for a duplicate e-mail', async ({ page }) => {
  await page.goto('/signup')
  await hydrated(page)
  await page.getByLabel('Name').fill('Copy Cat')
  await page.getByLabel('Email').fill('founder@agency.test')
  await page.getByLabel('Password', { exact: true }).fill('e2e-password-1')
  await page.getByLabel('Confirm password').fill('e2e-password-1')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible()
})

test('a plan chosen before signing up is where the verification link leads', async ({ page }) => {
  const email = uniqueEmail('signup-plan')
  const checkout = '/checkout/growth?billing=yearly&currency=USD'
  await page.goto(`/signup?redirectTo=${encodeURIComponent(checkout)}`)
  await hydrated(page)
  await page.getByLabel('Name').fill('E2E Buyer')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('e2e-password-1')
  await page.getByLabel('Confirm password').fill('e2e-password-1')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Please check your email for verification link')).toBeVisible()
  await openMailLink(page, email, 'Verify your email')
  await expect(page).toHaveURL(/\/checkout\/growth\?billing=yearly&currency=USD$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByText('Email verified')).toBeVisible()
})
