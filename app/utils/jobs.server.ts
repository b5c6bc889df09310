// One durable job queue for everything that must happen later or again (mail today; webhook
// follow-ups, payment polling, renewals and reminders next). pg-boss keeps the jobs in PostgreSQL
// (its own `pgboss` schema) on a PostgreSQL server and on embedded PGlite alike: it talks to the
// database only through the small `executeSql` adapter below, over the app's own connection.
// See docs/decisions/007-job-queue.md.
import { sql } from 'drizzle-orm'
import PgBoss from 'pg-boss'
import { type Database, type DatabaseHandle, withStartupLock } from './db.server.ts'
import { logger } from './logger.server.ts'
import { countJob } from './metrics.server.ts'

/** The schema pg-boss creates and migrates on start (under its own advisory lock). */
const SCHEMA = 'pgboss'
/** pg-boss's own queues (cron hand-off) are not the product's jobs. */
const INTERNAL_PREFIX = '__pgboss__'
/** Failed jobs stay listable (and retryable) this long before pg-boss archives them. */
const KEEP_FAILED_DAYS = 30
/**
 * How long one attempt of a job may stay claimed before the queue takes it back and retries it,
 * on any instance: what a crashed instance's jobs wait. A job declares less when its work is short.
 */
export const DEFAULT_EXPIRE_SECONDS = 300
/** How often one instance (of all) looks for expired jobs: an expired job is retried this much later at most. */
export const MAINTENANCE_INTERVAL_SECONDS = 20

export type JsonObject = { [key: string]: unknown }

export type JobDefinition<T extends JsonObject = JsonObject> = {
  name: string
  /** One line for the admins' list of failed jobs: what the job was about, never a secret. */
  describe?: (data: T) => string
  /** After the last attempt failed, before the job is marked `failed` (e.g. the outbox row becomes `failed`). */
  onFailed?: (db: Database, data: T, error: string) => Promise<void>
  /** In the same transaction as an admin's retry of a failed job. */
  onRetry?: (db: Database, data: T) => Promise<void>
  /** Overrides JOB_MAX_ATTEMPTS for this job. */
  maxAttempts?: number
  /**
   * How long one attempt may run (DEFAULT_EXPIRE_SECONDS unless said): an attempt still running then
   * fails, and a job claimed by an instance that died is retried elsewhere. Keep it above the longest
   * time the work can take, network timeouts included.
   */
  expireInSeconds?: number
}

export type JobContext = { id: string; attempt: number; maxAttempts: number }
export type JobHandler<T extends JsonObject> = (data: T, job: JobContext) => Promise<unknown>

export type EnqueueOptions = {
  /** Not before this moment (or this many seconds from now). */
  startAfter?: Date | number
}

export type JobQueueOptions = {
  /** Attempts before a job ends `failed` (JOB_MAX_ATTEMPTS). */
  maxAttempts: number
  /** Backoff base (JOB_RETRY_DELAY_SECONDS): the n-th retry waits between base·2ⁿ⁻¹ and base·2ⁿ seconds. */
  retryDelaySeconds: number
  /** How often an idle worker looks for due jobs (JOB_POLL_INTERVAL_SECONDS, at least 0.5). */
  pollIntervalSeconds: number
  /** How long stop() waits for running jobs before handing them back to the queue. */
  stopTimeoutMs?: number
  /** How often expired jobs are looked for (MAINTENANCE_INTERVAL_SECONDS; tests use less). */
  maintenanceIntervalSeconds?: number
}

export type FailedJob = { id: string; name: string; summary: string; error: string; attempts: number; failedAt: Date }

const definitions = new Map<string, JobDefinition>()

/** Declares a kind of job. Every declared job gets its queue when the job queue starts. */
export function defineJob<T extends JsonObject>(definition: JobDefinition<T>): JobDefinition<T> {
  // A job's data comes back from the queue as the JSON it was enqueued with (enqueueJob takes the
  // definition's T), so the hooks may read it as T.
  const { describe, onFailed, onRetry } = definition
  definitions.set(definition.name, {
    name: definition.name,
    maxAttempts: definition.maxAttempts,
    expireInSeconds: definition.expireInSeconds,
    describe: describe && ((data) => describe(data as T)),
    onFailed: onFailed && ((db, data, error) => onFailed(db, data as T, error)),
    onRetry: onRetry && ((db, data) => onRetry(db, data as T)),
  })
  return definition
}

