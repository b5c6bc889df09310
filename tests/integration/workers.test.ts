// Workers: with DATABASE_URL and WEB_CONCURRENCY=2 the built server runs two processes on one port.
// Both answer requests, /metrics sums them (each worker's pid is there), a worker killed outright is
// replaced, a sign-up's mail goes out from the shared queue, and SIGTERM stops every worker and the
// primary cleanly (exit code 0).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Browserish, SERVER_START_LIMIT_MS, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { postgresBackend } from '#tests/support/backends.ts'
import { waitForMailLink } from '#tests/support/mailbox.ts'
import { parseMetrics, sampleValue } from '#tests/support/metrics.ts'
import { pollUntil } from '#tests/support/poll.ts'

const postgres = await postgresBackend()

/** A GET on a connection of its own (fetch keeps one connection alive, and so one worker). */
const freshConnectionGet = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe.runIf(postgres)('two workers on PostgreSQL', () => {
  let server: AppServer
  let stopped = false

  beforeAll(async () => {
    server = await startAppServer({ ...postgres!.serverEnv(), WEB_CONCURRENCY: '2' })
  })
  afterAll(async () => {
    if (!stopped) await server?.stop()
    await postgres?.teardown()
  })

  /** A timed-out wait says what the server logged: a worker that could not start says why there. */
  const withServerLog = (error: Error): never => {
    throw new Error(`${error.message}; the server's last lines:\n${server.logs.slice(-40).join('\n')}`)
  }

  it('answers from both workers, sums their metrics, replaces a killed worker, sends mail from the shared queue, and stops every worker on SIGTERM', async () => {
    // A connection the primary handed to a worker just as it was killed gets no answer: each call has a deadline.
    const metrics = async () => parseMetrics(await (await fetch(`${server.url}/metrics`, { signal: AbortSignal.timeout(5_000) })).text())
    const workerPids = async () =>
      (await metrics()).samples.filter((sample) => sample.name === 'app_worker').map((sample) => Number(sample.labels.pid))
    // Both workers up: each answers the primary's call for metrics with its own pid. A worker starts like
    // a server, so each wait is as long as a server's start may take.
    const pids = await pollUntil(
      'both workers to answer',
      async () => {
        const workers = await workerPids()
        return workers.length === 2 ? workers : null
      },
      { timeoutMs: SERVER_START_LIMIT_MS },
    ).catch(withServerLog)
    expect(new Set(pids).size).toBe(2)
    expect(server.logs.filter((line) => line.includes('listening on'))).toHaveLength(2)

    // Connections are shared out between them (the request log says which process answered).
    for (let i = 0; i < 20; i++) expect(await freshConnectionGet(`${server.url}/healthz`)).toBe(200)
    const answeredBy = new Set(
      server.logs.filter((line) => line.includes('"url":"/healthz"')).map((line) => (JSON.parse(line) as { pid: number }).pid),
    )
    expect([...answeredBy].sort()).toEqual([...pids].sort())
    // The sum of both: 20 health checks, whichever worker answered them.
    expect(sampleValue(await metrics(), 'http_requests_total', { route: '/healthz', status: '200' })).toBe(20)

    // A worker killed outright is replaced.
    process.kill(pids[0]!, 'SIGKILL')
    const current = await pollUntil(
      'a new worker in place of the killed one',
      async () => {
        const workers = await workerPids().catch((): number[] => [])
        return workers.length === 2 && !workers.includes(pids[0]!) ? workers : null
      },
      { timeoutMs: SERVER_START_LIMIT_MS },
    ).catch(withServerLog)
    expect(server.logs.some((line) => line.includes('a worker stopped; starting another'))).toBe(true)

    const email = `workers-${Date.now().toString(36)}@example.test`
    const signup = await new Browserish(server.url).post('/signup', {
      intent: 'signup',
      name: 'Worker Person',
      email,
      password: 'correct-horse-42',
      confirmPassword: 'correct-horse-42',
    })
    expect(signup.status).toBe(302)
    await waitForMailLink(server.url, email, '/api/auth/verify-email')

    await server.stop()
    stopped = true
    expect(server.exitCode()).toBe(0)
    expect([...pids, ...current].filter(isRunning)).toEqual([])
    expect(server.logs.filter((line) => line.includes('"msg":"shutting down"'))).toHaveLength(2)
  })
})

describe('workers that cannot start', () => {
  it('stop the instance with exit code 1 instead of being started again and again', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'workers-refused-'))
    try {
      const result = spawnSync(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server.js`], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          PATH: process.env.PATH,
          APP_MODE: 'demo',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          // Nothing listens on port 1: every worker fails to start.
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
          WEB_CONCURRENCY: '2',
        },
        encoding: 'utf8',
        timeout: 90_000,
      })
      expect(result.status).toBe(1)
      const lines = result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; role?: string })
      expect(lines[0]).toMatchObject({ role: 'primary', msg: expect.stringContaining('starting 2 workers') })
      expect(lines.filter((line) => line.msg === 'start-up failed').length).toBeGreaterThanOrEqual(1)
      expect(lines.some((line) => line.role === 'primary' && line.msg.includes('stopped before it started listening'))).toBe(true)
      expect(lines.filter((line) => line.msg === 'database opened').length).toBeLessThanOrEqual(2)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
