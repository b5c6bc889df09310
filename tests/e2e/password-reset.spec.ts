import type { Page } from '@playwright/test'
import { expect, hydrated, logIn, setPasswordFromMail, signOut, signUpAndVerify, test, uniqueEmail } from './fixtures.ts'

/** A form's success, said on the page it came back to and holding focus (a keyboard user keeps their place). */
async function expectFocusedSuccess(page: Page, text: string) {
  const note = page.getByRole('status').filter({ hasText: text })
  await expect(note).toBeVisible()
  await expect(note).toBeFocused()
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
}

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
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Password reset email sent' })).toBeVisible()
  // Back on the log-in form, focus is on what happened, not lost to the page's body.
  await expectFocusedSuccess(page, 'Password reset email sent')

  await setPasswordFromMail(page, email, 'new-password-2')
  await expectFocusedSuccess(page, 'Password updated')
  await expect(page.getByRole('status').filter({ hasText: 'Password updated' })).toContainText('Log in with your new password.')
  // The next Tab goes on to the form.
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Email')).toBeFocused()

  await logIn(page, email, 'new-password-2')
  await expect(page).toHaveURL(/\/dashboard$/)
})
