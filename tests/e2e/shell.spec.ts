import { expect, hydrated, test } from './fixtures.ts'

test('the header takes its stronger look after 10 px of scroll', async ({ page }) => {
  await page.goto('/privacy')
  await hydrated(page)
  const header = page.locator('header[data-scrolled]')
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px'
    window.scrollTo(0, 50)
  })
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
})

test('headings and text are set in the brand typefaces, served by the site and preloaded for headings', async ({ page }) => {
  const fontResponses: { url: string; status: number; type: string }[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2'))
      fontResponses.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] ?? '' })
  })
  // Twice: the second answer comes from the rendered-page cache and must name the same files.
  for (const visit of [1, 2]) {
    await page.goto('/')
    await page.evaluate(() => document.fonts.ready)
    const preload = page.locator('link[rel="preload"][as="font"]')
    await expect(preload, `visit ${visit}`).toHaveCount(1)
    await expect(preload).toHaveAttribute('href', /^\/assets\/bricolage-grotesque-latin-800-normal-[\w-]+\.woff2$/)
    await expect(preload).toHaveAttribute('type', 'font/woff2')
    await expect(preload).toHaveAttribute('crossorigin', 'anonymous')
    const faces = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
    )
    expect(faces).toEqual(expect.arrayContaining(['Bricolage Grotesque', 'Figtree']))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Bricolage Grotesque"/)
    await expect(page.locator('body')).toHaveCSS('font-family', /^Figtree/)
  }
  // The preloaded file is the one the stylesheet asks for: two files, each fetched from /assets and nothing else.
  const files = new Set(fontResponses.map((response) => new URL(response.url).pathname))
  expect([...files].sort()).toEqual([
    expect.stringMatching(/^\/assets\/bricolage-grotesque-latin-800-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/figtree-latin-wght-normal-[\w-]+\.woff2$/),
  ])
  for (const response of fontResponses) {
    expect(response.status, response.url).toBeLessThan(400)
    expect(response.type, response.url).toBe('font/woff2')
  }
})

test('the desktop header links and the call to action', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, href] of [
    ['Pricing', '/pricing'],
    ['WTF this works', '/results'],
    ['How it works', '/how-it-works'],
    ['FAQ', '/faq'],
  ] as const) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href)
  }
  await expect(nav.getByRole('link', { name: 'Start Your Content' })).toHaveAttribute('href', '/get-started')
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu toggles, closes on navigation and reports to analytics', async ({ page }) => {
    await page.addInitScript(() => {
      const events: unknown[] = []
      ;(window as unknown as { __events: unknown[] }).__events = events
      ;(window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => events.push(args)
    })
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/get-started')
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(menu).toBeHidden()
    const events = await page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events)
    expect(events).toContainEqual(['event', 'menu_open', { event_category: 'navigation' }])
    expect(events).toContainEqual(['event', 'menu_close', { event_category: 'navigation' }])
    expect(events).toContainEqual(['event', 'nav_click', { event_category: 'navigation', event_label: 'FAQ' }])
  })

  test('nothing overflows the viewport sideways', async ({ page }) => {
    for (const path of ['/', '/login', '/signup', '/no-such-page', '/checkout/growth', '/onboarding']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test('the footer links, social placeholders and the current year', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const [label, href] of [
    ['Home', '/'],
    ['Pricing', '/pricing'],
    ['Join as Writer', '/writer-onboarding'],
    ['Login', '/login'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
  }
  for (const social of ['Twitter', 'Instagram', 'LinkedIn']) await expect(footer.getByRole('link', { name: social })).toBeVisible()
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
})

test('the scroll-to-top button appears after 300 px and scrolls smoothly to the top', async ({ page }) => {
  await page.goto('/terms')
  await hydrated(page)
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px'
    window.scrollTo(0, 200)
  })
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 900))
  await page.getByRole('button', { name: 'Scroll to top' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the messaging button opens a chat with the prefilled message', async ({ page }) => {
  await page.goto('/')
  const link = page.getByRole('link', { name: 'Chat with us on WhatsApp' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
  expect(decodeURIComponent(href!.split('text=')[1]!)).toContain('more details')
})

test('a page change scrolls to the top', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px'
    window.scrollTo(0, 2500)
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('an unknown path shows Page not found with status 404 and a way home', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
