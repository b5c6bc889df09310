import { blogArticles } from '#app/content/blog.ts'
import { caseStudies } from '#app/content/case-studies.ts'
import { getEnv } from '#app/utils/env.server.ts'

const STATIC_PATHS = ['/', '/pricing', '/examples', '/how-it-works', '/faq', '/about', '/blog', '/contact', '/case-studies', '/results', '/not-an-ai', '/privacy', '/terms']

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** Every public page, for search engines. */
export function loader() {
  const base = getEnv().baseUrl
  const urls = [
    ...STATIC_PATHS.map((path) => ({ loc: `${base}${path}` })),
    ...blogArticles.map((article) => ({ loc: `${base}/blog/${article.slug}`, lastmod: article.date })),
    ...caseStudies.map((study) => ({ loc: `${base}/case-studies/${study.id}` })),
  ]
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeXml(url.loc)}</loc>${'lastmod' in url && url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
