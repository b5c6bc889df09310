import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'

const postgres = await postgresBackend()

describe.runIf(postgres)('a signed-in user whose roles were all removed', () => {
  let server: AppServer
  beforeAll(async () => {
    server = await startAppServer(postgres!.serverEnv())
  })
  afterAll(async () => {
    await server?.stop()
    await postgres?.teardown()
  })

  it('sees "Access Required" on the dashboard and Access Denied on /admin', async () => {
    const client = await signIn(server.url, 'founder3@agency.test')
    const db = new pg.Client({ connectionString: postgres!.url })
    await db.connect()
    await db.query(`delete from user_roles where user_id = 'demo-founder-3'`)
    await db.end()
    const dashboard = await client.request('/dashboard')
    expect(dashboard.status).toBe(200)
    expect(await dashboard.text()).toContain('Access Required - Please contact an administrator to assign your role.')
    expect((await client.request('/admin')).status).toBe(403)
    for (const path of ['/dashboard/admin/subscriptions', '/dashboard/admin/customers/demo-founder-3']) {
      expect((await client.request(path)).status).toBe(403)
    }
  })
})
