// Public page throughput: the app (from its rendered-page cache) against nginx serving the same
// HTML as a static file, side by side with the same load tool (wrk), 100 connections, gzip, 127.0.0.1.
// Needs Debian's nginx and wrk: apt-get install -y nginx wrk. Run after `npm run build`.
//   node bench/throughput.mjs [path=/] [seconds=10]
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const pagePath = process.argv[2] ?? '/'
const seconds = Number(process.argv[3] ?? 10)
const APP_PORT = 3710
const NGINX_PORT = 3711
const buildDir = process.env.BUILD_DIR ?? 'build'
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

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up`)
}

const app = spawn(process.execPath, [`${buildDir}/server.js`], {
  env: { ...process.env, PORT: String(APP_PORT), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'silent', NODE_ENV: 'production' },
  stdio: 'ignore',
})
let nginx
try {
  await waitFor(`http://127.0.0.1:${APP_PORT}/healthz`)
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
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/`)

  wrk(url) // warm-up
  const appResult = wrk(url)
  const nginxResult = wrk(`http://127.0.0.1:${NGINX_PORT}/`)
  const ratio = appResult.rps / nginxResult.rps
  console.log(`page ${pagePath}, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB HTML, wrk -t2 -c100 -d${seconds}s, gzip, 127.0.0.1`)
  console.log('| server | req/s | p99 latency | non-2xx |')
  console.log('|---|---:|---:|---:|')
  console.log(`| app (rendered-page cache) | ${appResult.rps.toFixed(0)} | ${appResult.p99ms.toFixed(2)} ms | ${appResult.errors} |`)
  console.log(`| nginx (static file, worker_processes 1) | ${nginxResult.rps.toFixed(0)} | ${nginxResult.p99ms.toFixed(2)} ms | ${nginxResult.errors} |`)
  console.log(`ratio app/nginx: ${ratio.toFixed(2)} (target ≥ 0.30), app p99 ${appResult.p99ms.toFixed(1)} ms (target ≤ 50 ms)`)
} finally {
  nginx?.kill('SIGTERM')
  app.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  rmSync(work, { recursive: true, force: true })
}
