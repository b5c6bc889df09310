import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'

const PUBLIC_PAGES = [
  '/', '/pricing', '/examples', '/how-it-works', '/faq', '/about', '/blog', '/blog/psychology-scroll-stopping-content',
  '/contact', '/case-studies', '/case-studies/saas-website', '/results', '/not-an-ai', '/privacy', '/terms',
  '/login', '/signup', '/login?mode=forgot', '/onboarding', '/writer-onboarding', '/checkout/growth', '/no-such-page',
]

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('every public page has no axe violations', async ({ browser }) => {
      test.setTimeout(180_000)
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      const failures: string[] = []
      for (const path of PUBLIC_PAGES) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
        for (const violation of results.violations) {
          failures.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`)
        }
      }
      await context.close()
      expect(failures).toEqual([])
    })
  })
}
