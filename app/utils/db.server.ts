import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Database } from '#db/database.ts'
import * as schema from '#db/schema/index.ts'

export type { Database }
export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

/** Any key will do as long as every instance uses the same one. */
const STARTUP_LOCK_KEY = 727_100_001

/**
 * Opens PostgreSQL: a server when `databaseUrl` is given, else embedded PGlite in `pgliteDir`
 * (a folder, or `memory://` for tests). One process per PGlite folder: it takes no lock.
 */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir?: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    pool.on('error', () => {}) // an idle client's error is reported by the next query instead
    const db = drizzleNodePg(pool, { schema }) as unknown as Database
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  const dir = options.pgliteDir ?? 'memory://'
  const releaseLock = dir.startsWith('memory://') ? () => {} : lockDataDir(dir)
  const client = await PGlite.create(dir)
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close()
      releaseLock()
    },
  }
}

/**
 * PGlite takes no lock of its own, and a second process on the same folder loses writes silently.
 * A pid file refuses that second process with a clear message; a stale file (its process gone) is taken over.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const lockFile = path.join(dir, '..', `${path.basename(dir)}.pid`)
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'))
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The embedded database in ${dir} is in use by process ${pid}. Stop it, or set DATA_DIR to another folder.`)
    }
  }
  writeFileSync(lockFile, String(process.pid))
  return () => rmSync(lockFile, { force: true })
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [
    path.resolve(here, '../../db/migrations'),
    path.resolve(here, '../db/migrations'),
    path.resolve(process.cwd(), 'db/migrations'),
  ]
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta/_journal.json')))
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`)
  return found
}

/**
 * Runs `task` while holding the start-up lock: a session-level advisory lock on a server, so work that
 * several instances starting at once would each try (migrations, the demo seed, the job queue's schema)
 * runs in one of them at a time and the others then find nothing to do. PGlite serves one process per
 * folder, so there it simply runs.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, task: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return task()
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client
  const client = await pool.connect()
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
    if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder })
    else await migrateNodePg(handle.db as never, { migrationsFolder })
    await thenSeed?.(handle.db)
  })
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
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
