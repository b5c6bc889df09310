// How the dashboards' loaders scale: every dashboard page without a parameter (and the admin panel, and the content board's filtered views) is loaded as a client navigation (`.data`) for the demo founder, writer and admin,
// on a PostgreSQL database with the demo data only and on one that also holds `npm run seed:large`
// (10k users, 100k pieces, 100k transactions, a large share of them the demo accounts'). Prints the
// median time per loader at both sizes and the ratio (target: ≤ 1.5×).
//   node bench/dashboards.mjs [requests per path=40] [rounds=3]
// Needs PostgreSQL on 127.0.0.1:5432 (or TEST_POSTGRES_URL's server) and a build (`npm run build`).
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { machine } from './support.mjs'

const requests = Number(process.argv[2] ?? 40)
const ROUNDS = Number(process.argv[3] ?? 3)
const server = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const WORKER = process.env.DASHBOARD_BENCH_WORKER

if (WORKER) await runWorker()
else await runBench()

/** Parent: two fresh databases, seeded, measured by a worker process each. */
async function runBench() {
  const context = machine()
  const suffix = `${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  const names = { normal: `bench_dash_normal_${suffix}`, large: `bench_dash_large_${suffix}` }
  const urlOf = (name) => {
    const url = new URL(server)
    url.pathname = `/${name}`
    return url.toString()
  }
  const results = {}
  try {
    for (const [size, name] of Object.entries(names)) {
      await admin.query(`create database ${name}`)
      // The worker's first boot migrates and seeds the demo data; the large one then gets seed:large.
      await measure(urlOf(name), 0)
      if (size === 'large')
        execFileSync(process.execPath, ['scripts/seed-large.mjs'], { env: { ...process.env, DATABASE_URL: urlOf(name) }, stdio: 'inherit' })
    }
    // Rounds alternate between the sizes, so a busy moment of the machine does not land on one side
    // only; each path keeps its lowest median over the rounds.
    for (let round = 0; round < ROUNDS; round++)
      for (const [size, name] of Object.entries(names)) {
        const measured = await measure(urlOf(name), requests)
        results[size] = results[size]
          ? results[size].map((row) => {
              const again = measured.find((other) => other.who === row.who && other.path === row.path)
              return again && again.median < row.median ? again : row
            })
          : measured
      }
  } finally {
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {})
    await admin.end()
  }
  console.log(`Dashboard loaders, normal vs large seed — ${context}`)
  console.log(
    `${requests} sequential .data requests per path after a warm-up, ${ROUNDS} rounds alternating between the sizes; the lowest median per request, PostgreSQL server`,
  )
  console.log('| who | path | demo data | large seed | ratio |')
  console.log('|---|---|---:|---:|---:|')
  let worst = 0
  for (const row of results.normal) {
    const large = results.large.find((other) => other.who === row.who && other.path === row.path)
    const ratio = large ? large.median / row.median : NaN
    // A CSV export streams the whole filtered set by design: it grows with the data and is not a page's loader.
    const isExport = row.path.endsWith('.csv')
    if (!isExport) worst = Math.max(worst, ratio)
    const status = row.status === 200 && large?.status === 200 ? '' : ` (status ${row.status}/${large?.status})`
    console.log(
      `| ${row.who} | ${row.path}${status}${isExport ? ' (export of every row; not counted)' : ''} | ${row.median.toFixed(2)} ms | ${large?.median.toFixed(2)} ms | ${ratio.toFixed(2)}× |`,
    )
  }
  console.log(`\nWorst ratio of a page's loader: ${worst.toFixed(2)}× (target ≤ 1.5×)`)
}

function measure(databaseUrl, count) {
  return new Promise((resolve, reject) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-dash-'))
    const child = spawn(process.execPath, [import.meta.filename, String(count)], {
      env: { ...process.env, DASHBOARD_BENCH_WORKER: '1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true })
      if (code !== 0) return reject(new Error(`worker exited with ${code}`))
      resolve(JSON.parse(out.trim().split('\n').pop()))
    })
  })
}

/** Worker: boots the built app in this process on DATABASE_URL and times each dashboard loader. */
async function runWorker() {
  Object.assign(process.env, { NODE_ENV: 'production', APP_MODE: 'demo', LOG_LEVEL: 'silent' })
  const count = Number(process.argv[2])
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
  dashboardPaths.push(...boardViews)
  // DASHBOARD_BENCH_ONLY=<regular expression> measures only the paths it matches (when working on one page).
  const only = process.env.DASHBOARD_BENCH_ONLY ? new RegExp(process.env.DASHBOARD_BENCH_ONLY) : null
  const out = []
  try {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const { createHmac, randomBytes } = await import('node:crypto')
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
      const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', env.authSecret).update(token).digest('base64')}`)}`
      for (const pathname of [...new Set(dashboardPaths)].sort()) {
        if (only && !only.test(pathname)) continue
        const [route, query] = pathname.split('?')
        const target = `${origin}${route === '/' ? '/_root' : route}.data${query ? `?${query}` : ''}`
        const call = async () => {
          const response = await handle(new Request(target, { headers: { cookie } }), entry.createLoadContext({ cspNonce: 'bench' }))
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
        // Only the pages this person may open are measured (the others answer 403 at once).
        if (status === 200) out.push({ who, path: pathname, status, median: times[Math.floor(times.length / 2)] ?? 0 })
      }
    }
    await client.end()
  } finally {
    await booted.stop()
  }
  console.log(JSON.stringify(out))
  process.exit(0)
}
