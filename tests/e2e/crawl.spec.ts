import { STATIC_PUBLIC_PAGES } from '#app/content/public-paths.ts'
import { expect, test } from './fixtures.ts'

// From the home page, follow every internal link: none is broken and no page logs an error.
test('every internal link from the home page works', async ({ page }) => {
  test.setTimeout(180_000)
  const seen = new Set<string>()
  const queue = ['/']
  const broken: string[] = []
  while (queue.length > 0 && seen.size < 120) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const response = await page.goto(path)
    const status = response?.status() ?? 0
    if (status >= 400) {
      broken.push(`${path} → ${status}`)
      continue
    }
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const href of hrefs) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.split('#')[0]!
      if (!target || target.startsWith('/dev/') || target.startsWith('/api/')) continue
      if (!seen.has(target)) queue.push(target)
    }
  }
  expect(broken).toEqual([])
  // The public site: all the marketing pages were reached from the home page.
  for (const path of STATIC_PUBLIC_PAGES) {
    expect(seen, path).toContain(path)
  }
})
