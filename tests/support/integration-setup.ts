// Global setup of the integration suite: prepares the ready-made databases of pglite-templates.ts
// once per run (about 15 s) and removes them after the run, and tags the run's PostgreSQL databases so
// that any a worker left behind are dropped at the end.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { migrateDatabase, openDatabase } from '#app/utils/db.server.ts'
import { startAppServer } from './app-server.ts'
import { publishPgliteTemplates } from './pglite-templates.ts'
import { dropRunDatabases, newTestRunTag, TEST_RUN_VARIABLE } from './postgres.ts'

export default async function setup() {
  // Set before the workers start, so every one of them names its databases with this run's tag.
  const run = newTestRunTag()
  process.env[TEST_RUN_VARIABLE] = run
  const root = mkdtempSync(path.join(tmpdir(), 'agency-templates-'))
  const empty = path.join(root, 'empty')
  const migrated = path.join(root, 'migrated')
  const serverData = path.join(root, 'server-data')

  const initdb = await PGlite.create(empty)
  await initdb.close()

  cpSync(empty, migrated, { recursive: true })
  const handle = await openDatabase({ pgliteDir: migrated })
  await migrateDatabase(handle)
  await handle.close()

  // The first start of the suite: initdb, migrations and the demo seed (slower than any later start).
  const server = await startAppServer({ DATA_DIR: serverData }, { startLimitMs: 240_000 })
  await server.stop()

  publishPgliteTemplates({ empty, migrated, serverData })
  return async () => {
    rmSync(root, { recursive: true, force: true })
    const left = await dropRunDatabases(run)
    if (left.length > 0)
      console.warn(`[postgres] dropped ${left.length} database(s) that tests of this run left behind: ${left.join(', ')}`)
  }
}
