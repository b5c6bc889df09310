import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Database } from '#db/database.ts'
import * as schema from '#db/schema/index.ts'
import { writeDefaultWriterRates } from '#db/writer-default-rates.ts'
import { PgliteThread } from './pglite-thread.server.ts'
import { countQueryError } from './metrics.server.ts'
import { isDatabaseDown, ServiceUnavailable } from './service-unavailable.ts'

export type { Database }
export type DatabaseHandle = {
  db: Database
  /** The node-postgres pool under `db`, for what needs one connection of its own (locks, the job queue). */
  pool: pg.Pool
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** The embedded database only: a consistent copy of its folder while it serves (PGlite's gzipped tarball). */
  dump?: () => Promise<Uint8Array<ArrayBuffer>>
}

/** Any key will do as long as every instance uses the same one. */
const STARTUP_LOCK_KEY = 727_100_001

/**
 * Opens PostgreSQL: a server when `databaseUrl` is given, else embedded PGlite in `pgliteDir`
 * (a folder, or `memory://` for tests). One process per PGlite folder: it takes no lock.
 * Both are reached through node-postgres; PGlite runs in its own thread, where the pool's
 * connections are sessions taking turns on its one backend (docs/decisions/019-embedded-database-thread.md).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  pgliteDir?: string
  pgliteWaitLimitMs?: number
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    pool.on('error', () => {}) // an idle client's error is reported by the next query instead
    watchQueries(pool, { outages: true })
    return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => pool.end() }
  }
  const dir = options.pgliteDir ?? 'memory://'
  const releaseLock = dir.startsWith('memory://') ? () => {} : lockDataDir(dir)
  let thread: PgliteThread
  try {
    thread = await PgliteThread.start(findDbFile('pglite-worker.mjs'), dir, { waitLimitMs: options.pgliteWaitLimitMs })
  } catch (error) {
    releaseLock()
    throw error
  }
  const pool = new pg.Pool({
    stream: thread.createStream,
    user: 'postgres',
    database: 'postgres',
    // Sessions in the thread take turns on PGlite's one backend (a statement or a whole transaction
    // at a time); several connections keep it busy while the main thread renders.
    max: 4,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 30_000,
  } as pg.PoolConfig)
  pool.on('error', () => {})
  watchQueries(pool, { outages: false })
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    dump: () => thread.dump(),
    close: async () => {
      await pool.end().catch(() => {})
      await thread.close()
      releaseLock()
    },
  }
}

/**
 * Every failed query or connection is counted (metrics). With `outages`, one that fails because the
 * server is unreachable or going away throws ServiceUnavailable (503, with its own words) instead of
 * the driver's error; a bad query keeps its error.
 */
function watchQueries(pool: pg.Pool, { outages }: { outages: boolean }) {
  const translate = (error: unknown) => {
    const down = outages && isDatabaseDown(error)
    countQueryError(down ? 'unavailable' : 'refused')
    throw down ? new ServiceUnavailable('database', { cause: error }) : error
  }
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  pool.query = ((...args: unknown[]) => {
    const result = query(...args)
    return result instanceof Promise ? result.catch(translate) : result
  }) as typeof pool.query
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  pool.connect = ((...args: unknown[]) => {
    const result = connect(...args)
    return result instanceof Promise ? result.catch(translate) : result
  }) as typeof pool.connect
}

/**
 * PGlite takes no lock of its own, and a second process on the same folder loses writes silently.
 * A pid file refuses that second process with a clear message; a stale file (its process gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const lockFile = lockFileOf(dir)
  const pid = embeddedDatabaseUser(dir)
  if (pid) throw new Error(`The embedded database in ${dir} is in use by process ${pid}. Stop it, or set DATA_DIR to another folder.`)
  writeFileSync(lockFile, String(process.pid))
  return () => rmSync(lockFile, { force: true })
}

const lockFileOf = (dir: string) => path.join(dir, '..', `${path.basename(dir)}.pid`)

/** The process (other than this one) that has the embedded database in `dir` open, or null. */
export function embeddedDatabaseUser(dir: string): number | null {
  const lockFile = lockFileOf(dir)
  if (!existsSync(lockFile)) return null
  const pid = Number(readFileSync(lockFile, 'utf8'))
  return pid && pid !== process.pid && isAlive(pid) ? pid : null
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A file of the project's db/ folder, from the sources (app/utils) or from a build (build/server). */
function findDbFile(name: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [path.resolve(here, '../../db', name), path.resolve(here, '../db', name), path.resolve(process.cwd(), 'db', name)]
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`db/${name} not found (looked in ${candidates.join(', ')})`)
  return found
}

export function findMigrationsFolder(): string {
  return path.resolve(findDbFile('migrations/meta/_journal.json'), '../..')
}

/**
 * Runs `task` while holding the start-up lock: a session-level advisory lock on a server, so work that
 * several instances starting at once would each try (migrations, the demo seed, the job queue's schema)
 * runs in one of them at a time and the others then find nothing to do. PGlite serves one process per
 * folder, so there it simply runs.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, task: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return task()
  const client = await handle.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    try {
      return await task()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

/** Applies the committed SQL migrations, then runs `thenSeed` (if given), both under the start-up lock. */
export async function migrateDatabase(handle: DatabaseHandle, thenSeed?: (db: Database) => Promise<void>): Promise<void> {
  const migrationsFolder = findMigrationsFolder()
  await withStartupLock(handle, async () => {
    await migrate(handle.db as never, { migrationsFolder })
    // Configuration the database reads itself (the approval's accrual trigger): part of being migrated.
    await writeDefaultWriterRates(handle.db)
    await thenSeed?.(handle.db)
  })
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}

/**
 * A query built once per database and sent as a named prepared statement: Drizzle does not build
 * its SQL again, and each connection plans it once instead of on every call. For the queries that
 * run on (nearly) every request; `name` must be unique in the app.
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>()
  return (db) => {
    let query = built.get(db)
    if (!query) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}

let current: DatabaseHandle | undefined

export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle
}

/** The process's database; set once at boot. */
export function getDb(): Database {
  if (!current) throw new Error('Database used before boot')
  return current.db
}
