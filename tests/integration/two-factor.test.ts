import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { waitForMailLink } from '#tests/support/mailbox.ts'
import { shownBackupCodes, shownSecret, totpFor } from '#tests/support/totp.ts'

const PASSWORD = 'correct-horse-42'
const OPERATOR = 'ops-2fa@agency-ops.test'
const PAGE = '/dashboard/settings/two-factor'
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/** Signs up and follows the verification link: signed in. */
async function verifiedAccount(server: AppServer, email = unique('two-factor')) {
  const client = new Browserish(server.url)
  await client.post('/signup', { intent: 'signup', name: 'Two Factor', email, password: PASSWORD, confirmPassword: PASSWORD })
  const link = new URL(await waitForMailLink(server.url, email, '/api/auth/verify-email'))
  await client.request(`${link.pathname}${link.search}`)
  expect(client.cookies.has('better-auth.session_token')).toBe(true)
  return { client, email }
}

/** Turns two-factor sign-in on through the settings page; the key it showed and the backup codes. */
async function turnOn(client: Browserish) {
  expect((await client.post(PAGE, { intent: 'start', password: PASSWORD })).status).toBe(302)
  const secret = shownSecret(await (await client.request(PAGE)).text())
  const confirmed = await client.post(PAGE, { intent: 'confirm', code: totpFor(secret) })
  expect(confirmed.status).toBe(200)
  return { secret, backupCodes: shownBackupCodes(await confirmed.text()) }
}

/** A new browser's password step: sent on to the code step, without a session yet. */
async function passwordStep(server: AppServer, email: string) {
  const client = new Browserish(server.url)
  const response = await client.post('/login', { intent: 'login', email, password: PASSWORD, redirectTo: '/dashboard' })
  return { client, response }
}

/** A code that is not the current one (nor the one either side of it). */
function wrongCode(secret: string) {
  const near = [-30_000, 0, 30_000].map((shift) => totpFor(secret, Date.now() + shift))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!near.includes(code)) return code
  }
}

