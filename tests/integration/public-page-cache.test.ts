import { createHash } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'

const postgres = await postgresBackend()

describe('public pages served from the rendered-page cache', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer(postgres ? postgres.serverEnv() : {})
  })
  afterAll(async () => {
    await server?.stop()
    await postgres?.teardown()
  })

  it('renders once, then serves hits with an ETag, compression and hash-based CSP', async () => {
    const first = await fetch(`${server.url}/faq`)
    expect(first.headers.get('x-cache')).toBe('MISS')
    const second = await fetch(`${server.url}/faq`, { headers: { 'accept-encoding': 'br' } })
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('content-encoding')).toBe('br')
    const html = await second.text()
    expect(html).toContain('<h1')
    // Its scripts start after its first paint (decision 043): no module preload in the markup, the boot
    // script's imports dynamic and behind the first contentful paint.
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toMatch(/first-contentful-paint[\s\S]*await Promise\.all\(\[import\("\/assets\/root-[^"]+\.js"\)/)
    expect(html).toContain('window.__reactRouterRouteModules')
    const csp = second.headers.get('content-security-policy')!
    expect(csp).not.toContain('nonce-')
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (match[1]!.includes('application/ld+json')) continue
      const hash = createHash('sha256').update(match[2]!).digest('base64')
      expect(csp).toContain(`'sha256-${hash}'`)
    }
    const etag = second.headers.get('etag')!
    const revalidated = await fetch(`${server.url}/faq`, { headers: { 'if-none-match': etag } })
    expect(revalidated.status).toBe(304)
  })

  it('keeps one variant per currency', async () => {
    const usd = await (await fetch(`${server.url}/pricing`)).text()
    const inr = await (await fetch(`${server.url}/pricing`, { headers: { 'accept-language': 'hi-IN,en;q=0.8' } })).text()
    expect(usd).toContain('$199')
    expect(inr).toContain('₹16,999')
  })

  it('serves a page with unknown query parameters from the entry of the page without them', async () => {
    await fetch(`${server.url}/examples`)
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/examples?x=${Math.random().toString(36).slice(2)}&utm_source=test`)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-cache')).toBe('HIT')
    }
  })

  it('renders once for a flood of random-query misses and answers /healthz while it lasts', async () => {
    let floodAnswered = 0
    const flood = Array.from({ length: 60 }, async () => {
      const response = await fetch(`${server.url}/how-it-works?x=${Math.random().toString(36).slice(2)}`)
      await response.arrayBuffer()
      floodAnswered++
      return response
    })
    const health = await fetch(`${server.url}/healthz`)
    const answeredBeforeHealth = floodAnswered
    expect(health.status).toBe(200)
    const responses = await Promise.all(flood)
    expect(responses.every((response) => response.status === 200)).toBe(true)
    expect(responses.filter((response) => response.headers.get('x-cache') === 'MISS')).toHaveLength(1)
    // The page was still being compressed (off the event loop) when /healthz answered.
    expect(answeredBeforeHealth).toBeLessThan(60)
  })

  it('picks the same currency for a cached page as for a page rendered per request', async () => {
    const signedIn = await signIn(server.url, 'founder2@agency.test')
    const currencyOf = (html: string) => (html.includes('₹16,999') ? 'INR' : html.includes('$199') ? 'USD' : 'none')
    for (const language of ['en;q=0.9, in;q=0.5', 'en-IN', 'hi-IN,en;q=0.8', 'en-US,en;q=0.9', 'fin', 'en_in']) {
      const cached = await fetch(`${server.url}/pricing`, { headers: { 'accept-language': language } })
      expect(cached.headers.get('x-cache'), language).not.toBeNull()
      const perRequest = await signedIn.request('/pricing', { headers: { 'accept-language': language } })
      expect(perRequest.headers.get('x-cache'), language).toBeNull()
      expect(currencyOf(await cached.text()), language).toBe(currencyOf(await perRequest.text()))
    }
    const anonymous = await fetch(`${server.url}/pricing`, { headers: { 'accept-language': 'en;q=0.9, in;q=0.5' } })
    expect(currencyOf(await anonymous.text())).toBe('USD')
  })

  it('never serves a signed-in visitor from the cache', async () => {
    const client = await signIn(server.url, 'founder@agency.test')
    const response = await client.request('/pricing')
    expect(response.headers.get('x-cache')).toBeNull()
    expect(response.headers.get('content-security-policy')).toContain('nonce-')
  })

  it('serves the sign-in and sign-up pages to anonymous visitors from the cache, as rendered per request', async () => {
    for (const path of ['/login', '/signup']) {
      await fetch(`${server.url}${path}`)
      const hit = await fetch(`${server.url}${path}`)
      expect(hit.headers.get('x-cache'), path).toBe('HIT')
      expect(hit.headers.get('content-security-policy'), path).not.toContain('nonce-')
      expect(hit.headers.get('set-cookie'), path).toBeNull()
      const cached = await hit.text()
      // A stale or foreign session cookie goes to the app, which renders the same page for an anonymous visitor.
      const rendered = await fetch(`${server.url}${path}`, { headers: { cookie: 'better-auth.session_token=unknown' } })
      expect(rendered.headers.get('x-cache'), path).toBeNull()
      expect(rendered.headers.get('content-security-policy'), path).toContain('nonce-')
      const visible = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/ nonce="[^"]*"/g, '')
      expect(visible(cached), path).toContain(path === '/login' ? 'Welcome back' : 'Create your account')
      expect(visible(cached), path).toBe(visible(await rendered.text()))
    }
  })

  it('renders the sign-in page per request when its query or a toast changes it', async () => {
    await fetch(`${server.url}/login`)
    const forgot = await fetch(`${server.url}/login?mode=forgot`)
    expect(forgot.headers.get('x-cache')).toBeNull()
    expect(await forgot.text()).toContain('Reset your password')
    const carried = await fetch(`${server.url}/login?redirectTo=%2Fonboarding`)
    expect(carried.headers.get('x-cache')).toBeNull()
    expect(await carried.text()).toContain('name="redirectTo" value="/onboarding"')

    // The toast of a finished form comes with the next page, which clears it.
    const visitor = new Browserish(server.url)
    const sent = await visitor.post('/login?mode=forgot', { intent: 'forgot', email: 'nobody@agency.test' })
    expect(sent.status).toBe(302)
    expect(visitor.cookies.has('toast')).toBe(true)
    const withToast = await visitor.request('/login')
    expect(withToast.headers.get('x-cache')).toBeNull()
    expect(await withToast.text()).toContain('Password reset email sent')
    expect(visitor.cookies.has('toast')).toBe(false)
    expect((await visitor.request('/login')).headers.get('x-cache')).toBe('HIT')
  })

  it('still sends a signed-in visitor from the sign-in page to the dashboard', async () => {
    await fetch(`${server.url}/login`)
    const client = await signIn(server.url, 'founder@agency.test')
    for (const path of ['/login', '/signup']) {
      const response = await client.request(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe('/dashboard')
      expect(response.headers.get('x-cache'), path).toBeNull()
    }
  })

  it('does not cache unknown pages', async () => {
    const missing = await new Browserish(server.url).request('/blog/not-a-real-post')
    expect(missing.status).toBe(404)
    const again = await fetch(`${server.url}/blog/not-a-real-post`)
    expect(again.status).toBe(404)
    expect(again.headers.get('x-cache')).not.toBe('HIT')
  })

  it.runIf(postgres)('drops stale pages when a price changes in the database', async () => {
    expect(await (await fetch(`${server.url}/pricing`)).text()).toContain('$199')
    const client = new pg.Client({ connectionString: postgres!.url })
    await client.connect()
    await client.query(
      `update plan_prices set amount_minor = 21900, updated_at = now() where plan_slug = 'growth' and billing_period = 'monthly' and currency = 'USD'`,
    )
    await client.end()
    const deadline = Date.now() + 10_000
    let html = ''
    while (Date.now() < deadline) {
      html = await (await fetch(`${server.url}/pricing`)).text()
      if (html.includes('$219')) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(html).toContain('$219')
  })
})
