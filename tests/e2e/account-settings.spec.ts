import type { Browser, Page } from '@playwright/test'
import { SETTINGS_NAV } from '#app/features/settings/settings-nav.ts'
import { query } from './admin-money-fixtures.ts'
import {
  createUser,
  expect,
  expectNoAxeViolations,
  hydrated,
  logIn,
  loginAs,
  openMailLink,
  signOut,
  test,
  uniqueEmail,
} from './fixtures.ts'

const WIDTHS = [1280, 390] as const

/** A second browser (its own cookies) signed in through the form as `email`, at the same width. */
async function otherBrowser(browser: Browser, width: number, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await logIn(page, email, password)
  return { context, page }
}

async function openSettings(page: Page, section?: string) {
  await page.goto('/dashboard')
  await hydrated(page)
  await page.locator('summary').filter({ hasText: 'Account menu' }).click()
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  if (section) {
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: section }).click()
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible()
  }
}

for (const width of WIDTHS) {
  test.describe(`account settings at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a founder changes the password: the old one is refused, the new one works, the other browser is signed out', async ({
      page,
      browser,
    }) => {
      const founder = await createUser({ roles: ['founder'], password: 'first-password-1', name: 'Farah Founder' })
      await logIn(page, founder.email, 'first-password-1')
      const other = await otherBrowser(browser, width, founder.email, 'first-password-1')

      await openSettings(page)
      await expect(page.getByLabel('Full name')).toHaveValue('Farah Founder')
      await expectNoAxeViolations(page, `settings profile at ${width}`)
      await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Password' }).click()
      await hydrated(page)

      await page.getByLabel('Current password').fill('wrong-password-0')
      await page.getByLabel('New password', { exact: true }).fill('second-password-2')
      await page.getByLabel('Confirm new password').fill('second-password-2')
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(page.getByText('Your current password is not correct.')).toBeVisible()
      await expectNoAxeViolations(page, `password refused at ${width}`)

      await page.getByLabel('Current password').fill('first-password-1')
      await page.getByLabel('New password', { exact: true }).fill('second-password-2')
      await page.getByLabel('Confirm new password').fill('second-password-2')
      await page.getByRole('button', { name: 'Change password' }).click()
      await expect(page.getByText('Password changed')).toBeVisible()
      await expectNoAxeViolations(page, `password changed at ${width}`)

      // The other browser's session ended: its next request is signed out.
      await other.page.goto('/dashboard')
      await expect(other.page).toHaveURL(/\/login\?redirectTo=/)
      await other.context.close()

      await signOut(page)
      await expect(page.getByText('Signed out successfully')).toBeVisible()
      await page.goto('/login')
      await hydrated(page)
      await page.getByLabel('Email').fill(founder.email)
      await page.getByLabel('Password', { exact: true }).fill('first-password-1')
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page.getByText(/Invalid email or password/i).first()).toBeVisible()
      await logIn(page, founder.email, 'second-password-2')
      await expect(page).toHaveURL(/\/dashboard$/)
    })

    test('a founder changes the e-mail through the link sent to the new address', async ({ page }) => {
      const founder = await createUser({ roles: ['founder'], password: 'mail-password-1' })
      const newEmail = uniqueEmail('moved')
      await logIn(page, founder.email, 'mail-password-1')
      await openSettings(page, 'Email')
      await hydrated(page)
      const current = page.getByRole('region', { name: 'Email' }).locator('strong')
      await expect(current).toHaveText(founder.email)
      await page.getByLabel('New email').fill(newEmail)
      await page.getByLabel('Current password').fill('mail-password-1')
      await page.getByRole('button', { name: 'Send confirmation link' }).click()
      await expect(page.getByText('Check your new inbox')).toBeVisible()
      await expect(current).toHaveText(founder.email) // unchanged until the link is followed
      await expectNoAxeViolations(page, `email link sent at ${width}`)

      await openMailLink(page, newEmail, 'Confirm your new email for Unfiltered')
      await expect(page).toHaveURL(/\/dashboard\/settings\/email\?changed=1$/)
      await expect(page.getByRole('status').filter({ hasText: `Your email is now ${newEmail}` })).toBeVisible()
      await expectNoAxeViolations(page, `email changed at ${width}`)
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(founder.email)}`)
      await expect(page.getByTestId('mail').filter({ hasText: 'The email of your Unfiltered account was changed' })).toBeVisible()
    })

    test('a founder ends another session and chooses what to hear about', async ({ page, browser }) => {
      const founder = await createUser({ roles: ['founder'], password: 'session-password-1' })
      await logIn(page, founder.email, 'session-password-1')
      const other = await otherBrowser(browser, width, founder.email, 'session-password-1')

      await openSettings(page, 'Sessions')
      await hydrated(page)
      const list = page.getByRole('list', { name: 'Signed-in sessions' })
      await expect(list.getByRole('listitem')).toHaveCount(2)
      await expect(list.getByText('This device')).toBeVisible()
      await expect(list.getByText(/Chrome on (Windows|Linux)/).first()).toBeVisible()
      await expectNoAxeViolations(page, `sessions at ${width}`)
      await list.getByRole('button', { name: /^End session/ }).click()
      await expect(page.getByText('Session ended')).toBeVisible()
      await expect(list.getByRole('listitem')).toHaveCount(1)
      await expect(page.getByText('You are signed in on this device only.')).toBeVisible()

      await other.page.goto('/dashboard')
      await expect(other.page).toHaveURL(/\/login\?redirectTo=/)
      await other.context.close()

      await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Notifications' }).click()
      await hydrated(page)
      const comments = page.getByRole('group', { name: 'Comments' })
      await expect(comments.getByLabel('By email')).toBeChecked()
      await comments.getByLabel('By email').uncheck()
      await page.getByRole('button', { name: 'Save choices' }).click()
      await expect(page.getByText('Notification choices saved')).toBeVisible()
      await page.reload()
      await expect(page.getByRole('group', { name: 'Comments' }).getByLabel('By email')).not.toBeChecked()
      await expect(page.getByRole('group', { name: 'Comments' }).getByLabel('In the app')).toBeChecked()
      await expectNoAxeViolations(page, `notifications at ${width}`)
    })
  })
}

