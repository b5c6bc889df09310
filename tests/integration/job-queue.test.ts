// The durable job queue (app/utils/jobs.server.ts) on PGlite and on a PostgreSQL server.
// Nothing here waits for a retry delay: a test reads the delay the queue chose, then moves the job's
// start time to now. States are polled with a deadline, never timed.
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#app/utils/db.server.ts'
import {
  defineJob,
  enqueueJob,
  getJobQueue,
  DEFAULT_EXPIRE_SECONDS,
  JobQueue,
  listFailedJobs,
  retryFailedJob,
  startJobQueue,
  stopJobQueue,
  type JobContext,
} from '#app/utils/jobs.server.ts'
import { removeServerDataDir, serverDataDir, startAppServer } from '#tests/support/app-server.ts'
import { pgliteBackend, postgresBackend, type Backend } from '#tests/support/backends.ts'
import { pollUntil } from '#tests/support/poll.ts'

const FAST = { maxAttempts: 3, retryDelaySeconds: 1, pollIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type JobRow = { state: string; retry_count: number; delay_seconds: number | null; later: boolean }

async function jobRow(handle: DatabaseHandle, id: string): Promise<JobRow | undefined> {
  const result = await handle.db.execute(sql`
    select state::text as state, retry_count,
      extract(epoch from start_after - started_on)::float8 as delay_seconds,
      start_after > now() + interval '50 minutes' as later
    from pgboss.job where id = ${id}::uuid`)
  return (result as unknown as { rows: JobRow[] }).rows[0]
}

/** Makes a waiting job due now: the retry delay or the start time has been read, not waited for. */
async function makeDue(handle: DatabaseHandle, id: string) {
  await handle.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}::uuid and state in ('created', 'retry')`)
}

async function countJobs(handle: DatabaseHandle, name: string, state: string) {
  const result = await handle.db.execute(sql`select count(*)::int as count from pgboss.job where name = ${name} and state::text = ${state}`)
  return (result as unknown as { rows: { count: number }[] }).rows[0]!.count
}

const flaky = defineJob<{ label: string }>({ name: 'test-flaky', describe: (data) => `flaky job ${data.label}` })
const transactional = defineJob<{ label: string }>({ name: 'test-transactional' })
const scheduled = defineJob<{ label: string }>({ name: 'test-scheduled' })
const hourly = defineJob({ name: 'test-hourly' })
const shared = defineJob<{ n: number }>({ name: 'test-shared' })
const slow = defineJob({ name: 'test-slow' })
const stuck = defineJob({ name: 'test-stuck' })
const orphaned = defineJob({ name: 'test-orphaned', expireInSeconds: 2 })

function jobQueueBehaviour(getBackend: () => Backend) {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await getBackend().open()
    await startJobQueue(handle, FAST)
  })
  afterAll(async () => {
    await stopJobQueue()
    await handle.close().catch(() => {})
  })

  it('takes back a job claimed by an instance that died once its expiry has passed, and runs it here', async () => {
    const expiry = async (name: string) =>
      (await handle.db.execute(sql`select expire_seconds from pgboss.queue where name = ${name}`)).rows[0] as { expire_seconds: number }
    expect(await expiry(orphaned.name)).toEqual({ expire_seconds: 2 })
    expect(await expiry(flaky.name)).toEqual({ expire_seconds: DEFAULT_EXPIRE_SECONDS })

    const id = await enqueueJob(handle.db, orphaned, {})
    // Another instance fetched it a while ago and was killed before finishing: nobody will complete it.
    await handle.db.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '5 seconds' where id = ${id}::uuid`)
    const ran: JobContext[] = []
    await getJobQueue().work(orphaned, async (_data, job) => {
      ran.push(job)
    })
    await pollUntil('the orphaned job to be retried', async () => {
      const row = await jobRow(handle, id)
      if (row?.state === 'retry') await makeDue(handle, id)
      return row?.state === 'completed' ? row : undefined
    })
    expect(ran.map((job) => [job.id, job.attempt])).toEqual([[id, 2]])
  })

  it('retries a failing job with growing delays, ends it failed after the configured attempts, and runs it again on retry', async () => {
    const attempts: JobContext[] = []
    let succeed = false
    await getJobQueue().work(flaky, async (_data, job) => {
      attempts.push(job)
      if (!succeed) throw new Error(`SMTP said no on attempt ${job.attempt}`)
    })
    const id = await enqueueJob(handle.db, flaky, { label: 'A' })

    const delays: number[] = []
    for (const attempt of [1, 2]) {
      const row = await pollUntil(`attempt ${attempt} to fail`, async () => {
        // Counted before the read: a row read before this attempt ran is the previous retry's.
        const ran = attempts.length
        const current = await jobRow(handle, id)
        return ran === attempt && current?.state === 'retry' ? current : undefined
      })
      delays.push(row.delay_seconds!)
      await makeDue(handle, id)
    }
    // Between base·2ⁿ⁻¹ and base·2ⁿ seconds before the n-th retry (random within that window).
    expect(delays[0]).toBeGreaterThanOrEqual(FAST.retryDelaySeconds)
    expect(delays[1]).toBeGreaterThanOrEqual(2 * FAST.retryDelaySeconds)
    expect(delays[1]).toBeGreaterThan(delays[0]!)

    await pollUntil('the last attempt to fail', async () => (await jobRow(handle, id))?.state === 'failed')
    expect(attempts.map((job) => [job.attempt, job.maxAttempts])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ])
    // Failed for good: no further attempt comes.
    expect((await jobRow(handle, id))?.state).toBe('failed')

    const { jobs, total } = await listFailedJobs({ limit: 10 })
    expect(total).toBeGreaterThanOrEqual(1)
    const failed = jobs.find((job) => job.id === id)
    expect(failed).toMatchObject({ name: 'test-flaky', summary: 'flaky job A', error: 'SMTP said no on attempt 3', attempts: 3 })
    expect(failed!.failedAt).toBeInstanceOf(Date)

    succeed = true
    expect(await retryFailedJob(id)).toBe(true)
    await pollUntil('the retried job to complete', async () => (await jobRow(handle, id))?.state === 'completed')
    expect(attempts).toHaveLength(4)
    expect(await retryFailedJob(id)).toBe(false)
    expect((await listFailedJobs()).jobs.some((job) => job.id === id)).toBe(false)
  })

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const ran: string[] = []
    await getJobQueue().work(transactional, async (data) => {
      ran.push(data.label)
    })
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueJob(tx, transactional, { label: 'rolled back' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await handle.db.transaction(async (tx) => {
      await enqueueJob(tx, transactional, { label: 'committed' })
    })
    // The worker takes jobs oldest first: once the later one ran, the earlier one would have too.
    await pollUntil('the committed job to run', () => ran.includes('committed'))
    // The queue marks a job completed after its handler returns, so the row may lag the handler.
    await pollUntil(
      'the committed job to be marked completed',
      async () => (await countJobs(handle, 'test-transactional', 'completed')) === 1,
    )
    expect(ran).toEqual(['committed'])
    expect(await countJobs(handle, 'test-transactional', 'created')).toBe(0)
  })

  it('does not run a scheduled job before its time', async () => {
    const ran: string[] = []
    await getJobQueue().work(scheduled, async (data) => {
      ran.push(data.label)
    })
    const laterId = await enqueueJob(handle.db, scheduled, { label: 'in an hour' }, { startAfter: new Date(Date.now() + 60 * 60 * 1000) })
    await enqueueJob(handle.db, scheduled, { label: 'now' })
    // The job enqueued after it has run, so the worker has looked at both.
    await pollUntil('the job that is due to run', () => ran.includes('now'))
    expect(ran).toEqual(['now'])
    expect(await jobRow(handle, laterId)).toMatchObject({ state: 'created', later: true })

    await makeDue(handle, laterId)
    await pollUntil('the scheduled job to run once due', () => ran.includes('in an hour'))
  })

  it('registers a recurring job', async () => {
    await getJobQueue().schedule(hourly, '0 * * * *')
    expect(await getJobQueue().schedules()).toContainEqual({ name: 'test-hourly', cron: '0 * * * *' })
  })

  it('runs each of many jobs exactly once with two queue instances on one database', async () => {
    const backend = getBackend()
    // On a server the second instance has its own connection pool, as a second process would.
    const otherHandle = backend.name === 'postgres' ? await backend.open() : handle
    const first = new JobQueue(handle, FAST)
    const second = new JobQueue(otherHandle, FAST)
    await first.start()
    await second.start()
    const runs = new Map<number, string[]>()
    const worker = (instance: string) => async (data: { n: number }) => {
      runs.set(data.n, [...(runs.get(data.n) ?? []), instance])
      await sleep(5)
    }
    await first.work(shared, worker('first'))
    await second.work(shared, worker('second'))
    const N = 40
    await handle.db.transaction(async (tx) => {
      for (let n = 0; n < N; n++) await first.enqueue(tx, shared, { n })
    })
    await pollUntil(`${N} jobs to complete`, async () => (await countJobs(handle, 'test-shared', 'completed')) === N)
    await Promise.all([first.stop(), second.stop()])
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, n) => n))
    expect([...runs.values()].filter((instances) => instances.length !== 1)).toEqual([])
    const byFirst = [...runs.values()].filter(([instance]) => instance === 'first').length
    console.info(`[job-queue] ${backend.name}: first instance ran ${byFirst} of ${N} jobs, second ${N - byFirst}`)
  })

  it('lets a running job finish before stop returns', async () => {
    const queue = new JobQueue(handle, { ...FAST, stopTimeoutMs: 10_000 })
    await queue.start()
    const events: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await queue.work(slow, async () => {
      events.push('job started')
      await gate
      events.push('job finished')
    })
    const id = await queue.enqueue(handle.db, slow, {})
    await pollUntil('the job to start', () => events.includes('job started'))
    const stopped = queue.stop().then(() => events.push('queue stopped'))
    await sleep(1500) // longer than pg-boss's 0.5 s look at running jobs
    expect(events).toEqual(['job started'])
    release()
    await stopped
    expect(events).toEqual(['job started', 'job finished', 'queue stopped'])
    expect((await jobRow(handle, id))?.state).toBe('completed')
  })

  it('hands a job back to the queue when it outlives the stop grace period', async () => {
    const queue = new JobQueue(handle, { ...FAST, stopTimeoutMs: 1000 })
    await queue.start()
    let started = false
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await queue.work(stuck, async () => {
      started = true
      await gate
    })
    const id = await queue.enqueue(handle.db, stuck, {})
    await pollUntil('the job to start', () => started)
    await queue.stop()
    // A failed attempt with attempts left: another instance (or this one after a restart) takes it again.
    expect(await jobRow(handle, id)).toMatchObject({ state: 'retry' })
    release()
  })
}

const pglite = await pgliteBackend()
describe('job queue on PGlite', () => {
  jobQueueBehaviour(() => pglite)
})

const postgres = await postgresBackend()
describe.runIf(postgres)('job queue on a PostgreSQL server', () => {
  afterAll(() => postgres?.teardown())
  jobQueueBehaviour(() => postgres!)
})

describe('the app server', () => {
  it('registers the hourly pruning of rate-limit counters as a recurring job', async () => {
    // The suite's ready-made data folder without the schedule: the server's start must put it back.
    const dataDir = serverDataDir()
    const schedules = async () => {
      const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
      try {
        const result = await handle.db.execute(sql`select name, cron from pgboss.schedule`)
        return (result as unknown as { rows: { name: string; cron: string }[] }).rows
      } finally {
        await handle.close()
      }
    }
    try {
      const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
      await handle.db.execute(sql`delete from pgboss.schedule`).finally(() => handle.close())
      expect(await schedules()).toEqual([])
      const server = await startAppServer({ DATA_DIR: dataDir })
      await server.stop()
      expect(await schedules()).toContainEqual({ name: 'prune-rate-limits', cron: '0 * * * *' })
    } finally {
      removeServerDataDir(dataDir)
    }
  })
})
