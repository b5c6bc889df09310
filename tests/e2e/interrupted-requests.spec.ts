// When a request does not get through, nothing is lost: a founder's request form answered by a proxy's
// 503 (the instance restarting) keeps every field as typed and says so, and sends once the line is back.
// And a sign-up whose verification mail never came: signing up again offers to send the link again,
// and that link finishes the sign-up. At 1280 and 390 px, axe-clean.
import { NO_ANSWER_MESSAGE } from '#app/utils/keep-input.ts'
import {
  createUser,
  expect,
  expectNoAxeViolations,
  hydrated,
  loginAs,
  openMailLink,
  test,
  uniqueEmail,
  watchErrorToasts,
} from './fixtures.ts'
import { expectNoSidewaysScroll, subscribe } from './content-fixtures.ts'

const SIGN_UP_UNVERIFIED_MESSAGE = 'An account with this email is waiting to be verified.'

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the request form keeps what was typed when a proxy answers 503, and sends once the line is back', async ({
      page,
      consoleErrors,
    }) => {
      const founder = await createUser({ roles: ['founder'], name: 'Nora Founder' })
      await subscribe(founder, 'growth')
      await loginAs(page, founder)
      await page.goto('/dashboard/request')
      await hydrated(page)
      await page.route('**/dashboard/request.data*', async (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        await route.fulfill({
          status: 503,
          contentType: 'text/html',
          headers: { 'Retry-After': '5' },
          body: '<html>503 Service Temporarily Unavailable</html>',
        })
      })
      const title = `Hiring our first salesperson ${width}`
      await page.getByLabel('What would you like?').selectOption('blog')
      await page.getByLabel('Topic or working title').fill(title)
      await page.getByLabel('Brief (optional)').fill('What we looked for, and what we got wrong.')
      const errorToasts = await watchErrorToasts(page)
      await page.getByRole('button', { name: 'Send request' }).click()

      await expect(page.getByRole('alert').filter({ hasText: NO_ANSWER_MESSAGE })).toBeVisible()
      await expect(page.getByLabel('What would you like?')).toHaveValue('blog')
      await expect(page.getByLabel('Topic or working title')).toHaveValue(title)
      await expect(page.getByLabel('Brief (optional)')).toHaveValue('What we looked for, and what we got wrong.')
      // Said once, on the form: no toast repeats it.
      await errorToasts.expectNone()
      await expectNoAxeViolations(page, `request form after a 503 ${width}`)
      await expectNoSidewaysScroll(page, `request form after a 503 ${width}`)
      await page.screenshot({ path: `test-results/keep-input-request-${width}.png`, fullPage: true })

      await page.unroute('**/dashboard/request.data*')
      await page.getByRole('button', { name: 'Send request' }).click()
      await expect(page.getByText('Request sent. Your writer has been told.')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      // The browser logs the proxy's 503 it was given on purpose; anything else still fails the test.
      const unexpected = consoleErrors.filter((line) => !/status of 503 \(Service Unavailable\)/.test(line))
      consoleErrors.splice(0, consoleErrors.length, ...unexpected)
    })

    test('signing up again before verifying offers the link again, and that link finishes the sign-up', async ({ page }) => {
      const email = uniqueEmail(`again-${width}`)
      const signUp = async () => {
        await page.goto('/signup')
        await hydrated(page)
        await page.getByLabel('Name').fill('Ines Again')
        await page.getByLabel('Email').fill(email)
        await page.getByLabel('Password', { exact: true }).fill('e2e-password-1')
        await page.getByLabel('Confirm password').fill('e2e-password-1')
        await page.getByRole('button', { name: 'Sign up' }).click()
      }
      await signUp()
      await expect(page).toHaveURL(/\/onboarding$/)
      // The first mail is lost; another browser day, the person signs up again.
      await page.context().clearCookies()
      await signUp()
      await expect(page.getByRole('alert').filter({ hasText: SIGN_UP_UNVERIFIED_MESSAGE })).toBeVisible()
      const resend = page.getByRole('button', { name: 'Resend verification email' })
      await expect(resend).toBeVisible()
      await expectNoAxeViolations(page, `sign-up again ${width}`)
      await page.screenshot({ path: `test-results/signup-again-${width}.png`, fullPage: true })
      await resend.click()
      // Back on the log-in form: said in a toast and on the form, which takes focus.
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Verification email sent' })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Verification email sent' })).toBeFocused()
      await openMailLink(page, email, 'Verify your email')
      await expect(page).toHaveURL(/\/onboarding/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
}
