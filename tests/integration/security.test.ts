// Regression tests for the security review's findings (issue 6 §6), against the built server,
// as an attacker would send them: raw HTTP, other client addresses, hostile values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CONTENT } from '#db/seed.ts'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'

const IP_HEADER = 'x-test-client-ip'
let ipCounter = 0
const freshIp = () => `203.0.113.${++ipCounter}`
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

function clientAt(base: string, ip = freshIp()) {
  const client = new Browserish(base)
  const request = client.request.bind(client)
  client.request = (pathname, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set(IP_HEADER, ip)
    return request(pathname, { ...init, headers })
  }
  return client
}

describe('security findings', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer({ TRUSTED_PROXY_HEADER: IP_HEADER })
  })
  afterAll(() => server?.stop())

  const login = (client: Browserish, email: string, password: string, redirectTo = '/dashboard') =>
    client.post('/login', { intent: 'login', email, password, redirectTo })

  describe('1. no open redirect after login', () => {
    it.each([
      ['/\t/evil.example'],
      ['/\t\\evil.example'],
      ['//evil.example'],
      ['/\\evil.example'],
      ['https://evil.example/'],
      ['\t//evil.example'],
    ])('sends %j to the dashboard instead', async (redirectTo) => {
      const response = await login(clientAt(server.url), 'founder@agency.test', 'demo-password', redirectTo)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/dashboard')
    })

    it('keeps a same-site path, cleaned of control characters, and never answers 500', async () => {
      for (const [redirectTo, location] of [
        ['/checkout/growth?billing=yearly', '/checkout/growth?billing=yearly'],
        ['/thank-you\n', '/thank-you'],
        ['/thank\r\nyou', '/thankyou'],
        ['/thank-you\u0000x', '/thank-you%00x'],
      ] as const) {
        const response = await login(clientAt(server.url), 'founder@agency.test', 'demo-password', redirectTo)
        expect(response.status, JSON.stringify(redirectTo)).toBe(302)
        expect(response.headers.get('location'), JSON.stringify(redirectTo)).toBe(location)
      }
    })
  })

  describe('2. one lockout per e-mail address, whatever the client address or the way in', () => {
    it('blocks the 11th wrong password for one address even from new client addresses', async () => {
      const email = 'writer2@agency.test'
      const statuses: number[] = []
      for (let attempt = 0; attempt < 11; attempt++) {
        const response = await login(clientAt(server.url), email, `wrong-password-${attempt}`)
        statuses.push(response.status)
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
      expect(statuses[10]).toBe(429)
      // Even the right password waits now, from yet another address.
      const right = await login(clientAt(server.url), email, 'demo-password')
      expect(right.status).toBe(429)
      expect(right.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await right.text()).toContain('Too many attempts')
    })

    it("does not offer Better Auth's own sign-in, sign-up, reset or resend endpoints", async () => {
      const client = clientAt(server.url)
      for (const path of [
        '/api/auth/sign-in/email',
        '/api/auth/sign-up/email',
        '/api/auth/request-password-reset',
        '/api/auth/reset-password',
        '/api/auth/send-verification-email',
        '/api/auth/sign-out',
        '/api/auth/update-user',
      ]) {
        const response = await client.request(path, { method: 'POST', json: { email: 'writer@agency.test', password: 'demo-password' } })
        expect(response.status, path).toBe(404)
        expect(client.cookies.has('better-auth.session_token'), path).toBe(false)
      }
    })
  })

  describe('3. the product rules hold on every way into the user table', () => {
    it('cleans the name and refuses weak passwords at sign-up', async () => {
      const client = clientAt(server.url)
      const weak = await client.post('/signup', {
        intent: 'signup',
        name: 'Weak',
        email: unique('weak'),
        password: 'password',
        confirmPassword: 'password',
      })
      expect(weak.status).toBe(400)
      const email = unique('bidi')
      const response = await client.post('/signup', {
        intent: 'signup',
        name: 'Ada \u202Egnp.exe <script>',
        email,
        password: 'a-good-password',
        confirmPassword: 'a-good-password',
      })
      expect(response.status).toBe(302)
      const mailbox = await (await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(email)}`)).text()
      expect(mailbox).toContain('Ada gnp.exe script')
      expect(mailbox).not.toContain('\u202E')
    })
  })

  describe('6. sign-out only from this site', () => {
    it('refuses a foreign or null Origin and keeps the session', async () => {
      const client = await signIn(server.url, 'founder2@agency.test')
      for (const origin of ['https://evil.example', 'null']) {
        const response = await client.request('/logout', { method: 'POST', headers: { Origin: origin }, form: {} })
        expect(response.status, origin).toBe(403)
        expect(await response.text(), origin).toContain('another site')
      }
      expect((await client.request('/dashboard')).status).toBe(200)
      const own = await client.post('/logout', {})
      expect(own.status).toBe(302)
      expect((await client.request('/dashboard')).status).toBe(302)
    })
  })

  describe('7. bad input gets a 4xx with a message, never a 500', () => {
    it('answers NUL bytes in e-mails and tokens with 400', async () => {
      const email = 'founder\u0000@agency.test'
      const forms: Record<string, string>[] = [
        { intent: 'login', email, password: 'demo-password' },
        { intent: 'signup', name: 'Nul', email, password: 'a-good-password', confirmPassword: 'a-good-password' },
        { intent: 'forgot', email },
        { intent: 'resend-verification', email },
      ]
      for (const form of forms) {
        const response = await clientAt(server.url).post(form.intent === 'signup' ? '/signup' : '/login', form)
        expect(response.status, form.intent).toBe(400)
        expect(await response.text(), form.intent).toContain('Please enter a valid email address')
      }
      const reset = await clientAt(server.url).post('/reset-password', {
        token: 'a\u0000b',
        password: 'a-good-password',
        confirmPassword: 'a-good-password',
      })
      expect(reset.status).toBe(400)
      expect(await reset.text()).toContain('invalid or has expired')
      const resetPage = await clientAt(server.url).request('/reset-password?token=a%00b')
      expect(resetPage.status).toBe(200)
      expect(await resetPage.text()).toContain('Link expired')
    })

    it('answers a form of 250,000 fields with 413 before parsing it, and goes on answering', async () => {
      const body = `a=1${'&a=1'.repeat(250_000)}`
      const signedIn = clientAt(server.url)
      expect((await login(signedIn, 'founder@agency.test', 'demo-password')).status).toBe(302)
      const anonymous = clientAt(server.url)
      for (const [client, path] of [
        [anonymous, '/login'],
        [anonymous, '/contact'],
        [anonymous, '/contact.data'],
        [signedIn, '/dashboard/settings'],
      ] as const) {
        const response = await client.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        })
        expect(response.status, path).toBe(413)
        expect(await response.text(), path).toContain('The form has too many fields.')
      }
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    })

    it('reads a comment of 900,000 spaces between two letters at once, refuses it as too long, and goes on answering', async () => {
      // A trailing-space pattern tried every run of spaces to the end: this one form held the server for minutes (decision 048).
      const founder = clientAt(server.url)
      expect((await login(founder, 'founder@agency.test', 'demo-password')).status).toBe(302)
      const page = `/dashboard/content/${DEMO_CONTENT.pending}`
      const response = await founder.post(page, { intent: 'comment', comment: `x${' '.repeat(900_000)}y` })
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('Must be at most 5,000 characters')
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    })

    it('answers names no page sends (paths into arrays, Conform intents) with 400 before parsing them', async () => {
      const client = clientAt(server.url)
      for (const body of [
        'name[99999999]=1&email=a%40example.test',
        'name.a.b=1',
        '__proto__.polluted=1',
        `__intent__=${encodeURIComponent('{"type":"update","payload":{"name":"name","index":99999999,"value":"x"}}')}`,
        '__intent__=not-json',
        '__state__=%7B%7D',
      ]) {
        for (const path of ['/contact', '/login']) {
          const response = await client.request(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body,
          })
          expect(response.status, `${path} ${body}`).toBe(400)
          expect(await response.text(), `${path} ${body}`).toContain('The form could not be read.')
        }
      }
    })

    it('answers a body that is not a form with 400', async () => {
      for (const path of ['/login', '/contact', '/reset-password']) {
        const response = await clientAt(server.url).request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
          body: 'not multipart at all',
        })
        expect(response.status, path).toBeGreaterThanOrEqual(400)
        expect(response.status, path).toBeLessThan(500)
      }
    })
  })
})