/**
 * How a settings page's panels are built, read from the page: each h2 must head a card section named by
 * it, each form must end with its submit button; the look of every panel (heading, card, description,
 * button placement) as one signature per panel.
 */
async function panelsOf(page: Page) {
  return page.evaluate(() => {
    const column = document.querySelector('nav[aria-label="Settings"] + div')
    if (!column) throw new Error('no settings column')
    const problems: string[] = []
    const signatures: string[] = []
    for (const heading of column.querySelectorAll('h2')) {
      const section = heading.parentElement
      if (!section || section.tagName !== 'SECTION' || !section.classList.contains('card')) {
        problems.push(`"${heading.textContent}" does not head a card`)
        continue
      }
      if (section.getAttribute('aria-labelledby') !== heading.id) problems.push(`"${heading.textContent}" does not name its section`)
      if (section.firstElementChild !== heading) problems.push(`"${heading.textContent}" is not first in its card`)
      const description = heading.nextElementSibling
      if (description?.tagName !== 'P') problems.push(`"${heading.textContent}" has no description under it`)
      const h = getComputedStyle(heading)
      const card = getComputedStyle(section)
      const d = description ? getComputedStyle(description) : null
      signatures.push(
        [h.fontSize, h.fontWeight, card.paddingTop, card.paddingLeft, card.borderRadius, d?.fontSize, d?.marginTop, d?.color].join(' '),
      )
    }
    for (const form of column.querySelectorAll('form')) {
      const last = form.lastElementChild
      if (!(last instanceof HTMLButtonElement) || last.type !== 'submit') problems.push(`a form does not end with its button: ${form.id}`)
      else if (!/\bw-full\b/.test(last.className) || !/\bsm:w-auto\b/.test(last.className))
        problems.push(`"${last.textContent}" is sized its own way`)
    }
    return { problems, signatures, headings: [...column.querySelectorAll('h2')].map((heading) => heading.textContent) }
  })
}

for (const width of WIDTHS) {
  test(`every settings page is built of the same panels at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await loginAs(page, await createUser({ roles: ['founder'], password: 'panel-password-1' }))
    const signatures = new Set<string>()
    for (const item of SETTINGS_NAV) {
      await page.goto(item.to)
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
      const panels = await panelsOf(page)
      expect(panels.problems, item.label).toEqual([])
      expect(panels.headings.length, `${item.label}: its panels`).toBeGreaterThan(0)
      for (const signature of panels.signatures) signatures.add(signature)
      await page.screenshot({ path: testInfo.outputPath(`settings${item.to.replaceAll('/', '-')}-${width}.png`), fullPage: true })
    }
    expect([...signatures], 'one look for every panel').toHaveLength(1)
  })
}

test('the settings forms work without JavaScript', async ({ browser }) => {
  const founder = await createUser({ roles: ['founder'], password: 'nojs-password-1', name: 'Nadia Founder' })
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } })
  const page = await context.newPage()
  await loginAs(page, founder)

  await page.goto('/dashboard/settings')
  await page.getByLabel('Company (optional)').fill('Nadia & Co')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page).toHaveURL(/\/dashboard\/settings$/)
  await expect(page.getByLabel('Company (optional)')).toHaveValue('Nadia & Co')
  // The success the toast says with JavaScript, above the panel without it.
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible()

  await page.goto('/dashboard/settings/password')
  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password', { exact: true }).fill('second-password-2')
  await page.getByLabel('Confirm new password').fill('second-password-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is not correct.')).toBeVisible()
  await expect(page.getByLabel('Current password')).toHaveValue('')

  await page.goto('/dashboard/settings/notifications')
  await page.getByRole('group', { name: 'Billing' }).getByLabel('In the app').uncheck()
  await page.getByRole('button', { name: 'Save choices' }).click()
  await expect(page).toHaveURL(/\/dashboard\/settings\/notifications$/)
  await expect(page.getByRole('group', { name: 'Billing' }).getByLabel('In the app')).not.toBeChecked()

  // A refusal shows at the top of its form: a copy still being gathered, a new one waits for it.
  await query(`insert into data_exports (user_id, status) values ($1, 'queued')`, [founder.id])
  await page.goto('/dashboard/settings/data')
  await page.getByRole('button', { name: 'Download my data' }).click()
  await expect(
    page.getByRole('region', { name: 'Download my data' }).getByRole('alert').filter({ hasText: 'Your data is already being gathered.' }),
  ).toBeVisible()
  await context.close()
})
