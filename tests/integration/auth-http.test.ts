import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { SIGN_UP_UNVERIFIED_MESSAGE } from '#app/features/auth/sign-up.server.ts'
import { mailboxLinks, waitForMailLink } from '#tests/support/mailbox.ts'
import { pollUntil } from '#tests/support/poll.ts'

const OPERATOR = 'boss@agency-ops.test'
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

async function signUp(client: Browserish, email: string, password = 'correct-horse-42') {
  return client.post('/signup', { intent: 'signup', name: 'Test Person', email, password, confirmPassword: password })
}

/** Follows the verification link like a browser, keeping cookies. */
async function verify(client: Browserish, server: AppServer, email: string) {
  const link = await waitForMailLink(server.url, email, '/api/auth/verify-email')
  const url = new URL(link)
  const first = await client.request(`${url.pathname}${url.search}`)
  expect(first.status).toBe(302)
  return first
}

function authOverHttp(getBackend: () => Backend | null) {
  let server: AppServer

  beforeAll(async () => {
    server = await startAppServer({ ...getBackend()!.serverEnv(), ADMIN_EMAIL: OPERATOR })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('signs up, refuses login until verified, verifies by link and is signed in as founder, led to onboarding', async () => {
    const email = unique('founder')
    const client = new Browserish(server.url)
    const signup = await signUp(client, email)
    expect(signup.status).toBe(302)
    expect(signup.headers.get('location')).toBe('/onboarding')
    expect(client.cookies.has('better-auth.session_token')).toBe(false)

    const early = await client.post('/login', { intent: 'login', email, password: 'correct-horse-42', redirectTo: '/dashboard' })
    expect(early.status).toBe(403)
    expect(await early.text()).toContain('verify your email')

    const verified = await verify(client, server, email)
    expect(verified.headers.get('location')).toContain('/auth/callback?from=verify')
    expect(client.cookies.has('better-auth.session_token')).toBe(true)
    const landing = await client.request('/auth/callback?from=verify')
    // Not onboarded yet: onboarding first (the dashboard asks to finish it too).
    expect(landing.headers.get('location')).toBe('/onboarding')
    const dashboard = await client.request('/dashboard')
    expect(dashboard.status).toBe(200)
    expect(await dashboard.text()).toContain('Founder Dashboard')
  })

  it('uses a verification link once', async () => {
    const email = unique('once')
    const client = new Browserish(server.url)
    await signUp(client, email)
    const link = await waitForMailLink(server.url, email, '/api/auth/verify-email')
    const url = new URL(link)
    await client.request(`${url.pathname}${url.search}`)
    const stranger = new Browserish(server.url)
    const again = await stranger.request(`${url.pathname}${url.search}`)
    expect(stranger.cookies.has('better-auth.session_token')).toBe(false)
    expect([302, 400, 401]).toContain(again.status)
  })

  it('makes ADMIN_EMAIL an admin after verification', async () => {
    const client = new Browserish(server.url)
    await signUp(client, OPERATOR)
    await verify(client, server, OPERATOR)
    expect((await client.request('/admin')).status).toBe(200)
  })

  it('answers a wrong password, an unknown e-mail, a duplicate and a weak password with messages', async () => {
    const client = new Browserish(server.url)
    const wrong = await client.post('/login', {
      intent: 'login',
      email: 'founder@agency.test',
      password: 'not-the-password',
      redirectTo: '/dashboard',
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('Invalid email or password')
    const unknown = await client.post('/login', {
      intent: 'login',
      email: unique('nobody'),
      password: 'whatever-pass',
      redirectTo: '/dashboard',
    })
    expect(unknown.status).toBe(401)
    const duplicate = await signUp(client, 'founder@agency.test')
    expect(duplicate.status).toBe(409)
    expect(await duplicate.text()).toContain('already exists')
    const weak = await signUp(client, unique('weak'), 'password')
    expect(weak.status).toBe(400)
    expect(await weak.text()).toContain('Password is too weak')
    const mismatch = await client.post('/signup', {
      intent: 'signup',
      name: 'X',
      email: unique('mm'),
      password: 'correct-horse-42',
      confirmPassword: 'other-horse-42',
    })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.text()).toContain('Passwords don&#x27;t match')
  })

  it('offers to send the link again when the address signs up again before verifying, and that link finishes the sign-up', async () => {
    const email = unique('again')
    const first = new Browserish(server.url)
    expect((await signUp(first, email)).status).toBe(302)
    await waitForMailLink(server.url, email, '/api/auth/verify-email')

    // Another browser (the first sign-up's mail lost, or never sent): not "already exists", but the way on.
    const client = new Browserish(server.url)
    const again = await signUp(client, email)
    expect(again.status).toBe(409)
    const page = await again.text()
    expect(page).toContain(SIGN_UP_UNVERIFIED_MESSAGE)
    expect(page).not.toContain('already exists')
    expect(page).toContain('Resend verification email')
    expect(page).toContain(`name="email" value="${email}"`)

    const resent = await client.post('/signup', { intent: 'resend-verification', email })
    expect(resent.status).toBe(302)
    await pollUntil(
      'the second verification mail',
      async () => (await mailboxLinks(server.url, email, '/api/auth/verify-email')).length === 2,
    )
    const [newest] = await mailboxLinks(server.url, email, '/api/auth/verify-email')
    const url = new URL(newest!)
    expect((await client.request(`${url.pathname}${url.search}`)).status).toBe(302)
    expect(client.cookies.has('better-auth.session_token')).toBe(true)

    // Verified now: signing up again is the plain refusal.
    const verified = await signUp(new Browserish(server.url), email)
    expect(verified.status).toBe(409)
    expect(await verified.text()).toContain('already exists')
  })

  it('a refused resend keeps the offer on the page, with the refusal above its button (no toast, no JavaScript needed)', async () => {
    const email = unique('resend-limit')
    expect((await signUp(new Browserish(server.url), email)).status).toBe(302)
    const client = new Browserish(server.url)
    expect((await signUp(client, email)).status).toBe(409)
    // Five links an hour for one address; the sixth is refused.
    for (let sent = 0; sent < 5; sent++) {
      expect((await client.post('/signup', { intent: 'resend-verification', email })).status).toBe(302)
    }
    const refused = await client.post('/signup', { intent: 'resend-verification', email })
    expect(refused.status).toBe(429)
    const page = await refused.text()
    expect(page).toMatch(/role="alert"[^>]*>Too many attempts\. Please wait \d+ minutes? and try again\.</)
    expect(page).toContain('Resend verification email')
    expect(page).toContain(`name="email" value="${email}"`)
  })

  it('resets a password by a single-use e-mailed link', async () => {
    const email = unique('reset')
    const client = new Browserish(server.url)
    await signUp(client, email, 'first-password-1')
    await verify(client, server, email)

    const anonymous = new Browserish(server.url)
    const forgot = await anonymous.post('/login?mode=forgot', { intent: 'forgot', email })
    expect(forgot.status).toBe(302)
    const link = await waitForMailLink(server.url, email, '/api/auth/reset-password/')
    const url = new URL(link)
    const landing = await anonymous.request(`${url.pathname}${url.search}`)
    const target = new URL(landing.headers.get('location')!, server.url)
    expect(target.pathname).toBe('/reset-password')
    const token = target.searchParams.get('token')!
    expect(token).toBeTruthy()

    const reset = await anonymous.post('/reset-password', { token, password: 'second-password-2', confirmPassword: 'second-password-2' })
    expect(reset.status).toBe(302)
    expect(reset.headers.get('location')).toBe('/login')

    const reuse = await anonymous.post('/reset-password', { token, password: 'third-password-3', confirmPassword: 'third-password-3' })
    expect(reuse.status).toBe(400)
    expect(await reuse.text()).toContain('invalid or has expired')

    await expect(signIn(server.url, email, 'first-password-1')).rejects.toThrow()
    await signIn(server.url, email, 'second-password-2')
    // The old session was revoked by the reset.
    expect((await client.request('/dashboard')).status).toBe(302)
  })

  it('signs out by revoking the session on the server', async () => {
    const client = await signIn(server.url, 'writer@agency.test')
    const token = client.cookies.get('better-auth.session_token')!
    const out = await client.post('/logout', {})
    expect(out.status).toBe(302)
    const replay = new Browserish(server.url)
    replay.cookies.set('better-auth.session_token', token)
    const dashboard = await replay.request('/dashboard')
    expect(dashboard.status).toBe(302)
    expect(dashboard.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard')
  })

  it('treats a forged session cookie as signed out', async () => {
    const forged = new Browserish(server.url)
    forged.cookies.set('better-auth.session_token', 'forged.value-that-is-not-signed')
    expect((await forged.request('/dashboard')).status).toBe(302)
    expect((await forged.request('/')).status).toBe(200)
  })

  it('rate-limits logins per e-mail with a clear message, across requests', async () => {
    const client = new Browserish(server.url)
    const email = 'writer2@agency.test'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await client.post('/login', { intent: 'login', email, password: `wrong-${attempt}-pass`, redirectTo: '/dashboard' })
      statuses.push(response.status)
      if (response.status === 429) expect(await response.text()).toContain('Too many attempts')
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('answers malformed and oversized requests with a 4xx, never a 500', async () => {
    const client = new Browserish(server.url)
    const json = await client.request('/login', { method: 'POST', json: { intent: 'login' } })
    expect(json.status).toBeGreaterThanOrEqual(400)
    expect(json.status).toBeLessThan(500)
    const huge = await client.request('/signup', { method: 'POST', form: { intent: 'signup', name: 'x'.repeat(2 * 1024 * 1024) } })
    expect(huge.status).toBe(413)
    const badUrl = await client.request('/%E0%A4%A')
    expect(badUrl.status).toBe(400)
    const unknownIntent = await client.post('/login', { intent: 'explode' })
    expect(unknownIntent.status).toBe(400)
    const longEmail = await client.post('/login', { intent: 'login', email: `${'a'.repeat(250)}@x.io`, password: 'x' })
    expect(longEmail.status).toBe(400)
    for (const response of [json, huge, badUrl, unknownIntent, longEmail]) {
      const text = await response.text()
      expect(text).not.toMatch(/at .+\.(js|ts):\d+/)
    }
  })
}

describe('auth over HTTP on PGlite', () => {
  let backend: Backend | null = null
  beforeAll(async () => {
    backend = await pgliteBackend()
  })
  authOverHttp(() => backend)
})

const postgres = await postgresBackend()
describe.runIf(postgres)('auth over HTTP on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  authOverHttp(() => postgres)
})
