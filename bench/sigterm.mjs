// A rolling restart under load: does a SIGTERM fail any request nginx had handed to the instance?
// Two production instances of the built server (node build/server.js, WEB_CONCURRENCY=1 each, the
// environment of docs/deploy.md) on a PostgreSQL database of their own, behind Debian's nginx running the
// guide's own site (tests/support/nginx.mjs), with a mail sink for SMTP. A bounded mixed load goes through
// nginx — public pages, GET /login, sign-ins of seeded users with the right and a wrong password, signed-in
// dashboards, contact-form messages and sign-ups — while one instance after the other is sent SIGTERM,
// waited for until it exits, started again and waited for until its /readyz says 200, `restarts` times.
// Prints, by kind of request, what was answered and what failed (connection errors, 5xx), the failed
// requests nginx had handed to an instance that was draining (nginx's access log: $upstream_addr and
// $upstream_status of each request, by its X-Request-Id), and each restart's exit code, drain time and
// start time. Exit code 1 when any request failed.
// Run after `npm run build`; needs nginx (apt-get install nginx-light) and PostgreSQL on 127.0.0.1:5432
// (user postgres, trust; or BENCH_POSTGRES_URL), where it creates a database and drops it at the end.
//   node bench/sigterm.mjs [restarts=6] [concurrency=8]
// Ports: nginx on BENCH_PORT (default 3290), the instances on BENCH_PORT + 10 and + 11. Each simulated
// visitor connects from an address of its own on 127.0.0.0/8, which is what nginx forwards, so the
// per-address rate limits see many visitors, not one.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import pg from 'pg'
import { startFakeSmtp } from '../tests/support/fake-smtp.mjs'
import { findNginx, guideEnvironment, siteFromGuide, startNginx } from '../tests/support/nginx.mjs'
import { basePort, machine, stopsWithScript } from './support.mjs'

const RESTARTS = Number(process.argv[2] ?? 6)
const CONCURRENCY = Number(process.argv[3] ?? 8)
const NGINX_PORT = basePort(3290)
const INSTANCE_PORTS = [NGINX_PORT + 10, NGINX_PORT + 11]
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PASSWORD = 'sigterm-bench-pass-1'
/** Load before the first restart, between restarts (after /readyz said 200) and after the last. */
const WARM_UP_MS = 5_000
const BETWEEN_RESTARTS_MS = 3_000
const COOL_DOWN_MS = 3_000
/** Bounds: one request, one instance's start, one instance's exit (the server forces its own at 20 s), the whole run. */
const REQUEST_TIMEOUT_MS = 30_000
const START_LIMIT_MS = 60_000
const EXIT_LIMIT_MS = 30_000
const RUN_LIMIT_MS = WARM_UP_MS + COOL_DOWN_MS + RESTARTS * (EXIT_LIMIT_MS + START_LIMIT_MS + BETWEEN_RESTARTS_MS) + 60_000
const MAX_REQUESTS = 200_000
const PUBLIC_PAGES = ['/', '/pricing', '/examples', '/how-it-works', '/faq', '/about', '/blog', '/contact', '/results']
/** Seeded founders: one per connection for its dashboard, the rest signed in and out by the load. */
const SIGN_IN_USERS = 24
/** nginx's access log, one line per request (no single quotes: the format is quoted with them). */
const ACCESS_LOG_FORMAT = '$http_x_request_id $status $msec $request_time "$upstream_addr" "$upstream_status" "$upstream_connect_time"'

const nginxBinary = findNginx()
if (!nginxBinary) {
  console.error('nginx not found: apt-get install nginx-light (or set NGINX_BIN)')
  process.exit(2)
}
const buildDir = process.env.BUILD_DIR ?? 'build'
if (!existsSync(path.join(buildDir, 'server.js'))) {
  console.error(`${buildDir}/server.js not found: npm run build first`)
  process.exit(2)
}

