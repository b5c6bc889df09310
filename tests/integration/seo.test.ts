import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogArticles } from '#app/content/blog.ts'
import { caseStudies } from '#app/content/case-studies.ts'
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
    for (const path of ['/', '/pricing', '/faq', '/blog', '/case-studies', '/results', '/not-an-ai', '/privacy', '/terms']) {
      expect(xml).toContain(`<loc>https://agency.example${path}</loc>`)
    }
    for (const article of blogArticles) expect(xml).toContain(`https://agency.example/blog/${article.slug}`)
    for (const study of caseStudies) expect(xml).toContain(`https://agency.example/case-studies/${study.id}`)
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
