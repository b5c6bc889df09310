// Toasts cover nothing important: at the top right below the header on a desktop, at the bottom on a
// phone (above the chat button on a page that has one); one per outcome, a form's newer outcome
// replacing its earlier toast. A form's refusal is said on the form, once (field messages on the fields,
// the rest at the top of the form), and never again as a toast; the checkout, whose toasts the spec
// names, is the one form that toasts a refusal, and its toast goes once the buyer corrects the form.
// With them, the small fixes: leaving a valid coupon code is not a refusal, a refused pairing's error
// goes when a later Remove succeeds, and a signed-in non-admin opening the billing CSV gets the Access
// Denied page.
import type { Locator } from '@playwright/test'
import { assign } from './content-fixtures.ts'
import { createUser, expect, expectNoAxeViolations, hydrated, loginAs, signOut, test, watchErrorToasts } from './fixtures.ts'

const ADMIN = 'admin@agency.test'
const tag = () => Math.random().toString(36).slice(2, 8)

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return box
}

/** Waits until a toast has finished sliding in: its box stays put. */
async function settled(locator: Locator) {
  await expect
    .poll(async () => {
      const before = await boxOf(locator)
      await new Promise((resolve) => setTimeout(resolve, 150))
      const after = await boxOf(locator)
      return before.y === after.y && before.x === after.x
    })
    .toBe(true)
  await expect(locator).toHaveCSS('opacity', '1')
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a toast sits at the top right below the header, clear of the heading and the form', async ({ page }) => {
    await loginAs(page, await createUser({ roles: ['founder'] }))
    await page.goto('/dashboard/settings')
    await hydrated(page)
    await page.getByRole('button', { name: 'Save profile' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Profile saved' })
    await expect(toast).toBeVisible()
    const header = await boxOf(page.getByRole('banner'))
    // Polled: a toast slides in, so its box moves while it arrives.
    await expect.poll(async () => (await boxOf(toast)).y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    await expect.poll(async () => Math.round(1280 - ((await boxOf(toast)).x + (await boxOf(toast)).width))).toBeLessThanOrEqual(48)
    const placed = await boxOf(toast)
    expect(overlaps(placed, await boxOf(page.getByRole('heading', { level: 1 })))).toBe(false)
    expect(overlaps(placed, await boxOf(page.getByRole('heading', { level: 2, name: 'Profile' })))).toBe(false)
    expect(overlaps(placed, await boxOf(page.getByLabel('Full name')))).toBe(false)
    await settled(toast)
    await page.screenshot({ path: test.info().outputPath('toast-1280.png') })

    // The form's next outcome replaces it.
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
  })

  test('a refused sign-in is said at the top of the form, and once as the spec’s toast', async ({ page }) => {
    const person = await createUser({ password: 'the-right-password' })
    await page.goto('/login')
    await hydrated(page)
    const errorToasts = await watchErrorToasts(page)
    const form = page.getByRole('form', { name: 'Welcome back' })
    await form.getByLabel('Email').fill(person.email)
    await form.getByLabel('Password', { exact: true }).fill('not-the-password')
    await form.getByRole('button', { name: 'Log in' }).click()
    const refusal = form.getByRole('alert')
    await expect(refusal).toHaveText(/Invalid email or password/)
    // At the top of the form, above its first field; focus on the button, to send it again.
    expect((await boxOf(refusal)).y).toBeLessThan((await boxOf(form.getByLabel('Email'))).y)
    await expect(form.getByRole('button', { name: 'Log in' })).toBeFocused()
    // Spec §8: errors on sign-in appear as a toast with the server's message; one toast, not one per render.
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveText(/Invalid email or password/)
    await page.waitForTimeout(500)
    expect(await errorToasts.seen()).toHaveLength(1)
    await expectNoAxeViolations(page, 'refused sign-in 1280')
  })

  test('leaving a valid coupon code is not a refusal, and a valid Create shows only its success', async ({ page }) => {
    await loginAs(page, ADMIN)
    await page.goto('/dashboard/admin/coupons')
    await hydrated(page)
    const errorToasts = await watchErrorToasts(page)
    const code = `TAB${tag().toUpperCase()}`
    await page.getByLabel('Coupon code', { exact: true }).fill(code)
    await page.keyboard.press('Tab')
    await page.getByLabel('Discount amount (%)').fill('15')
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Create Coupon' }).click()
    await expect(
      page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: 'Coupon code created successfully!' }),
    ).toBeVisible()
    expect(await errorToasts.seen()).toEqual([])
    // An empty Create is still refused, in the spec's words, above the fields and nowhere else.
    await page.getByRole('button', { name: 'Create Coupon' }).click()
    await expect(page.locator('#create-coupon').getByRole('alert').first()).toHaveText('Please fill in required fields')
    await errorToasts.expectNone()
    await expectNoAxeViolations(page, 'coupons 1280')
  })

  test('a refused upload says what is wrong once, next to the file input', async ({ page }) => {
    await loginAs(page, await createUser({ roles: ['admin'] }))
    await page.goto('/admin')
    await hydrated(page)
    const errorToasts = await watchErrorToasts(page)
    await page.getByLabel('Title', { exact: true }).fill(`Refused ${tag()}`)
    await page.getByLabel('Description', { exact: true }).fill('Not really a PDF')
    await page.getByLabel('Price (USD)').fill('9.99')
    await page
      .getByLabel('Files', { exact: true })
      .setInputFiles([{ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') }])
    await page.getByRole('button', { name: 'Upload content pack' }).click()
    const message = 'notes.pdf is not really a PDF file (its contents do not match its name), so it was refused.'
    await expect(page.locator('#pack-files-error')).toHaveText(message)
    await expect(page.getByText(message)).toHaveCount(1)
    // The form's own line points to the field, at the top of the form; no toast says it again.
    await expect(page.locator('#content-pack-upload').getByRole('alert').first()).toHaveText('Please fix the highlighted fields.')
    await errorToasts.expectNone()
  })

  test('a refused pairing’s error goes when a later Remove succeeds', async ({ page }) => {
    const id = tag()
    const writer = await createUser({ roles: ['writer'], name: `Stale Writer ${id}` })
    const founder = await createUser({ roles: ['founder'], name: `Stale Founder ${id}` })
    await assign(writer, founder)
    const otherWriter = await createUser({ roles: ['writer'], name: `Other Writer ${id}` })
    const otherFounder = await createUser({ roles: ['founder'], name: `Other Founder ${id}` })
    await assign(otherWriter, otherFounder)
    await loginAs(page, ADMIN)
    await page.goto('/dashboard/admin/assignments')
    await hydrated(page)

    await page.getByLabel('Search founders by name, e-mail or company').fill(`stale founder ${id}`)
    await expect(page.getByRole('list', { name: 'Founders' }).getByRole('listitem')).toHaveCount(1)
    await page.getByRole('radio', { name: new RegExp(`Stale Founder ${id}`) }).check()
    await page.getByLabel('Search writers by name, e-mail or company').fill(`stale writer ${id}`)
    await expect(page.getByRole('list', { name: 'Writers' }).getByRole('listitem')).toHaveCount(1)
    await page.getByRole('radio', { name: new RegExp(`Stale Writer ${id}`) }).check()
    await page.getByRole('button', { name: 'Assign Writer' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: `is already assigned to Stale Founder ${id}` })
    await expect(refusal.first()).toBeVisible()

    await page.getByRole('button', { name: `Remove Other Writer ${id} from Other Founder ${id}` }).click()
    await page
      .getByRole('dialog', { name: `Remove Other Writer ${id} from Other Founder ${id}?` })
      .getByRole('button', { name: 'Remove assignment' })
      .click()
    await expect(page.getByText('Assignment removed successfully!')).toBeVisible()
    await expect(refusal).toHaveCount(0)
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to assign writer' })).toHaveCount(0)
  })

  test('a signed-in non-admin opening the billing CSV gets the Access Denied page', async ({ page }) => {
    await loginAs(page, await createUser({ roles: ['founder'] }))
    const response = await page.goto('/dashboard/admin/billing.csv?type=payment')
    expect(response?.status()).toBe(403)
    expect(response?.headers()['content-type']).toContain('text/html')
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
    await expectNoAxeViolations(page, 'billing csv refused')

    await page.context().clearCookies()
    await page.goto('/dashboard/admin/billing.csv')
    await expect(page).toHaveURL(/\/login\?redirectTo=/)
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a toast sits at the bottom, clear of the checkout e-mail field', async ({ page }) => {
    await loginAs(page, await createUser({ roles: ['founder'] }))
    await page.goto('/checkout/growth?billing=monthly&currency=USD')
    await hydrated(page)
    await page.getByLabel('Name *').fill('')
    await page.getByRole('button', { name: /^Pay / }).click()
    const toast = page.locator('[data-sonner-toast][data-type="error"]')
    await expect(toast).toBeVisible()
    await expect.poll(async () => (await boxOf(toast)).y).toBeGreaterThan(844 / 2)
    const email = page.getByLabel('Email *')
    await email.scrollIntoViewIfNeeded()
    await expect.poll(async () => overlaps(await boxOf(toast), await boxOf(email))).toBe(false)
    await expect.poll(async () => overlaps(await boxOf(toast), await boxOf(page.getByLabel('Name *')))).toBe(false)
    await settled(toast)
    await page.screenshot({ path: test.info().outputPath('toast-390.png') })
    await expectNoAxeViolations(page, 'checkout 390 with a toast')
    // The toast goes once the buyer corrects the form.
    await page.getByLabel('Name *').fill('Corrected Name')
    await expect(toast).toHaveCount(0)
  })

  test('a refused sign-in on a short phone screen: the message at the top of the form in view, focus on the button, the spec’s toast', async ({
    page,
  }) => {
    const person = await createUser({ password: 'the-right-password' })
    await page.setViewportSize({ width: 390, height: 560 })
    await page.goto('/login')
    await hydrated(page)
    const errorToasts = await watchErrorToasts(page)
    await page.getByLabel('Email').fill(person.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    const button = page.getByRole('button', { name: 'Log in' })
    // The button at the bottom of the screen, the form's top above it.
    await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 10)))
    await button.click()
    const refusal = page.getByRole('form', { name: 'Welcome back' }).getByRole('alert')
    await expect(refusal).toHaveText(/Invalid email or password/)
    await expect(refusal).toBeInViewport({ ratio: 1 })
    await expect(button).toBeFocused()
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveText(/Invalid email or password/)
    expect(await errorToasts.seen()).toHaveLength(1)
    await page.screenshot({ path: test.info().outputPath('refusal-login-390.png') })

    await page.getByLabel('Password', { exact: true }).fill('the-right-password')
    await button.click()
    await expect(page).toHaveURL(/\/dashboard/)
  })

  test('on a page with the chat button, a toast leaves its place free', async ({ page }) => {
    await loginAs(page, await createUser({ roles: ['founder'] }))
    await page.goto('/dashboard')
    await hydrated(page)
    await signOut(page)
    await expect(page).toHaveURL(/\/$/)
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Signed out successfully' })
    await expect(toast).toBeVisible()
    await settled(toast)
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible()
    // The chat button's place: 20 px from the right and the bottom, 56 px wide and high.
    const chatPlace = { x: 390 - 20 - 56, y: 844 - 20 - 56, width: 56, height: 56 }
    expect(overlaps(await boxOf(toast), chatPlace)).toBe(false)
    await page.screenshot({ path: test.info().outputPath('toast-chat-390.png') })
  })
})
