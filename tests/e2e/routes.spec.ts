import { expect, test } from './fixtures.ts'

// Every route of the spec's table renders inside its shell with its own title and description.
type Shell = 'marketing' | 'app' | 'checkout'
const SHELL_OF = (path: string): Shell =>
  /^\/(onboarding|get-started|writer-onboarding)$/.test(path) ? 'app' : path.startsWith('/checkout/') ? 'checkout' : 'marketing'
const PAGES: [path: string, heading: string][] = [
  ['/', ''],
  ['/pricing', ''],
  ['/examples', ''],
  ['/how-it-works', ''],
  ['/faq', ''],
  ['/about', ''],
  ['/blog', ''],
  ['/blog/ai-content-limitations', ''],
  ['/contact', 'Get in Touch'],
  ['/case-studies', 'Our Work Speaks For Itself'],
  ['/case-studies/retail-ads', ''],
  ['/results', ''],
  ['/not-an-ai', ''],
  ['/privacy', ''],
  ['/terms', ''],
  ['/login', 'Welcome back'],
  ['/signup', 'Create your account'],
  ['/onboarding', 'Create Your Account'],
  ['/get-started', 'Create Your Account'],
  ['/writer-onboarding', 'Join as a Writer'],
  ['/checkout/growth', 'Please Log In'],
  ['/reset-password', 'Link expired'],
]

test('every public route renders in its shell with its own title and description', async ({ page }) => {
  const titles = new Set<string>()
  for (const [path, heading] of PAGES) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('banner'), path).toBeVisible()
    const shell = SHELL_OF(path)
    // The marketing header and footer belong to the public site only.
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toHaveCount(shell === 'marketing' ? 1 : 0)
    await expect(page.getByRole('contentinfo'), path).toHaveCount(shell === 'app' ? 0 : 1)
    if (shell === 'app') await expect(page.getByRole('navigation', { name: 'Product' }), path).toBeAttached()
    if (shell === 'checkout') await expect(page.getByText('Secure checkout'), path).toBeVisible()
    await expect(page.locator('h1'), path).toHaveCount(1)
    if (heading) await expect(page.locator('h1'), path).toHaveText(heading)
    const title = await page.title()
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(title, path).toMatch(/\S/)
    expect(description?.length ?? 0, path).toBeGreaterThan(20)
    titles.add(title)
  }
  // onboarding and get-started share one screen; the rest are distinct.
  expect(titles.size).toBeGreaterThanOrEqual(PAGES.length - 2)
})

test('unknown blog slugs and case-study ids are 404s', async ({ page }) => {
  for (const path of ['/blog/not-a-post', '/case-studies/not-a-study']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  }
})
