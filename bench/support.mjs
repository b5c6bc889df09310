// What the bench scripts share: starting the built server on its own data, a bare Express peer,
// running wrk, and Chromium's flags here.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os, { tmpdir } from 'node:os'
import path from 'node:path'

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The first of the ports a script uses: BENCH_PORT when set, else the script's own default. */
export function basePort(fallback) {
  return Number(process.env.BENCH_PORT ?? fallback)
}

async function answers(url) {
  try {
    await fetch(url)
    return true
  } catch {
    return false
  }
}

export async function waitUntilUp(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up`)
}

/** The servers and tools a script started and that still run: stopped when the script ends, however it ends. */
const running = new Set()

/**
 * Stops `child` with the script: on a normal end the script's own `stop()` has already done it; on a
 * crash, Ctrl-C or a closed pipe (`| head` makes the next console.log fail with EPIPE) this sends it
 * SIGTERM, so no server is left running on its port.
 */
export function stopsWithScript(child) {
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM')
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => process.exit(128 + os.constants.signals[signal]))

function stopChild(child, cleanup) {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6000))])
    }
    cleanup?.()
  }
}

/**
 * The built server (BUILD_DIR, default build) on 127.0.0.1:port with a fresh embedded database, in
 * its default configuration: info-level request logs on, written (as `npm start` would to a
 * terminal or a log collector) to a file in its temporary folder, whose path is returned as `log`.
 * `nodeArgs` go to Node before the script (flags NODE_OPTIONS does not take, such as --trace-gc).
 */
export async function startServer(port, extraEnv = {}, { nodeArgs = [] } = {}) {
  // Another server already on the port (say, a run still going) would answer the health check and be measured instead.
  if (await answers(`http://127.0.0.1:${port}/healthz`)) throw new Error(`port ${port} is taken: set BENCH_PORT to another`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
  const log = path.join(dataDir, 'server.log')
  const out = openSync(log, 'a')
  const server = stopsWithScript(
    spawn(process.execPath, [...nodeArgs, `${process.env.BUILD_DIR ?? 'build'}/server.js`], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        ...extraEnv,
      },
      stdio: ['ignore', out, out],
    }),
  )
  await waitUntilUp(`http://127.0.0.1:${port}/healthz`)
  return {
    url: `http://127.0.0.1:${port}`,
    pid: server.pid,
    log,
    stop: stopChild(server, () => rmSync(dataDir, { recursive: true, force: true })),
  }
}

/** A bare Express 5 app with one route returning JSON, the peer dynamic requests are measured against. */
export async function startBareExpress(port) {
  const source = `
    import express from 'express'
    const app = express()
    app.disable('x-powered-by')
    app.get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store')
      res.json({ status: 'ok' })
    })
    app.listen(${Number(port)}, '127.0.0.1')
  `
  // Run from the project folder so `express` resolves to the app's own copy.
  const child = stopsWithScript(spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: 'ignore', cwd: process.cwd() }))
  await waitUntilUp(`http://127.0.0.1:${port}/healthz`)
  return { url: `http://127.0.0.1:${port}`, stop: stopChild(child) }
}

/**
 * Node's own http module and nothing else, answering every request with one stored page: the gzip
 * or plain bytes of `dir`/index.html(.gz) and the response headers in `dir`/headers.json, plus a
 * fresh X-Request-Id as the app sends. What any Node server pays to answer before it does any work
 * of its own: the ceiling for a page served from memory by a Node process.
 */
export async function startBareNodePage(port, dir) {
  const source = `
    import http from 'node:http'
    import { randomUUID } from 'node:crypto'
    import { readFileSync } from 'node:fs'
    const dir = ${JSON.stringify(dir)}
    const headers = JSON.parse(readFileSync(dir + '/headers.json', 'utf8'))
    const plain = readFileSync(dir + '/index.html')
    const gzipped = readFileSync(dir + '/index.html.gz')
    http
      .createServer((req, res) => {
        const gzip = /\\bgzip\\b/.test(req.headers['accept-encoding'] ?? '')
        const body = gzip ? gzipped : plain
        res.writeHead(200, { ...headers, 'x-request-id': randomUUID(), 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
        res.end(req.method === 'HEAD' ? undefined : body)
      })
      .listen(${Number(port)}, '127.0.0.1')
  `
  const child = stopsWithScript(spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: 'ignore' }))
  await waitUntilUp(`http://127.0.0.1:${port}/`)
  return { url: `http://127.0.0.1:${port}`, stop: stopChild(child) }
}

/** One wrk run: requests/s, p99 latency in ms, and the count of non-2xx/3xx answers and socket errors. */
export function wrk(url, { threads = 1, connections = 20, seconds = 5, headers = [], script } = {}) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '5s']
  for (const header of headers) args.push('-H', header)
  if (script) args.push('-s', script)
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' })
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])
  const p99 = out.match(/\s99%\s+([\d.]+)(us|ms|s)\b/)
  const p99ms = p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]] : NaN
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0)
  const socketErrors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0)
  return { rps, p99ms, errors }
}

/** CPU time so far, in ms, of a process (`task` omitted: all its threads) or of one of its threads (Linux /proc, 10 ms ticks). */
export function cpuMs(pid, task) {
  const stat = readFileSync(task ? `/proc/${pid}/task/${task}/stat` : `/proc/${pid}/stat`, 'utf8')
  const fields = stat.split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** The median round of several (by requests/s, p99 picked the same way), with every round's errors summed. */
export function median(results) {
  const pick = (key) => results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)]
  return { rps: pick('rps'), p99ms: pick('p99ms'), errors: results.reduce((sum, result) => sum + result.errors, 0) }
}

/** The date, Node, the CPU and how busy the machine was: the context every figure needs. */
export function machine() {
  const cpus = os.cpus()
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
  return `${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, load average before the run ${load}`
}

/** One GET on a new connection: the time to the end of the answer, or null on a timeout or error. */
function timedGet(url, requestId, timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now()
    const request = http.get(url, { agent: false, headers: { 'x-request-id': requestId }, timeout: timeoutMs }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : null))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(null))
  })
}

/**
 * `/healthz` every `everyMs` until `done` settles, each probe on a new connection with the request id
 * `<label>-<n>`: how many, how many failed or timed out, how many took over 200 ms, p50, p99 and the slowest.
 */
export async function probeHealthz(baseUrl, done, { everyMs = 100, timeoutMs = 2000, label = 'probe' } = {}) {
  const latencies = []
  let failures = 0
  let finished = false
  done.then(
    () => (finished = true),
    () => (finished = true),
  )
  for (let n = 0; !finished; n++) {
    const started = performance.now()
    const latency = await timedGet(`${baseUrl}/healthz`, `${label}-${n}`, timeoutMs)
    if (latency === null) failures++
    else latencies.push(latency)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))))
  }
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  const over200 = latencies.filter((latency) => latency > 200).length
  return { count: latencies.length + failures, failures, over200, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? NaN }
}

/** The slowest probe labelled `label` as the server measured it (its request log), from request line read to response finished. */
export function slowestProbeInLog(log, label = 'probe') {
  let slowest = NaN
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    if (!line.includes(`"requestId":"${label}-`)) continue
    const { ms } = JSON.parse(line)
    if (!(ms <= slowest)) slowest = ms
  }
  return slowest
}

/** A demo account (the founder unless named) signs in through the form, as a browser without JavaScript would; the session cookie. */
export async function signedInCookie(app, email = 'founder@agency.test') {
  const signIn = await fetch(`${app.url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: app.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', email, password: 'demo-password', redirectTo: '/dashboard' }),
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
  return cookie
}
