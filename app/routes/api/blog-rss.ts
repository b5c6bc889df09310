import { blogArticles } from '#app/content/blog.ts'
import { getEnv } from '#app/utils/env.server.ts'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** The blog as an RSS 2.0 feed. */
export function loader() {
  const base = getEnv().baseUrl
  const items = blogArticles
    .map(
      (article) => `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${base}/blog/${article.slug}</link>
      <guid isPermaLink="true">${base}/blog/${article.slug}</guid>
      <pubDate>${new Date(`${article.date}T09:00:00Z`).toUTCString()}</pubDate>
      <category>${escapeXml(article.category)}</category>
      <description>${escapeXml(article.excerpt)}</description>
    </item>`,
    )
    .join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Unfiltered blog</title>
    <link>${base}/blog</link>
    <atom:link href="${base}/blog/rss.xml" rel="self" type="application/rss+xml"/>
    <description>Content strategy, writing, LinkedIn and the psychology of attention, from the Unfiltered writers' room.</description>
    <language>en</language>
${items}
  </channel>
</rss>
`
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