/** Whether nothing listens on 127.0.0.1:port (a port in use would take this run's requests). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}
for (const port of [NGINX_PORT, ...INSTANCE_PORTS]) {
  if (!(await portIsFree(port))) {
    console.error(`port ${port} is in use: choose other ports with BENCH_PORT (nginx on it, the instances on it + 10 and + 11)`)
    process.exit(2)
  }
}

// --- the database, created here and dropped at the end ---------------------------------------------

async function onServer(query) {
  const client = new pg.Client({ connectionString: POSTGRES_URL })
  await client.connect()
  try {
    return await client.query(query)
  } finally {
    await client.end()
  }
}

async function createDatabase() {
  const name = `bench_sigterm_${process.pid}_${Date.now().toString(36)}`
  await onServer(`create database "${name}"`)
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) }
}

/** Verified, onboarded founders with PASSWORD, written as the demo seed writes its accounts (db/seed.ts). */
async function seedFounders(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const hash = await hashPassword(PASSWORD)
    const emails = []
    for (let n = 0; n < count; n++) {
      const id = `bench-founder-${n}`
      const email = `founder-${n}@bench.test`
      await client.query('insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)', [id, `Founder ${n}`, email])
      await client.query(`insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`, [
        `${id}-credential`,
        id,
        hash,
      ])
      await client.query('insert into profiles (id, name, company, onboarded_at) values ($1, $2, $3, now())', [
        id,
        `Founder ${n}`,
        'Bench Co',
      ])
      await client.query(`insert into user_roles (user_id, role) values ($1, 'founder')`, [id])
      emails.push(email)
    }
    return emails
  } finally {
    await client.end()
  }
}

// --- the instances --------------------------------------------------------------------------------

const logDir = mkdtempSync(path.join(tmpdir(), 'bench-sigterm-'))

/** One production instance on `port`; its log (JSON lines, every run of it) goes to a file. */
function instance(port, env) {
  const log = path.join(logDir, `instance-${port}.log`)
  let child = null
  let exited = null
  const self = {
    port,
    log,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    start: async () => {
      const out = openSync(log, 'a')
      const started = Date.now()
      child = stopsWithScript(
        spawn(process.execPath, [path.join(buildDir, 'server.js')], {
          env: { ...process.env, ...env, PORT: String(port) },
          stdio: ['ignore', out, out],
        }),
      )
      closeSync(out) // the child has its own copy
      exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })))
      await waitForReady(port, exited)
      return Date.now() - started
    },
    /** SIGTERM, then the exit: its code and how long the drain took. */
    stop: async () => {
      const signalledAt = Date.now()
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_LIMIT_MS)
      const { code, signal, at } = await exited
      clearTimeout(timer)
      return { port, signalledAt, exitedAt: at, code: code ?? signal, drainMs: at - signalledAt }
    },
    kill: async () => {
      if (!self.running()) return
      child.kill('SIGKILL')
      await exited
    },
  }
  return self
}

async function waitForReady(port, exited) {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + START_LIMIT_MS
  while (!gone && Date.now() < deadline) {
    const answer = await send({ path: '/readyz', port, address: '127.0.0.1', requestId: `ready-${port}-${Date.now()}` })
    if (answer.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the instance on port ${port} ${gone ? 'exited' : `was not ready within ${START_LIMIT_MS / 1000} s`} (log: ${logDir})`)
}

// --- requests -------------------------------------------------------------------------------------

/** One request on a new connection from `address`: its status, Location and cookies, or the error that ended it. */
function send({ method = 'GET', path: pathname, port = NGINX_PORT, address, requestId, cookie, form }) {
  const body = form ? new URLSearchParams(form).toString() : undefined
  const headers = { 'X-Request-Id': requestId, Accept: 'text/html', Origin: `http://127.0.0.1:${NGINX_PORT}` }
  if (cookie) headers.Cookie = cookie
  if (body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    headers['Content-Length'] = Buffer.byteLength(body)
  }
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers, localAddress: address, agent: false, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode, location: response.headers.location, cookies: response.headers['set-cookie'] ?? [] }),
        )
        response.on('error', (error) => resolve({ error: error.code ?? error.message }))
      },
    )
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })))
    request.on('error', (error) => resolve({ error: error.code ?? error.message }))
    request.end(body)
  })
}

let visitors = 0
/** A new address on 127.0.0.0/8 (never 127.0.0.x), one per simulated visitor. */
function newAddress() {
  const n = visitors++
  return `127.${1 + (Math.floor(n / (254 * 254)) % 254)}.${(Math.floor(n / 254) % 254) + 1}.${(n % 254) + 1}`
}

const cookieHeader = (cookies) => cookies.map((line) => line.split(';')[0]).join('; ')

let requestCount = 0
const outcomes = [] // { id, kind, status?, error?, expected }

async function measured(kind, expected, options) {
  const id = `sigterm-${++requestCount}`
  const answer = await send({ ...options, requestId: id })
  outcomes.push({ id, kind, ...answer, expected: answer.status !== undefined && expected.includes(answer.status) })
  return answer
}

