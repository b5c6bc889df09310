// CPU per request of the whole server, through HTTP: the built server (BUILD_DIR) in its default
// configuration, wrk -t1 -c10 on `/healthz`, an anonymous `/login` and a signed-in `/dashboard`, and
// the server's CPU time read from /proc before and after each run, for its main thread (the event
// loop, what limits one process's throughput) and for the whole process. CPU time, unlike requests
// per second, moves little with what else runs on the machine (bench/dynamic.mjs has the ratios).
// Needs wrk and Linux's /proc. Run after `npm run build`.
//   node bench/server-cpu.mjs [seconds=5] [rounds=3]
import { basePort, cpuMs, machine, signedInCookie, startServer, wrk } from './support.mjs'

const seconds = Number(process.argv[2] ?? 5)
const rounds = Number(process.argv[3] ?? 3)

const app = await startServer(basePort(3795), { APP_MODE: 'demo', WEB_CONCURRENCY: '1' })
try {
  const cookie = await signedInCookie(app)
  const html = ['Accept: text/html', 'Accept-Encoding: gzip, br']
  const cases = [
    { name: '/healthz', path: '/healthz', headers: [] },
    { name: '/login (anonymous)', path: '/login', headers: html },
    { name: '/dashboard (signed in)', path: '/dashboard', headers: [...html, `Cookie: ${cookie}`] },
  ]
  for (const item of cases) wrk(app.url + item.path, { headers: item.headers, connections: 10, seconds: 2 }) // warm-up
  const runs = new Map(cases.map((item) => [item.name, []]))
  for (let round = 0; round < rounds; round++) {
    for (const item of cases) {
      const [main, all] = [cpuMs(app.pid, app.pid), cpuMs(app.pid)]
      const result = wrk(app.url + item.path, { headers: item.headers, connections: 10, seconds })
      const requests = result.rps * seconds
      runs.get(item.name).push({ main: (cpuMs(app.pid, app.pid) - main) / requests, all: (cpuMs(app.pid) - all) / requests })
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
  console.log(`Server CPU per request, through HTTP — ${machine()}`)
  console.log(`wrk -t1 -c10 -d${seconds}s, PGlite, request logs on; median of ${rounds} alternating rounds`)
  console.log('| endpoint | main thread | all threads |')
  console.log('|---|---:|---:|')
  for (const [name, results] of runs) {
    const main = median(results.map((result) => result.main))
    const all = median(results.map((result) => result.all))
    console.log(`| ${name} | ${main.toFixed(3)} ms | ${all.toFixed(3)} ms |`)
  }
} finally {
  await app.stop()
}
