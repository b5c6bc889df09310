// The server the browser tests talk to: the built app in demo mode (demo accounts, dev mailbox) on a fresh
// PostgreSQL database with a known auth secret, so fixtures can create users and sessions directly
// (tests/e2e/fixtures.ts). The database and the data folder are removed after the run.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FullConfig } from '@playwright/test'
import { createTestPostgres } from '../support/postgres.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const START_TIMEOUT_MS = 120_000

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL')
  const port = new URL(baseURL).port
  const database = await createTestPostgres()
  if (!database) {
    throw new Error(
      "The browser tests need PostgreSQL (their fixtures write users and sessions into the server's database): " +
        'start one on 127.0.0.1:5432, set TEST_POSTGRES_URL, or install PostgreSQL 15 so a throwaway server can be started.',
    )
  }
  const healthz = `http://127.0.0.1:${port}/healthz`
  if (await answers(healthz)) {
    await database.drop()
    throw new Error(`Something already answers on port ${port}: stop it, or set E2E_PORT to a free port.`)
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-'))
  const authSecret = randomBytes(32).toString('hex')
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server.js`], {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_MODE: 'demo',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      AUTH_SECRET: authSecret,
      ADMIN_EMAIL: 'operator@agency.test',
      LOG_LEVEL: 'warn',
      // One process: the suite shares the machine (workers have their own test, tests/integration/workers.test.ts).
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))])
      if (!stopped) child.kill('SIGKILL')
    }
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await waitUntilUp(healthz, exited)
  } catch (error) {
    await cleanUp()
    throw error
  }

  // Read by the fixtures in every worker (workers inherit the runner's environment).
  process.env.E2E_BASE_URL = baseURL
  process.env.E2E_DATABASE_URL = database.url
  process.env.E2E_AUTH_SECRET = authSecret
  return cleanUp
}

/** Polls until the server answers, failing at once if it exits, or after START_TIMEOUT_MS. */
async function waitUntilUp(url: string, exited: Promise<number | null>) {
  let exitCode: number | null | undefined
  void exited.then((code) => (exitCode = code))
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The e2e server exited with code ${exitCode} before it answered ${url}`)
    if (await answers(url)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The e2e server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`)
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false // not listening (yet)
  }
}
