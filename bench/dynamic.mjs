// Dynamic requests, side by side in one run: `/healthz` (a loader returning a constant), `/login`
// (a page rendered per request) and a signed-in `/dashboard`, each through the whole server in its
// default configuration (request logs on), against a bare Express 5 route returning JSON on the
// same machine. wrk -t1 -c20, 127.0.0.1; rounds alternate between the servers, medians reported.
// Needs wrk (apt-get install -y wrk). Run after `npm run build`.
//   node bench/dynamic.mjs [seconds=5] [rounds=3]
// BENCH_PORT (default 3714) and the next port are used; DATABASE_URL runs the app on that PostgreSQL
// server instead of PGlite (a scratch database: demo mode seeds its accounts there).
import { basePort, machine, median, startBareExpress, startServer, wrk } from './support.mjs'

const seconds = Number(process.argv[2] ?? 5)
const ROUNDS = Number(process.argv[3] ?? 3)
const CONNECTIONS = 20
const APP_PORT = basePort(3714)
const EXPRESS_PORT = APP_PORT + 1
const context = machine()

// Demo mode explicitly: its seeded accounts sign in (with DATABASE_URL, use a scratch database).
const app = await startServer(APP_PORT, { APP_MODE: 'demo' })
const peer = await startBareExpress(EXPRESS_PORT)
try {
  // A demo founder signs in through the form, as a browser without JavaScript would.
  const signIn = await fetch(`${app.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: app.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', email: 'founder@agency.test', password: 'demo-password', redirectTo: '/dashboard' }),
  })
  // The session cookie only, as a browser sends it on later visits: the sign-in's one-time toast
  // cookie is cleared by the first page that shows it.
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => pair.includes('session_token'))
    .join('; ')
  if (signIn.status !== 302 || !cookie.includes('session_token')) throw new Error(`sign-in failed: ${signIn.status}`)
  const dashboard = await fetch(`${app.url}/dashboard`, { headers: { Cookie: cookie }, redirect: 'manual' })
  if (dashboard.status !== 200) throw new Error(`the signed-in dashboard answered ${dashboard.status}`)

  const html = { headers: ['Accept: text/html', 'Accept-Encoding: gzip, br'] }
  const cases = [
    { name: 'bare Express 5 route (JSON)', url: `${peer.url}/healthz`, options: {} },
    { name: 'app /healthz', url: `${app.url}/healthz`, options: {} },
    { name: 'app /login (anonymous)', url: `${app.url}/login`, options: html },
    { name: 'app /dashboard (signed in)', url: `${app.url}/dashboard`, options: { headers: [...html.headers, `Cookie: ${cookie}`] } },
  ]
  for (const item of cases) wrk(item.url, { ...item.options, connections: CONNECTIONS, seconds: 2 }) // warm-up
  const rounds = new Map(cases.map((item) => [item.name, []]))
  for (let round = 0; round < ROUNDS; round++) {
    for (const item of cases) rounds.get(item.name).push(wrk(item.url, { ...item.options, connections: CONNECTIONS, seconds }))
  }
  const results = new Map([...rounds].map(([name, runs]) => [name, median(runs)]))
  const peerResult = results.get(cases[0].name)
  console.log(`Dynamic requests — ${context}`)
  console.log(
    `wrk -t1 -c${CONNECTIONS} -d${seconds}s, 127.0.0.1, app in its default configuration (request logs on, to a file), ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'}; median of ${ROUNDS} alternating rounds`,
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
} finally {
  await peer.stop()
  await app.stop()
}
