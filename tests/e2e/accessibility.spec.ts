import AxeBuilder from '@axe-core/playwright'
import { axe, createUser, expect, hydrated, loginAs, sweepTest, test } from './fixtures.ts'

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/examples',
  '/how-it-works',
  '/faq',
  '/about',
  '/blog',
  '/blog/psychology-scroll-stopping-content',
  '/contact',
  '/case-studies',
  '/case-studies/saas-website',
  '/results',
  '/not-an-ai',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/login?mode=forgot',
  '/onboarding',
  '/writer-onboarding',
  '/checkout/growth',
  '/no-such-page',
]

// One test per page and width, so the two workers share the sweep instead of one of them walking it all;
// each worker walks its share in one page (sweepTest in fixtures.ts).
for (const width of [1280, 390]) {
  for (const path of PUBLIC_PAGES) {
    sweepTest(`at ${width} px: ${path} has no axe violations`, async ({ sweepPage: page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const results = await axe(page).analyze()
      const failures = results.violations.map(
        (violation) => `${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
      )
      expect(failures).toEqual([])
    })
  }
}

test('toasts are readable (axe on a success and an error toast)', async ({ page }) => {
  // The checkout's refusal is the one error toast a form shows (the spec names it); every other form
  // says its refusal on the form.
  await loginAs(page, await createUser({ roles: ['founder'] }))
  await page.goto('/checkout/growth?billing=monthly&currency=USD')
  await hydrated(page)
  await page.getByLabel('Name *').fill('')
  await page.getByRole('button', { name: /^Pay / }).click()
  const toast = page.locator('[data-sonner-toast][data-type="error"]')
  await expect(toast).toBeVisible()
  // A toast stays while the pointer is on it: a slow machine's checks must not outlast it.
  await toast.hover()
  // Polled: while a toast fades in, its text is briefly lighter than it will be.
  // A navigation in between (the profile's redirect) briefly leaves no toaster to check: polled again then.
  const toastViolations = async () =>
    (await page.locator('[data-sonner-toaster]').count()) === 0
      ? ['no toaster on the page yet']
      : (
          await new AxeBuilder({ page })
            .options({ resultTypes: ['violations'] })
            .include('[data-sonner-toaster]')
            .analyze()
        ).violations.map((violation) => violation.id)
  await expect.poll(toastViolations).toEqual([])

  await page.goto('/dashboard/settings')
  await hydrated(page)
  await page.getByRole('button', { name: 'Save profile' }).click()
  const success = page.locator('[data-sonner-toast][data-type="success"]')
  await expect(success).toBeVisible()
  await success.hover()
  await expect.poll(toastViolations).toEqual([])
})
