import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogArticles } from '#app/content/blog.ts'
import { caseStudies } from '#app/content/case-studies.ts'
import { PUBLIC_PAGE_PATHS } from '#app/content/public-paths.ts'
import { startAppServer, type AppServer } from '#tests/support/app-server.ts'

describe('search engine files', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer({ PUBLIC_BASE_URL: 'https://agency.example' })
  })
  afterAll(() => server?.stop())

  it('lists every public page in sitemap.xml with absolute URLs', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    const listed = [...xml.matchAll(/<loc>https:\/\/agency\.example([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
    expect(listed).toEqual([...PUBLIC_PAGE_PATHS])
    for (const path of ['/', '/pricing', '/faq', '/blog', '/case-studies', '/results', '/not-an-ai', '/privacy', '/terms']) {
      expect(listed).toContain(path)
    }
    for (const article of blogArticles) {
      expect(xml).toContain(`<loc>https://agency.example/blog/${article.slug}</loc><lastmod>${article.date}</lastmod>`)
    }
    for (const study of caseStudies) expect(listed).toContain(`/case-studies/${study.id}`)
    expect(xml).not.toContain('/dashboard')
  })

  it('points robots.txt at the sitemap', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Sitemap: https://agency.example/sitemap.xml')
  })

  it('publishes the blog as RSS', async () => {
    const response = await fetch(`${server.url}/blog/rss.xml`)
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml.match(/<item>/g)).toHaveLength(blogArticles.length)
    expect(xml).toContain(`<link>https://agency.example/blog/${blogArticles[0]!.slug}</link>`)
  })
})

describe('page metadata', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer({
      PUBLIC_BASE_URL: 'https://agency.example',
      COMPANY_NAME: 'Configured Content Ltd',
      COMPANY_EMAIL: 'legal@configured.example',
      COMPANY_ADDRESS: '1 Config Street, Testville',
    })
  })
  afterAll(() => server?.stop())

  it('gives every public page a canonical URL and Open Graph tags', async () => {
    for (const path of ['/', '/pricing', '/blog/content-strategy-guide', '/case-studies/b2b-email', '/faq']) {
      const html = await (await fetch(`${server.url}${path}?utm_source=test`)).text()
      const canonical = `https://agency.example${path === '/' ? '' : path}`
      expect(html, path).toContain(`<link rel="canonical" href="${canonical}"/>`)
      expect(html, path).toContain(`<meta property="og:url" content="${canonical}"/>`)
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
      expect(html, path).toMatch(/<meta property="og:description" content="[^"]{20,}"\/>/)
    }
  })

  it('describes the organisation, the FAQ, the articles and the offers as JSON-LD', async () => {
    const jsonLd = async (path: string) => {
      const html = await (await fetch(`${server.url}${path}`)).text()
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!))
    }
    expect((await jsonLd('/')).map((data) => data['@type'])).toContain('Organization')
    expect((await jsonLd('/faq')).map((data) => data['@type'])).toContain('FAQPage')
    expect((await jsonLd('/blog/content-strategy-guide')).map((data) => data['@type'])).toContain('Article')
    const [service] = (await jsonLd('/pricing')).filter((data) => data['@type'] === 'Service')
    expect(service.offers).toHaveLength(7)
    expect(service.offers).toContainEqual(expect.objectContaining({ name: 'Growth (monthly)', price: '199.00', priceCurrency: 'USD' }))
    expect(service.offers).toContainEqual(expect.objectContaining({ name: 'Base (monthly)', availability: 'https://schema.org/SoldOut' }))
  })

  it('names the company from configuration on the legal and contact pages', async () => {
    for (const path of ['/privacy', '/terms', '/contact']) {
      const html = await (await fetch(`${server.url}${path}`)).text()
      expect(html, path).toContain('legal@configured.example')
    }
    for (const path of ['/privacy', '/terms']) {
      const html = await (await fetch(`${server.url}${path}`)).text()
      expect(html, path).toContain('Configured Content Ltd')
      expect(html, path).toContain('1 Config Street, Testville')
    }
  })
})
