// A fresh PostgreSQL database per test run: the server on 127.0.0.1:5432 when it answers,
// else a throwaway server from the installed PostgreSQL binaries, else null (the caller skips loudly).
// In CI (CI=true) there is no skipping: a missing PostgreSQL is an error.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

export type TestPostgres = { url: string; drop: () => Promise<void> }

const PGBIN = '/usr/lib/postgresql/15/bin'

/** The server tests create their databases on: TEST_POSTGRES_URL, else the one on 127.0.0.1:5432. */
export function localServerUrl(env: NodeJS.ProcessEnv = process.env) {
  return env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
}

export type TestPostgresOptions = {
  /** Where CI, TEST_POSTGRES_URL and TEST_POSTGRES_BIN are read (default: process.env). */
  env?: NodeJS.ProcessEnv
}

/** CI sets CI=true (GitHub, GitLab, .ci/run); any value but empty, 0 or false counts. */
export function isCi(env: NodeJS.ProcessEnv = process.env) {
  const value = env.CI?.trim().toLowerCase()
  return Boolean(value) && value !== '0' && value !== 'false'
}

async function canConnect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** Names the test run a database belongs to: the integration suite's global setup sets it for all its workers. */
export const TEST_RUN_VARIABLE = 'AGENCY_TEST_RUN'
const DATABASE_PREFIX = 'agency_test_'

/** A run's tag: letters and digits only, so it can sit in a database name and a LIKE pattern as it is. */
export function newTestRunTag() {
  return `r${process.pid}${Date.now().toString(36)}`
}

function databaseName(env: NodeJS.ProcessEnv) {
  const run = env[TEST_RUN_VARIABLE] ?? `p${process.pid}`
  return `${DATABASE_PREFIX}${run}_${process.pid}_${Math.random().toString(36).slice(2, 9)}`
}

/**
 * Drops what a run's tests left on the local server: every test drops its own database when it ends,
 * and this is the net under a worker that ended before its last hook ran. Databases of other runs,
 * going on beside this one, have other tags and are left alone.
 */
export async function dropRunDatabases(run: string, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const local = localServerUrl(env)
  if (!/^[a-z0-9]+$/.test(run) || !(await canConnect(local))) return []
  const client = new pg.Client({ connectionString: local })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${DATABASE_PREFIX}${run}\\_%`,
    ])
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
    return rows.map((row) => row.datname)
  } finally {
    await client.end().catch(() => {})
  }
}

async function createDatabaseOn(serverUrl: string, env: NodeJS.ProcessEnv, stopServer?: () => void): Promise<TestPostgres> {
  const name = databaseName(env)
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists "${name}" with (force)`)
      await client.end()
      stopServer?.()
    },
  }
}

function startThrowawayServer(pgBin: string): { url: string; stop: () => void } | null {
  if (!existsSync(path.join(pgBin, 'initdb'))) return null
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'pgtest-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const run = (bin: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(pgBin, bin)
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(pgBin, bin), ...args] : args
    const result = spawnSync(command, fullArgs, { stdio: 'pipe', timeout: 60_000 })
    if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr?.toString()}`)
  }
  try {
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
    else chownSync(dir, process.getuid!(), process.getgid!())
    run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
    run('pg_ctl', [
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/server.log`,
      '-w',
      '-t',
      '30',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off`,
      'start',
    ])
  } catch (error) {
    console.warn(`[postgres] could not start a throwaway server: ${(error as Error).message}`)
    rmSync(dir, { recursive: true, force: true })
    return null
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export async function createTestPostgres(options: TestPostgresOptions = {}): Promise<TestPostgres | null> {
  const env = options.env ?? process.env
  const local = localServerUrl(env)
  if (await canConnect(local)) return createDatabaseOn(local, env)
  const pgBin = env.TEST_POSTGRES_BIN ?? PGBIN
  const throwaway = startThrowawayServer(pgBin)
  if (throwaway && (await canConnect(throwaway.url))) return createDatabaseOn(throwaway.url, env, throwaway.stop)
  try {
    throwaway?.stop()
  } catch {
    // It never answered; there is nothing more to stop.
  }
  const why = `no PostgreSQL server answers at ${local.replace(/\/\/[^@/]*@/, '//')} and none could be started from ${pgBin}`
  if (isCi(env)) {
    throw new Error(`[postgres] CI=true and ${why}: the PostgreSQL half of the tests cannot run, so the run fails.`)
  }
  console.warn(
    `\n!!! [postgres] ${why}: the PostgreSQL-server half of the integration tests is SKIPPED (CI=true makes this an error) !!!\n`,
  )
  return null
}
