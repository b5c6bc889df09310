// A founder closes their account: the password and the typed words, then they are logged out and
// cannot log in again; the invoice stays readable to admins with the buyer as issued.
import { createInvoice, createUser, expect, expectNoAxeViolations, hydrated, loginAs, test, watchErrorToasts } from './fixtures.ts'

const PASSWORD = 'e2e-password-1'

for (const width of [1280, 390]) {
  test(`a founder closes their account with the password and the typed words at ${width} px`, async ({ page, browser }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    const founder = await createUser({ name: 'Leaving Founder', password: PASSWORD })
    const invoice = await createInvoice(founder)
    await loginAs(page, founder)

    await page.goto('/dashboard/settings/data')
    await hydrated(page)
    await page.getByLabel('Your password').fill(PASSWORD)
    await page.getByLabel('Type CLOSE MY ACCOUNT to confirm').fill('close it')
    await page.getByRole('button', { name: 'Close my account' }).click()
    await expect(page.getByText('Type CLOSE MY ACCOUNT to confirm').nth(1)).toBeVisible()
    await expectNoAxeViolations(page, 'close account, refused')
    await page.screenshot({ path: testInfo.outputPath(`close-refused-${width}.png`), fullPage: true })

    const errorToasts = await watchErrorToasts(page)
    await page.getByLabel('Your password').fill('not-my-password')
    await page.getByLabel('Type CLOSE MY ACCOUNT to confirm').fill('CLOSE MY ACCOUNT')
    await page.getByRole('button', { name: 'Close my account' }).click()
    // Said once, at the top of the form: no toast repeats it.
    const refusal = page.getByRole('region', { name: 'Close my account' }).getByRole('alert')
    await expect(refusal).toHaveText('That password is not right.')
    await expect(page.getByText('That password is not right.')).toHaveCount(1)
    await errorToasts.expectNone()
    await page.getByLabel('Your password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Close my account' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Your account is closed')).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/)

    // The invoice stays, with the buyer as it was issued.
    const admin = await browser.newContext()
    const adminPage = await admin.newPage()
    await loginAs(adminPage, await createUser({ roles: ['admin'] }))
    await adminPage.goto(`/invoices/${invoice.id}`)
    await expect(adminPage.getByText(invoice.number, { exact: true })).toBeVisible()
    await expect(adminPage.getByText('Leaving Founder').first()).toBeVisible()
    await admin.close()
  })
}
