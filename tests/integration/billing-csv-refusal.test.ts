// The billing CSV is a file, not a page: a browser signed in without the permission is shown the Access
// Denied page (HTML, 403) instead of the guard's JSON; a script still gets the JSON 403, a signed-out
// visitor the login, and an admin the file. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'

const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'Sec-Fetch-Dest': 'document' }
const CSV = '/dashboard/admin/billing.csv?from=2025-06-01&to=2025-06-30'

function csvRefusals(getBackend: () => Backend) {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer(getBackend().serverEnv())
  })
  afterAll(() => server?.stop())

  it('shows a signed-in founder or writer the Access Denied page, 403, when a browser opens it', async () => {
    for (const email of ['founder@agency.test', 'writer@agency.test']) {
      const client = await signIn(server.url, email)
      const opened = await client.request(CSV, { headers: BROWSER })
      expect(opened.status, email).toBe(302)
      expect(opened.headers.get('location')).toBe('/dashboard/admin/billing?from=2025-06-01&to=2025-06-30')
      const page = await client.request(opened.headers.get('location')!, { headers: BROWSER })
      expect(page.status, email).toBe(403)
      expect(page.headers.get('content-type')).toContain('text/html')
      const html = await page.text()
      expect(html).toMatch(/^<!DOCTYPE html>/)
      expect(html).toContain('<h1 class="font-display text-4xl font-black">Access Denied</h1>')
    }
  })

  it('keeps the JSON 403 for a script, the login for a signed-out browser, and the file for an admin', async () => {
    const founder = await signIn(server.url, 'founder@agency.test')
    const scripted = await founder.request(CSV, { headers: { Accept: 'application/json' } })
    expect(scripted.status).toBe(403)
    expect(await scripted.text()).toContain('missing-permission')

    const anonymous = await fetch(new URL(CSV, server.url), { headers: BROWSER, redirect: 'manual' })
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(CSV)}`)

    const admin = await signIn(server.url, 'admin@agency.test')
    const file = await admin.request(CSV, { headers: BROWSER })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('text/csv')
    await file.arrayBuffer()
  })
}

const postgres = await postgresBackend()
const pglite = await pgliteBackend()

describe('the billing CSV refused on PGlite', () => {
  csvRefusals(() => pglite)
})

describe.runIf(postgres)('the billing CSV refused on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  csvRefusals(() => postgres!)
})