function twoFactorSuite(getBackend: () => Backend | null) {
  let server: AppServer

  beforeAll(async () => {
    server = await startAppServer({ ...getBackend()!.serverEnv(), ADMIN_EMAIL: OPERATOR, REQUIRE_ADMIN_2FA: 'true' })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('turns on with a code computed from the shown key, shows ten backup codes once, then asks for a code after the password', async () => {
    const { client, email } = await verifiedAccount(server)
    expect(await (await client.request(PAGE)).text()).toContain('Set up two-factor sign-in')
    const wrongPassword = await client.post(PAGE, { intent: 'start', password: 'not-my-password' })
    expect(wrongPassword.status).toBe(400)
    expect(await wrongPassword.text()).toContain('That password is not right.')

    expect((await client.post(PAGE, { intent: 'start', password: PASSWORD })).status).toBe(302)
    const setup = await (await client.request(PAGE)).text()
    expect(setup).toContain('<svg')
    const secret = shownSecret(setup)
    const refused = await client.post(PAGE, { intent: 'confirm', code: wrongCode(secret) })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('That code is not right.')

    const confirmed = await client.post(PAGE, { intent: 'confirm', code: totpFor(secret) })
    expect(confirmed.status).toBe(200)
    const codes = shownBackupCodes(await confirmed.text())
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    const later = await (await client.request(PAGE)).text()
    expect(later).toContain('Turn off two-factor sign-in')
    expect(shownBackupCodes(later)).toEqual([])

    const { client: other, response } = await passwordStep(server, email)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login/two-factor?redirectTo=%2Fdashboard')
    expect(other.cookies.has('better-auth.session_token')).toBe(false)
    expect((await other.request('/dashboard')).status).toBe(302)
    expect((await other.request('/login/two-factor')).status).toBe(200)
    const signedIn = await other.post('/login/two-factor', { code: totpFor(secret), redirectTo: '/dashboard' })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/dashboard')
    expect((await other.request('/dashboard')).status).toBe(200)
  })

  it('takes each backup code once', async () => {
    const { client, email } = await verifiedAccount(server)
    const { backupCodes } = await turnOn(client)
    const first = await passwordStep(server, email)
    expect(
      (await first.client.post('/login/two-factor', { code: backupCodes[0]!, redirectTo: '/dashboard' })).headers.get('location'),
    ).toBe('/dashboard')
    expect(first.client.cookies.has('better-auth.session_token')).toBe(true)
    const again = await passwordStep(server, email)
    const reused = await again.client.post('/login/two-factor', { code: backupCodes[0]!, redirectTo: '/dashboard' })
    expect(reused.status).toBe(400)
    expect(await reused.text()).toContain('That backup code is not right, or it has been used already.')
    expect(again.client.cookies.has('better-auth.session_token')).toBe(false)
    expect((await again.client.post('/login/two-factor', { code: backupCodes[1]!, redirectTo: '/dashboard' })).status).toBe(302)
  })

  it('counts wrong codes like wrong passwords, and ends a code step after five wrong codes', async () => {
    const { client, email } = await verifiedAccount(server)
    const { secret } = await turnOn(client)
    // Ten failed checks per account in 15 minutes, codes and passwords alike: five wrong codes (which
    // also end that code step) and five wrong passwords spend them; the right password is then refused.
    const { client: browser, response } = await passwordStep(server, email)
    expect(response.status).toBe(302)
    for (let n = 0; n < 5; n++) {
      const wrong = await browser.post('/login/two-factor', { code: wrongCode(secret), redirectTo: '/dashboard' })
      expect(wrong.status).toBe(400)
    }
    for (let n = 0; n < 5; n++) {
      const wrong = await new Browserish(server.url).post('/login', {
        intent: 'login',
        email,
        password: 'not-my-password',
        redirectTo: '/dashboard',
      })
      expect(wrong.status).toBe(401)
    }
    const locked = await passwordStep(server, email)
    expect(locked.response.status).toBe(429)
    expect(await locked.response.text()).toContain('Too many attempts.')
  })

  it('ends the code step after five wrong codes: the right code no longer works there', async () => {
    const { client, email } = await verifiedAccount(server)
    const { secret } = await turnOn(client)
    const { client: browser } = await passwordStep(server, email)
    for (let n = 0; n < 5; n++) await browser.post('/login/two-factor', { code: wrongCode(secret), redirectTo: '/dashboard' })
    const late = await browser.post('/login/two-factor', { code: totpFor(secret), redirectTo: '/dashboard' })
    expect(late.status).toBe(302)
    expect(late.headers.get('location')).toBe('/login')
    expect(browser.cookies.has('better-auth.session_token')).toBe(false)
  })

  it('turns off only with the password and a code', async () => {
    const { client, email } = await verifiedAccount(server)
    const { secret } = await turnOn(client)
    const noCode = await client.post(PAGE, { intent: 'disable', password: PASSWORD, code: '' })
    expect(noCode.status).toBe(400)
    const wrong = await client.post(PAGE, { intent: 'disable', password: PASSWORD, code: wrongCode(secret) })
    expect(wrong.status).toBe(400)
    const wrongPassword = await client.post(PAGE, { intent: 'disable', password: 'not-my-password', code: totpFor(secret) })
    expect(wrongPassword.status).toBe(400)
    expect((await passwordStep(server, email)).response.headers.get('location')).toContain('/login/two-factor')

    const off = await client.post(PAGE, { intent: 'disable', password: PASSWORD, code: totpFor(secret) })
    expect(off.status).toBe(302)
    expect((await client.request(PAGE)).status).toBe(200)
    const plain = await passwordStep(server, email)
    expect(plain.response.headers.get('location')).toBe('/dashboard')
    expect(plain.client.cookies.has('better-auth.session_token')).toBe(true)
  })

  it('sends an admin without two-factor sign-in to set it up before any admin page (REQUIRE_ADMIN_2FA)', async () => {
    const { client } = await verifiedAccount(server, OPERATOR)
    for (const path of ['/dashboard', '/admin', '/dashboard/admin/users', '/dashboard/admin/activity']) {
      const response = await client.request(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toBe(`${PAGE}?required=admin`)
    }
    expect(await (await client.request(`${PAGE}?required=admin`)).text()).toContain('Admin pages need two-factor sign-in.')
    expect((await client.request('/api/admin/people?role=writer')).status).toBe(403)
    await turnOn(client)
    expect((await client.request('/admin')).status).toBe(200)
    expect((await client.request('/api/admin/people?role=writer')).status).toBe(200)
    expect((await client.request('/dashboard/admin/users')).status).toBe(200)
    expect((await client.request('/dashboard')).status).toBe(200)
  })

  it('keeps the plugin’s own endpoints closed over HTTP', async () => {
    const { client } = await verifiedAccount(server)
    for (const path of ['/api/auth/two-factor/enable', '/api/auth/two-factor/verify-totp', '/api/auth/two-factor/disable']) {
      expect((await client.request(path, { method: 'POST', json: { password: PASSWORD, code: '000000' } })).status, path).toBe(404)
    }
  })
}

describe('two-factor sign-in on PGlite', () => {
  let backend: Backend | null = null
  beforeAll(async () => {
    backend = await pgliteBackend()
  })
  twoFactorSuite(() => backend)
})

const postgres = await postgresBackend()
describe.runIf(postgres)('two-factor sign-in on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  twoFactorSuite(() => postgres)
})
