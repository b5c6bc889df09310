// Failed queries in the error log: the SQL text and the database's error code stay (what an operator
// needs), the values the query was given (session tokens, client addresses in rate-limit keys) never
// appear. Real failing queries on PGlite and on a PostgreSQL server, then a server whose session table
// disappears under it.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { session as sessionTable } from '#db/schema/auth.ts'
import { LOGGER_OPTIONS } from '#app/utils/logger.server.ts'
import type { DatabaseHandle } from '#app/utils/db.server.ts'
import { Browserish, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { insertUserWithSession, SESSION_COOKIE } from '#tests/support/sessions.ts'

const postgres = await postgresBackend()
const pglite = await pgliteBackend()

function failedQueryLogs(getBackend: () => Backend) {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await getBackend().open()
  })
  afterAll(() => handle?.close())

  it('logs a failed session lookup with its SQL and error code, without the token it looked for', async () => {
    const token = randomBytes(24).toString('hex')
    await handle.db.execute('alter table session rename to session_gone')
    const error = await handle.db
      .select({ userId: sessionTable.userId })
      .from(sessionTable)
      .where(eq(sessionTable.token, token))
      .then(
        () => null,
        (failure: unknown) => failure,
      )
    await handle.db.execute('alter table session_gone rename to session')
    // The error as the driver gives it carries the token; the log line must not.
    expect(String((error as Error).message)).toContain(token)
    const lines: string[] = []
    pino({ ...LOGGER_OPTIONS, level: 'info' }, { write: (line: string) => void lines.push(line) }).error({ err: error }, 'lookup failed')
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain(token)
    const { err } = JSON.parse(lines[0]!) as { err: { query: string; message: string; cause: { code: string } } }
    expect(err.query).toMatch(/^select "user_id" from "session" where "session"\."token" = \$1$/)
    expect(err.message).toBe(`Failed query: ${err.query}`)
    expect(err.cause.code).toBe('42P01')
  })
}

describe('failed queries in the log on PGlite', () => {
  failedQueryLogs(() => pglite)
})

describe.runIf(postgres)('failed queries in the log on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  failedQueryLogs(() => postgres!)

  describe('a server whose tables fail under it', () => {
    const AUTH_SECRET = randomBytes(32).toString('hex')
    let server: AppServer
    let database: pg.Client
    beforeAll(async () => {
      server = await startAppServer({ ...postgres!.serverEnv(), AUTH_SECRET, TRUSTED_PROXY_HEADER: 'x-forwarded-for' })
      database = new pg.Client({ connectionString: postgres!.url })
      await database.connect()
    })
    afterAll(async () => {
      await database?.end()
      await server?.stop()
    })

    const errorLines = () => server.logs.filter((line) => line.includes('"level":50'))

    it('logs the failed session lookup and rate-limit count without the session token or the client address', async () => {
      const user = await insertUserWithSession(database, AUTH_SECRET, { roles: ['admin'] })
      const client = new Browserish(server.url)
      client.cookies.set(SESSION_COOKIE, user.cookie)
      expect((await client.request('/dashboard')).status).toBe(200)
      const token = decodeURIComponent(user.cookie).split('.')[0]!
      const before = errorLines().length

      await database.query('alter table session rename to session_gone')
      await database.query('alter table request_counters rename to request_counters_gone')
      try {
        const page = await client.request('/dashboard')
        expect(page.status).toBe(500)
        const login = await new Browserish(server.url).request('/login', {
          method: 'POST',
          form: { intent: 'login', email: 'someone@example.test', password: 'wrong-password', redirectTo: '/' },
          headers: { 'X-Forwarded-For': '203.0.113.219' },
        })
        expect(login.status).toBe(500)
      } finally {
        await database.query('alter table session_gone rename to session')
        await database.query('alter table request_counters_gone rename to request_counters')
      }

      const logged = await vi.waitFor(
        () => {
          const lines = errorLines().slice(before)
          if (lines.length < 2) throw new Error('the error lines are not written yet')
          return lines
        },
        { timeout: 30_000, interval: 50 },
      )
      const text = server.logs.join('\n')
      expect(text).not.toContain(token)
      expect(text).not.toContain('203.0.113.219')
      // Still what an operator needs: which query failed, and why.
      const errors = logged.map((line) => (JSON.parse(line) as { err?: { query?: string; cause?: { code?: string } } }).err)
      expect(errors.some((err) => /from "session"/.test(err?.query ?? '') && err?.cause?.code === '42P01')).toBe(true)
      expect(errors.some((err) => /request_counters/.test(err?.query ?? '') && err?.cause?.code === '42P01')).toBe(true)
    })
  })
})
