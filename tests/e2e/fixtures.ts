import { test as base, expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo-password'
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/**
 * Every test fails on a console error or an uncaught page error. Chromium also logs each 4xx
 * response it receives (a 404 page, a refused form); those are answers under test, not page errors.
 */
const EXPECTED_HTTP_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d/
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      // A Content-Security-Policy violation is an error too, even when the page carries on.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      )
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_HTTP_ANSWER.test(message.text())) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** Waits for React to take over the server-rendered page. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined)
  await page.waitForLoadState('networkidle')
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
}

export async function signUpAndVerify(page: Page, email: string, password = 'e2e-password-1') {
  await page.goto('/signup')
  await hydrated(page)
  await page.getByLabel('Name').fill('E2E Person')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/onboarding$/)
  await expect(page.getByText('Please check your email for verification link')).toBeVisible()
  await openMailLink(page, email, 'Verify your email')
}

/** Opens the newest mail to `email` with `subject` in the dev mailbox and follows its link. */
export async function openMailLink(page: Page, email: string, subject: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
  const mail = page.getByTestId('mail').filter({ hasText: subject }).first()
  await expect(mail).toBeVisible()
  await mail.getByRole('link', { name: 'Open link' }).click()
}