function loadActions(founders) {
  const signInUsers = founders.slice(CONCURRENCY)
  let nextSignIn = 0
  let nextWrite = 0
  return [
    {
      weight: 30,
      run: () =>
        measured('public page', [200], { path: PUBLIC_PAGES[Math.floor(Math.random() * PUBLIC_PAGES.length)], address: newAddress() }),
    },
    { weight: 10, run: () => measured('GET /login', [200], { path: '/login', address: newAddress() }) },
    {
      weight: 25,
      run: (visitor) => measured('signed-in /dashboard', [200], { path: '/dashboard', address: visitor.address, cookie: visitor.cookie }),
    },
    {
      // A wrong password, then the right one from the same address: the success clears the account's failures.
      weight: 20,
      run: async () => {
        const email = signInUsers[nextSignIn++ % signInUsers.length]
        const address = newAddress()
        const form = { intent: 'login', email, redirectTo: '/dashboard' }
        await measured('POST /login, wrong password', [400, 401], {
          method: 'POST',
          path: '/login',
          address,
          form: { ...form, password: 'not-it-1234' },
        })
        await measured('POST /login', [302], { method: 'POST', path: '/login', address, form: { ...form, password: PASSWORD } })
      },
    },
    {
      weight: 10,
      run: () =>
        measured('POST /contact', [302], {
          method: 'POST',
          path: '/contact',
          address: newAddress(),
          form: {
            name: 'Bench Visitor',
            email: `visitor-${++nextWrite}@bench.test`,
            subject: 'Rolling restart',
            message: 'Is this answered?',
          },
        }),
    },
    {
      weight: 5,
      run: () => {
        const email = `signup-${++nextWrite}@bench.test`
        return measured('POST /signup', [302], {
          method: 'POST',
          path: '/signup',
          address: newAddress(),
          form: { intent: 'signup', name: 'Bench Signup', email, password: PASSWORD, confirmPassword: PASSWORD },
        })
      },
    },
  ]
}

function picker(actions) {
  const total = actions.reduce((sum, action) => sum + action.weight, 0)
  return () => {
    let roll = Math.random() * total
    for (const action of actions) if ((roll -= action.weight) < 0) return action
    return actions[0]
  }
}

/** Signs one founder in through nginx for the dashboard requests of one connection. */
async function signedInVisitor(email) {
  const address = newAddress()
  const answer = await send({
    method: 'POST',
    path: '/login',
    address,
    requestId: `setup-${email}`,
    form: { intent: 'login', email, password: PASSWORD, redirectTo: '/dashboard' },
  })
  if (answer.status !== 302) throw new Error(`signing in ${email} through nginx failed: ${answer.status ?? answer.error}`)
  return { address, cookie: cookieHeader(answer.cookies) }
}

// --- what nginx and the instances logged ----------------------------------------------------------

/**
 * nginx's line per request id: its status, when it started and ended, and each instance it tried, with
 * whether the connection was made (a refused one has no connect time) and what came back.
 */
function readAccessLog(file) {
  const byId = new Map()
  const list = (value) => value.split(/\s*[,:]\s+/)
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^(\S+) (\d+) ([\d.]+) ([\d.]+) "([^"]*)" "([^"]*)" "([^"]*)"$/.exec(line)
    if (!match) continue
    const [, id, status, msec, seconds, addresses, statuses, connectTimes] = match
    const endedAt = Number(msec) * 1000
    const [upstreamStatuses, connected] = [list(statuses), list(connectTimes)]
    const tries = list(addresses).map((address, index) => ({
      address,
      // "unfiltered", the upstream's name, when nginx found no instance left to try ("no live upstreams").
      port: /^127\.0\.0\.1:\d+$/.test(address) ? Number(address.split(':')[1]) : null,
      connected: connected[index] !== undefined && connected[index] !== '-',
      status: upstreamStatuses[index],
    }))
    byId.set(id, { status: Number(status), startedAt: endedAt - Number(seconds) * 1000, endedAt, tries })
  }
  return byId
}

/** Whether nginx connected to an instance, and sent it the request, while that instance was draining. */
const handedToDraining = (stops, entry) =>
  entry.tries.some(
    (attempt) =>
      attempt.connected &&
      stops.some((stop) => stop.port === attempt.port && entry.startedAt <= stop.exitedAt && entry.endedAt >= stop.signalledAt),
  )

