// Dynamic requests, side by side in one run: `/healthz` (a loader returning a constant), `/login`
// (a page rendered per request) and a signed-in `/dashboard`, each through the whole server in its
// default configuration (request logs on), against a bare Express 5 route returning JSON on the
// same machine. wrk -t1 -c20, 127.0.0.1; rounds alternate between the servers, medians reported.
// With DATABASE_URL the app runs twice, on that PostgreSQL server: one worker (WEB_CONCURRENCY=1)
// and all workers (WEB_CONCURRENCY, default one per core), and `/login` and `/dashboard` are
// measured on both, side by side. Without it: PGlite, which serves one process.
// Needs wrk (apt-get install -y wrk). Run after `npm run build`.
//   node bench/dynamic.mjs [seconds=5] [rounds=3]
// BENCH_PORT (default 3714) and the next two ports are used; DATABASE_URL should name a scratch
// database (demo mode seeds its accounts there).
import { availableParallelism } from 'node:os'
import { basePort, machine, median, signedInCookie, startBareExpress, startServer, wrk } from './support.mjs'

const seconds = Number(process.argv[2] ?? 5)
const ROUNDS = Number(process.argv[3] ?? 3)
const CONNECTIONS = 20
const APP_PORT = basePort(3714)
const EXPRESS_PORT = APP_PORT + 1
const WORKERS_PORT = APP_PORT + 2
const context = machine()
const onPostgres = Boolean(process.env.DATABASE_URL)
const allWorkers = Number(process.env.WEB_CONCURRENCY || availableParallelism())

// Demo mode explicitly: its seeded accounts sign in (with DATABASE_URL, use a scratch database).
const app = await startServer(APP_PORT, { APP_MODE: 'demo', WEB_CONCURRENCY: '1' })
const workers = onPostgres ? await startServer(WORKERS_PORT, { APP_MODE: 'demo', WEB_CONCURRENCY: String(allWorkers) }) : null
const peer = await startBareExpress(EXPRESS_PORT)
try {
  const html = { headers: ['Accept: text/html', 'Accept-Encoding: gzip, br'] }
  const signedIn = async (server) => ({ headers: [...html.headers, `Cookie: ${await signedInCookie(server)}`] })
  const cases = [
    { name: 'bare Express 5 route (JSON)', url: `${peer.url}/healthz`, options: {} },
    { name: 'app /healthz', url: `${app.url}/healthz`, options: {} },
    { name: 'app /login (anonymous)', url: `${app.url}/login`, options: html },
    { name: 'app /dashboard (signed in)', url: `${app.url}/dashboard`, options: await signedIn(app) },
  ]
  if (workers) {
    cases.push(
      { name: `app /login (anonymous), ${allWorkers} workers`, url: `${workers.url}/login`, options: html },
      { name: `app /dashboard (signed in), ${allWorkers} workers`, url: `${workers.url}/dashboard`, options: await signedIn(workers) },
    )
  }
  for (const item of cases) wrk(item.url, { ...item.options, connections: CONNECTIONS, seconds: 2 }) // warm-up
  const rounds = new Map(cases.map((item) => [item.name, []]))
  for (let round = 0; round < ROUNDS; round++) {
    for (const item of cases) rounds.get(item.name).push(wrk(item.url, { ...item.options, connections: CONNECTIONS, seconds }))
  }
  const results = new Map([...rounds].map(([name, runs]) => [name, median(runs)]))
  const peerResult = results.get(cases[0].name)
  console.log(`Dynamic requests — ${context}`)
  console.log(
    `wrk -t1 -c${CONNECTIONS} -d${seconds}s, 127.0.0.1, app in its default configuration (request logs on, to a file), ${onPostgres ? `PostgreSQL server, one worker and ${allWorkers} workers` : 'PGlite (one process: with DATABASE_URL the bench also runs all workers)'}; median of ${ROUNDS} alternating rounds`,
  )
  console.log('| endpoint | req/s | p99 latency | vs bare Express | errors |')
  console.log('|---|---:|---:|---:|---:|')
  for (const [name, result] of results) {
    console.log(
      `| ${name} | ${result.rps.toFixed(0)} | ${result.p99ms.toFixed(1)} ms | ${(result.rps / peerResult.rps).toFixed(2)} | ${result.errors} |`,
    )
  }
  const health = results.get('app /healthz')
  const login = results.get('app /login (anonymous)')
  const board = results.get('app /dashboard (signed in)')
  console.log(
    `targets: /healthz ≥ 0.50 of bare Express: ${(health.rps / peerResult.rps).toFixed(2)}; ` +
      `/login p99 ≤ 100 ms: ${login.p99ms.toFixed(1)} ms; signed-in /dashboard p99 ≤ 100 ms: ${board.p99ms.toFixed(1)} ms`,
  )
  if (workers) {
    const ratio = (name) => (results.get(`${name}, ${allWorkers} workers`).rps / results.get(name).rps).toFixed(2)
    console.log(
      `one worker vs ${allWorkers} workers (target: twice the one-process ratios to bare Express): ` +
        `/login ×${ratio('app /login (anonymous)')}, signed-in /dashboard ×${ratio('app /dashboard (signed in)')}`,
    )
  }
} finally {
  await peer.stop()
  await app.stop()
  await workers?.stop()
}
