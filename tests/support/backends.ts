import { migrateDatabase, openDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import { copyTemplate, pgliteTemplates, removeCopy } from './pglite-templates.ts'
import { createTestPostgres, type TestPostgres } from './postgres.ts'

export type Backend = {
  name: 'pglite' | 'postgres'
  /** A fresh, migrated database handle. */
  open: () => Promise<DatabaseHandle>
  /** Env for a child server process using this backend. */
  serverEnv: () => Record<string, string>
  teardown: () => Promise<void>
}

export async function pgliteBackend(): Promise<Backend> {
  return {
    name: 'pglite',
    open: async () => {
      const templates = pgliteTemplates()
      if (!templates) {
        const handle = await openDatabase({ pgliteDir: 'memory://' })
        await migrateDatabase(handle)
        return handle
      }
      // A copy of the suite's migrated database: the same schema, without initdb's seconds.
      const dir = copyTemplate(templates.migrated, 'agency-db-')
      const handle = await openDatabase({ pgliteDir: dir })
      await migrateDatabase(handle)
      return {
        ...handle,
        close: async () => {
          await handle.close()
          removeCopy(dir)
        },
      }
    },
    serverEnv: () => ({}),
    teardown: async () => {},
  }
}

/** Null when no PostgreSQL server can be had (the caller skips with a loud line); in CI that throws instead. */
export async function postgresBackend(): Promise<(Backend & { url: string }) | null> {
  const database: TestPostgres | null = await createTestPostgres()
  if (!database) return null
  const handles: DatabaseHandle[] = []
  return {
    name: 'postgres',
    url: database.url,
    open: async () => {
      const handle = await openDatabase({ databaseUrl: database.url })
      await migrateDatabase(handle)
      handles.push(handle)
      return handle
    },
    serverEnv: () => ({ DATABASE_URL: database.url }),
    teardown: async () => {
      for (const handle of handles) await handle.close().catch(() => {})
      await database.drop()
    },
  }
}
