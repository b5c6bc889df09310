// Several worker processes on one port (Node's cluster): with DATABASE_URL, `npm start` runs
// WEB_CONCURRENCY workers, one per core by default, so a busy instance uses every core. The primary
// only forks, restarts a worker that dies, passes SIGTERM on (each worker drains itself, see index.ts)
// and sums the workers' metrics for /metrics (prom-client's AggregatorRegistry). The embedded database
// (PGlite) serves one process per data folder, so without DATABASE_URL there is one process.
// See docs/decisions/040-metrics-and-workers.md.
import cluster, { type Worker } from 'node:cluster'

export type ClusterPlan = { workers: number; reason: 'configured' | 'per-core' | 'embedded-database' }

/** The most workers WEB_CONCURRENCY may ask for (the env schema says the same). */
export const MAX_WORKERS = 64

/**
 * How many processes serve: one without DATABASE_URL; else WEB_CONCURRENCY, or one per core. A
 * WEB_CONCURRENCY that is not a whole number from 1 to 64 runs one process, whose configuration
 * check then refuses to start with the message that names it.
 */
export function clusterPlan(env: NodeJS.ProcessEnv, cores: number): ClusterPlan {
  if (!env.DATABASE_URL) return { workers: 1, reason: 'embedded-database' }
  const requested = env.WEB_CONCURRENCY?.trim()
  if (!requested) return { workers: Math.max(1, Math.min(cores, MAX_WORKERS)), reason: 'per-core' }
  const count = Number(requested)
  return { workers: Number.isInteger(count) && count >= 1 && count <= MAX_WORKERS ? count : 1, reason: 'configured' }
}

/** After SIGTERM the workers drain (at most about 20 s, see index.ts); the primary waits a little longer. */
const PRIMARY_FORCED_EXIT_MS = 25_000
/** A worker that dies this soon after the one before it is not replaced at once (no restart storm). */
const RESTART_DELAY_MS = 1_000

const METRICS_REQUEST = 'app:metrics-request'
/** The primary's call for one worker's figures, and its answer (app/utils/metrics.server.ts answers it). */
const WORKER_METRICS_REQUEST = 'app:worker-metrics-request'
const WORKER_METRICS = 'app:worker-metrics'
/** A worker that does not give its figures within this is left out of that scrape. */
const WORKER_METRICS_TIMEOUT_MS = 3_000
const METRICS_RESPONSE = 'app:metrics-response'
type MetricsAnswer = { type: typeof METRICS_RESPONSE; id: number; body?: string; contentType?: string; error?: string }

/** The primary's few lines, as JSON lines like the workers' (pino's levels). */
function log(level: 'info' | 'error' | 'fatal', msg: string, fields: Record<string, unknown> = {}) {
  const levels = { info: 30, error: 50, fatal: 60 }
  process.stdout.write(`${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`)
}

export async function runPrimary(count: number) {
  const { AggregatorRegistry } = await import('prom-client')
  const started = new Set<number>()
  let stopping = false
  let exitCode = 0
  log('info', `starting ${count} workers (WEB_CONCURRENCY, default one per core)`, { workers: count })

  const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker))
  const stopAll = (reason: string) => {
    if (stopping) return
    stopping = true
    log('info', `stopping every worker (${reason})`)
    for (const worker of liveWorkers()) worker.process.kill('SIGTERM')
    setTimeout(() => process.exit(exitCode || 1), PRIMARY_FORCED_EXIT_MS).unref()
  }

  cluster.on('listening', (worker) => started.add(worker.id))
  // Figures of the workers that are listening (one still starting cannot answer yet), summed.
  let lastAsk = 0
  const pending = new Map<number, (metrics: unknown) => void>()
  const askWorker = (worker: Worker) =>
    new Promise<unknown>((resolve) => {
      const id = ++lastAsk
      const timer = setTimeout(() => {
        pending.delete(id)
        resolve(null)
      }, WORKER_METRICS_TIMEOUT_MS)
      pending.set(id, (metrics) => {
        clearTimeout(timer)
        resolve(metrics)
      })
      worker.send({ type: WORKER_METRICS_REQUEST, id })
    })
  const gather = async () => {
    const answers = await Promise.all(
      liveWorkers()
        .filter((worker) => started.has(worker.id))
        .map(askWorker),
    )
    const registry = AggregatorRegistry.aggregate(answers.filter(Boolean) as Parameters<typeof AggregatorRegistry.aggregate>[0])
    return { body: await registry.metrics(), contentType: registry.contentType }
  }
  cluster.on('message', (worker, message: { type?: string; id?: number; metrics?: unknown; error?: string }) => {
    if (message?.type === WORKER_METRICS) return pending.get(message.id!)?.(message.error ? null : message.metrics)
    if (message?.type !== METRICS_REQUEST) return
    gather().then(
      (answer) => worker.send({ type: METRICS_RESPONSE, id: message.id, ...answer }),
      (error: Error) => worker.send({ type: METRICS_RESPONSE, id: message.id, error: error.message }),
    )
  })
  let lastRestart = 0
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (liveWorkers().length === 0) process.exit(exitCode)
      return
    }
    if (!started.delete(worker.id)) {
      // It could not start (configuration, the database): the others will not either.
      exitCode = 1
      log('fatal', 'a worker stopped before it started listening; stopping', { worker: worker.process.pid, code, signal })
      stopAll('a worker could not start')
      if (liveWorkers().length === 0) process.exit(exitCode)
      return
    }
    log('error', 'a worker stopped; starting another', { worker: worker.process.pid, code, signal })
    const wait = Math.max(0, lastRestart + RESTART_DELAY_MS - Date.now())
    lastRestart = Date.now() + wait
    setTimeout(() => !stopping && cluster.fork(), wait)
  })
  process.on('SIGTERM', () => stopAll('SIGTERM'))
  process.on('SIGINT', () => stopAll('SIGINT'))
  for (let i = 0; i < count; i++) cluster.fork()
}

const waiting = new Map<number, (answer: MetricsAnswer) => void>()
let lastId = 0
let listening = false

/** In a worker: every worker's metrics, summed by the primary. */
export function clusterMetrics(timeoutMs = 10_000): Promise<{ contentType: string; body: string }> {
  if (!listening) {
    listening = true
    process.on('message', (message: MetricsAnswer) => {
      if (message?.type !== METRICS_RESPONSE) return
      waiting.get(message.id)?.(message)
      waiting.delete(message.id)
    })
  }
  return new Promise((resolve, reject) => {
    const id = ++lastId
    const timer = setTimeout(() => {
      waiting.delete(id)
      reject(new Error('the primary did not answer with the metrics'))
    }, timeoutMs)
    waiting.set(id, (answer) => {
      clearTimeout(timer)
      if (answer.error || answer.body === undefined) reject(new Error(answer.error ?? 'no metrics'))
      else resolve({ contentType: answer.contentType ?? 'text/plain; version=0.0.4; charset=utf-8', body: answer.body })
    })
    process.send!({ type: METRICS_REQUEST, id })
  })
}

export const isWorker = () => cluster.isWorker
export const isPrimary = () => cluster.isPrimary