/** Requests an instance answered between its SIGTERM and its exit (its own request log lines). */
function answeredWhileDraining(stop, instanceLog) {
  let count = 0
  for (const line of readFileSync(instanceLog, 'utf8').split('\n')) {
    if (!line.includes('"msg":"request"')) continue
    const at = Date.parse(JSON.parse(line).time)
    if (at >= stop.signalledAt && at <= stop.exitedAt) count += 1
  }
  return count
}

// --- the report ----------------------------------------------------------------------------------

const failed = (outcome) => outcome.error !== undefined || outcome.status >= 500

/** One row of the table: what was sent, answered, answered as expected, answered otherwise, and failed (with why). */
function tableRow(kind, mine) {
  const failures = mine.filter(failed)
  const reasons = new Map()
  for (const outcome of failures)
    reasons.set(outcome.error ?? String(outcome.status), (reasons.get(outcome.error ?? String(outcome.status)) ?? 0) + 1)
  const other = mine.filter((outcome) => !failed(outcome) && !outcome.expected)
  return [
    kind,
    mine.length,
    mine.filter((outcome) => outcome.status !== undefined).length,
    mine.filter((outcome) => outcome.expected).length,
    other.length ? `${other.length} (${[...new Set(other.map((outcome) => outcome.status))].join(', ')})` : 0,
    failures.length ? `${failures.length} (${[...reasons].map(([reason, n]) => `${reason} × ${n}`).join(', ')})` : 0,
  ]
}

/** Where each failed request went, from nginx's log: handed to a draining instance, no instance left to try, or elsewhere. */
function failurePlaces(failures, accessLog, stops) {
  const places = {
    'handed to a draining instance': [],
    'no instance left to try (nginx: no live upstreams)': [],
    other: [],
    "not in nginx's log": [],
  }
  for (const outcome of failures) {
    const entry = accessLog.get(outcome.id)
    if (!entry) places["not in nginx's log"].push(outcome)
    else if (handedToDraining(stops, entry)) places['handed to a draining instance'].push(outcome)
    else if (entry.tries.some((attempt) => attempt.port === null))
      places['no instance left to try (nginx: no live upstreams)'].push(outcome)
    else places.other.push(outcome)
  }
  return places
}

/** Prints the run's tables; returns how many requests failed. */
function report({ accessLog, stops, nginxErrors, loadSamples }) {
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))].sort()
  console.log('\n| requests by kind | sent | answered | as expected | answered otherwise | failed (connection errors, 5xx) |')
  console.log('| --- | ---: | ---: | ---: | ---: | --- |')
  for (const row of [
    ...kinds.map((kind) =>
      tableRow(
        kind,
        outcomes.filter((outcome) => outcome.kind === kind),
      ),
    ),
    tableRow('all', outcomes),
  ])
    console.log(`| ${row.join(' | ')} |`)

  const entries = [...accessLog.values()]
  const failures = outcomes.filter(failed)
  console.log(
    `\nrequests nginx handed to an instance while it was draining: ${entries.filter((entry) => handedToDraining(stops, entry)).length}`,
  )
  console.log(
    `requests nginx passed on to the other instance after a refused connection or an error: ${entries.filter((entry) => entry.tries.length > 1).length}`,
  )
  console.log(`failed requests: ${failures.length}`)
  for (const [place, list] of Object.entries(failurePlaces(failures, accessLog, stops))) {
    console.log(`  ${place}: ${list.length}`)
    for (const outcome of list.slice(0, 5)) {
      const tries = accessLog.get(outcome.id)?.tries ?? []
      const path = tries.map((attempt) => `${attempt.address}${attempt.connected ? '' : ' (not connected)'} → ${attempt.status}`).join(', ')
      console.log(`    ${outcome.id} ${outcome.kind}: ${outcome.error ?? outcome.status}${path ? `; nginx tried ${path}` : ''}`)
    }
  }
  if (nginxErrors.length) {
    const kindsOfError = new Map()
    for (const line of nginxErrors) {
      const what = /\[\w+\] [\d#]+: \*\d+ (.*?) while/.exec(line)?.[1] ?? line
      kindsOfError.set(what, (kindsOfError.get(what) ?? 0) + 1)
    }
    console.log(`nginx's error log, lines at error or above: ${[...kindsOfError].map(([what, n]) => `${what} × ${n}`).join('; ')}`)
  }

  console.log(`\nrestarts done: ${stops.length} of ${RESTARTS}`)
  console.log('| # | instance | exit code | drain (SIGTERM → exit) | requests it answered while draining | start → /readyz 200 |')
  console.log('| ---: | --- | ---: | ---: | ---: | ---: |')
  stops.forEach((stop, index) =>
    console.log(`| ${index + 1} | ${stop.port} | ${stop.code} | ${stop.drainMs} ms | ${stop.answeredWhileDraining} | ${stop.startMs} ms |`),
  )
  console.log(
    `\nload average (1 min): ${loadSamples[0]?.toFixed(1)} as the load started, ${loadSamples.at(-1)?.toFixed(1)} as it ended, ${Math.max(...loadSamples).toFixed(1)} at most`,
  )
  return failures.length
}

