// Demo mode is safe to leave reachable: its seed never lands in someone's real data, runs once across
// instances, its mailbox answers only the machine it runs on, and its auth secret is its own.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { signJWT } from 'better-auth/crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#db/schema/auth.ts'
import { DEMO_ACCOUNTS } from '#db/seed.ts'
import { migrateDatabase, openDatabase } from '#app/utils/db.server.ts'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { mailboxLinks } from '#tests/support/mailbox.ts'

/** The secret every demo installation shared before it was generated per data folder. */
const FORMER_PUBLIC_SECRET = 'demo-mode-secret-not-for-production-use-0000'
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

const tempDirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-demo-'))
  tempDirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

async function signUp(client: Browserish, email: string) {
  const response = await client.post('/signup', {
    intent: 'signup',
    name: 'Demo Visitor',
    email,
    password: 'visitor-pass-1',
    confirmPassword: 'visitor-pass-1',
  })
  expect(response.status).toBe(302)
}

describe('demo mode on its own data folder', () => {
  const dataDir = tempDir()
  let server: AppServer
  beforeAll(async () => {
    // The trusted proxy header lets a test speak as a client from another address.
    server = await startAppServer({ DATA_DIR: dataDir, TRUSTED_PROXY_HEADER: 'x-forwarded-for' })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('answers the dev mailbox on the loopback address only; everyone else gets a 404', async () => {
    const mailbox = (headers: Record<string, string> = {}) => fetch(`${server.url}/dev/mailbox`, { headers })
    expect((await mailbox()).status).toBe(200)
    expect((await mailbox({ 'x-forwarded-for': '127.0.0.1' })).status).toBe(200)
    for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:198.51.100.1', '2001:db8::1']) {
      const response = await mailbox({ 'x-forwarded-for': address })
      expect(response.status, address).toBe(404)
      expect(await response.text(), address).not.toContain('Dev mailbox')
    }
    // The address header the server sets cannot be sent by the client.
    expect((await mailbox({ 'x-forwarded-for': '203.0.113.7', 'x-agency-client-ip': '127.0.0.1' })).status).toBe(404)
    // Nor is the data reachable through the route's data request.
    expect((await fetch(`${server.url}/dev/mailbox.data`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(404)
  })

  it('does not hand a remote visitor the reset link of an account they asked a reset for', async () => {
    const remote = new Browserish(server.url)
    const forgot = await remote.request('/login', {
      method: 'POST',
      form: { intent: 'forgot', email: 'admin@agency.test' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(forgot.status).toBe(302)
    const peek = await remote.request('/dev/mailbox?to=admin%40agency.test', { headers: { 'x-forwarded-for': '203.0.113.7' } })
    expect(peek.status).toBe(404)
    expect(await peek.text()).not.toContain('/reset-password')
    // The link exists: the machine the server runs on sees it.
    expect(await mailboxLinks(server.url, 'admin@agency.test', '/reset-password')).toHaveLength(1)
  })

  it('answers bad recipient filters with an empty mailbox, never a 5xx', async () => {
    for (const query of [
      'to=%00',
      'to=a%00b%40example.test',
      'to=admin%40agency.test%0a%00',
      'to=%C0%AF',
      'to=%ED%A0%80',
      `to=${'x'.repeat(5000)}`,
    ]) {
      const response = await fetch(`${server.url}/dev/mailbox?${query}`)
      expect(response.status, query).toBe(200)
      expect(await response.text(), query).toContain('No mail yet.')
    }
    for (const query of ['to=%', 'to=%0d%0a', 'to[]=x', 'to=a&to=b']) {
      expect((await fetch(`${server.url}/dev/mailbox?${query}`)).status, query).toBeLessThan(500)
    }
  })

  it('keeps an auth secret of its own in the data folder, readable by its owner only', () => {
    const file = path.join(dataDir, 'auth-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const secret = readFileSync(file, 'utf8').trim()
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(server.logs.join('\n')).not.toContain(secret)
  })

  it('refuses a verification token signed with the formerly public demo secret, and accepts one signed with its own', async () => {
    const email = unique('forged')
    const visitor = new Browserish(server.url)
    await signUp(visitor, email)

    const attacker = new Browserish(server.url)
    const forged = await signJWT({ email }, FORMER_PUBLIC_SECRET, 3600)
    const refused = await attacker.request(`/api/auth/verify-email?token=${forged}`)
    expect(refused.status).toBe(401)
    expect(attacker.cookies.has('better-auth.session_token')).toBe(false)
    const stillUnverified = await attacker.post('/login', { intent: 'login', email, password: 'visitor-pass-1', redirectTo: '/dashboard' })
    expect(stillUnverified.status).toBe(403)

    // The same token made with the folder's secret is what the server checks against.
    const secret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()
    const genuine = await signJWT({ email }, secret, 3600)
    const accepted = await visitor.request(`/api/auth/verify-email?token=${genuine}`)
    expect(accepted.status).toBe(200)
    expect(visitor.cookies.has('better-auth.session_token')).toBe(true)
  })

  it('keeps the same secret, and so the same sessions, across a restart', async () => {
    const client = await signIn(server.url, 'writer@agency.test')
    const secret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')
    await server.stop()
    server = await startAppServer({ DATA_DIR: dataDir, TRUSTED_PROXY_HEADER: 'x-forwarded-for' })
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(secret)
    const again = new Browserish(server.url)
    again.cookies = client.cookies
    const dashboard = await again.request('/dashboard')
    expect(dashboard.status).toBe(200)
    expect(await dashboard.text()).toContain('Writer Dashboard')
  })
})

describe('demo mode on a database that already holds real accounts', () => {
  const dataDir = tempDir()
  let server: AppServer
  beforeAll(async () => {
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
    await migrateDatabase(handle)
    await handle.db
      .insert(user)
      .values({ id: 'real-person', email: 'someone@real-customer.example', name: 'Real Person', emailVerified: true })
    await handle.close()
    server = await startAppServer({ DATA_DIR: dataDir })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('does not seed the demo accounts and says why', async () => {
    expect(
      server.logs.some((line) => line.includes('demo accounts not seeded') && line.includes('1 account(s) that are not demo accounts')),
    ).toBe(true)
    const client = new Browserish(server.url)
    const response = await client.post('/login', {
      intent: 'login',
      email: 'admin@agency.test',
      password: 'demo-password',
      redirectTo: '/dashboard',
    })
    expect(response.status).toBe(401)
    expect(client.cookies.has('better-auth.session_token')).toBe(false)
  })
})

const postgres = await postgresBackend()
describe.runIf(postgres)('two demo instances starting at once on one fresh PostgreSQL database', () => {
  const servers: AppServer[] = []
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await postgres?.teardown()
  })

  it('both start, and the demo data exists once', async () => {
    const started = await Promise.allSettled([0, 1].map(() => startAppServer({ ...postgres!.serverEnv(), APP_MODE: 'demo' })))
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started'])

    const db = new pg.Client({ connectionString: postgres!.url })
    await db.connect()
    try {
      const users = await db.query<{ email: string }>('select email from "user" order by email')
      expect(users.rows.map((row) => row.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort())
      const roles = await db.query<{ count: string }>('select count(*) from user_roles')
      expect(Number(roles.rows[0]!.count)).toBe(DEMO_ACCOUNTS.length)
      const coupons = await db.query<{ count: string }>(`select count(*) from coupon_codes where code = 'LAUNCH20'`)
      expect(Number(coupons.rows[0]!.count)).toBe(1)
    } finally {
      await db.end()
    }
    const seededBy = servers.filter((server) => server.logs.some((line) => line.includes('"seeded":true')))
    expect(seededBy).toHaveLength(1)
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    await signIn(servers[1]!.url, 'admin@agency.test')
  })
})
