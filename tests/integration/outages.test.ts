// The database going away for a moment: the app reaches PostgreSQL through a TCP relay this test can cut,
// as a restart or a network fault would. Pages and client navigations that need the database answer 503
// with Retry-After and words that say it is brief (never a 500), /readyz says 503, and once the database
// is back the same pages answer again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNAVAILABLE_MESSAGES } from '#app/utils/service-unavailable.ts'
import { signIn, startAppServer, type AppServer, type Browserish } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { pollUntil } from '#tests/support/poll.ts'
import { tcpRelay } from '#tests/support/tcp-relay.ts'

const postgres = await postgresBackend()

describe.runIf(postgres)('the database down for a moment', () => {
  let server: AppServer
  let admin: Browserish
  const database = postgres ? tcpRelay(new URL(postgres.url)) : null
  let port = 0

  beforeAll(async () => {
    port = await database!.listen(0)
    const url = new URL(postgres!.url)
    url.hostname = '127.0.0.1'
    url.port = String(port)
    server = await startAppServer({ DATABASE_URL: url.toString() })
    admin = await signIn(server.url, 'admin@agency.test')
  })
  afterAll(async () => {
    await database?.cut()
    await server?.stop()
    await postgres?.teardown()
  })

  it('answers 503 with Retry-After and its words while it is down, and the pages again once it is back', async () => {
    expect((await admin.request('/dashboard')).status).toBe(200)
    await database!.cut()

    const page = await admin.request('/dashboard')
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('5')
    const html = await page.text()
    expect(html).toContain('Back in a moment')
    expect(html).toMatch(/<a href="\/dashboard" class="btn-primary">Try again<\/a>/)
    expect(html).toContain(UNAVAILABLE_MESSAGES.database.replace(/'/g, '&#x27;'))

    const navigation = await admin.request('/dashboard/admin/billing.data')
    expect(navigation.status).toBe(503)
    expect(navigation.headers.get('retry-after')).toBe('5')
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503)

    await database!.listen(port)
    await pollUntil('the dashboard to answer again', async () => (await admin.request('/dashboard')).status === 200, { timeoutMs: 60_000 })
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
  })
})
