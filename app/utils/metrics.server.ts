// Prometheus metrics (GET /metrics, text format, prom-client): requests by route pattern and status
// with their latency, the Node process (event-loop lag, heap, RSS), the database pool and its errors,
// the job queue, mail, payments and webhooks. Counters are counted where things happen; the figures
// that live in the database (queue depth, payment attempts) are read when Prometheus asks. With
// several workers (server/cluster.ts) the primary sums every worker's figures; the ones read from
// the database are the same in every worker and are not summed (aggregator 'max').
// Who may read them is decided by the HTTP entry (server/index.ts): loopback or METRICS_TOKEN.
import cluster from 'node:cluster'
import client from 'prom-client'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from './db.server.ts'
import { logger } from './logger.server.ts'

const registry = client.register

/** A metric made once per process (a module loaded again in development finds it registered). */
function metric<T>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make()
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const requests = metric(
  'http_requests_total',
  () =>
    new client.Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
    }),
)
const latency = metric(
  'http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being written, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
    }),
)

/**
 * Counts one answered request. `route` is the route's pattern (`/dashboard/content/:id`), never the
 * URL: a label value per page, not per piece, person or token.
 */
export function observeRequest(method: string | undefined, route: string, status: number, seconds: number) {
  const labels = { method: method && METHODS.has(method) ? method : 'other', route, status: String(status) }
  requests.inc(labels)
  latency.observe(labels, seconds)
}

const queryErrors = metric(
  'app_db_query_errors_total',
  () =>
    new client.Counter({
      name: 'app_db_query_errors_total',
      help: 'Database queries that failed: the database unreachable, or the query refused.',
      labelNames: ['kind'] as const,
    }),
)
export const countQueryError = (kind: 'unavailable' | 'refused') => queryErrors.inc({ kind })

const jobAttempts = metric(
  'app_jobs_total',
  () =>
    new client.Counter({
      name: 'app_jobs_total',
      help: 'Job attempts by queue and outcome: completed, retried (failed, another attempt follows) or failed (the last attempt failed).',
      labelNames: ['queue', 'outcome'] as const,
    }),
)
export const countJob = (queue: string, outcome: 'completed' | 'retried' | 'failed') => jobAttempts.inc({ queue, outcome })

const mails = metric(
  'app_mails_total',
  () =>
    new client.Counter({
      name: 'app_mails_total',
      help: 'Mail sending attempts by outcome (sent, failed).',
      labelNames: ['outcome'] as const,
    }),
)
export const countMail = (outcome: 'sent' | 'failed') => mails.inc({ outcome })

const webhooks = metric(
  'app_webhooks_total',
  () =>
    new client.Counter({
      name: 'app_webhooks_total',
      help: 'Payment provider webhooks by provider and outcome: received (applied), duplicate, refused (bad signature or body), deferred (asked to send again).',
      labelNames: ['provider', 'outcome'] as const,
    }),
)
/** Counts a webhook by the status it was answered with. */
export function countWebhook(provider: string, status: number) {
  const outcome = status === 200 ? 'received' : status >= 500 || status === 409 ? 'deferred' : 'refused'
  webhooks.inc({ provider: /^[a-z]{1,20}$/.test(provider) ? provider : 'unknown', outcome })
}

/** Where the figures read on each scrape come from; set at boot. */
type Sources = { handle: DatabaseHandle; queueDepths: () => Promise<{ queue: string; state: string; jobs: number }[]> }
let sources: Sources | null = null

/** Reads `read` for a gauge on a scrape; a database that does not answer leaves the gauge empty (the scrape still answers). */
async function readForScrape<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    logger.debug({ err: error }, `metrics: ${what} could not be read`)
    return null
  }
}

metric(
  'app_db_pool_connections',
  () =>
    new client.Gauge({
      name: 'app_db_pool_connections',
      help: 'Database pool connections by state: open (total), idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      collect() {
        const pool = sources?.handle.pool
        if (!pool) return
        this.set({ state: 'total' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    }),
)

metric(
  'app_jobs_queued',
  () =>
    new client.Gauge({
      name: 'app_jobs_queued',
      help: 'Jobs waiting or running, by queue and state (created, retry, active): read from the database.',
      labelNames: ['queue', 'state'] as const,
      aggregator: 'max',
      async collect() {
        if (!sources) return
        const depths = await readForScrape('queue depth', sources.queueDepths)
        if (!depths) return
        this.reset()
        for (const { queue, state, jobs } of depths) this.set({ queue, state }, jobs)
      },
    }),
)

metric(
  'app_payment_attempts',
  () =>
    new client.Gauge({
      name: 'app_payment_attempts',
      help: 'Payment attempts by provider and outcome (pending, success, failed, expired…): read from the database, so every instance says the same.',
      labelNames: ['provider', 'outcome'] as const,
      aggregator: 'max',
      async collect() {
        const handle = sources?.handle
        if (!handle) return
        const rows = await readForScrape('payment attempts', async () => {
          const result = await handle.db.execute<{ provider: string; outcome: string; attempts: number }>(
            sql`select provider, outcome, count(*)::int as attempts from payment_data group by provider, outcome`,
          )
          return result.rows
        })
        if (!rows) return
        this.reset()
        for (const row of rows) this.set({ provider: row.provider, outcome: row.outcome }, Number(row.attempts))
      },
    }),
)

metric(
  'app_worker',
  () =>
    new client.Gauge({
      name: 'app_worker',
      help: 'One per process answering requests, labelled with its pid (several with WEB_CONCURRENCY workers).',
      labelNames: ['pid'] as const,
      collect() {
        this.set({ pid: String(process.pid) }, 1)
      },
    }),
)

/** The primary's call for a worker's figures (server/cluster.ts sends it, to the workers that are listening). */
export const WORKER_METRICS_REQUEST = 'app:worker-metrics-request'
const WORKER_METRICS = 'app:worker-metrics'

function answerThePrimary() {
  process.on('message', (message: { type?: string; id?: number }) => {
    if (message?.type !== WORKER_METRICS_REQUEST) return
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: WORKER_METRICS, id: message.id, metrics }),
      (error: Error) => process.send?.({ type: WORKER_METRICS, id: message.id, error: error.message }),
    )
  })
}

let started = false
/** Starts the process metrics (event-loop lag, heap, RSS, GC) and names the sources read on each scrape. */
export function startMetrics(next: Sources) {
  sources = next
  if (started) return
  started = true
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  if (cluster.isWorker) answerThePrimary()
}

/** This process's metrics in Prometheus' text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() }
}
