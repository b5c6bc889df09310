// Public page throughput: the app (from its rendered-page cache) against nginx serving the same
// HTML as a static file, side by side with the same load tool (wrk), 100 connections, gzip, 127.0.0.1.
// Needs Debian's nginx and wrk: apt-get install -y nginx wrk. Run after `npm run build`.
//   node bench/throughput.mjs [path=/] [seconds=10]
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { startServer, waitUntilUp } from './support.mjs'

const pagePath = process.argv[2] ?? '/'
const seconds = Number(process.argv[3] ?? 10)
const ROUNDS = 3
const APP_PORT = 3710
const NGINX_PORT = 3711
const work = mkdtempSync(path.join(tmpdir(), 'bench-throughput-'))
chmodSync(work, 0o755) // nginx's worker runs as an unprivileged user

function wrk(url) {
  const out = execFileSync('wrk', ['-t2', '-c100', `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' })
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])
  const p99 = out.match(/\s99%\s+([\d.]+)(us|ms|s)/)
  const p99ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : NaN
  const errors = out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? '0'
  return { rps, p99ms, errors: Number(errors) }
}


const app = await startServer(APP_PORT)
let nginx
try {
  const url = `http://127.0.0.1:${APP_PORT}${pagePath}`
  const html = await (await fetch(url)).text() // fills the cache: the same bytes nginx will serve
  mkdirSync(path.join(work, 'www'))
  writeFileSync(path.join(work, 'www/index.html'), html)
  writeFileSync(path.join(work, 'www/index.html.gz'), gzipSync(Buffer.from(html), { level: 9 }))
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; gzip_static on; types { text/html html; }
  server { listen 127.0.0.1:${NGINX_PORT}; root ${work}/www; location / { try_files /index.html =404; } } }`,
  )
  nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' })
  await waitUntilUp(`http://127.0.0.1:${NGINX_PORT}/`)

  wrk(url) // warm-up
  // Two cores are shared by wrk and the server, so single runs are noisy: alternate three rounds, report medians.
  const rounds = { app: [], nginx: [] }
  for (let round = 0; round < ROUNDS; round++) {
    rounds.app.push(wrk(url))
    rounds.nginx.push(wrk(`http://127.0.0.1:${NGINX_PORT}/`))
  }
  const median = (results) => {
    const pick = (key) => results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)]
    return { rps: pick('rps'), p99ms: pick('p99ms'), errors: results.reduce((sum, result) => sum + result.errors, 0) }
  }
  const appResult = median(rounds.app)
  const nginxResult = median(rounds.nginx)
  const ratio = appResult.rps / nginxResult.rps
  console.log(`page ${pagePath}, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB HTML, wrk -t2 -c100 -d${seconds}s, gzip, 127.0.0.1, median of ${ROUNDS} alternating rounds`)
  console.log('| server | req/s | p99 latency | non-2xx |')
  console.log('|---|---:|---:|---:|')
  console.log(`| app (rendered-page cache) | ${appResult.rps.toFixed(0)} | ${appResult.p99ms.toFixed(2)} ms | ${appResult.errors} |`)
  console.log(`| nginx (static file, worker_processes 1) | ${nginxResult.rps.toFixed(0)} | ${nginxResult.p99ms.toFixed(2)} ms | ${nginxResult.errors} |`)
  console.log(`ratio app/nginx: ${ratio.toFixed(2)} (target ≥ 0.30), app p99 ${appResult.p99ms.toFixed(1)} ms (target ≤ 50 ms)`)
} finally {
  nginx?.kill('SIGTERM')
  await app.stop()
  rmSync(work, { recursive: true, force: true })
}
