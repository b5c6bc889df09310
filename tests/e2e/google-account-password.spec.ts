// A founder who signed up with Google has no password: Your data, Two-factor sign-in and Password say
// so and offer a link by mail that sets one; after it, the password forms are there (closing the account
// itself is close-account.spec.ts).
import { createUser, expect, expectNoAxeViolations, hydrated, logIn, loginAs, setPasswordFromMail, test } from './fixtures.ts'

for (const width of [1280, 390]) {
  test(`a founder who signs in with Google sets a first password from Settings at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    const founder = await createUser({ name: 'Gia Google', google: true })
    await loginAs(page, founder)

    for (const [path, heading] of [
      ['/dashboard/settings/two-factor', 'Two-factor sign-in'],
      ['/dashboard/settings/password', 'Password'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
      await expect(page.getByText('Your account signs in with Google and has no password yet.')).toBeVisible()
      await expect(page.getByLabel('Current password')).toHaveCount(0)
      await expect(page.getByLabel('Your password')).toHaveCount(0)
      await page.screenshot({ path: testInfo.outputPath(`no-password${path.replaceAll('/', '-')}-${width}.png`) })
    }

    await page.goto('/dashboard/settings/data')
    await hydrated(page)
    const closeSection = page.getByRole('region', { name: 'Close my account' })
    await expect(closeSection.getByText('Set one with the link we can email you, then close the account here.')).toBeVisible()
    await expect(closeSection.getByLabel('Your password')).toHaveCount(0)
    await expectNoAxeViolations(page, 'your data without a password')
    await page.screenshot({ path: testInfo.outputPath(`no-password-data-${width}.png`), fullPage: true })

    await closeSection.getByRole('button', { name: 'Email me a link to set a password' }).click()
    await expect(page.getByText('Check your email')).toBeVisible()
    await expect(page.getByText(`We sent a link that sets your password to ${founder.email}.`)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/settings\/data$/)

    await setPasswordFromMail(page, founder.email, 'first-password-9')

    await logIn(page, founder.email, 'first-password-9')
    await page.goto('/dashboard/settings/data')
    await expect(page.getByRole('region', { name: 'Close my account' }).getByLabel('Your password')).toBeVisible()
    await page.goto('/dashboard/settings/two-factor')
    await expect(page.getByLabel('Your password')).toBeVisible()
    await expectNoAxeViolations(page, 'two-factor with a password')
  })
}
