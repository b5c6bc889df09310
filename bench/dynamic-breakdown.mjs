// Where a dynamic request's time goes, without HTTP: the built app is booted in this process (fresh
// embedded database) and React Router's request handler is called directly, one request at a
// time; CPU time per request is reported for the whole process (all threads, the database's
// included) and for the main thread alone (the event loop, what limits throughput). Compare with
// bench/dynamic.mjs, which measures the same endpoints through the whole server.
//   node bench/dynamic-breakdown.mjs [requests=1000]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cpuMs, machine } from './support.mjs'

const requests = Number(process.argv[2] ?? 1000)

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-breakdown-'))
Object.assign(process.env, { NODE_ENV: 'production', APP_MODE: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
const context = machine()

const { createRequestHandler } = await import('react-router')
const build = await import(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js'))
const entry = build.entry.module
entry.parseEnv()
const booted = await entry.boot()
// The app's own pool: PGlite in its thread, or DATABASE_URL's server (decision 019).
const client = booted.handle.db.$client
const handle = createRequestHandler(build, 'production')
const origin = 'http://127.0.0.1:3000'
const loadContext = () => entry.createLoadContext({ cspNonce: 'bench' })
const call = async (pathname, headers = {}) => {
  const response = await handle(new Request(origin + pathname, { headers }), loadContext())
  await response.arrayBuffer()
  return response.status
}

try {
  const signIn = await handle(
    new Request(`${origin}/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded', [entry.CLIENT_IP_HEADER]: '127.0.0.1' },
      body: new URLSearchParams({ intent: 'login', email: 'founder@agency.test', password: 'demo-password', redirectTo: '/dashboard' }),
    }),
    loadContext(),
  )
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => pair.includes('session_token')) // the session, as a browser sends it later
    .join('; ')
  const { rows } = await client.query(`select id from "user" where email = 'founder@agency.test'`)
  const userId = rows[0].id

  const cases = [
    ['React Router: /healthz (a loader returning a constant)', () => call('/healthz')],
    ['React Router: /login (document, anonymous)', () => call('/login')],
    ['React Router: /faq (document, anonymous; what a cache miss renders)', () => call('/faq')],
    ['React Router: /dashboard (document, signed in)', () => call('/dashboard', { cookie })],
    ['React Router: /dashboard.data (client navigation, signed in)', () => call('/dashboard.data', { cookie })],
    ['Better Auth session check through /api/auth/get-session', () => call('/api/auth/get-session', { cookie })],
    [
      'Database: select the roles of a user (one query through the pool)',
      () => client.query('select "role" from "user_roles" where "user_id" = $1', [userId]),
    ],
    ['Database: select 1', () => client.query('select 1')],
  ]
  console.log(`Dynamic request breakdown, in process — ${context}`)
  console.log(`${requests} sequential requests each after a warm-up; CPU time per request, of the process and of its main thread`)
  console.log('| what | CPU per request, all threads | main thread |')
  console.log('|---|---:|---:|')
  for (const [name, run] of cases) {
    for (let i = 0; i < Math.min(200, requests); i++) await run()
    const before = process.cpuUsage()
    const mainBefore = cpuMs(process.pid, process.pid)
    for (let i = 0; i < requests; i++) await run()
    const used = process.cpuUsage(before)
    const main = (cpuMs(process.pid, process.pid) - mainBefore) / requests
    console.log(`| ${name} | ${((used.user + used.system) / requests / 1000).toFixed(2)} ms | ${main.toFixed(2)} ms |`)
  }
} finally {
  await booted.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
