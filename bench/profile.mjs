// Where the CPU of one dynamic request goes: boots the built app in this process (fresh embedded
// database, demo data), signs in as the demo founder, calls React Router's handler for a path many
// times under V8's sampling profiler and prints CPU per request and the heaviest functions and packages.
//   node bench/profile.mjs [path=/dashboard] [requests=1500]   (PROFILE_EMAIL=<a demo account> signs in as another; DATABASE_URL profiles on that PostgreSQL database)
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
const dataDir = mkdtempSync(path.join(tmpdir(), 'prof-'))
Object.assign(process.env, { NODE_ENV: 'production', APP_MODE: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
const { createRequestHandler } = await import('react-router')
const build = await import(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js'))
const entry = build.entry.module
entry.parseEnv()
await entry.boot()
const handle = createRequestHandler(build, 'production')
const origin = 'http://127.0.0.1:3000'
const ctx = () => entry.createLoadContext({ cspNonce: 'bench' })
const signIn = await handle(
  new Request(`${origin}/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', [entry.CLIENT_IP_HEADER]: '127.0.0.1' },
    body: new URLSearchParams({
      intent: 'login',
      email: process.env.PROFILE_EMAIL ?? 'founder@agency.test',
      password: 'demo-password',
      redirectTo: '/dashboard',
    }),
  }),
  ctx(),
)
const cookie = signIn.headers
  .getSetCookie()
  .map((l) => l.split(';')[0])
  .filter((pair) => pair.includes('session_token')) // the session, as a browser sends it later
  .join('; ')
const target = process.argv[2] ?? '/dashboard'
const call = async () => {
  const r = await handle(new Request(origin + target, { headers: { cookie } }), ctx())
  await r.arrayBuffer()
  return r.status
}
console.log('status', await call())
for (let i = 0; i < 300; i++) await call()
const { Session } = await import('node:inspector/promises')
const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.start')
const t0 = process.cpuUsage()
const N = Number(process.argv[3] ?? 1500)
for (let i = 0; i < N; i++) await call()
const cpu = process.cpuUsage(t0)
const { profile } = await session.post('Profiler.stop')
console.log('cpu ms/req', ((cpu.user + cpu.system) / 1000 / N).toFixed(2))
// aggregate self time by function+url
const self = new Map()
const total = profile.samples.length
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const counts = new Map()
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1)
for (const [id, c] of counts) {
  const n = byId.get(id)
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/build\//, 'build/')}:${n.callFrame.lineNumber}`
  self.set(key, (self.get(key) ?? 0) + c)
}
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)
for (const [k, c] of top) console.log(((100 * c) / total).toFixed(1).padStart(5), k)
// by package
const pk = new Map()
for (const [id, c] of counts) {
  const u = byId.get(id).callFrame.url
  const m = u.match(/node_modules\/((@[^/]+\/)?[^/]+)/)
  const key = m ? m[1] : u.includes('/build/') ? 'app build' : u || '(native/gc)'
  pk.set(key, (pk.get(key) ?? 0) + c)
}
console.log('--- by package')
for (const [k, c] of [...pk].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(((100 * c) / total).toFixed(1).padStart(5), k)
process.exit(0)
