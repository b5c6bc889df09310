import { spawnSync } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { decodeMail, startFakeSmtp, type FakeSmtp } from '#tests/support/fake-smtp.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SERVER = `${process.env.BUILD_DIR ?? 'build'}/server.js`

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Starts the server with only these variables (and PATH); it is expected to refuse. */
function startWithOnly(env: Record<string, string>) {
  return spawnSync(process.execPath, [SERVER], { cwd: ROOT, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 90_000 })
}

describe('production mode configuration', () => {
  it('refuses to start and lists everything missing in one message', () => {
    const result = startWithOnly({ APP_MODE: 'production', PORT: '0', HOST: '127.0.0.1' })
    expect(result.status).toBe(1)
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET', 'PUBLIC_BASE_URL']) expect(result.stderr).toContain(name)
    expect(result.stderr).not.toMatch(/at .+\.js:\d+/)
  })

  it('refuses to fall back to demo mode when production settings are present without APP_MODE', () => {
    const result = startWithOnly({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/not-a-demo',
      SMTP_URL: 'smtp://mail.example:587',
      AUTH_SECRET: 'a-production-secret-for-tests-0123456789abcdef',
      PUBLIC_BASE_URL: 'https://agency.example',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('APP_MODE: must be set when DATABASE_URL, SMTP_URL, AUTH_SECRET, PUBLIC_BASE_URL are set')
    expect(result.stderr).toContain('APP_MODE=production')
    expect(result.stdout).not.toContain('demo mode')
    expect(result.stderr).not.toMatch(/at .+\.js:\d+/)
  })

  it.each(['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET', 'PUBLIC_BASE_URL'])('refuses demo by default when only %s is set', (name) => {
    const values: Record<string, string> = {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/not-a-demo',
      SMTP_URL: 'smtp://mail.example:587',
      AUTH_SECRET: 'a-production-secret-for-tests-0123456789abcdef',
      PUBLIC_BASE_URL: 'https://agency.example',
    }
    const result = startWithOnly({ PORT: '0', HOST: '127.0.0.1', [name]: values[name]! })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`APP_MODE: must be set when ${name} is set`)
  })

  it('names every bad variable at once', () => {
    const result = startWithOnly({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WHATSAPP_NUMBER: '+1 555' })
    expect(result.status).toBe(1)
    for (const name of ['PORT', 'DATABASE_URL', 'WHATSAPP_NUMBER']) expect(result.stderr).toContain(name)
  })
})

const postgres = await postgresBackend()
describe.runIf(postgres)('production mode on a PostgreSQL server with SMTP', () => {
  let server: AppServer
  let smtp: FakeSmtp
  let base = ''
  beforeAll(async () => {
    smtp = await startFakeSmtp()
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = await startAppServer({
      PORT: String(port),
      APP_MODE: 'production',
      DATABASE_URL: postgres!.url,
      SMTP_URL: smtp.url,
      AUTH_SECRET: 'a-production-secret-for-tests-0123456789abcdef',
      PUBLIC_BASE_URL: base,
      JOB_POLL_INTERVAL_SECONDS: '0.5',
    })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    await postgres?.teardown()
  })

  it('has no dev mailbox and no demo accounts', async () => {
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404)
    const client = new Browserish(server.url)
    const response = await client.request('/login', {
      method: 'POST',
      form: { intent: 'login', email: 'admin@agency.test', password: 'demo-password', redirectTo: '/dashboard' },
    })
    expect(response.status).toBe(401)
    expect(client.cookies.has('better-auth.session_token')).toBe(false)
  })

  it('sends the verification mail through SMTP', async () => {
    const client = new Browserish(server.url)
    const email = `prod-${Date.now()}@example.test`
    const response = await client.request('/signup', {
      method: 'POST',
      form: { intent: 'signup', name: 'Prod Person', email, password: 'production-pass-1', confirmPassword: 'production-pass-1' },
    })
    expect(response.status).toBe(302)
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline && !smtp.mails.some((mail) => mail.to.some((to) => to.includes(email)))) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const mail = smtp.mails.find((m) => m.to.some((to) => to.includes(email)))
    expect(mail).toBeDefined()
    expect(decodeMail(mail!.data)).toContain(`${base}/api/auth/verify-email?token=`)
  })
})
