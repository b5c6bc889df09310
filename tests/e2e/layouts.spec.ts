import { axe, createUser, expect, hydrated, loginAs, test } from './fixtures.ts'
import { unreadNotification } from './content-fixtures.ts'

test('a signed-in visitor sees "Dashboard" with their initial in the public header', async ({ page }) => {
  const user = await createUser({ name: 'Quinn Reader' })
  await loginAs(page, user)
  await page.goto('/pricing')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const dashboard = nav.getByRole('link', { name: 'Dashboard' })
  await expect(dashboard).toHaveAttribute('href', '/dashboard')
  await expect(dashboard).toContainText('Q')
  await expect(nav.getByRole('link', { name: 'Start Your Content' })).toHaveCount(0)
  // The footer keeps the spec's links.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Join as Writer' })).toHaveAttribute('href', '/writer-onboarding')
})

test('the app layout: sidebar, user menu with name and e-mail, no marketing header, Sign out', async ({ page }) => {
  const user = await createUser({ name: 'Riley Founder' })
  await loginAs(page, user)
  await page.goto('/dashboard')
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  const sidebar = page.getByRole('navigation', { name: 'Product', exact: true })
  // The founder's tabs, the current one marked; nothing of the admin's.
  await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByRole('link', { name: 'Content Review' })).toHaveAttribute('href', '/dashboard/review')
  await expect(sidebar.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/dashboard/billing')
  await expect(sidebar.getByRole('link', { name: 'Admin panel' })).toHaveCount(0)
  // The tabs navigate within the page, by mouse and by keyboard, and the current one moves with them.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await sidebar.getByRole('link', { name: 'Billing' }).click()
  await expect(page).toHaveURL(/\/dashboard\/billing$/)
  await expect(sidebar.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page')
  await sidebar.getByRole('link', { name: 'Overview' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  const menu = page.locator('summary').filter({ hasText: 'Account menu' })
  await menu.click()
  await expect(page.getByText(user.email)).toBeVisible()
  await expect(page.locator('details[open]').getByText('Signed in as')).toContainText('Founder')
  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden()
  await expect(menu).toBeFocused()
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('pages rendered per visit link the stylesheet, public pages inline it, and a navigation between them stays styled', async ({
  page,
}) => {
  const paper = 'rgb(250, 250, 247)'
  await page.goto('/pricing')
  await expect(page.locator('style#app-css')).toHaveCount(1)
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)
  await page.goto('/login')
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
  await expect(page.locator('style#app-css')).toHaveCount(0)
  await expect(page.locator('body')).toHaveCSS('background-color', paper)

  await loginAs(page, await createUser({ name: 'Sasha Styles' }))
  await page.goto('/dashboard')
  await hydrated(page)
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
  await expect(page.locator('style#app-css')).toHaveCount(0)
  // Into the marketing shell without a new document: the linked stylesheet stays and still applies.
  await page.getByRole('navigation', { name: 'Product', exact: true }).getByRole('link', { name: 'Plans & pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
  await expect(page.locator('body')).toHaveCSS('background-color', paper)
})

test('someone with several roles switches the workspace they see from the user menu', async ({ page }) => {
  const user = await createUser({ roles: ['admin', 'writer'], name: 'Morgan Both' })
  await loginAs(page, user)
  await page.goto('/dashboard')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.locator('summary').filter({ hasText: 'Account menu' }).click()
  const group = page.getByRole('group', { name: 'View as' })
  await expect(group.getByRole('button', { name: /Admin/ })).toHaveAttribute('aria-pressed', 'true')
  await group.getByRole('button', { name: /Writer/ }).click()
  await expect(page.getByText('Now viewing as Writer')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Writer Dashboard' })).toBeVisible()
  // The choice is kept across visits.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Writer Dashboard' })).toBeVisible()
  // The sidebar follows the view: the writer's tabs now, not the admin's.
  const sidebar = page.getByRole('navigation', { name: 'Product', exact: true })
  await expect(sidebar.getByRole('link', { name: 'My Content' })).toHaveAttribute('href', '/dashboard/content')
  await expect(sidebar.getByRole('link', { name: 'Admin panel' })).toHaveCount(0)
})

test.describe('a page that is not there, or not theirs, inside the product', () => {
  for (const role of ['founder', 'writer', 'admin'] as const) {
    test(`keeps the product's top bar for a ${role}: sidebar, notifications bell and account menu`, async ({ page }) => {
      await loginAs(page, await createUser({ roles: [role], name: `Nadia ${role}` }))
      for (const path of [
        '/dashboard/no-such-page',
        '/dashboard/content/no/such/page',
        ...(role === 'admin' ? ['/admin/no-such-page'] : []),
      ]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible()
        await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
        // The product's shell, not the public site's.
        await expect(page.getByRole('navigation', { name: 'Main' }), path).toHaveCount(0)
        await expect(page.getByRole('navigation', { name: 'Product', exact: true })).toBeVisible()
        const topBar = page.locator('header[data-app-header]')
        await expect(topBar.getByRole('link', { name: 'Notifications' }), path).toHaveAttribute('href', '/dashboard/notifications')
        await expect(topBar.locator('summary').filter({ hasText: 'Account menu' })).toBeVisible()
      }
    })
  }

  test('a refused page keeps the bell, with the unread count', async ({ page }) => {
    const user = await createUser({ roles: ['founder'], name: 'Rene Refused' })
    await unreadNotification(user)
    await unreadNotification(user, 'Your writer commented on a piece')
    await loginAs(page, user)
    for (const path of ['/dashboard/admin/users', '/dashboard/no-such-page']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: /Access Denied|Page not found/ }), path).toBeVisible()
      const bell = page.locator('header[data-app-header]').getByRole('link', { name: 'Notifications: 2 unread' })
      await expect(bell, path).toHaveAttribute('href', '/dashboard/notifications')
      await expect(bell).toContainText('2')
    }
    await expect(page.locator('header[data-app-header]').locator('summary').filter({ hasText: 'Account menu' })).toBeVisible()
  })

  test('signed out, the same 404 offers to log in', async ({ page }) => {
    const response = await page.goto('/dashboard/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.locator('header[data-app-header]').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the bell, the account menu and the menu button fit on the top bar', async ({ page }) => {
      await loginAs(page, await createUser({ roles: ['founder'] }))
      const response = await page.goto('/dashboard/no-such-page')
      expect(response?.status()).toBe(404)
      await hydrated(page)
      const topBar = page.locator('header[data-app-header]')
      await expect(topBar.getByRole('link', { name: 'Notifications' })).toBeInViewport()
      await expect(topBar.locator('summary').filter({ hasText: 'Account menu' })).toBeInViewport()
      await topBar
        .locator('summary')
        .filter({ hasText: /^Menu$/ })
        .click()
      await expect(page.getByRole('navigation', { name: 'Product (mobile)' }).getByRole('link', { name: 'Content Review' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    })
  })
})

test.describe('the sidebar reaches the pages beyond the dashboard tabs', () => {
  test('a founder finds "Request a piece" and Notifications, each marked when open', async ({ page }) => {
    await loginAs(page, await createUser({ roles: ['founder'], name: 'Fern Founder' }))
    await page.goto('/dashboard')
    await hydrated(page)
    const sidebar = page.getByRole('navigation', { name: 'Product', exact: true })
    const names = await sidebar.getByRole('link').allTextContents()
    // The spec's tabs keep their words and order; the request sits beside Content Review.
    expect(names.slice(0, 3)).toEqual(['Overview', 'Content Review', 'Request a piece'])
    expect(names).toEqual(expect.arrayContaining(['Writers', 'Billing', 'Notifications']))
    await sidebar.getByRole('link', { name: 'Request a piece' }).click()
    await expect(page).toHaveURL(/\/dashboard\/request$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Request a piece' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Request a piece' })).toHaveAttribute('aria-current', 'page')
    await expect(sidebar.getByRole('link', { name: 'Content Review' })).not.toHaveAttribute('aria-current', 'page')
    // By keyboard too.
    await sidebar.getByRole('link', { name: 'Notifications' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard\/notifications$/)
    await expect(sidebar.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page')
    await expect(sidebar.getByRole('link', { name: 'Request a piece' })).not.toHaveAttribute('aria-current', 'page')
  })

  for (const role of ['writer', 'admin'] as const) {
    test(`a ${role} finds Notifications and no request form`, async ({ page }) => {
      await loginAs(page, await createUser({ roles: [role] }))
      await page.goto('/dashboard/notifications')
      const sidebar = page.getByRole('navigation', { name: 'Product', exact: true })
      await expect(sidebar.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page')
      await expect(sidebar.getByRole('link', { name: 'Request a piece' })).toHaveCount(0)
    })
  }

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the phone menu has them too and marks the open one', async ({ page }) => {
      await loginAs(page, await createUser({ roles: ['founder'] }))
      await page.goto('/dashboard')
      await hydrated(page)
      const menuButton = page.locator('summary').filter({ hasText: /^Menu$/ })
      const mobile = page.getByRole('navigation', { name: 'Product (mobile)' })
      await menuButton.click()
      await mobile.getByRole('link', { name: 'Request a piece' }).click()
      await expect(page).toHaveURL(/\/dashboard\/request$/)
      await expect(mobile).toBeHidden()
      await menuButton.click()
      await expect(mobile.getByRole('link', { name: 'Request a piece' })).toHaveAttribute('aria-current', 'page')
      await mobile.getByRole('link', { name: 'Notifications' }).click()
      await expect(page).toHaveURL(/\/dashboard\/notifications$/)
      await menuButton.click()
      await expect(mobile.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page')
    })
  })
})

test('the checkout layout keeps buyers focused: logo, secure checkout, a way back to pricing', async ({ page }) => {
  await loginAs(page, await createUser())
  await page.goto('/checkout/growth')
  await expect(page.getByText('Secure checkout')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Back to pricing/ })).toHaveAttribute('href', '/pricing')
  await page.getByRole('link', { name: /Back to pricing/ }).click()
  await expect(page).toHaveURL(/\/pricing$/)
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the app menu opens, navigates and closes; nothing overflows sideways', async ({ page }) => {
    await loginAs(page, await createUser({ roles: ['admin'] }))
    await page.goto('/dashboard')
    await hydrated(page)
    await expect(page.getByRole('navigation', { name: 'Product', exact: true })).toBeHidden()
    await page
      .locator('summary')
      .filter({ hasText: /^Menu$/ })
      .click()
    const mobile = page.getByRole('navigation', { name: 'Product (mobile)' })
    await expect(mobile).toBeVisible()
    await mobile.getByRole('link', { name: 'Admin panel' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(mobile).toBeHidden()
    for (const path of ['/dashboard', '/admin', '/onboarding', '/writer-onboarding', '/checkout/growth']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, path).toBe(0)
    }
  })
})

test('toasts appear below the header, and a form’s newer outcome replaces its earlier toast', async ({ page }) => {
  await loginAs(page, await createUser({ roles: ['founder'] }))
  await page.goto('/dashboard/settings')
  await hydrated(page)
  await page.getByRole('button', { name: 'Save profile' }).click()
  const toasts = page.locator('[data-sonner-toast]')
  await expect(toasts.filter({ hasText: 'Profile saved' })).toBeVisible()
  const header = await page.getByRole('banner').boundingBox()
  // Polled: a toast slides in from above, so its box is higher while it arrives.
  await expect.poll(async () => (await toasts.first().boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)

  await page.getByLabel('Company (optional)').fill('Second Save Ltd')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByLabel('Company (optional)')).toHaveValue('Second Save Ltd')
  await expect(toasts).toHaveCount(1)
})

for (const width of [1280, 390]) {
  test(`the app and checkout layouts have no axe violations at ${width} px`, async ({ browser }) => {
    // An axe scan of every page in turn: on a loaded machine each takes seconds.
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await loginAs(page, await createUser({ roles: ['admin', 'founder'] }))
    const failures: string[] = []
    for (const path of ['/dashboard', '/admin', '/onboarding', '/writer-onboarding', '/checkout/growth', '/thank-you']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const results = await axe(page).analyze()
      for (const violation of results.violations) failures.push(`${path}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`)
      // And with the user menu open.
      if (path === '/dashboard') {
        await page.locator('summary').filter({ hasText: 'Account menu' }).click()
        const open = await axe(page).analyze()
        for (const violation of open.violations)
          failures.push(`${path} (menu open): ${violation.id} ${violation.nodes[0]?.target.join(' ')}`)
        await page.keyboard.press('Escape')
      }
    }
    await context.close()
    expect(failures).toEqual([])
  })
}
