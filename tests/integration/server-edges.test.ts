import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { waitForMailLink } from '#tests/support/mailbox.ts'

describe('the HTTP edge', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer({ GOOGLE_CLIENT_ID: 'test-client-id.apps.example', GOOGLE_CLIENT_SECRET: 'test-client-secret' })
  })
  afterAll(() => server?.stop())

  it('sends the security headers on every response', async () => {
    for (const path of ['/', '/login', '/no-such-page', '/healthz', '/favicon.svg']) {
      const response = await fetch(`${server.url}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).toContain("default-src 'self'")
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
  })

  it('runs inline scripts only with the per-request nonce on pages rendered per request', async () => {
    const first = await fetch(`${server.url}/login`)
    const second = await fetch(`${server.url}/login`)
    const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1]
    const nonce = nonceOf(first.headers.get('content-security-policy'))
    expect(nonce).toBeTruthy()
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce)
    const html = await first.text()
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
  })

  it('echoes a request id and logs the request as JSON with it', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-abc-123' } })
    expect(response.headers.get('x-request-id')).toBe('trace-abc-123')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const line = server.logs.find((entry) => entry.includes('trace-abc-123'))
    expect(line).toBeDefined()
    expect(JSON.parse(line!)).toMatchObject({ requestId: 'trace-abc-123', status: 200, url: '/healthz' })
    const forged = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': '<script>' } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('reports readiness of the database', async () => {
    const response = await fetch(`${server.url}/readyz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready' })
  })

  it('offers Google sign-in when configured and hands the browser to Google', async () => {
    const client = new Browserish(server.url)
    const page = await client.request('/login')
    expect(await page.text()).toContain('Sign in with Google')
    const response = await client.post('/login', { intent: 'google' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!)
    expect(location.host).toBe('accounts.google.com')
    expect(location.searchParams.get('client_id')).toBe('test-client-id.apps.example')
    expect(response.headers.get('content-security-policy')).toContain('form-action \'self\' https://accounts.google.com')
  })

  it('lets an unverified user ask for a new verification link', async () => {
    const email = `resend-${Date.now()}@example.test`
    const client = new Browserish(server.url)
    await client.post('/signup', { intent: 'signup', name: 'Resend Me', email, password: 'resend-pass-1', confirmPassword: 'resend-pass-1' })
    const first = await waitForMailLink(server.url, email, '/api/auth/verify-email')
    const resend = await client.post('/login', { intent: 'resend-verification', email })
    expect(resend.status).toBe(302)
    const deadline = Date.now() + 5000
    let links: string[] = []
    while (Date.now() < deadline && links.length < 2) {
      const html = await (await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(email)}`)).text()
      links = [...html.matchAll(/href="(http[^"]+verify-email[^"]+)"/g)].map((match) => match[1]!)
    }
    expect(links.length).toBe(2)
    expect(links).toContain(first.replaceAll('&', '&amp;'))
  })
})

describe('without Google configured', () => {
  it('hides the Google button', async () => {
    const server = await startAppServer()
    try {
      const html = await (await fetch(`${server.url}/login`)).text()
      expect(html).not.toContain('Sign in with Google')
      expect(html).toContain('Welcome back')
    } finally {
      await server.stop()
    }
  })
})
