import { expect, hydrated, logIn, setPasswordFromMail, signOut, signUpAndVerify, test, uniqueEmail } from './fixtures.ts'

test('forgot password → e-mailed link → new password → log in with it', async ({ page }) => {
  const email = uniqueEmail('reset')
  await signUpAndVerify(page, email, 'old-password-1')
  await signOut(page)
  await expect(page.getByText('Signed out successfully')).toBeVisible()

  await page.goto('/login')
  await hydrated(page)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Password reset email sent')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await setPasswordFromMail(page, email, 'new-password-2')
  await expect(page.getByText('Password updated')).toBeVisible()

  await logIn(page, email, 'new-password-2')
  await expect(page).toHaveURL(/\/dashboard$/)
})
