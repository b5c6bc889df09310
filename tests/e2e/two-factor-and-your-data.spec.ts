// A founder turns on two-factor sign-in with a code computed from the key the page shows, logs out and
// back in with a code, then with a backup code, and downloads their data to find their own invoice.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { totpFor } from '../support/totp.ts'
import { createInvoice, createUser, expect, expectNoAxeViolations, hydrated, loginAs, signOut, test, watchErrorToasts } from './fixtures.ts'

const PASSWORD = 'e2e-password-1'

/** The login form's password step, which leads on to the code step. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/login\/two-factor/)
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
  await hydrated(page)
}

for (const width of [1280, 390]) {
  test(`two-factor sign-in on and off the phone, and a copy of my data with my invoice, at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    const founder = await createUser({ name: 'Nia Founder', password: PASSWORD })
    const invoice = await createInvoice(founder)
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })
    await loginAs(page, founder)

    // Turn it on: password, the key, a code computed from it, the ten backup codes.
    await page.goto('/dashboard/settings/two-factor')
    await hydrated(page)
    await expectNoAxeViolations(page, 'two-factor off')
    await page.getByLabel('Your password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    const key = page.getByTestId('two-factor-secret')
    await expect(key).toBeVisible()
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    await expectNoAxeViolations(page, 'two-factor setup')
    await shot('two-factor-setup')
    const secret = (await key.textContent())!.trim()
    await page.getByLabel('Code from the app').fill('000000' === totpFor(secret) ? '111111' : '000000')
    const errorToasts = await watchErrorToasts(page)
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    // Said once, at the top of the form: no toast repeats it.
    await expect(page.getByRole('region', { name: 'Connect your authenticator app' }).getByRole('alert')).toHaveText(
      /^That code is not right\./,
    )
    await expect(page.getByText('That code is not right.')).toHaveCount(1)
    await errorToasts.expectNone()
    await page.getByLabel('Code from the app').fill(totpFor(secret))
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    const codes = page.getByTestId('backup-code')
    await expect(codes).toHaveCount(10)
    const backupCodes = (await codes.allTextContents()).map((code) => code.trim())
    await expectNoAxeViolations(page, 'backup codes')
    await shot('two-factor-backup-codes')
    // On a phone the success toast sits at the bottom, over the link: the keyboard reaches it all the same.
    await page.getByRole('link', { name: 'I have saved them' }).press('Enter')
    await expect(page.getByRole('heading', { name: 'On', exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'two-factor on')
    await shot('two-factor-on')

    // Out, and back in with a code from the app.
    await signOut(page)
    await expect(page.getByText('Signed out successfully')).toBeVisible()
    await passwordStep(page, founder.email)
    await expectNoAxeViolations(page, 'code step')
    await shot('two-factor-code-step')
    await page.getByLabel('Code', { exact: true }).fill(totpFor(secret))
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Welcome back!')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)

    // Out, and back in with a backup code.
    await signOut(page)
    await expect(page.getByText('Signed out successfully')).toBeVisible()
    await passwordStep(page, founder.email)
    await page.getByLabel('Code', { exact: true }).fill(backupCodes[0]!)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Welcome back!')).toBeVisible()

    // A copy of my data, by the link in the mail: my invoice is in it.
    await page.goto('/dashboard/settings/data')
    await hydrated(page)
    await expectNoAxeViolations(page, 'your data')
    await page.getByRole('button', { name: 'Download my data' }).click()
    await expect(page.getByText('We are gathering your data')).toBeVisible()
    await shot('your-data')
    const mail = page.getByTestId('mail').filter({ hasText: 'Your Unfiltered data is ready to download' }).first()
    await expect(async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(founder.email)}`)
      await expect(mail).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 60_000 })
    const [download] = await Promise.all([page.waitForEvent('download'), mail.getByRole('link', { name: 'Open link' }).click()])
    expect(download.suggestedFilename()).toBe('unfiltered-my-data.json')
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      account: { email: string }
      invoices: { number: string }[]
    }
    expect(data.account.email).toBe(founder.email)
    expect(data.invoices.map((row) => row.number)).toContain(invoice.number)
  })
}