type SqlResult = { rows: Record<string, unknown>[] }
type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<SqlResult> }

/**
 * pg-boss's SQL over a Drizzle database or transaction: `$1…$n` become bound parameters, so a
 * job is inserted inside the caller's transaction and disappears with it on a rollback.
 */
function drizzleExecutor(db: Database): SqlExecutor {
  return {
    executeSql: async (text, values = []) => {
      const chunks = text
        .split(/\$(\d+)/)
        .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`))
      return { rows: (await db.execute<Record<string, unknown>>(sql.join(chunks))).rows }
    },
  }
}

/**
 * pg-boss's SQL over the app's own pool (a server's, or the embedded database's one connection).
 * Tracks queries in flight, so stop() can let pg-boss's last writes finish before the database closes.
 */
function connectionExecutor(handle: DatabaseHandle): SqlExecutor & { drain: (deadline: number) => Promise<void> } {
  const { pool } = handle
  const inFlight = new Set<Promise<SqlResult>>()
  const run = (text: string, values?: unknown[]): Promise<SqlResult> => pool.query(text, values)
  return {
    executeSql: (text, values) => {
      const promise = run(text, values)
      inFlight.add(promise)
      const forget = () => inFlight.delete(promise)
      promise.then(forget, forget)
      return promise
    },
    drain: async (deadline) => {
      while (inFlight.size > 0 && Date.now() < deadline)
        await Promise.race([Promise.allSettled([...inFlight]), sleep(deadline - Date.now())])
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref())

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/** pg-boss keeps a job's error as its output: a serialised Error, `{ value: message }` or `{ value: { message } }`. */
const OUTPUT_MESSAGE = sql.raw(`coalesce(output->>'message', output->'value'->>'message', output->>'value', 'unknown error')`)

export class JobQueue {
  readonly options: Required<JobQueueOptions>
  private readonly boss: PgBoss
  private readonly connection: ReturnType<typeof connectionExecutor>
  private readonly running = new Set<Promise<unknown>>()
  /** This instance's worker per job name, to wake it up. */
  private readonly workers = new Map<string, string>()
  private started = false

  constructor(
    private readonly handle: DatabaseHandle,
    options: JobQueueOptions,
  ) {
    this.options = { stopTimeoutMs: 10_000, maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS, ...options }
    this.connection = connectionExecutor(handle)
    this.boss = new PgBoss({
      db: this.connection,
      schema: SCHEMA,
      retryLimit: Math.max(0, this.options.maxAttempts - 1),
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      retentionDays: 30,
      archiveFailedAfterSeconds: KEEP_FAILED_DAYS * 24 * 60 * 60,
      pollingIntervalSeconds: this.options.pollIntervalSeconds,
      maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds,
    })
    this.boss.on('error', (error) => logger.error({ err: error }, 'job queue error'))
  }

  /**
   * Installs or migrates pg-boss's schema and creates a queue for every declared job, under the
   * start-up lock: pg-boss's own lock is taken after `create schema`, so two instances starting on a
   * fresh database at once would otherwise collide on the schema's name.
   */
  async start() {
    if (this.started) return
    await withStartupLock(this.handle, async () => {
      await this.boss.start()
      for (const name of definitions.keys()) await this.ensureQueue(name)
    })
    this.started = true
  }

  private readonly queues = new Set<string>()

  /**
   * Creates a queue once per instance, with its job's expiry (set again on a queue an earlier
   * version created). Instances starting together on one server can deadlock or collide in
   * pg-boss's create_queue (it creates a table per queue); creating is idempotent, so a colliding
   * instance waits a moment and tries again.
   */
  private async ensureQueue(name: string) {
    if (this.queues.has(name)) return
    const options = { name, expireInSeconds: definitions.get(name)?.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS }
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, options)
        await this.boss.updateQueue(name, options)
        this.queues.add(name)
        return
      } catch (error) {
        const code = (error as { code?: string }).code
        const collision = code === '40P01' || code === '23505' || code === '42P07'
        if (!collision || attempt >= 6) throw error
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 200))
      }
    }
  }

  /**
   * Runs `handler` for each job of this kind, one at a time per instance; a throw is a failed attempt.
   * The worker drains due jobs back to back and polls every pollIntervalSeconds when idle.
   */
  async work<T extends JsonObject>(definition: JobDefinition<T>, handler: JobHandler<T>) {
    await this.ensureQueue(definition.name)
    let workerId = ''
    workerId = await this.boss.work<T>(definition.name, { includeMetadata: true, batchSize: 1 }, async ([job]) => {
      if (!job) return
      const context: JobContext = { id: job.id, attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1 }
      const run = (async () => {
        try {
          const result = await handler(job.data, context)
          countJob(definition.name, 'completed')
          return result
        } catch (error) {
          const message = errorMessage(error)
          const last = job.retryCount >= job.retryLimit
          countJob(definition.name, last ? 'failed' : 'retried')
          logger.warn(
            { job: definition.name, jobId: job.id, ...context, err: message },
            last ? 'job failed for good' : 'job failed; will retry',
          )
          if (last && definition.onFailed) {
            await definition
              .onFailed(this.handle.db, job.data, message)
              .catch((hookError) => logger.error({ err: hookError }, 'job onFailed hook failed'))
          }
          throw error
        }
      })()
      this.running.add(run)
      try {
        return await run
      } finally {
        this.running.delete(run)
        // pg-boss waits a polling interval after every fetch; look again at once, as there may be more.
        if (this.started) this.boss.notifyWorker(workerId)
      }
    })
    this.workers.set(definition.name, workerId)
  }

  /** Enqueues `definition` on a cron schedule (UTC); one instance enqueues each tick. */
  async schedule<T extends JsonObject>(definition: JobDefinition<T>, cron: string, data?: T) {
    await this.ensureQueue(definition.name)
    await this.boss.schedule(definition.name, cron, data ?? {}, { tz: 'UTC' })
  }

  async schedules(): Promise<{ name: string; cron: string }[]> {
    return (await this.boss.getSchedules()).map(({ name, cron }) => ({ name, cron }))
  }

  /**
   * Adds a job through `db`, which may be a transaction: the job commits or rolls back with the
   * change that causes it. Returns the job id.
   */
  async enqueue<T extends JsonObject>(db: Database, definition: JobDefinition<T> | string, data: T, options: EnqueueOptions = {}) {
    const name = typeof definition === 'string' ? definition : definition.name
    const maxAttempts = typeof definition === 'string' ? undefined : definition.maxAttempts
    const id = await this.boss.send(name, data, {
      db: drizzleExecutor(db),
      startAfter: options.startAfter,
      ...(maxAttempts ? { retryLimit: maxAttempts - 1 } : {}),
    })
    // pg-boss inserts nothing for a queue that does not exist.
    if (!id) throw new Error(`Job "${name}" was not enqueued: no such queue (declare it with defineJob before the queue starts)`)
    // A local worker looks at once (it sees the job when the caller's transaction has committed).
    const workerId = this.workers.get(name)
    if (workerId && this.started && !options.startAfter) this.boss.notifyWorker(workerId)
    return id
  }

  /** Jobs waiting (created, retry) or running (active), per queue: the metrics' queue depth. */
  async queueDepths(): Promise<{ queue: string; state: string; jobs: number }[]> {
    const result = await this.handle.db.execute<{ queue: string; state: string; jobs: number }>(sql`
      select name as queue, state, count(*)::int as jobs from ${sql.raw(SCHEMA)}.job
      where state in ('created', 'retry', 'active') and name not like ${`${INTERNAL_PREFIX}%`}
      group by name, state`)
    return result.rows.map((row) => ({ ...row, jobs: Number(row.jobs) }))
  }

  /** Failed jobs, the most recent first (a page of them), with the total. */
  async listFailed({ limit = 50, offset = 0 }: { limit?: number; offset?: number } = {}): Promise<{ jobs: FailedJob[]; total: number }> {
    const where = sql`state = 'failed' and name not like ${`${INTERNAL_PREFIX}%`}`
    type Row = { id: string; name: string; data: JsonObject | null; error: string; attempts: number; failed_at: Date | string }
    const [page, count] = await Promise.all([
      this.handle.db.execute<Row>(sql`
        select id, name, data, ${OUTPUT_MESSAGE} as error, retry_count + 1 as attempts, completed_on as failed_at
        from ${sql.raw(SCHEMA)}.job where ${where}
        order by completed_on desc, id limit ${limit} offset ${offset}`),
      this.handle.db.execute<{ total: number }>(sql`select count(*)::int as total from ${sql.raw(SCHEMA)}.job where ${where}`),
    ])
    const jobs = page.rows.map((row) => {
      const describe = definitions.get(row.name)?.describe
      return {
        id: row.id,
        name: row.name,
        summary: describe ? describe(row.data ?? {}) : JSON.stringify(row.data ?? {}).slice(0, 200),
        error: row.error,
        attempts: Number(row.attempts),
        failedAt: new Date(row.failed_at),
      }
    })
    return { jobs, total: Number(count.rows[0]?.total ?? 0) }
  }

  /**
   * Puts a failed job back in the queue with a fresh set of attempts, and runs its onRetry hook (and
   * the caller's `inTransaction`, e.g. an admin log entry) in the same transaction. False when no
   * failed job has that id.
   */
  async retryFailed(id: string, inTransaction?: (tx: Database, job: { name: string; summary: string }) => Promise<void>): Promise<boolean> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false
    return this.handle.db.transaction(async (tx) => {
      const found = await tx.execute<{ name: string; data: JsonObject | null }>(sql`
        select name, data from ${sql.raw(SCHEMA)}.job
        where id = ${id}::uuid and state = 'failed' and name not like ${`${INTERNAL_PREFIX}%`}
        for update`)
      const [row] = found.rows
      if (!row) return false
      const definition = definitions.get(row.name)
      // pg-boss counts retries from retry_count, which the next fetch raises by one.
      await tx.execute(sql`
        update ${sql.raw(SCHEMA)}.job
        set state = 'retry', retry_limit = retry_count + ${definition?.maxAttempts ?? this.options.maxAttempts},
          start_after = now(), completed_on = null
        where name = ${row.name} and id = ${id}::uuid`)
      await definition?.onRetry?.(tx, row.data ?? {})
      const summary = definition?.describe ? definition.describe(row.data ?? {}) : JSON.stringify(row.data ?? {}).slice(0, 200)
      await inTransaction?.(tx, { name: row.name, summary })
      return true
    })
  }

  /**
   * Stops taking jobs, waits (at most stopTimeoutMs) for the running ones to finish and for the
   * queue's last writes, then returns. A job still running at the deadline goes back to the queue
   * as a failed attempt, to be retried by another instance or after the restart.
   */
  async stop() {
    if (!this.started) return
    this.started = false
    const deadline = Date.now() + this.options.stopTimeoutMs
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: this.options.stopTimeoutMs })
    // A poll that was under way when stop began may still have handed over a job.
    while (this.running.size > 0 && Date.now() < deadline)
      await Promise.race([Promise.allSettled([...this.running]), sleep(deadline - Date.now())])
    await this.connection.drain(Math.max(deadline, Date.now() + 1000))
  }
}

let current: JobQueue | undefined

/** Creates and starts the process's job queue (boot calls it once). */
export async function startJobQueue(handle: DatabaseHandle, options: JobQueueOptions): Promise<JobQueue> {
  const queue = new JobQueue(handle, options)
  await queue.start()
  current = queue
  return queue
}

export async function stopJobQueue() {
  const queue = current
  current = undefined
  await queue?.stop()
}

export function getJobQueue(): JobQueue {
  if (!current) throw new Error('Job queue used before boot')
  return current
}

/** Enqueues a job on the process's queue through `db` (a transaction keeps the job with its cause). */
export function enqueueJob<T extends JsonObject>(db: Database, job: JobDefinition<T> | string, data: T, options?: EnqueueOptions) {
  return getJobQueue().enqueue(db, job, data, options)
}

/** Failed jobs for the admin area (the caller checks the permission). */
export function listFailedJobs(options: { limit?: number; offset?: number } = {}) {
  return getJobQueue().listFailed(options)
}

/** Puts a failed job back in the queue (the caller checks the permission); `inTransaction` runs in its transaction. */
export function retryFailedJob(id: string, inTransaction?: (tx: Database, job: { name: string; summary: string }) => Promise<void>) {
  return getJobQueue().retryFailed(id, inTransaction)
}
