// How the dashboards' loaders scale: every dashboard page without a parameter (and the admin panel, and the content board's filtered views) is loaded as a client navigation (`.data`) for the demo founder, writer and admin,
// on a PostgreSQL database with the demo data only and on one that also holds `npm run seed:large`
// (10k users, 100k pieces, 100k transactions, a large share of them the demo accounts'). Prints the
// median time per loader at both sizes and the ratio (target: ≤ 1.5×).
//   node bench/dashboards.mjs [requests per path=40] [rounds=5]
// Needs PostgreSQL on 127.0.0.1:5432 (or TEST_POSTGRES_URL's server) and a build (`npm run build`).
//
// Both sizes are served at once by a worker process each, and every path is measured on one, then on
// the other, round after round (ABBA), before the next path: the two medians of a path are taken
// seconds apart, so a slow minute of this shared machine lands on both sides of its ratio.
import { execFileSync, fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { machine } from './support.mjs'

const requests = Number(process.argv[2] ?? 40)
// Five rounds: with three, pages that read nothing that grows spread 0.70–1.54× in one run at load
// average 2; each side keeps its best median, so more rounds take more of a slow minute out of both.
const ROUNDS = Number(process.argv[3] ?? 5)
const server = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

if (process.env.DASHBOARD_BENCH_WORKER) await runWorker()
else await runBench()

/** Parent: two fresh databases, seeded, served by a worker process each and measured path by path. */
async function runBench() {
  const context = machine()
  const suffix = `${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  // DASHBOARD_BENCH_DATABASES=<demo>,<large> keeps the two databases (made on the first run, then reused):
  // for measuring one page again while working on it, and for reading PostgreSQL's log of its statements.
  const kept = process.env.DASHBOARD_BENCH_DATABASES?.split(',')
  const names = kept ? { normal: kept[0], large: kept[1] } : { normal: `bench_dash_normal_${suffix}`, large: `bench_dash_large_${suffix}` }
  const existing = new Set((await admin.query('select datname from pg_database')).rows.map((row) => row.datname))
  const urlOf = (name) => {
    const url = new URL(server)
    url.pathname = `/${name}`
    return url.toString()
  }
  const rows = []
  const workers = []
  try {
    for (const [size, name] of Object.entries(names)) {
      if (existing.has(name)) continue
      await admin.query(`create database ${name}`)
      // The worker's first boot migrates and seeds the demo data; the large one then gets seed:large.
      await (await startWorker(urlOf(name))).stop()
      if (size === 'large')
        execFileSync(process.execPath, ['scripts/seed-large.mjs'], { env: { ...process.env, DATABASE_URL: urlOf(name) }, stdio: 'inherit' })
    }
    const normal = await startWorker(urlOf(names.normal))
    workers.push(normal)
    const large = await startWorker(urlOf(names.large))
    workers.push(large)
    for (const target of normal.targets) {
      const best = { normal: null, large: null }
      for (let round = 0; round < ROUNDS; round++) {
        const order =
          round % 2 === 0
            ? [
                ['normal', normal],
                ['large', large],
              ]
            : [
                ['large', large],
                ['normal', normal],
              ]
        for (const [size, worker] of order) {
          const measured = await worker.ask({ ...target, count: requests })
          if (!best[size] || measured.median < best[size].median) best[size] = measured
        }
      }
      // Only the pages this person may open are counted (the others answer 403 or send them elsewhere).
      if (best.normal.status !== 200 && best.large.status !== 200) continue
      rows.push({ ...target, normal: best.normal, large: best.large })
    }
  } finally {
    for (const worker of workers) await worker.stop().catch(() => {})
    if (!kept) for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {})
    await admin.end()
  }
  console.log(`Dashboard loaders, normal vs large seed — ${context}`)
  console.log(
    `${requests} sequential .data requests per path after a warm-up, ${ROUNDS} rounds per path alternating between the sizes (both served at once); the lowest median per request, PostgreSQL server`,
  )
  console.log('| who | path | demo data | large seed | ratio |')
  console.log('|---|---|---:|---:|---:|')
  let worst = 0
  for (const row of rows) {
    const ratio = row.large.median / row.normal.median
    // A CSV export streams the whole filtered set by design: it grows with the data and is not a page's loader.
    const isExport = row.path.endsWith('.csv')
    if (!isExport) worst = Math.max(worst, ratio)
    const status = row.normal.status === 200 && row.large.status === 200 ? '' : ` (status ${row.normal.status}/${row.large.status})`
    console.log(
      `| ${row.who} | ${row.path}${status}${isExport ? ' (export of every row; not counted)' : ''} | ${row.normal.median.toFixed(2)} ms | ${row.large.median.toFixed(2)} ms | ${ratio.toFixed(2)}× |`,
    )
  }
  console.log(`\nWorst ratio of a page's loader: ${worst.toFixed(2)}× (target ≤ 1.5×)`)
}

/** A worker serving one database: resolves once it has booted, with the paths it can measure. */
function startWorker(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-dash-'))
  const child = fork(import.meta.filename, [], {
    env: { ...process.env, DASHBOARD_BENCH_WORKER: '1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  exited.then(() => rmSync(dataDir, { recursive: true, force: true }))
  let pending = null
  child.on('message', (message) => pending?.(message))
  const next = () => new Promise((resolve) => (pending = resolve))
  return new Promise((resolve, reject) => {
    exited.then((code) => reject(new Error(`worker exited with ${code}`)))
    next().then((ready) =>
      resolve({
        targets: ready.targets,
        ask(target) {
          const answer = next()
          child.send(target)
          return answer
        },
        stop() {
          child.send({ stop: true })
          return exited
        },
      }),
    )
  })
}

/** Worker: boots the built app in this process on DATABASE_URL and times the loader it is asked for. */
async function runWorker() {
  Object.assign(process.env, { NODE_ENV: 'production', APP_MODE: 'demo', LOG_LEVEL: 'silent' })
  const { createRequestHandler } = await import('react-router')
  const build = await import(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js'))
  const entry = build.entry.module
  const booted = await entry.boot()
  const env = entry.getEnv()
  const handle = createRequestHandler(build, 'production')
  const origin = 'http://127.0.0.1:3000'
  // Every dashboard page without a parameter in its path, from the build's route table.
  const fullPath = (route) => (route ? [fullPath(build.routes[route.parentId]), route.path ?? ''].filter(Boolean).join('/') : '')
  const dashboardPaths = Object.values(build.routes)
    .map((route) => `/${fullPath(route)}`)
    .filter((pathname) => (pathname === '/admin' || pathname.startsWith('/dashboard')) && !pathname.includes(':'))
  // The content board's filtered views too: each reads its own index.
  const boardViews = ['?due=overdue', '?state=approved&page=2', '?founder=demo-founder', '?state=requested&type=blog'].map(
    (query) => `/dashboard/admin/content${query}`,
  )
  // DASHBOARD_BENCH_ONLY=<regular expression> measures only the paths it matches (when working on one page).
  const only = process.env.DASHBOARD_BENCH_ONLY ? new RegExp(process.env.DASHBOARD_BENCH_ONLY) : null
  const paths = [...new Set([...dashboardPaths, ...boardViews])].filter((pathname) => !only || only.test(pathname)).sort()
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const { createHmac, randomBytes } = await import('node:crypto')
  const cookies = {}
  for (const [who, email] of [
    ['founder', 'founder@agency.test'],
    ['writer', 'writer@agency.test'],
    ['admin', 'admin@agency.test'],
  ]) {
    const token = randomBytes(24).toString('hex')
    const { rows } = await client.query('select id from "user" where email = $1', [email])
    await client.query(`insert into session (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
      `bench-${token.slice(0, 12)}`,
      token,
      rows[0].id,
    ])
    cookies[who] =
      `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', env.authSecret).update(token).digest('base64')}`)}`
  }
  await client.end()
  const timePath = async ({ who, path: pathname, count }) => {
    const [route, query] = pathname.split('?')
    const target = `${origin}${route === '/' ? '/_root' : route}.data${query ? `?${query}` : ''}`
    const call = async () => {
      const response = await handle(
        new Request(target, { headers: { cookie: cookies[who] } }),
        entry.createLoadContext({ cspNonce: 'bench' }),
      )
      await response.arrayBuffer()
      return response.status
    }
    let status = await call()
    for (let i = 0; i < Math.min(5, count); i++) status = await call()
    const times = []
    for (let i = 0; i < count; i++) {
      const started = process.hrtime.bigint()
      status = await call()
      times.push(Number(process.hrtime.bigint() - started) / 1e6)
    }
    times.sort((a, b) => a - b)
    return { status, median: times[Math.floor(times.length / 2)] ?? 0 }
  }
  process.on('message', async (message) => {
    if (message.stop) {
      await booted.stop()
      process.exit(0)
    }
    process.send(await timePath(message))
  })
  process.send({ targets: Object.keys(cookies).flatMap((who) => paths.map((pathname) => ({ who, path: pathname }))) })
}
