import { getEnv } from '#app/utils/env.server.ts'

export function loader() {
  const env = getEnv()
  const lines = env.isDemo
    ? ['User-agent: *', 'Disallow: /dev/']
    : ['User-agent: *', 'Disallow: /dashboard', 'Disallow: /admin', 'Disallow: /checkout/', 'Disallow: /api/', 'Disallow: /thank-you']
  lines.push('', `Sitemap: ${env.baseUrl}/sitemap.xml`)
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
