// Public page throughput: the app (from its rendered-page cache) in its default configuration —
// info-level request logs on, as `npm start` runs — against nginx serving the same HTML as a
// static file, side by side with the same load tool (wrk -t2 -c100, gzip, 127.0.0.1). The same app
// with its logs silenced is measured too, to show what logging costs, and Node's http module alone
// answering with the same bytes and headers, to show what any Node process pays before its own
// work. Then a flood: 100 connections ask for `/?x=<random>` while /healthz is probed every 100 ms.
// Needs Debian's nginx and wrk: apt-get install -y nginx wrk. Run after `npm run build`.
//   node bench/throughput.mjs [path=/] [seconds=10]
// BENCH_PORT (default 3710) and the next three ports are used.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  basePort,
  machine,
  startBareNodePage,
  median,
  probeHealthz,
  slowestProbeInLog,
  startServer,
  stopsWithScript,
  waitUntilUp,
  wrk,
} from './support.mjs'

const pagePath = process.argv[2] ?? '/'
const seconds = Number(process.argv[3] ?? 10)
const ROUNDS = 5
const APP_PORT = basePort(3710)
const NGINX_PORT = APP_PORT + 1
const SILENT_PORT = APP_PORT + 2
const BARE_NODE_PORT = APP_PORT + 3
const PROBE_EVERY_MS = 100
const PROBE_TIMEOUT_MS = 2000
const context = machine()
const work = mkdtempSync(path.join(tmpdir(), 'bench-throughput-'))
chmodSync(work, 0o755) // nginx's worker runs as an unprivileged user
const load = { threads: 2, connections: 100, seconds, headers: ['Accept-Encoding: gzip'] }

/** wrk in the background, so this process can probe while it runs. */
function wrkInBackground(url, script) {
  return new Promise((resolve, reject) => {
    const child = stopsWithScript(
      spawn('wrk', ['-t2', '-c100', `-d${seconds}s`, '--timeout', '5s', '-H', 'Accept-Encoding: gzip', '-s', script, url], {
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    )
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', () => resolve({ rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]) }))
  })
}

const app = await startServer(APP_PORT)
const silent = await startServer(SILENT_PORT, { LOG_LEVEL: 'silent' })
let nginx
let bareNode
try {
  const url = `${app.url}${pagePath}`
  const first = await fetch(url) // fills the cache: the same bytes nginx and bare Node will serve
  const html = await first.text()
  await fetch(`${silent.url}${pagePath}`)
  mkdirSync(path.join(work, 'www'))
  writeFileSync(path.join(work, 'www/index.html'), html)
  writeFileSync(path.join(work, 'www/index.html.gz'), gzipSync(Buffer.from(html), { level: 9 }))
  const perResponse = new Set([
    'date',
    'connection',
    'keep-alive',
    'x-request-id',
    'content-length',
    'content-encoding',
    'transfer-encoding',
  ])
  const pageHeaders = Object.fromEntries([...first.headers].filter(([name]) => !perResponse.has(name)))
  writeFileSync(path.join(work, 'www/headers.json'), JSON.stringify({ ...pageHeaders, 'x-cache': 'HIT' }))
  bareNode = await startBareNodePage(BARE_NODE_PORT, path.join(work, 'www'))
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; gzip_static on; types { text/html html; }
  server { listen 127.0.0.1:${NGINX_PORT}; root ${work}/www; location / { try_files /index.html =404; } } }`,
  )
  nginx = stopsWithScript(spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' }))
  await waitUntilUp(`http://127.0.0.1:${NGINX_PORT}/`)

  const targets = [
    { name: 'app, request logs on (default)', url },
    { name: 'app, request logs silenced', url: `${silent.url}${pagePath}` },
    { name: 'nginx (static file, worker_processes 1)', url: `http://127.0.0.1:${NGINX_PORT}/` },
    { name: "Node's http module alone, same bytes and headers", url: `${bareNode.url}/` },
  ]
  for (const target of targets) wrk(target.url, { ...load, seconds: 3 }) // warm-up
  // Two cores are shared by wrk and the servers, so single runs are noisy: alternate rounds, report medians.
  const rounds = targets.map(() => [])
  for (let round = 0; round < ROUNDS; round++) targets.forEach((target, index) => rounds[index].push(wrk(target.url, load)))
  const results = rounds.map(median)
  const nginxResult = results[2]
  const bareNodeResult = results[3]

  console.log(`Public page throughput — ${context}`)
  console.log(
    `page ${pagePath}, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB HTML, wrk -t2 -c100 -d${seconds}s, gzip, 127.0.0.1, median of ${ROUNDS} alternating rounds; app logs go to a file`,
  )
  console.log('| server | req/s | p99 latency | vs nginx | vs bare Node | errors |')
  console.log('|---|---:|---:|---:|---:|---:|')
  targets.forEach((target, index) => {
    const result = results[index]
    console.log(
      `| ${target.name} | ${result.rps.toFixed(0)} | ${result.p99ms.toFixed(2)} ms | ${(result.rps / nginxResult.rps).toFixed(2)} | ${(result.rps / bareNodeResult.rps).toFixed(2)} | ${result.errors} |`,
    )
  })
  console.log(
    `target: app with logs on ≥ 0.50 of nginx: ${(results[0].rps / nginxResult.rps).toFixed(2)}; p99 ≤ 50 ms: ${results[0].p99ms.toFixed(1)} ms; Node's http module alone reaches ${(bareNodeResult.rps / nginxResult.rps).toFixed(2)} of nginx`,
  )

  // The flood: every request a different query string, which the cache must not turn into new entries.
  const script = path.join(work, 'random-query.lua')
  writeFileSync(script, 'request = function() return wrk.format("GET", wrk.path .. "?x=" .. math.random(1, 1000000000)) end\n')
  const flood = wrkInBackground(`${app.url}/`, script)
  const probes = await probeHealthz(app.url, flood, { everyMs: PROBE_EVERY_MS, timeoutMs: PROBE_TIMEOUT_MS })
  const floodResult = await flood
  console.log('')
  console.log(
    `Flood: wrk -t2 -c100 -d${seconds}s on /?x=<random> (${floodResult.rps.toFixed(0)} req/s) while /healthz is probed every ${PROBE_EVERY_MS} ms, each on a new connection (timeout ${PROBE_TIMEOUT_MS} ms)`,
  )
  await new Promise((resolve) => setTimeout(resolve, 200)) // the last log lines
  const serverSide = slowestProbeInLog(app.log)
  console.log('| probes | failed or timed out | over 200 ms | p50 | p99 | slowest | slowest in the server (its log) |')
  console.log('|---:|---:|---:|---:|---:|---:|---:|')
  console.log(
    `| ${probes.count} | ${probes.failures} | ${probes.over200} | ${probes.p50.toFixed(1)} ms | ${probes.p99.toFixed(1)} ms | ${probes.max.toFixed(1)} ms | ${serverSide.toFixed(1)} ms |`,
  )
  console.log(
    `target: /healthz answers within 200 ms during the flood: slowest ${probes.max.toFixed(1)} ms as the prober saw it (it shares the cores with wrk), ${serverSide.toFixed(1)} ms in the server; ${probes.failures} failed`,
  )
} finally {
  nginx?.kill('SIGTERM')
  await bareNode?.stop()
  await silent.stop()
  await app.stop()
  rmSync(work, { recursive: true, force: true })
}
