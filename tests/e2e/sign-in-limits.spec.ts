// Signing in often never locks a person out; guessing a password does, for that account only. Twelve
// sign-ins of one account in a minute are all accepted; after ten wrong passwords the eleventh try is
// refused, while a colleague behind the same address still signs in. At 1280 and 390 px, axe clean.
import type { Page } from '@playwright/test'
import { createUser, expect, expectNoAxeViolations, hydrated, test } from './fixtures.ts'

const PASSWORD = 'the-right-password-1'

/** The login form, as a person fills it in. */
async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('twelve sign-ins of one account within a minute are all accepted', async ({ page }) => {
      const person = await createUser({ roles: ['founder'], password: PASSWORD })
      // As fast as a person can go; the integration tests hold twelve to one minute on the clock.
      for (let attempt = 1; attempt <= 12; attempt++) {
        await submitLogin(page, person.email, PASSWORD)
        await expect(page.getByText('Welcome back!'), `sign-in ${attempt}`).toBeVisible()
        await expect(page).toHaveURL(/\/(dashboard|onboarding)/)
        // Signed out by dropping the cookie: the next round starts at the login form again.
        await page.context().clearCookies()
      }
      await expectNoAxeViolations(page, `after twelve sign-ins ${width}`)
    })

    test('eleven wrong passwords lock that account only; a colleague at the same address signs in', async ({ page }) => {
      const victim = await createUser({ roles: ['founder'], password: PASSWORD })
      const colleague = await createUser({ roles: ['founder'], password: PASSWORD })
      for (let attempt = 1; attempt <= 10; attempt++) {
        await submitLogin(page, victim.email, `wrong-password-${attempt}`)
        await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first(), `wrong ${attempt}`).toBeVisible()
      }
      await submitLogin(page, victim.email, 'wrong-password-11')
      const locked = page
        .getByRole('alert')
        .filter({ hasText: /Too many attempts\. Please wait \d+ minutes? and try again\./ })
        .first()
      await expect(locked).toBeVisible()
      await expectNoAxeViolations(page, `locked ${width}`)
      // The right password waits too.
      await submitLogin(page, victim.email, PASSWORD)
      await expect(locked).toBeVisible()

      await submitLogin(page, colleague.email, PASSWORD)
      await expect(page.getByText('Welcome back!')).toBeVisible()
      await expect(page).toHaveURL(/\/(dashboard|onboarding)/)
    })
  })
}
