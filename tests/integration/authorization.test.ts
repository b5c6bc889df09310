import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'

type Who = 'anonymous' | 'founder' | 'writer' | 'admin'
/** A status, or a status with the redirect target. */
type Expect = number | { redirect: string }

const PUBLIC: Record<Who, Expect> = { anonymous: 200, founder: 200, writer: 200, admin: 200 }
const SIGNED_IN_ONLY = (login: string): Record<Who, Expect> => ({ anonymous: { redirect: login }, founder: 200, writer: 200, admin: 200 })
const ANONYMOUS_ONLY: Record<Who, Expect> = { anonymous: 200, founder: { redirect: '/dashboard' }, writer: { redirect: '/dashboard' }, admin: { redirect: '/dashboard' } }

/** Every route of app/routes.ts: who gets what. A new route without a row fails the last test. */
const MATRIX: { pattern: string; path: string; expect: Record<Who, Expect> }[] = [
  { pattern: '/', path: '/', expect: PUBLIC },
  { pattern: '/pricing', path: '/pricing', expect: PUBLIC },
  { pattern: '/examples', path: '/examples', expect: PUBLIC },
  { pattern: '/how-it-works', path: '/how-it-works', expect: PUBLIC },
  { pattern: '/faq', path: '/faq', expect: PUBLIC },
  { pattern: '/about', path: '/about', expect: PUBLIC },
  { pattern: '/blog', path: '/blog', expect: PUBLIC },
  { pattern: '/blog/:slug', path: '/blog/linkedin-ghostwriting-explained', expect: PUBLIC },
  { pattern: '/contact', path: '/contact', expect: PUBLIC },
  { pattern: '/case-studies', path: '/case-studies', expect: PUBLIC },
  { pattern: '/case-studies/:id', path: '/case-studies/fintech-rebrand', expect: PUBLIC },
  { pattern: '/results', path: '/results', expect: PUBLIC },
  { pattern: '/not-an-ai', path: '/not-an-ai', expect: PUBLIC },
  { pattern: '/privacy', path: '/privacy', expect: PUBLIC },
  { pattern: '/terms', path: '/terms', expect: PUBLIC },
  { pattern: '/login', path: '/login', expect: ANONYMOUS_ONLY },
  { pattern: '/signup', path: '/signup', expect: ANONYMOUS_ONLY },
  { pattern: '/reset-password', path: '/reset-password', expect: PUBLIC },
  { pattern: '/logout', path: '/logout', expect: { anonymous: { redirect: '/' }, founder: { redirect: '/' }, writer: { redirect: '/' }, admin: { redirect: '/' } } },
  { pattern: '/auth/callback', path: '/auth/callback?from=google', expect: { anonymous: { redirect: '/login' }, founder: { redirect: '/dashboard' }, writer: { redirect: '/dashboard' }, admin: { redirect: '/dashboard' } } },
  { pattern: '/onboarding', path: '/onboarding', expect: PUBLIC },
  { pattern: '/get-started', path: '/get-started', expect: PUBLIC },
  { pattern: '/writer-onboarding', path: '/writer-onboarding', expect: PUBLIC },
  { pattern: '/checkout/:plan', path: '/checkout/growth?billing=yearly', expect: PUBLIC },
  { pattern: '/thank-you', path: '/thank-you', expect: SIGNED_IN_ONLY('/login?redirectTo=%2Fthank-you') },
  { pattern: '/dashboard', path: '/dashboard', expect: SIGNED_IN_ONLY('/login?redirectTo=%2Fdashboard') },
  { pattern: '/admin', path: '/admin', expect: { anonymous: { redirect: '/login?redirectTo=%2Fadmin' }, founder: 403, writer: 403, admin: 200 } },
  { pattern: '/dev/mailbox', path: '/dev/mailbox', expect: PUBLIC }, // demo mode only; 404 in production (see below)
  { pattern: '/api/auth/*', path: '/api/auth/get-session', expect: PUBLIC },
  { pattern: '/api/headline-suggestions', path: '/api/headline-suggestions', expect: { anonymous: 405, founder: 405, writer: 405, admin: 405 } },
  { pattern: '/sitemap.xml', path: '/sitemap.xml', expect: PUBLIC },
  { pattern: '/robots.txt', path: '/robots.txt', expect: PUBLIC },
  { pattern: '/blog/rss.xml', path: '/blog/rss.xml', expect: PUBLIC },
  { pattern: '/healthz', path: '/healthz', expect: PUBLIC },
  { pattern: '/readyz', path: '/readyz', expect: PUBLIC },
  { pattern: '/*', path: '/no-such-page', expect: { anonymous: 404, founder: 404, writer: 404, admin: 404 } },
]

function routePatterns(entries: { path?: string; index?: boolean; children?: unknown[] }[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || '/' : `${prefix}/${entry.path ?? ''}`.replace(/\/+/g, '/')
    const children = (entry.children ?? []) as typeof entries
    return [own, ...routePatterns(children, entry.index ? prefix : own)]
  })
}

describe('who may open what', () => {
  let server: AppServer
  const clients = {} as Record<Who, Browserish>

  beforeAll(async () => {
    server = await startAppServer()
    clients.anonymous = new Browserish(server.url)
    clients.founder = await signIn(server.url, 'founder@agency.test')
    clients.writer = await signIn(server.url, 'writer@agency.test')
    clients.admin = await signIn(server.url, 'admin@agency.test')
  })
  afterAll(() => server?.stop())

  for (const row of MATRIX) {
    it(`GET ${row.path}`, async () => {
      for (const who of ['anonymous', 'founder', 'writer', 'admin'] as const) {
        const response = await clients[who].request(row.path)
        const expected = row.expect[who]
        const label = `${who} → ${row.path}`
        if (typeof expected === 'number') {
          expect(response.status, label).toBe(expected)
        } else {
          expect(response.status, label).toBe(302)
          expect(response.headers.get('location'), label).toBe(expected.redirect)
        }
        if (who !== 'anonymous') expect(clients[who].cookies.has('better-auth.session_token'), `${label} keeps the session`).toBe(true)
      }
    })
  }

  it('shows Access Denied with the missing role to a signed-in non-admin', async () => {
    const response = await clients.founder.request('/admin')
    const html = await response.text()
    expect(html).toContain('Access Denied')
    expect(html).toContain('You don&#x27;t have the required role (admin) to access this page.')
  })

  it('refuses anonymous form posts to protected pages', async () => {
    for (const path of ['/dashboard', '/admin', '/thank-you']) {
      const response = await clients.anonymous.request(path, { method: 'POST', form: { anything: 'x' } })
      expect(response.status, path).not.toBe(200)
      expect(response.status, path).toBeLessThan(500)
    }
  })

  it('has a row for every route in app/routes.ts', () => {
    const declared = routePatterns(routes as never).sort()
    expect(MATRIX.map((row) => row.pattern).sort()).toEqual(declared)
  })
})
