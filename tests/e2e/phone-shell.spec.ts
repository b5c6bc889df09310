// The shell on a phone and what it floats over: the app's menu fits short screens, scrolls, closes
// when focus moves on past it and gives focus back on Escape (the public menu too); a focused field
// stops below the sticky header; the checkout's refusal toast and the chat button leave the form's
// fields and messages in view; small links and toggles are 24 px tall.
import type { Locator, Page } from '@playwright/test'
import { createUser, expect, hydrated, loginAs, test } from './fixtures.ts'

const ADMIN = 'admin@agency.test'

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return box
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The app's phone menu: its ☰ button and its panel. */
function appMenu(page: Page) {
  const menu = page.getByRole('banner').locator('details').first()
  return { menu, button: menu.locator('summary'), panel: menu.locator('> div') }
}

test.describe('the app menu on a phone', () => {
  test.use({ isMobile: true, hasTouch: true })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 390, height: 500 },
    { width: 667, height: 375 },
  ]) {
    test(`fits a ${viewport.width}x${viewport.height} screen and scrolls to its last link`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await loginAs(page, ADMIN)
      await page.goto('/dashboard')
      await hydrated(page)
      const { button, panel } = appMenu(page)
      await button.click()
      const placed = await boxOf(panel)
      expect(placed.y + placed.height).toBeLessThanOrEqual(viewport.height + 1)
      const last = panel.getByRole('link', { name: 'Back to website' })
      await last.focus()
      await expect(last).toBeInViewport({ ratio: 1 })
      await expect(panel).toHaveCSS('overscroll-behavior-y', 'contain')
    })
  }

  test('closes when Tab moves on past its last link, and Escape gives focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await loginAs(page, ADMIN)
    await page.goto('/dashboard')
    await hydrated(page)
    const { menu, button, panel } = appMenu(page)
    await button.click()
    await panel.getByRole('link', { name: 'Back to website' }).focus()
    await page.keyboard.press('Tab')
    await expect(menu).not.toHaveAttribute('open')
    await expect(panel).toBeHidden()

    await button.click()
    await panel.getByRole('link', { name: 'Help & FAQ' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open')
    await expect(button).toBeFocused()
  })
})

test.describe('the public menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('Escape gives focus back to its button, and Tab past its last link closes it', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('link', { name: 'FAQ' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Get Started' }).focus()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
  })
})

test.describe('a focused field on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('stops below the app’s sticky header, with its label in view', async ({ page }) => {
    await loginAs(page, ADMIN)
    await page.goto('/dashboard/admin/payouts/demo-writer')
    await hydrated(page)
    await page.getByRole('button', { name: 'Record payout' }).click()
    const amount = page.locator('#record-payout-amount')
    await expect(amount).toBeFocused()
    const header = await boxOf(page.getByRole('banner'))
    const label = await boxOf(page.locator('label[for="record-payout-amount"]'))
    expect(label.y).toBeGreaterThanOrEqual(header.y + header.height)
  })

  test('stops below the public site’s floating header on the contact form', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    // Scrolled so that the first field is under the header when focus moves back to it.
    await page.locator('#contact-name').evaluate((name) => window.scrollBy(0, name.getBoundingClientRect().top + 10))
    await page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send Message' }).click()
    const name = page.getByLabel('Name', { exact: true })
    await expect(name).toBeFocused()
    const header = await boxOf(page.getByRole('banner'))
    await expect
      .poll(async () => (await boxOf(page.locator('label[for="contact-name"]'))).y)
      .toBeGreaterThanOrEqual(header.y + header.height)
  })
})

test.describe('what floats over a form on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a refusal’s toast leaves the fields to fix and their messages in view, and its close button is 24 px', async ({ page }) => {
    // The checkout is the one form whose refusal is a toast (the spec names it); other forms say it on the form.
    await loginAs(page, await createUser({ roles: ['founder'] }))
    await page.goto('/checkout/growth?billing=monthly&currency=USD')
    await hydrated(page)
    await page.getByLabel('Name *').fill('')
    await page.getByRole('button', { name: /^Pay / }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please fill in all required fields' })
    await expect(toast).toBeVisible()
    await expect(toast).toHaveCSS('opacity', '1')
    const messages = page.locator('form .field-error')
    await expect(messages).not.toHaveCount(0)
    for (const message of await messages.all()) {
      expect(overlaps(await boxOf(toast), await boxOf(message)), await message.innerText()).toBe(false)
    }
    for (const field of await page.locator('form [aria-invalid="true"]').all()) {
      expect(overlaps(await boxOf(toast), await boxOf(field))).toBe(false)
    }
    const close = await boxOf(toast.locator('[data-close-button]'))
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24)
    await page.screenshot({ path: test.info().outputPath('checkout-refusal-390.png') })
  })

  test('the chat button steps aside from the form’s button and from a focused field', async ({ page }) => {
    await page.goto('/signup')
    await hydrated(page)
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' })
    await page.getByRole('button', { name: 'Sign up' }).click()
    for (const control of [page.getByRole('button', { name: 'Sign up' }), page.getByLabel('Confirm password')]) {
      // Brought to the bottom of the screen, where the chat button floats.
      await control.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 30)))
      await control.focus()
      await expect(chat).toBeHidden()
    }
    // Over nothing to use (the page's last line), it is back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(chat).toBeVisible()
  })
})

test('small links and toggles are at least 24 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await loginAs(page, ADMIN)
  await page.goto('/dashboard/admin/billing')
  const targets = [
    page.getByRole('link', { name: 'Clear', exact: true }),
    page.getByRole('navigation', { name: 'Product' }).locator('..').getByRole('link', { name: 'Back to website' }),
  ]
  for (const target of targets) expect((await boxOf(target.first())).height).toBeGreaterThanOrEqual(24)
  const pager = page.getByRole('link', { name: /^(Older|Newer)$/ })
  if (await pager.count()) expect((await boxOf(pager.first())).height).toBeGreaterThanOrEqual(24)

  await loginAs(page, 'writer@agency.test')
  await page.goto('/dashboard/assignments')
  expect((await boxOf(page.locator('summary', { hasText: 'Brand profile of' }).first())).height).toBeGreaterThanOrEqual(24)
})
