// Sessions as the middleware reads them: revoked, expired and due-to-be-extended sessions behave as
// Better Auth says they should, on a PostgreSQL server the test can look into.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'

const DAY = 24 * 60 * 60 * 1000
const postgres = await postgresBackend()

describe.runIf(postgres)('the session middleware', () => {
  let server: AppServer
  let database: pg.Client
  beforeAll(async () => {
    server = await startAppServer(postgres!.serverEnv())
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await postgres?.teardown()
  })

  const tokenOf = (client: Browserish) => decodeURIComponent(client.cookies.get('better-auth.session_token')!).split('.')[0]!

  it('sees role changes on the next request, without signing in again', async () => {
    const client = await signIn(server.url, 'founder3@agency.test')
    expect((await client.request('/admin')).status).toBe(403)
    await database.query(`insert into user_roles (user_id, role) values ('demo-founder-3', 'admin')`)
    try {
      expect((await client.request('/admin')).status).toBe(200)
    } finally {
      await database.query(`delete from user_roles where user_id = 'demo-founder-3' and role = 'admin'`)
    }
    expect((await client.request('/admin')).status).toBe(403)
  })

  it('treats a deleted or expired session as signed out', async () => {
    const deleted = await signIn(server.url, 'writer@agency.test')
    await database.query('delete from session where token = $1', [tokenOf(deleted)])
    expect((await deleted.request('/dashboard')).headers.get('location')).toBe('/login?redirectTo=%2Fdashboard')

    const expired = await signIn(server.url, 'writer@agency.test')
    await database.query(`update session set expires_at = now() - interval '1 minute' where token = $1`, [tokenOf(expired)])
    expect((await expired.request('/dashboard')).headers.get('location')).toBe('/login?redirectTo=%2Fdashboard')
  })

  it('extends a session used more than a day after it was last extended, with a fresh cookie', async () => {
    const client = await signIn(server.url, 'founder2@agency.test')
    const token = tokenOf(client)
    const old = new Date(Date.now() + 28 * DAY)
    await database.query("update session set expires_at = $2, updated_at = now() - interval '2 days' where token = $1", [token, old])
    const response = await client.request('/dashboard')
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('better-auth.session_token='))).toBe(true)
    const { rows } = await database.query<{ expires_at: Date }>('select expires_at from session where token = $1', [token])
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(old.getTime() + DAY)
    // And the next request reads it without extending again.
    const next = await client.request('/dashboard')
    expect(next.status).toBe(200)
    expect(next.headers.getSetCookie().some((cookie) => cookie.startsWith('better-auth.session_token='))).toBe(false)
  })
})
