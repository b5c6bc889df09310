import { getEnv } from '#app/utils/env.server.ts'
import { PUBLIC_PAGES } from '#app/content/public-paths.ts'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** Every public page, for search engines. */
export function loader() {
  const base = getEnv().baseUrl
  const urls = PUBLIC_PAGES.map((page) => ({ loc: `${base}${page.path}`, lastmod: page.lastModified }))
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
