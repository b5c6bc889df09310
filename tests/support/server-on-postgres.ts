// The built server on a PostgreSQL test database, with a client on the same database to read and
// arrange rows directly, for the tests of one describe block: started before them, stopped (and the
// database dropped) after them. Call it inside the describe block.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import type { Role } from '#db/schema/people.ts'
import { Browserish, startAppServer, type AppServer } from './app-server.ts'
import type { postgresBackend } from './backends.ts'
import { insertUserWithSession, SESSION_COOKIE } from './sessions.ts'

type PostgresBackend = NonNullable<Awaited<ReturnType<typeof postgresBackend>>>

export type ServerOnPostgres = ReturnType<typeof serverOnPostgres>

/** `env` is read when the server starts, so it may name what an earlier beforeAll started (a fake SMTP server). */
export function serverOnPostgres(postgres: PostgresBackend | null, env: () => Record<string, string> = () => ({})) {
  const authSecret = randomBytes(32).toString('hex')
  let server: AppServer | undefined
  let database: pg.Client | undefined

  beforeAll(async () => {
    server = await startAppServer({ ...postgres!.serverEnv(), AUTH_SECRET: authSecret, ...env() })
    database = new pg.Client({ connectionString: postgres!.url })
    await database.connect()
  })
  afterAll(async () => {
    await database?.end()
    await server?.stop()
    await postgres?.teardown()
  })

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The server is not started yet: use it inside a test or a later beforeAll.')
    return value
  }

  const fixture = {
    authSecret,
    get server() {
      return started(server)
    },
    get database() {
      return started(database)
    },
    rows: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await fixture.database.query<T>(text, values)).rows,
    one: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await fixture.rows<T>(text, values))[0],
    /** The `n` column of a query's first row as a number (0 when there is no row). */
    count: async (text: string, values: unknown[] = []) => Number((await fixture.one<{ n: string }>(text, values))?.n ?? 0),
    /** A new person with the roles and a live session, and a client that carries its cookie. */
    person: async (roles: Role[], name?: string) => {
      const user = await insertUserWithSession(fixture.database, authSecret, { roles, name })
      const client = new Browserish(fixture.server.url)
      client.cookies.set(SESSION_COOKIE, user.cookie)
      return { user, client }
    },
  }
  return fixture
}
