// How long the built server takes to start, and how much CPU: what every restart, rolling upgrade and
// integration test pays. The server starts in its default configuration (demo mode, the embedded
// database) on a copy of a data folder it has already started on once (migrated and seeded), as a
// restart does; the peer is a bare Express app that imports Express and listens. Starts alternate
// between the two, round after round. CPU is the whole process's (all threads), read from /proc when
// the server says it is listening; wall time runs from spawn to that line.
//   node bench/start.mjs [rounds=5]
// START_BENCH_NODES=/path/to/node,/path/to/other/node measures each of those Node binaries in turn
// (default: this one). Run after `npm run build`.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cpuMs, machine, stopsWithScript } from './support.mjs'

const rounds = Number(process.argv[2] ?? 5)
const nodes = (process.env.START_BENCH_NODES ?? process.execPath).split(',').filter(Boolean)
const serverScript = path.resolve(process.env.BUILD_DIR ?? 'build', 'server.js')
const context = machine()
const work = mkdtempSync(path.join(tmpdir(), 'bench-start-'))

/** Spawns `args` on `node`, waits for a line matching `ready` on its output, measures, then stops it. */
function timedStart(node, args, env, ready) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = stopsWithScript(spawn(node, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }))
    let output = ''
    const onData = (chunk) => {
      output += chunk
      if (!ready.test(output)) return
      const figures = { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid) }
      child.stdout.off('data', onData)
      child.stderr.off('data', onData)
      child.once('close', () => resolve(figures))
      child.kill('SIGTERM')
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      if (!ready.test(output)) reject(new Error(`exited with ${code} before it was ready:\n${output}`))
    })
  })
}

const appEnv = (dataDir) => ({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' })
const LISTENING = /listening on/

/** The app on a fresh copy of the prepared data folder. */
async function startApp(node, prepared) {
  const copy = mkdtempSync(path.join(work, 'data-'))
  cpSync(prepared, copy, { recursive: true })
  try {
    return await timedStart(node, [serverScript], appEnv(copy), LISTENING)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

const BARE_EXPRESS = `
  import express from 'express'
  const app = express()
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }))
  const server = app.listen(0, '127.0.0.1', () => console.log('listening on ' + server.address().port))
`
const startBareExpress = (node) => timedStart(node, ['--input-type=module', '-e', BARE_EXPRESS], {}, LISTENING)

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

try {
  // The first start migrates and seeds; the measured ones start on a copy of what it left, as a restart does.
  const prepared = path.join(work, 'prepared')
  await timedStart(nodes[0], [serverScript], appEnv(prepared), LISTENING)

  console.log(`Server start — ${context}`)
  console.log(
    `${rounds} alternating rounds per Node; the app in demo mode on a copy of a data folder it has started on before; medians, with every round's figure`,
  )
  console.log('| Node | what | CPU, all threads | wall time to listening | app ÷ bare Express (CPU) |')
  console.log('|---|---|---:|---:|---:|')
  for (const node of nodes) {
    const version = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim()
    const app = []
    const bare = []
    for (let round = 0; round < rounds; round++) {
      app.push(await startApp(node, prepared))
      bare.push(await startBareExpress(node))
    }
    const row = (name, runs, ratio) =>
      console.log(
        `| ${version} | ${name} | ${medianOf(runs.map((run) => run.cpuMs))} ms (${runs.map((run) => run.cpuMs).join(', ')}) | ${medianOf(runs.map((run) => run.wallMs)).toFixed(0)} ms | ${ratio} |`,
      )
    const ratio = (medianOf(app.map((run) => run.cpuMs)) / medianOf(bare.map((run) => run.cpuMs))).toFixed(1)
    row('the app (build/server.js)', app, ratio)
    row('bare Express', bare, '')
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