// --- the run --------------------------------------------------------------------------------------

const context = machine()
const loadSamples = []
let database
let smtp
let nginx
const instances = []
let cleaned = false
async function cleanUp() {
  if (cleaned) return
  cleaned = true
  await nginx?.stop().catch(() => {})
  await Promise.all(instances.map((each) => each.kill()))
  await smtp?.close().catch(() => {})
  await database?.drop().catch((error) => console.error(`the database could not be dropped: ${error.message}`))
  rmSync(logDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
const runLimit = setTimeout(() => {
  console.error(`the run took longer than ${Math.round(RUN_LIMIT_MS / 1000)} s; stopping`)
  void cleanUp().finally(() => process.exit(2))
}, RUN_LIMIT_MS)

console.log(`SIGTERM under load — ${context}`)
console.log(
  `${RESTARTS} restarts, ${CONCURRENCY} connections at a time, through nginx on 127.0.0.1:${NGINX_PORT} to instances on ${INSTANCE_PORTS.join(' and ')}`,
)

const stops = []
let exitCode = 0
try {
  database = await createDatabase()
  smtp = await startFakeSmtp()
  const env = {
    ...guideEnvironment(),
    // This run's own services and addresses in place of the guide's examples.
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    AUTH_SECRET: 'sigterm-bench-secret-0123456789abcdef0123456789abcdef',
    PUBLIC_BASE_URL: `http://127.0.0.1:${NGINX_PORT}`,
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'info',
  }
  // Started together, as systemd starts them; the database is migrated once, then the founders are added.
  instances.push(...INSTANCE_PORTS.map((port) => instance(port, env)))
  await Promise.all(instances.map((each) => each.start()))
  const founders = await seedFounders(database.url, CONCURRENCY + SIGN_IN_USERS)
  nginx = await startNginx(nginxBinary, siteFromGuide(INSTANCE_PORTS, NGINX_PORT), NGINX_PORT, { accessLogFormat: ACCESS_LOG_FORMAT })

  const dashboardVisitors = await Promise.all(founders.slice(0, CONCURRENCY).map(signedInVisitor))
  const pick = picker(loadActions(founders))
  let loading = true
  const connection = async (visitor) => {
    while (loading && requestCount < MAX_REQUESTS) await pick().run(visitor)
  }
  const loadSampler = setInterval(() => loadSamples.push(os.loadavg()[0]), 1000)
  const load = Promise.all(dashboardVisitors.map(connection))
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

  await pause(WARM_UP_MS)
  for (let n = 0; n < RESTARTS && requestCount < MAX_REQUESTS; n++) {
    const target = instances[n % instances.length]
    const stop = await target.stop()
    stop.startMs = await target.start()
    stops.push(stop)
    console.log(
      `restart ${n + 1}: port ${stop.port} exited with ${stop.code} after ${stop.drainMs} ms of draining, ready again ${stop.startMs} ms after its start`,
    )
    await pause(BETWEEN_RESTARTS_MS)
  }
  await pause(COOL_DOWN_MS)
  loading = false
  await load
  clearInterval(loadSampler)
  const accessLog = readAccessLog(nginx.accessLog)
  for (const stop of stops) stop.answeredWhileDraining = answeredWhileDraining(stop, instances.find((each) => each.port === stop.port).log)
  const nginxErrors = nginx
    .errors()
    .split('\n')
    .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line))
  if (report({ accessLog, stops, nginxErrors, loadSamples }) > 0) exitCode = 1
} catch (error) {
  console.error(error)
  exitCode = 2
} finally {
  clearTimeout(runLimit)
  await cleanUp()
}
process.exit(exitCode)
